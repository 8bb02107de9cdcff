import Flow
import Forms
import Screens
import Simulation

/// One screen of a preview run: which screen, in which language and size, and what it shows.
package struct PreviewItem: Sendable {
    /// The screen.
    package var screen: PreviewScreen
    /// Its language.
    package var language: LanguageCode
    /// Its terminal size.
    package var size: Size
    /// What the terminal shows.
    package var frame: Frame
    /// What the phone shows (`--style phone`), else nil.
    package var phone: PhoneScreen?

    /// The path of its file under the output folder: `<lang>/<size>/<screen>.<ext>`.
    package func path(_ format: PreviewFormat) -> String {
        "\(language.rawValue)/\(size)/\(screen.id).\(format.fileExtension)"
    }

    /// The path of its phone picture: `<lang>/phone/<screen>.svg` (`android` for an Android phone).
    package func phonePath(_ format: PreviewFormat, platform: DevicePlatform) -> String {
        let ext = format == .png ? "png" : "svg"
        return "\(language.rawValue)/\(platform == .android ? "android" : "phone")/\(screen.id).\(ext)"
    }

    /// The SVG's accessible title: `ump-gdpr-default · ump-firstLayer · en · 80x24`.
    package func title(form: FormDefinition) -> String {
        [form.id, screen.id, language.rawValue, size.description].joined(separator: " · ")
    }
}

/// Every screen of a form in the languages and sizes asked for: what `consentsim preview` renders.
package struct PreviewBatch: Sendable {
    /// The form.
    package var form: FormDefinition
    /// The languages, in order.
    package var languages: [LanguageCode]
    /// The terminal sizes, in order.
    package var sizes: [Size]
    /// The device: a phone or tablet narrows each size to its width and frames the pictures.
    package var device: DeviceProfile
    /// Terminal cells, or the phone's screens (each beside its terminal rendering in the gallery).
    package var style: PreviewStyle
    /// The phone whose system bars the phone style draws.
    package var platform: DevicePlatform
    /// Whether phone pictures carry their caption (`--caption on|off`).
    package var caption: Bool
    /// Whether phone pictures embed their font or link the files `fontFiles()` writes (`--font`).
    package var fonts = PhoneFont.Source.embed
    /// How phone pictures break Japanese before small kana (`--line-break`).
    package var strictness = PhoneText.defaultStrictness

    /// A batch. The phone style draws one picture per screen and language, whatever the sizes, so
    /// it keeps the first size only (the terminal pictures beside it in the gallery).
    package init(
        form: FormDefinition, languages: [LanguageCode], sizes: [Size], device: DeviceProfile = .terminal, style: PreviewStyle = .terminal,
        platform: DevicePlatform = .ios, caption: Bool = true
    ) {
        self.caption = caption
        self.form = form
        self.languages = languages
        self.device = device
        self.style = style
        self.platform = platform
        // A phone or tablet picture is the device's screen: as wide as the device, as tall as asked.
        let fitted = device == .terminal ? sizes : sizes.map { Size(width: min($0.width, device.maximumWidth), height: $0.height) }
        // Each size once: a repeated size would render and write the same files again.
        var seen = Set<Size>()
        let distinct = fitted.filter { seen.insert($0).inserted }
        self.sizes = style == .phone ? Array(distinct.prefix(1)) : distinct
    }

    /// The form's screens, less the home screens whose ad verdict this form's own choices never lead to
    /// (a deliberately noncompliant form whose refusal leaves Google nothing); those come back as the
    /// errors that say what was reached instead, so a preview shows every screen it can and says why not the rest.
    package func screens() throws -> (reached: [PreviewScreen], unreached: [PreviewError]) {
        let renderer = PreviewRenderer(form: form, device: device, platform: platform)
        let language = languages.first ?? form.languages.default
        let size = sizes.first ?? Size(width: 80, height: 24)
        var reached: [PreviewScreen] = []
        var unreached: [PreviewError] = []
        for screen in try PreviewCatalog.screens(for: form).compactMap({ platform == .android ? $0.onAndroid : $0 }) {
            guard screen.verdict != nil else {
                reached.append(screen)
                continue
            }
            do {
                _ = try renderer.frame(screen, language: language, size: size)
                reached.append(screen)
            } catch let error as PreviewError {
                guard case .wrongVerdict = error else { throw error }
                unreached.append(error)
            }
        }
        return (reached, unreached)
    }

    /// Every reachable screen (`screens()`) in every language at every size: by language, then size,
    /// then screen, each handed to `body` as it is drawn, so a batch of any size holds one frame at a time.
    package func forEachItem(_ body: (PreviewItem) throws -> Void) throws {
        let screens = try screens().reached
        let renderer = PreviewRenderer(form: form, device: device, platform: platform)
        for language in languages {
            for size in sizes {
                for screen in screens {
                    switch style {
                    case .terminal:
                        let frame = try renderer.frame(screen, language: language, size: size)
                        try body(PreviewItem(screen: screen, language: language, size: size, frame: frame))
                    case .phone:
                        let (frame, phone) = try renderer.pictures(screen, language: language, size: size)
                        try body(PreviewItem(screen: screen, language: language, size: size, frame: frame, phone: phone))
                    }
                }
            }
        }
    }

    /// Every item of `forEachItem`, in a list.
    package func items() throws -> [PreviewItem] {
        var items: [PreviewItem] = []
        try forEachItem { items.append($0) }
        return items
    }

    /// The files of an output folder in `format`, each handed to `body` as it is rendered: one per
    /// item, then `index.html` for `html`.
    package func forEachFile(_ format: PreviewFormat, palette: ExportPalette = .dark, _ body: (_ path: String, _ contents: String) throws -> Void)
        throws
    {
        var entries: [GalleryEntry] = []
        var phone = PhoneRenderer(device: PhoneDevice(platform: platform), showsCaption: caption)
        phone.strictness = strictness
        // A phone picture sits two folders down (`PreviewItem.phonePath`).
        if fonts == .link { phone.fontFolder = "../../\(PhoneFont.folder)/" }
        try forEachItem { item in
            if let screen = item.phone {
                try body(item.phonePath(format, platform: platform), phone.svg(screen, title: item.title(form: form) + " · " + platform.rawValue))
                // The gallery shows the terminal's rendering beside the phone's.
                guard format == .html else { return }
            }
            try body(item.path(format), format.render(item.frame, title: item.title(form: form), palette: palette, device: device))
            if format == .html { entries.append(galleryEntry(item)) }
        }
        if format == .html { try body("index.html", galleryPage(entries, palette: palette).render()) }
    }

    /// The font files linked phone pictures draw with, once per output folder: none when they embed it.
    package func fontFiles() -> [(path: String, bytes: [UInt8])] {
        guard fonts == .link && style == .phone else { return [] }
        return PhoneFont.files.map { ("\(PhoneFont.folder)/\($0.name)", PhoneFont.fileBytes($0.weight)) }
    }

    /// The files of `forEachFile`, in a list.
    package func files(_ format: PreviewFormat, palette: ExportPalette = .dark) throws -> [(path: String, contents: String)] {
        var files: [(path: String, contents: String)] = []
        try forEachFile(format, palette: palette) { files.append(($0, $1)) }
        return files
    }

    /// The gallery's entry for `item`.
    package func galleryEntry(_ item: PreviewItem) -> GalleryEntry {
        var entry = GalleryEntry(
            screen: item.screen.id, language: item.language, size: item.size, path: item.path(.html), summary: item.screen.summary)
        if item.phone != nil {
            let device = PhoneDevice(platform: platform)
            entry.phone = GalleryEntry.Picture(
                path: item.phonePath(.html, platform: platform), width: device.width + 2 * PhoneRenderer.bezel,
                height: device.height + 2 * PhoneRenderer.bezel, linksFont: fonts == .link)
        }
        return entry
    }

    /// The gallery of `entries`' SVG files.
    package func galleryPage(_ entries: [GalleryEntry], palette: ExportPalette = .dark) -> GalleryPage {
        let screens = Set(entries.map(\.screen)).count
        let subtitle =
            "\(screens) screens × \(languages.count) languages × \(sizes.count) sizes · \(form.sdk) form · "
            + "generated by consentsim preview"
        return GalleryPage(title: form.id, subtitle: subtitle, entries: entries, palette: palette)
    }
}
