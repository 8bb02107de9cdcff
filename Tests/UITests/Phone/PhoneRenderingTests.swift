import Flow
import Forms
import Testing

@testable import Pictures
@testable import Screens

/// `preview --style phone`: every screen of every shipped form drawn as the phone shows it.
@Suite struct PhoneRenderingTests {
    /// Every reachable screen of `name` in every language, with its phone picture.
    static func items(_ name: String, platform: DevicePlatform = .ios) throws -> [PreviewItem] {
        let form = try #require(try FormLibrary.form(named: name))
        return try PreviewBatch(
            form: form, languages: form.languages.list, sizes: [Size(width: 80, height: 24)], style: .phone, platform: platform
        ).items()
    }

    /// The SVG from `<g class="name">` on, or nil.
    static func group(_ name: String, in svg: String) -> Substring? {
        svg.range(of: "<g class=\"\(name)\"").map { svg[$0.lowerBound...] }
    }

    /// The `y` of the first text of the screen's headline (the app's title on PAC's card).
    static func headlineTop(_ svg: String) -> Double? {
        guard let start = svg.range(of: "<g class=\"headline\">") ?? svg.range(of: "<g class=\"logo\">"),
            let y = svg[start.upperBound...].range(of: "<text x=\"")
        else { return nil }
        let attributes = svg[y.upperBound...]
        guard let top = attributes.range(of: " y=\"") else { return nil }
        return Double(attributes[top.upperBound...].prefix { $0 != "\"" })
    }

    @Test(arguments: FormLibrary.names)
    func everyScreenShowsItsLogoHeadlineAndFooterButtonsFromTheTop(name: String) throws {
        let items = try Self.items(name)
        #expect(!items.isEmpty)
        let device = PhoneDevice(platform: .ios)
        for item in items {
            let where_ = "\(name) \(item.screen.id) \(item.language)"
            let phone = try #require(item.phone, "\(where_)")
            let svg = PhoneRenderer(device: device).svg(phone, title: where_)
            // A screen starts at its top; only a later section of Manage options or the vendor list
            // scrolled down starts further on.
            let later = item.screen.id.hasPrefix("ump-manageOptions-") && item.screen.id != "ump-manageOptions-purposes"
            if !later && !item.screen.id.hasSuffix("-scrolled") {
                #expect(phone.anchor == nil, "\(where_)")
                let top = try #require(Self.headlineTop(svg), "\(where_): no headline")
                #expect(top > device.statusBar && top < device.height / 2, "\(where_): headline at \(top)")
            }
            switch item.screen.view {
            case .home:
                #expect(Self.group("logo", in: svg) != nil, "\(where_)")
            case .umpManageOptions, .umpVendors, .umpVendorDetail:
                // Pages after the first, as UMP shows them: a back link and the page's title, no logo.
                #expect(Self.group("logo", in: svg) == nil, "\(where_)")
                let footer = try #require(Self.group("footer", in: svg), "\(where_): no footer")
                #expect(footer.components(separatedBy: "class=\"button\"").count - 1 == 3, "\(where_)")
            case .umpHelpDialog:
                // A "Learn more" item's dialog: its title heads it, one close button.
                #expect(Self.group("logo", in: svg) == nil && Self.group("card", in: svg) != nil, "\(where_)")
                let footer = try #require(Self.group("footer", in: svg), "\(where_): no footer")
                #expect(footer.components(separatedBy: "class=\"button\"").count - 1 == 1, "\(where_)")
            case .attAlert:
                // A system alert: no app logo, iOS's own blue buttons.
                #expect(Self.group("logo", in: svg) == nil, "\(where_)")
                let alert = try #require(Self.group("system-alert", in: svg).map(String.init), "\(where_)")
                #expect(alert.components(separatedBy: "class=\"button\"").count - 1 == 2, "\(where_)")
                #expect(alert.contains(ATTAlertView.systemBlue.hex), "\(where_)")
            default:
                // The app's icon heads the message, or its name where the form's style says so.
                #expect(Self.group("logo", in: svg) != nil || Self.group("app-title", in: svg) != nil, "\(where_)")
                let footer = try #require(Self.group("footer", in: svg), "\(where_): no footer")
                #expect(footer.contains("class=\"button\""), "\(where_): no button in the footer")
            }
            // No keyboard chrome: a phone has no focus ring and no key hints.
            for hint in ["Tab</", ">next<", "? help", "Enter select"] { #expect(!svg.contains(hint), "\(where_): \(hint)") }
        }
    }

    @Test func theFirstLayerPutsTheVendorsLinkInsideItsSentenceAndTheFormsButtonsInTheFooter() throws {
        let item = try #require(try Self.items(FormLibrary.defaultFormName).first { $0.screen.id == "ump-firstLayer" && $0.language == "en" })
        let phone = try #require(item.phone)
        let sentence = phone.blocks.first { block in
            if case .paragraph(let runs, _, _, _) = block { runs.contains { $0.style == .link } } else { false }
        }
        guard case .paragraph(let runs, _, _, _)? = sentence else {
            Issue.record("no paragraph with the vendors link")
            return
        }
        #expect(runs.count == 2 && runs[0].style == .plain && runs[1].text.hasPrefix("View our vendors"))
        #expect(phone.footer.map(\.label) == ["Consent", "Do not consent", "Manage options"])
    }

    @Test func oneEditToAFormShowsInThePhonePicture() throws {
        let shipped = try #require(FormLibrary.yaml(named: FormLibrary.defaultFormName))
        let edited = try FormLoader.load(yaml: shipped + "texts:\n  en:\n    consent: \"Yes, fine\"\n", fileName: "edited.yaml")
        let screen = try #require(try PreviewCatalog.screens(for: edited).first { $0.id == "ump-firstLayer" })
        let phone = try PreviewRenderer(form: edited).phoneScreen(screen, language: "en", size: Size(width: 80, height: 24))
        #expect(phone.footer.first?.label == "Yes, fine")
    }

    @Test func theATTAlertNeverTakesTheBrandsColours() throws {
        let shipped = try #require(FormLibrary.yaml(named: "att-explainer"))
        let branded = try FormLoader.load(
            yaml: shipped.replacingOccurrences(of: "  accent: blue\n", with: "  accent: \"#E91E63\"\n"), fileName: "b.yaml")
        #expect(branded.colors[.accent] == .rgb(0xE91E63))
        let screens = try PreviewCatalog.screens(for: branded)
        let renderer = PreviewRenderer(form: branded)
        let size = Size(width: 80, height: 24)
        let alert = try renderer.phoneScreen(try #require(screens.first { $0.view == .attAlert }), language: "en", size: size)
        let svg = PhoneRenderer(device: PhoneDevice(platform: .ios)).svg(alert, title: "alert")
        #expect(!svg.contains("#e91e63"))
        #expect(alert.footer.allSatisfy { $0.role == .systemAlert })
        // The app's own explainer does wear the brand.
        let explainer = try renderer.phoneScreen(try #require(screens.first { $0.view == .attExplainer }), language: "en", size: size)
        #expect(PhoneRenderer(device: PhoneDevice(platform: .ios)).svg(explainer, title: "explainer").contains("#e91e63"))
    }

    @Test func thePACCardFollowsConsentformHTML() throws {
        let items = try Self.items("pac-all-options").filter { $0.language == "en" }
        let options = try #require(items.first { $0.screen.id == "pac-options" }?.phone)
        #expect(options.presentation == .card(maxWidth: 600))
        #expect(options.footer.map(\.shape) == [.pacOption, .pacOption, .pacOption])
        #expect(options.footer.allSatisfy { $0.role == .outlined(RGB(0x1A73E8)) })
        let learnMore = try #require(items.first { $0.screen.id == "pac-learnMore" }?.phone)
        #expect(learnMore.blocks.contains { if case .chips(let names) = $0 { !names.isEmpty } else { false } })
        let npaOnly = try #require(try Self.items("pac-npa-only").first { $0.screen.id == "pac-npaOnly" }?.phone)
        #expect(npaOnly.presentation == .card(maxWidth: 338))
    }

    @Test func anAndroidPhoneHasANavigationBarWithABackButtonInsteadOfTheHomeIndicator() throws {
        let item = try #require(try Self.items("ump-gdpr-two-button", platform: .android).first)
        #expect(item.phonePath(.svg, platform: .android) == "\(item.language)/android/\(item.screen.id).svg")
        let android = PhoneRenderer(device: PhoneDevice(platform: .android)).svg(try #require(item.phone), title: "a")
        #expect(android.contains("class=\"back-button\"") && !android.contains("home-indicator"))
        #expect(android.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" xml:space=\"preserve\" width=\"436\""))
        let ios = PhoneRenderer(device: PhoneDevice(platform: .ios)).svg(try #require(item.phone), title: "i")
        #expect(ios.contains("home-indicator") && !ios.contains("back-button"))
    }

    @Test func noLineStartsWithAClosingMark() {
        // Ten ideographs fill 150 points at 15 (an em each): the question mark would start line two alone.
        let lines = PhoneText.wrap([PhoneRun("一二三四五六七八九十？")], width: 150, size: 15)
        #expect(lines.map { $0.pieces.map(\.text).joined() } == ["一二三四五六七八九", "十？"])
    }

    @Test func aLongAlertButtonWrapsInsideTheAlert() throws {
        let alert = PhoneScreen(
            presentation: .systemAlert, blocks: [.headline("Title", .center, size: 17)],
            footer: [PhoneButton("Appにトラッキングしないように要求するボタンの長いラベル", .systemAlert), PhoneButton("許可", .systemAlert)],
            palette: .google)
        let svg = PhoneRenderer(device: PhoneDevice(platform: .ios)).svg(alert, title: "alert")
        let buttons = try #require(Self.group("system-alert", in: svg)).components(separatedBy: "class=\"button\"").dropFirst()
        #expect(buttons.count == 2)
        #expect(buttons.first?.components(separatedBy: "<text").count ?? 0 > 2, "the long label wraps onto two lines")
    }

    @Test func wideTextWrapsAtAnyCharacterAndLatinAtSpaces() {
        let cjk = PhoneText.wrap([PhoneRun("個人データの利用に同意しますか個人データの利用に同意しますか")], width: 150, size: 15)
        #expect(cjk.count == 3 && cjk.allSatisfy { $0.width <= 150 })
        let latin = PhoneText.wrap([PhoneRun("Store and/or access information on a device")], width: 150, size: 15)
        #expect(latin.count > 1 && latin.allSatisfy { !$0.pieces.isEmpty && !$0.pieces[0].text.hasPrefix(" ") })
        #expect(
            latin.map { $0.pieces.map(\.text).joined() }.joined(separator: " ").replacingOccurrences(of: "  ", with: " ").hasPrefix("Store and/or"))
        #expect(PhoneText.width("あ", size: 10) == 10 && PhoneText.width("a", size: 10) < 6)
    }
}
