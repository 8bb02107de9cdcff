import Forms
import Testing

@testable import Screens

/// UMP's first layer and the privacy-options form at the reference sizes in en, ko, ja and ru.
@Suite struct UMPFirstLayerSnapshotTests {
    @Test(arguments: ScreenFixtures.languages + ["ru"], ScreenFixtures.sizes)
    func firstLayer(language: LanguageCode, size: Size) throws {
        let h = try ScreenFixtures.firstLayer(language, size)
        #expect(h.view == .umpFirstLayer)
        assertSnapshot(h.text, named: snapshotName("ump-firstLayer", language, size))
        expectWellFormed(h.lastFrame)
        // The buttons are always on screen, with equal width, whatever the language and size.
        let ids: [ElementID] = ["ump.consent", "ump.doNotConsent", "ump.manageOptions"]
        let rects = ids.compactMap { h.lastFrame.elements[$0] }
        #expect(rects.count == 3)
        #expect(Set(rects.map(\.width)).count == 1, "equal visual weight: \(rects)")
    }

    @Test(arguments: ScreenFixtures.languages, [Size.s80x24, .s40x12])
    func privacyOptions(language: LanguageCode, size: Size) throws {
        let h = try ScreenFixtures.privacyOptions(language, size)
        #expect(h.view == .umpPrivacyOptions)
        assertSnapshot(h.text, named: snapshotName("ump-privacyOptions", language, size))
        expectWellFormed(h.lastFrame)
        #expect(
            h.text.contains(
                try #require(
                    FormLibrary.defaultForm.text(.privacyOptionsTitle, language: language)
                        .split(separator: " ").first.map(String.init))))
    }

    @Test func twoButtonFormWithCloseIcon() throws {
        let form = try #require(try FormLibrary.form(named: "ump-gdpr-two-button"))
        let h = try SessionHarness(form: form, size: .s80x24)
        assertSnapshot(h.text, named: "ump-firstLayer-two-button-fr-80x24")  // the form's default language is French
        #expect(h.lastFrame.elements["ump.close"] != nil)
        #expect(h.lastFrame.elements["ump.doNotConsent"] == nil)
        #expect(h.lastFrame.focused == "ump.close", "the close icon comes first in focus order")
    }

    @Test func styleWithoutColourShowsFocus() throws {
        let h = try ScreenFixtures.firstLayer("en", .s80x24)
        try h.focus("ump.doNotConsent")
        let mono = h.lastFrame.canvas.styledText(colors: false)
        assertSnapshot(mono, named: "ump-firstLayer-en-80x24-focus-doNotConsent.mono")
        #expect(mono.contains("{b}›{/}{b,rev}[ Do not consent ]{/}"))
        // Without colour, Consent and Do not consent look alike except for the focus.
        #expect(mono.contains("{b}[ Consent        ]{/}"))
        assertSnapshot(h.lastFrame.canvas.styledText(), named: "ump-firstLayer-en-80x24-focus-doNotConsent.style")
    }
}
