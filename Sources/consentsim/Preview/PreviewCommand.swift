import ArgumentParser
import Basics
import Flow
import Forms
import FoundationEssentials
import Pictures
import Screens
import Simulation

extension PreviewFormat: ExpressibleByArgument {}
extension PreviewStyle: ExpressibleByArgument {}
extension PhoneFont.Source: ExpressibleByArgument {}
extension UnicodeLineBreak.Strictness: ExpressibleByArgument {}

/// `--caption on|off`: whether phone pictures say under them what no public source fixes.
enum CaptionSetting: String, ExpressibleByArgument, CaseIterable {
    case on, off
}

/// `consentsim preview`: every reachable screen of a form in each language and size, as text, ANSI,
/// SVG or an offline HTML gallery, for designers to review and share.
struct PreviewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "preview",
        abstract: "Render every reachable screen of a form in each language and size (txt, ansi, svg, png, or an HTML gallery).",
        discussion: """
            Screens are reached by playing a person's steps through the same session and flow engine as \
            `consentsim run` (a fresh install each time), so a preview shows exactly what the terminal shows. \
            With --out, files go to DIR/<lang>/<size>/<screen>.<ext>; --format html adds DIR/index.html, \
            a gallery that puts the languages of each screen side by side and works offline. Without \
            --out, txt and ansi print every screen with a header; svg and html need --out.
            """)

    @Argument(help: ArgumentHelp("A shipped form name or a form file (.yaml).", valueName: "form"))
    var form: String = FormLibrary.defaultFormName

    @Option(
        name: .customLong("lang"),
        help: ArgumentHelp(
            "'all' (the form's languages) or a comma-separated list of its codes.",
            valueName: "all|code,..."))
    var languages: String = "all"

    @Option(name: .customLong("size"), help: ArgumentHelp("Terminal sizes, comma-separated.", valueName: "COLSxROWS,..."))
    var sizes: String = "80x24"

    @Option(help: ArgumentHelp("Output format: txt, ansi, svg, html or png (png needs headless Chromium and --out).", valueName: "format"))
    var format: PreviewFormat = .txt

    @Option(help: ArgumentHelp("Write files into this folder (created if missing).", valueName: "dir"))
    var out: String?

    @Flag(help: "Draw SVG and HTML as a light terminal (black on white) instead of a dark one.")
    var light = false

    @Option(help: DeviceHelp.text)
    var device: DeviceProfile = .terminal

    @Option(
        help: ArgumentHelp(
            "terminal: the terminal's cells; phone: the screens as the phone shows them (SVG, PNG, or HTML beside the terminal's).",
            valueName: "terminal|phone"))
    var style: PreviewStyle = .terminal

    @Option(
        help: ArgumentHelp(
            "Under each phone picture, what no public source fixes (on), or nothing, for pictures that go to a client (off).",
            valueName: "on|off"))
    var caption: CaptionSetting = .on

    @Option(
        help: ArgumentHelp(
            "Phone pictures carry their font (embed, about 122 KB a weight each) or draw it from DIR/fonts/, written once (link).",
            valueName: "embed|link"))
    var font: PhoneFont.Source = .embed

    @Option(
        name: .customLong("line-break"),
        help: ArgumentHelp(
            "Japanese in phone pictures: a line may start with a small kana or ー as the phones' web views allow (normal), or not (strict).",
            valueName: "normal|strict"))
    var lineBreak: UnicodeLineBreak.Strictness = PhoneText.defaultStrictness

    @Option(help: ArgumentHelp("PNG pixels per picture pixel: 1, 2 or 3 (a phone's 1x, 2x and 3x screens).", valueName: "1|2|3"))
    var scale: Int = 1

    @Option(SimulatorSettings.platform) var platform: SettingArgument<DevicePlatform>?

    @Option(
        help: ArgumentHelp(
            "Compare an older version with FORM: what changed per screen and language, as text (or side by side with --format html --out DIR).",
            valueName: "old.yaml"))
    var compare: String?

    /// The sizes asked for, each once, or a usage error.
    func parsedSizes() throws -> [Size] {
        let parts = sizes.split(separator: ",", omittingEmptySubsequences: false)
        var seen = Set<Size>()
        return try parts.map { part in
            guard let size = Size(parsing: part.trimmingSpaces) else {
                throw ValidationError("invalid --size '\(part)': use COLSxROWS such as 80x24 (1 to 1000 each), comma-separated")
            }
            // Below the minimum the UI shows only "terminal too small", so no form screen is reachable.
            let minimum = TooSmallScreen.minimumSize
            guard size.fits(minimum) else {
                throw ValidationError("--size \(part) is too small: forms need at least \(minimum.width)x\(minimum.height)")
            }
            return size
        }.filter { seen.insert($0).inserted }
    }

    /// The languages asked for among the form's, or a usage error.
    func parsedLanguages(of form: FormDefinition) throws -> [LanguageCode] {
        let offered = form.languages.list
        if languages.lowercased() == "all" { return offered }
        var codes: [LanguageCode] = []
        for part in languages.split(separator: ",", omittingEmptySubsequences: false) {
            let code = LanguageCode(rawValue: part.trimmingSpaces.lowercased())
            guard offered.contains(code) else {
                throw ValidationError("invalid --lang '\(part)': the form offers \(offered.map(\.rawValue).joined(separator: ", ")) (or 'all')")
            }
            if !codes.contains(code) { codes.append(code) }
        }
        return codes
    }

    func validate() throws {
        _ = try parsedSizes()
        if languages.isEmpty { throw ValidationError("--lang needs 'all' or language codes") }
        if out == nil && (format == .svg || format == .html || format == .png) {
            throw ValidationError("--format \(format.rawValue) writes files: give --out DIR")
        }
        try OutputPaths.validate(out, option: "--out", needs: "a folder")
        guard (1...3).contains(scale) else { throw ValidationError("invalid --scale \(scale): use 1, 2 or 3") }
        if scale != 1 && format != .png { throw ValidationError("--scale applies to --format png only") }
        if style == .phone && (format == .txt || format == .ansi) {
            throw ValidationError("--style phone draws pictures: use --format svg, png or html (with --out DIR)")
        }
        if caption == .off && style != .phone { throw ValidationError("--caption applies to --style phone only") }
        if font == .link && style != .phone { throw ValidationError("--font applies to --style phone only") }
        if font == .link && format == .png { throw ValidationError("--font link writes the font beside SVG pictures: PNG has it drawn in") }
        if lineBreak != PhoneText.defaultStrictness && style != .phone { throw ValidationError("--line-break applies to --style phone only") }
        if style == .phone && compare != nil { throw ValidationError("--compare compares terminal pictures: leave out --style phone") }
    }

    func run() throws {
        if let out { try OutputPaths.checkFolder(out) }
        let definition = try loadForm(named: form)
        if let compare {
            try runComparison(old: compare, new: definition)
            return
        }
        var batch = PreviewBatch(
            form: definition, languages: try parsedLanguages(of: definition), sizes: try parsedSizes(), device: device, style: style,
            platform: platform?.value ?? .ios, caption: caption == .on)
        batch.fonts = font
        batch.strictness = lineBreak
        var palette: ExportPalette = light ? .light : .dark
        palette.truecolor = ANSIExport.supportsTruecolor(colorterm: ProcessInfo.processInfo.environment["COLORTERM"])
        do {
            for unreached in try batch.screens().unreached {
                printError(
                    "consentsim: note: \(MessageText.line(unreached.description, limit: 1_000)) (this form's own choices never reach that verdict; the screen is left out)"
                )
            }
            // Each file is written as it is rendered: a batch of any size holds one picture at a time.
            if let out, format == .png {
                let rasterizer = try PNGRasterizer.find(scale: scale)
                try rasterizer.start()
                var count = 0
                let write: (String, [UInt8]) throws -> Void = { png, bytes in
                    try OutputPaths.write(bytes, to: OutputPaths.joined(out, png))
                    count += 1
                }
                try batch.forEachFile(.svg, palette: palette) { path, svg in
                    try rasterizer.add(svg, output: String(path.dropLast(3)) + "png", write: write)
                }
                try rasterizer.flush(write)
                reportWritten(count, to: out)
            } else if let out {
                var count = 0
                for file in batch.fontFiles() {
                    try OutputPaths.write(file.bytes, to: OutputPaths.joined(out, file.path))
                    count += 1
                }
                try batch.forEachFile(format, palette: palette) { path, contents in
                    try OutputPaths.write(contents, to: OutputPaths.joined(out, path))
                    count += 1
                }
                reportWritten(count, to: out)
            } else {
                try batch.forEachItem { item in
                    writeOutput("=== \(item.screen.id) · \(item.language) · \(item.size): \(item.screen.summary) ===\n")
                    writeOutput(format.render(item.frame, title: item.title(form: definition), palette: palette, device: device))
                }
            }
        } catch let error as PreviewError {
            throw CLIError(error.description)
        } catch let refusal as SimulatorRefusal {
            throw CLIError(refusal.description)
        }
    }

    /// Writes the files under `directory` through the one output path, creating folders as needed.
    func write(_ files: [(path: String, contents: String)], to directory: String, page: String = "index.html") throws {
        for file in files { try OutputPaths.write(file.contents, to: OutputPaths.joined(directory, file.path)) }
        reportWritten(files.count, to: directory, page: page)
    }

    /// `wrote N files to DIR`, and the page to open for HTML.
    func reportWritten(_ count: Int, to directory: String, page: String = "index.html") {
        let index = format == .html ? " (open \(OutputPaths.joined(directory, page)))" : ""
        writeOutput("wrote \(count) files to \(directory)\(index)\n")
    }
}
