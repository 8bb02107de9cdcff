import Flow
import Forms
import Store
import Testing

@testable import Screens
@testable import Simulation

/// The home screen, the store inspector, the help overlay, the ATT and US-message screens beside
/// them, and the notice of a terminal too small.
@Suite struct HomeAndChromeSnapshotTests {
    @Test(arguments: ScreenFixtures.languages, ScreenFixtures.sizes)
    func home(language: LanguageCode, size: Size) throws {
        let h = try ScreenFixtures.home(language, size)
        #expect(h.view == .home)
        assertSnapshot(h.text, named: snapshotName("home", language, size))
        expectWellFormed(h.lastFrame)
    }

    @Test func homeBeforeConsentWithATTFirstAndAnOldIOS() throws {
        // iOS 13: no ATT framework, so no ATT step: the form comes straight away.
        let h = try SessionHarness(settings: SimulatorSettings(iosVersion: IOSVersion(13, 7), order: .cmpFirst))
        try h.press(.escape)  // dismissed: the app reloads the form
        #expect(h.view == .umpFirstLayer)
        try h.select("ump.manageOptions")
        try h.select("ump.confirmChoices")
        assertSnapshot(h.text, named: "home-en-80x24-ios13-confirmed-defaults")
        // At 80x24 the limited verdict's rule, lift and Consent Mode push the status rows out of view.
        _ = h.resize(Size(width: 80, height: 40))
        #expect(h.text.contains("unavailable (iOS 13.7 has no ATT)"))
    }

    @Test(arguments: [Size.s120x40, .s80x24, Size(width: 100, height: 30)])
    func inspectorAfterAcceptAll(size: Size) throws {
        let h = try SessionHarness(size: size, inspector: true)
        try h.select("ump.consent")
        assertSnapshot(h.text, named: "inspector-home-en-\(size)-after-consent")
        expectWellFormed(h.lastFrame)
        let inspector = try #require(h.lastFrame.elements[InspectorView.scrollID])
        if size.width >= 100 {
            #expect(inspector.x > size.width / 2 && inspector.y == 1, "right side at \(size): \(inspector)")
        } else {
            #expect(inspector.x == 2 && inspector.y > size.height / 2, "bottom at \(size): \(inspector)")
        }
        // At 80x24 the verdict and Consent Mode lines fill the inspector's rows: `]` scrolls to the keys.
        if size == .s80x24 { try h.press(.char("]")) }
        #expect(h.text.contains("+ IABTCF_PurposeConsents") || h.text.contains("+ IABTCF_AddtlConsent"))
    }

    @Test func inspectorStylesMarkChangesWithoutColour() throws {
        let h = try SessionHarness(size: .s120x40, inspector: true)
        try h.select("ump.consent")
        try h.press(.char("m"))  // the clock moves; the store does not
        #expect(h.text.contains("Last action changed nothing."))
        try h.press(.char("u"))  // UMP reset removes the consent keys
        let mono = h.lastFrame.canvas.styledText(colors: false)
        assertSnapshot(mono, named: "inspector-en-120x40-after-reset.mono")
        #expect(mono.contains("{dim}-{/} {dim}IABTCF_TCString{/}"))
        #expect(h.text.contains("Store (0 keys)"))
    }

    @Test func helpOverlay() throws {
        let h = try ScreenFixtures.vendors("en", .s80x24)
        try h.press(.char("?"))
        assertSnapshot(h.text, named: "help-ump-vendors-en-80x24")
        try h.press(.escape)
        #expect(!h.text.contains("Keys: ump.vendors"))
        #expect(h.view == .umpVendors, "Esc closed the help, not the form")
    }

    @Test func attAlertRightAfterTheGDPRMessage() throws {
        let h = try SessionHarness(settings: SimulatorSettings(order: .umpManaged))
        try h.select("ump.consent")
        #expect(h.view == .attAlert)
        assertSnapshot(h.text, named: "session-att-alert-en-80x24")
        #expect(h.text.contains("Ask App Not to Track"))
        try h.select("att.allow")
        #expect(h.view == .home)
        #expect(h.app.system.att.status == .authorized)
    }

    @Test func theExplainerAndTheUSMessage() throws {
        // Outside the EEA, UMP-managed: the IDFA explainer, then the alert.
        let other = try SessionHarness(settings: SimulatorSettings(geography: .other, order: .umpManaged))
        #expect(other.view == .attExplainer)
        #expect(other.lastFrame.elements["att.continue"] != nil)
        try other.select("att.continue")
        #expect(other.view == .attAlert)
        try other.press(.escape)  // the system alert ignores Esc
        #expect(other.view == .attAlert)
        try other.select("att.askNotToTrack")
        #expect(other.view == .home)

        // A regulated US state: the US message comes through "Privacy settings".
        let us = try SessionHarness(settings: SimulatorSettings(geography: .regulatedUSState, order: .noATT))
        #expect(us.view == .home)
        #expect(us.app.privacySettingsVisible)
        try us.select("home.privacySettings")
        #expect(us.view == .usMessage)
        #expect(us.lastFrame.elements["us.optOut"] != nil)
        try us.press(.escape)
        #expect(us.view == .home)
    }

    /// Only UMP has a debug `reset()`: PAC and ATT-only apps' home screens offer no such button.
    @Test(arguments: [("ump-gdpr-default", ConsentSDK.ump), ("pac-all-options", .pac), ("att-explainer", .none)])
    func umpResetOnlyInUMPApps(form name: String, sdk: ConsentSDK) throws {
        let form = try #require(try FormLibrary.form(named: name))
        let h = try SessionHarness(form: form, size: .s120x40)
        #expect(h.app.configuration.sdk == sdk)
        for _ in 0..<4 where h.view != .home {
            // The accepting answer of whatever is up: consent, personalized ads, continue, allow.
            let answers: [ElementID] = ["ump.consent", "pac.personalized", "att.continue", "att.allow"]
            let answer = answers.first {
                h.lastFrame.elements[$0] != nil
            }
            try h.select(try #require(answer, "no answer on \(h.view)"))
        }
        #expect(h.view == .home)
        #expect(h.lastFrame.elements["home.relaunch"] != nil)
        #expect((h.lastFrame.elements["home.umpReset"] != nil) == (sdk == .ump), "\(name)")
    }

    @Test(arguments: [Size(width: 39, height: 12), Size(width: 40, height: 11)])
    func tooSmall(size: Size) throws {
        let h = try SessionHarness(size: size)
        assertSnapshot(h.text, named: "session-too-small-\(size)")
        #expect(h.text.contains("Terminal too small"))
        #expect(h.lastFrame.elements.isEmpty)
    }
}
