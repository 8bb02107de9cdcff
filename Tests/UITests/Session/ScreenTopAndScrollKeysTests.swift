import Flow
import Forms
import Testing

@testable import Pictures
@testable import Screens
@testable import Simulation

/// Every screen starts at its top, home included, and PgUp, PgDn, Home, End and the wheel move any
/// screen that scrolls, home included, where nothing focusable stands among the status rows.
@Suite struct ScreenTopAndScrollKeysTests {
    /// Home after "Do not consent" (the longest home: reasons and the app's checks) at `size`.
    static func declinedHome(size: Size = .s80x24, language: LanguageCode? = nil) throws -> SessionHarness {
        let h = try SessionHarness(settings: SimulatorSettings(language: language, order: .noATT), size: size)
        try h.select("ump.doNotConsent")
        #expect(h.view == .home)
        return h
    }

    /// Whether the frame shows home's first status rows.
    static func showsTop(_ text: String) -> Bool {
        text.contains("Consent status") && text.contains("canRequestAds") && text.contains("ATT")
    }

    @Test func homeStartsAtItsTopAt80x24() throws {
        let h = try Self.declinedHome()
        #expect(h.text.contains("↓"), "home is taller than 80x24 in this state:\n\(h.text)")
        #expect(Self.showsTop(h.text) && !h.text.contains("↑"), "\(h.text)")
        // Focus is still on the first element in reading order, as at every size.
        #expect(h.focused == HomeView.privacySettings)
    }

    @Test func pageKeysHomeAndEndScrollHome() throws {
        let h = try Self.declinedHome()
        try h.press(.end)
        #expect(!Self.showsTop(h.text) && h.text.contains("↑") && !h.text.contains("↓"), "End:\n\(h.text)")
        try h.press(.pageUp, .pageUp, .pageUp)
        #expect(Self.showsTop(h.text) && !h.text.contains("↑"), "PgUp from the bottom:\n\(h.text)")
        try h.press(.pageDown)
        #expect(h.text.contains("↑"), "PgDn:\n\(h.text)")
        try h.press(.home)
        #expect(Self.showsTop(h.text) && !h.text.contains("↑"), "Home:\n\(h.text)")
        #expect(h.focused == HomeView.privacySettings)
    }

    @Test func theWheelScrollsHome() throws {
        let h = try Self.declinedHome()
        try h.press(.mouse(x: 10, y: 5, button: .scrollDown), .mouse(x: 10, y: 5, button: .scrollDown))
        #expect(h.text.contains("↑") && !h.text.contains("Consent status"), "wheel down:\n\(h.text)")
        try h.press(.mouse(x: 10, y: 5, button: .scrollUp), .mouse(x: 10, y: 5, button: .scrollUp))
        #expect(Self.showsTop(h.text) && !h.text.contains("↑"), "wheel up:\n\(h.text)")
        // A focus key after free scrolling brings the focused element back into view.
        try h.press(.tab)
        #expect(h.focused == HomeView.relaunch)
        #expect(h.lastFrame.elements[HomeView.relaunch] != nil)
    }

    @Test func thePhonePresetShowsTheHeadlineInEveryLanguage() throws {
        let form = FormLibrary.defaultForm
        let renderer = PreviewRenderer(form: form, device: .phone)
        let firstLayer = try #require(try PreviewCatalog.screens(for: form).first { $0.view == .umpFirstLayer })
        for language in form.languages.list {
            let runtime = try renderer.play(firstLayer, language: language, size: Size(width: 44, height: 24))
            let text = runtime.frame(size: Size(width: 44, height: 24)).canvas.text()
            let headline = form.text(.title, language: language, values: [.appName: form.app.name])
            let start = String(headline.prefix(12))
            #expect(text.contains(start) && !text.contains("↑"), "\(language):\n\(text)")
            #expect(runtime.focusedElement == UMPElement.vendorsLink, "\(language)")
        }
    }

    @Test func manageOptionsKeepsItsButtonsAtTheBottomOnNarrowScreens() throws {
        for size in [Size(width: 44, height: 24), Size(width: 60, height: 24), Size(width: 40, height: 12), Size.s80x24] {
            let h = try SessionHarness(size: size)
            try h.select("ump.manageOptions")
            #expect(h.view == .umpManageOptions)
            let buttons = [UMPElement.acceptAll, UMPElement.rejectAll, UMPElement.confirmChoices]
            let before = buttons.map { h.lastFrame.elements[$0] }
            #expect(before.allSatisfy { $0 != nil }, "\(size): the buttons are on screen at the start\n\(h.text)")
            // The last button sits just above the help line.
            #expect(before.compactMap { $0?.maxY }.max() == size.height - 2, "\(size)\n\(h.text)")
            try h.press(.pageDown, .pageDown)
            #expect(buttons.map { h.lastFrame.elements[$0] } == before, "\(size): the buttons stay put while the content scrolls\n\(h.text)")
            #expect(h.text.contains("↑"), "\(size)\n\(h.text)")
        }
    }

    @Test func homeAndTheInspectorSpeakEnglishUnderEveryLanguage() throws {
        for language: LanguageCode in ["de", "ja", "fr", "ru"] {
            let h = try Self.declinedHome(language: language)
            try h.press(.end)
            try h.press(.char("i"))
            let text = h.text
            let foreign = FormLibrary.defaultForm.text(.moreLines, language: language, values: [.count: "2"])
                .replacingOccurrences(of: "2", with: "")
            #expect(text.contains(" more"), "\(language):\n\(text)")
            #expect(!text.contains(foreign.trimmingCharacters(in: .whitespaces)), "\(language): the form's scroll marks on home\n\(text)")
        }
    }
}
