import Flow
import Forms
import Foundation
import Testing

@testable import Pictures
@testable import Screens

/// UMP's pages on the phone as Google's form markup builds them: each screen's elements, the
/// buttons' hierarchy and layout by width, the platform's bars only, and the caption that can be left out.
@Suite struct GoogleFormLayoutTests {
    /// The phone picture of `screen` of the shipped form `name` in `language`, and its SVG.
    static func picture(
        _ name: String, _ screen: String, language: LanguageCode = "en", platform: DevicePlatform = .ios
    ) throws -> (phone: PhoneScreen, svg: String) {
        let items = try PhoneRenderingTests.items(name, platform: platform)
        let item = try #require(items.first { $0.screen.id == screen && $0.language == language }, "\(name) \(screen)")
        let phone = try #require(item.phone)
        return (phone, PhoneRenderer(device: PhoneDevice(platform: platform)).svg(phone, title: screen))
    }

    /// The number of times `needle` occurs in `svg`.
    static func count(_ needle: String, in svg: String) -> Int { svg.components(separatedBy: needle).count - 1 }

    /// What each UMP screen must draw, as the form's markup has it: (screen, what the SVG must contain).
    static let elements: [(screen: String, needles: [String])] = [
        (
            "ump-firstLayer",
            [
                "<g class=\"logo\">", "<g class=\"headline\">", "<g class=\"stacks\">", "data-icon=\"perm_identity\"", "data-icon=\"devices\"",
                "<g class=\"disclosure\" role=\"button\" aria-expanded=\"false\" aria-label=\"Learn more\">", "data-icon=\"expand_more\"",
                "data-kind=\"primary\" role=\"button\" aria-label=\"Consent\"",
                "data-kind=\"secondary\" role=\"button\" aria-label=\"Do not consent\"",
                "data-kind=\"text\" role=\"button\" aria-label=\"Manage options\"",
            ]
        ),
        (
            "ump-manageOptions-purposes",
            [
                "<g class=\"header-bar\">", "data-icon=\"arrow_back\" role=\"img\" aria-label=\"Back\"", "<g class=\"section-label\">",
                "data-icon=\"help_outline\" role=\"img\" aria-label=\"Help\"", "<g class=\"preference\">", ">More info</tspan>",
                "role=\"switch\"", "<g class=\"navigation\" role=\"button\" aria-label=\"Vendor preferences\">",
                "data-kind=\"secondary\" role=\"button\" aria-label=\"Accept all\"",
                "data-kind=\"primary\" role=\"button\" aria-label=\"Confirm choices\"",
            ]
        ),
        (
            "ump-vendors",
            [
                "<g class=\"header-bar\">", "data-icon=\"arrow_back\"", "<g class=\"preference\">", ">View details</tspan>",
                ">Privacy policy ↗</tspan>", "Cookie max age: ", "role=\"switch\"",
                "data-kind=\"primary\" role=\"button\" aria-label=\"Confirm choices\"",
            ]
        ),
        (
            // The vendor details: every section the markup's details have, from the vendor list in use.
            "ump-vendorDetail",
            [
                "<g class=\"header-bar\">", "data-icon=\"arrow_back\" role=\"img\" aria-label=\"Back\"", "<g class=\"headline\">",
                "role=\"switch\"", ">Privacy policy: </tspan>", ">Legitimate interest claim: </tspan>", ">Purposes: Consent</tspan>",
                ">Purposes: Legitimate interest</tspan>", ">Special purposes</tspan>", ">Features</tspan>", ">Data collected</tspan>",
                ">IP addresses</tspan>", ">Retention: </tspan>", "Cookie max age: ", ">Storage disclosures</tspan>",
                "data-kind=\"primary\" role=\"button\" aria-label=\"Confirm choices\"",
            ]
        ),
    ]

    @Test(arguments: [DevicePlatform.ios, .android])
    func eachUMPScreenHasTheElementsOfGooglesFormMarkup(platform: DevicePlatform) throws {
        for (screen, needles) in Self.elements {
            let svg = try Self.picture(FormLibrary.defaultFormName, screen, platform: platform).svg
            for needle in needles { #expect(svg.contains(needle), "\(screen) on \(platform): \(needle)") }
            // No bullets for purposes, no words standing for the back arrow or the close icon.
            for absent in [">•<", "‹ Back", "✕"] { #expect(!svg.contains(absent), "\(screen) on \(platform): \(absent)") }
        }
    }

    @Test func theScrolledVendorDetailsStartAtTheDataAndStorageAndTheCaptionSaysWhatIsNotRead() throws {
        let (phone, _) = try Self.picture(FormLibrary.defaultFormName, "ump-vendorDetail-scrolled")
        let anchor = try #require(phone.anchor)
        #expect(phone.blocks[anchor] == .heading("Data collected"))
        #expect(phone.blocks[anchor...].contains(.link("Storage disclosures", .leading)))
        #expect(phone.caption.contains("not read") && phone.caption.contains("offline"))
        #expect(try Self.picture(FormLibrary.defaultFormName, "ump-vendorDetail").phone.anchor == nil)
    }

    @Test func vendorRowsDiscloseStorageDataCategoriesAndTheirLinks() throws {
        let phone = try Self.picture(FormLibrary.defaultFormName, "ump-vendors").phone
        let rows = phone.blocks.compactMap { block -> PhonePreference? in if case .preference(let row) = block { row } else { nil } }
        #expect(!rows.isEmpty)
        for row in rows where row.links.count > 1 {
            #expect(row.links.first == "View details", "\(row.title)")
            #expect(row.links.last == "Privacy policy ↗", "\(row.title)")
            #expect(row.lines.first.map { $0.hasPrefix("Cookie max age: ") || $0.hasPrefix("Other storage: ") } == true, "\(row.title)")
        }
        // Vendors of the embedded list declare data categories and storage disclosures.
        #expect(rows.contains { $0.lines.contains { $0.hasPrefix("Data collected: ") } })
        #expect(rows.contains { $0.links.contains("Storage disclosures") })
    }

    @Test(arguments: [DevicePlatform.ios, .android])
    func thePublishersLearnMoreItemsUnfoldAndOpenTheirHelpDialog(platform: DevicePlatform) throws {
        let name = "examples/ump-editor-options"
        let folded = try Self.picture(name, "ump-firstLayer", platform: platform).svg
        #expect(folded.contains("<g class=\"disclosure\" role=\"button\" aria-expanded=\"false\" aria-label=\"Learn more\">"))
        #expect(!folded.contains("class=\"faq-item\""))
        let unfolded = try Self.picture(name, "ump-firstLayer-learnMore", platform: platform).svg
        #expect(unfolded.contains("aria-expanded=\"true\" aria-label=\"Learn more\">") && unfolded.contains("data-icon=\"remove\""))
        #expect(Self.count("<g class=\"faq-item\" role=\"button\"", in: unfolded) == 3)
        #expect(try Self.picture(name, "ump-firstLayer-learnMore", platform: platform).phone.caption.contains("items are the publisher's"))
        #expect(unfolded.contains("aria-label=\"Why does Tide Tables show ads?\""))
        let (dialog, svg) = try Self.picture(name, "ump-helpDialog", platform: platform)
        #expect(svg.contains("<g class=\"card\">"))
        #expect(dialog.blocks.first == .headline("Why does Tide Tables show ads?", .leading, size: 18))
        #expect(svg.contains("free to download"))
        #expect(svg.contains("data-kind=\"text\" role=\"button\" aria-label=\"Close\""))
        #expect(dialog.caption.contains("publisher"))
        // In German, the publisher's German wording and the catalogue's close label.
        let german = try Self.picture(name, "ump-helpDialog", language: "de", platform: platform).svg
        #expect(german.contains("aria-label=\"Schließen\"") && german.contains("Gezeitendaten"))
    }

    @Test func aFormWithoutLearnMoreItemsHasNeitherPicture() throws {
        let ids = Set(try PhoneRenderingTests.items(FormLibrary.defaultFormName).map(\.screen.id))
        #expect(ids.contains("ump-firstLayer"))
        #expect(!ids.contains("ump-firstLayer-learnMore") && !ids.contains("ump-helpDialog"))
        #expect(try Self.picture(FormLibrary.defaultFormName, "ump-firstLayer").phone.caption.contains("drawn folded"))
    }

    @Test func theCloseIconIsAnIconWithAnAccessibleName() throws {
        let svg = try Self.picture("ump-gdpr-two-button", "ump-firstLayer").svg
        #expect(svg.contains("data-icon=\"close\" role=\"img\" aria-label=\"Close (do not consent)\""))
        #expect(!svg.contains("✕"))
        // Two buttons: Consent primary, Manage options secondary, no text button.
        #expect(svg.contains("data-kind=\"primary\" role=\"button\" aria-label=\"Consent\""))
        #expect(svg.contains("data-kind=\"secondary\" role=\"button\" aria-label=\"Manage options\""))
        #expect(!svg.contains("data-kind=\"text\""))
    }

    @Test func thePrimaryAndSecondaryButtonsShareARowOnlyWhenBothLabelsFitHalfTheWidth() {
        let canvas = PhoneCanvas(palette: .google, device: PhoneDevice(platform: .ios))
        let buttons = [
            PhoneButton("Consent", .filled(RGB(0x1A73E8))), PhoneButton("Do not consent", .outlined(RGB(0x1A73E8))),
            PhoneButton("Manage options", .text(RGB(0x1A73E8))),
        ]
        #expect(canvas.footerRows(buttons, layout: .pairByWidth, width: 358).map(\.count) == [2, 1])
        #expect(canvas.footerRows(buttons, layout: .pairByWidth, width: 150).map(\.count) == [1, 1, 1])
        var german = buttons
        german[1].label = "Ich willige nicht in die Verarbeitung ein"
        #expect(canvas.footerRows(german, layout: .pairByWidth, width: 358).map(\.count) == [1, 1, 1])
    }

    @Test func androidPicturesDrawAndroidsBarsAndTheSameWebForm() throws {
        let (phone, svg) = try Self.picture(FormLibrary.defaultFormName, "ump-manageOptions-purposes", platform: .android)
        #expect(svg.contains("class=\"navigation-bar\""))
        #expect(!svg.contains("class=\"home-indicator\""))
        // No iOS switch (51 by 31 with a 15.5 radius) and no iOS wording in the caption.
        #expect(!svg.contains("rx=\"15.5\""))
        #expect(!phone.caption.contains("iOS"))
        let ios = try Self.picture(FormLibrary.defaultFormName, "ump-manageOptions-purposes", platform: .ios)
        #expect(ios.phone.blocks == phone.blocks)
    }

    @Test func androidPicturesGoWhereTheManualSays() throws {
        let item = try #require(try PhoneRenderingTests.items(FormLibrary.defaultFormName, platform: .android).first)
        let path = item.phonePath(.svg, platform: .android)
        #expect(path == "\(item.language.rawValue)/android/\(item.screen.id).svg")
        let manual = try String(
            contentsOf: ReadmePictureTests.root.appendingPathComponent("Sources/consentsim/Documentation.docc/Forms.md"), encoding: .utf8)
        #expect(manual.contains("DIR/<lang>/android/<screen>.svg|png"))
    }

    @Test func theCaptionCanBeLeftOut() throws {
        let phone = try Self.picture(FormLibrary.defaultFormName, "ump-firstLayer").phone
        #expect(!phone.caption.isEmpty)
        let device = PhoneDevice(platform: .ios)
        let with = PhoneRenderer(device: device).svg(phone, title: "t")
        let without = PhoneRenderer(device: device, showsCaption: false).svg(phone, title: "t")
        #expect(with.contains("class=\"caption\"") && with.contains("<desc>"))
        #expect(!without.contains("class=\"caption\"") && !without.contains("<desc>"))
        #expect(!without.contains(String(phone.caption.prefix(30))))
        // The batch `preview --caption off` runs writes no caption either.
        let form = try #require(try FormLibrary.form(named: FormLibrary.defaultFormName))
        let batch = PreviewBatch(form: form, languages: ["en"], sizes: [Size(width: 80, height: 24)], style: .phone, caption: false)
        for file in try batch.files(.svg) { #expect(!file.contents.contains("class=\"caption\""), "\(file.path)") }
    }

    @Test(arguments: [DevicePlatform.ios, .android])
    func theStatusBarDrawsSignalAndWiFiApart(platform: DevicePlatform) {
        let bars = PhoneDevice(platform: platform).systemBars(dark: false)
        #expect(bars.contains("class=\"signal\""))
        #expect(bars.contains("class=\"wifi\""))
    }
}

/// Lines break where Japanese typesetting allows, and right-to-left paragraphs start at the right.
@Suite struct PhoneLineBreakingTests {
    /// The text each line of `text` wrapped at `width` points starts with.
    static func lineStarts(_ text: String, width: Double, strictness: UnicodeLineBreak.Strictness = PhoneText.defaultStrictness) -> [Character] {
        PhoneText.wrap([PhoneRun(text)], width: width, size: 14, strictness: strictness).compactMap { $0.pieces.map(\.text).joined().first }
    }

    /// What JIS X 4051 keeps from the start of a line whatever the strictness (its classes 2 to 7):
    /// closing brackets and quotes, hyphens, dividing punctuation, middle dots, full stops, commas,
    /// iteration marks; listed here, apart from the classes the wrapper uses.
    static let closing = Set("、。，．）」』】〕〉》〙〗〟’”｝］！？：；・々ゝゞヽヾ‥…〜゠–!?),.:;]}")

    /// What strict kinsoku also keeps from a line's start: the small kana and the prolonged sound mark.
    static let smallKana = Set("ぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮヵヶー")

    /// What no line may end with: the opening brackets and quotes.
    static let opening = Set("（「『【〔〈《〘〖〝‘“｛［(")

    @Test func noJapaneseLineStartsWithClosingPunctuationOrSmallKana() {
        let text = "当社は、アプリを無料で提供するため、広告を表示しています。ちょっと（Cookie、広告ID）を使います。パーティー"
        var smallKanaStarts = 0
        for width in stride(from: 40.0, through: 300, by: 7) {
            for start in Self.lineStarts(text, width: width, strictness: .strict) {
                #expect(!Self.closing.contains(start) && !Self.smallKana.contains(start), "width \(width): a line starts with \(start)")
            }
            // As browsers break by default, a small kana or the prolonged sound mark may start a line.
            smallKanaStarts += Self.lineStarts(text, width: width, strictness: .normal).filter { Self.smallKana.contains($0) }.count
            // An opening bracket never ends a line: it moves with what it opens.
            for line in PhoneText.wrap([PhoneRun(text)], width: width, size: 14, strictness: .strict) {
                let last = line.pieces.map(\.text).joined().last
                #expect(last.map { !Self.opening.contains($0) } ?? true, "width \(width): a line ends with \(last.map(String.init) ?? "")")
            }
        }
        #expect(smallKanaStarts > 0)
    }

    @Test(arguments: FormLibrary.names.filter { (try? FormLibrary.form(named: $0))??.languages.list.contains("ja") == true })
    func noLineOfAShippedJapanesePictureStartsWithClosingPunctuation(name: String) throws {
        var lines = 0
        for platform in [DevicePlatform.ios, .android] {
            for item in try PhoneRenderingTests.items(name, platform: platform) where item.language == "ja" {
                let svg = PhoneRenderer(device: PhoneDevice(platform: platform)).svg(try #require(item.phone), title: "")
                for line in PACLineBreakChromiumTests.svgLines(svg) {
                    lines += 1
                    #expect(line.first.map { !Self.closing.contains($0) } ?? true, "\(name) \(item.screen.id) \(platform): \(line)")
                    #expect(line.last.map { !Self.opening.contains($0) } ?? true, "\(name) \(item.screen.id) \(platform): \(line)")
                }
            }
        }
        #expect(lines > 10)
    }

    @Test func noLineOfAnyJapaneseCatalogueTextStartsWithClosingPunctuationAtAnyWidth() {
        var texts: [String] = []
        for family in TextFamily.allCases {
            for key in FormCatalog.keys(family: family) {
                if let text = FormCatalog.text(key, family: family, language: "ja") { texts.append(text) }
            }
        }
        for kind in TCFItemKind.allCases {
            for id in FormCatalog.itemIDs(kind) {
                if let item = FormCatalog.item(kind, id: id, language: "ja") { texts += [item.name, item.description] }
            }
        }
        #expect(texts.count > 50)
        for text in texts {
            for width in stride(from: 120.0, through: 340, by: 11) {
                for start in Self.lineStarts(text, width: width).dropFirst() {
                    #expect(!Self.closing.contains(start), "width \(width): a line of \(text) starts with \(start)")
                }
            }
        }
    }

    @Test func aWideCommaAfterLatinStaysOnItsLine() {
        // "Cookie、" : the comma follows a Latin word, not a wide character.
        for width in stride(from: 60.0, through: 200, by: 5) {
            #expect(!Self.lineStarts("広告 Cookie、識別子、その他のデータ", width: width).contains("、"), "width \(width)")
        }
    }

    @Test func anArabicFormIsDrawnRightToLeft() throws {
        let shipped = try #require(FormLibrary.yaml(named: "att-explainer"))
        let arabic =
            shipped.replacingOccurrences(of: "  list: [en, ru, ko, ja, it, de, fr]", with: "  list: [en, ru, ko, ja, it, de, fr, ar]")
                + """
                  ar:
                    explainerTitle: "الإعلانات تبقي {appName} مجانيًا"
                    explainerBody: "بعد ذلك يسألك نظام iOS عما إذا كان بإمكان {appName} استخدام نشاطك في تطبيقات الشركات الأخرى ومواقعها لاختيار الإعلانات التي تراها."
                    explainerButton: "متابعة"
                    usageDescription: "يتيح لنا عرض إعلانات تناسب اهتماماتك."

                """
        let form = try FormLoader.load(yaml: arabic, fileName: "arabic.yaml")
        let screen = try #require(try PreviewCatalog.screens(for: form).first { $0.view == .attExplainer })
        let phone = try PreviewRenderer(form: form).phoneScreen(screen, language: "ar", size: Size(width: 80, height: 24))
        let device = PhoneDevice(platform: .ios)
        let svg = PhoneRenderer(device: device).svg(phone, title: "ar")
        let texts = svg.components(separatedBy: "<text").dropFirst().filter { $0.contains("الإعلانات") || $0.contains("نظام") }
        #expect(texts.count >= 3, "the title and the body's lines")
        for text in texts {
            #expect(text.contains("direction=\"rtl\""), "\(text.prefix(120))")
            // A leading (start-aligned) right-to-left line starts at the right: its x is past the middle.
            if !text.contains("text-anchor=\"middle\""), let x = text.split(separator: "\"").dropFirst().first.flatMap({ Double($0) }) {
                #expect(x > device.width / 2, "\(text.prefix(120))")
            }
        }
    }

    @Test func rightToLeftParagraphsStartAtTheRightEdge() {
        #expect(PhoneText.isRightToLeft("مرحبا بك في التطبيق"))
        #expect(PhoneText.isRightToLeft("123 שלום"))
        #expect(!PhoneText.isRightToLeft("123 Hello مرحبا"))
        var canvas = PhoneCanvas(palette: .google, device: PhoneDevice(platform: .android))
        _ = canvas.paragraph([PhoneRun("نحن نهتم بخصوصيتك")], .leading, x: 24, y: 0, width: 300, size: 14, color: RGB(0), lineHeight: 19)
        #expect(canvas.out.contains("<text x=\"324\""))
        #expect(canvas.out.contains("direction=\"rtl\""))
        var latin = PhoneCanvas(palette: .google, device: PhoneDevice(platform: .android))
        _ = latin.paragraph([PhoneRun("We care about your privacy")], .leading, x: 24, y: 0, width: 300, size: 14, color: RGB(0), lineHeight: 19)
        #expect(latin.out.contains("<text x=\"24\"") && !latin.out.contains("direction="))
    }
}

/// A picture that starts at a later section shows nothing of the row above it.
@Suite struct PhoneScrolledPictureTests {
    @Test func aScrolledPictureStartsItsViewAtItsFirstBlock() throws {
        let items = try PhoneRenderingTests.items(FormLibrary.defaultFormName)
        let device = PhoneDevice(platform: .ios)
        let scrolled = items.filter { $0.language == "en" && $0.phone?.anchor != nil }
        #expect(!scrolled.isEmpty)
        for item in scrolled {
            let svg = PhoneRenderer(device: device).svg(try #require(item.phone), title: item.screen.id)
            // The view begins 16 points under the status bar, where the first block is drawn, so the
            // block before it (its switch, its hairline) falls outside.
            #expect(svg.contains("<svg class=\"content\" x=\"0\" y=\"\(Int(device.statusBar + 16))\""), "\(item.screen.id)")
        }
    }
}
