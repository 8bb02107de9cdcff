import Flow
import Forms
import Testing

@testable import Screens
@testable import Simulation

/// Keys move between the UMP pages, and focus persists per page.
@Suite struct SessionNavigationTests {
    @Test func pagesByKeysAndBack() throws {
        let h = try SessionHarness()
        #expect(h.view == .umpFirstLayer)
        #expect(h.focused == "ump.vendorsLink", "the first focusable element of the first layer")
        try h.press(.tab, .tab, .tab)
        #expect(h.focused == "ump.manageOptions")
        try h.press(.enter)
        #expect(h.view == .umpManageOptions)
        #expect(h.focused == "ump.back")
        try h.press(.end)
        #expect(h.focused == "ump.confirmChoices")
        try h.press(.backTab, .backTab, .backTab)
        #expect(h.focused == "ump.vendorPreferences")
        try h.press(.space)
        #expect(h.view == .umpVendors)
        try h.focus("vendor.755")
        try h.press(.enter)
        #expect(h.view == .umpVendorDetail)
        #expect(h.text.contains("Google Advertising Products (755)"))
        try h.press(.escape)  // Esc on the details is Back, not the form's dismiss
        #expect(h.view == .umpVendors)
        #expect(h.focused == "vendor.755", "focus persists on the vendor whose details were open")
        try h.press(.backspace)
        #expect(h.view == .umpManageOptions)
        #expect(h.focused == "ump.vendorPreferences", "and on the link that opened the vendors")
        try h.select("ump.back")
        #expect(h.view == .umpFirstLayer)
        #expect(h.focused == "ump.manageOptions")
        #expect(h.app.screen == .umpConsentMessage, "page changes never reach the engine")
    }

    @Test func vendorsLinkOnTheFirstLayerAndSlashSearch() throws {
        let h = try SessionHarness()
        try h.select("ump.vendorsLink")
        #expect(h.view == .umpVendors)
        try h.select("ump.back")
        #expect(h.view == .umpFirstLayer)
        try h.press(.char("/"))
        #expect(h.view == .umpVendors)
        #expect(h.focused == "ump.vendors.search")
    }

    @Test func expandAndCollapseDescriptions() throws {
        let h = try ScreenFixtures.manageOptions("en", .s120x40)
        try h.focus("purpose.7.consent")
        let description = try #require(FormLibrary.defaultForm.tcfDescription(.purpose, id: 7, language: "en"))
        let start = String(description.prefix(30))
        #expect(!h.text.contains(start))
        try h.press(.right)
        #expect(h.text.contains(start))
        #expect(h.focused == "purpose.7.consent", "expanding keeps focus")
        try h.press(.left)
        #expect(!h.text.contains(start))
        try h.press(.left)  // nothing to collapse: Left moves focus back
        #expect(h.focused == "purpose.7")
        try h.press(.enter)  // Enter on the title expands too
        #expect(h.text.contains(start))
        try h.focus("specialPurpose.1")
        try h.press(.enter)
        #expect(h.text.contains("Always active"))
    }

    @Test func homeShortcutsReachTheEngine() throws {
        let h = try SessionHarness()
        try h.select("ump.consent")
        #expect(h.view == .home)
        let today = h.app.system.today
        try h.press(.char("d"))
        #expect(h.app.system.today == today.adding(days: 1))
        try h.press(.char("m"))
        #expect(h.app.system.today == today.adding(days: 1).adding(months: 1))
        try h.press(.char("r"))
        #expect(h.app.launchCount == 2)
        #expect(h.view == .home, "consent is stored: no form after a relaunch")
        try h.press(.char("y"))
        #expect(h.view == .home)
        try h.press(.char("r"))
        #expect(h.view == .home, "13 months later UMP keeps the stale string (Expiry keepStale, the default)")
        try h.press(.char("p"))
        #expect(h.view == .umpPrivacyOptions)
        try h.press(.escape)
        #expect(h.view == .home, "Esc on the privacy options closes them")
        try h.select("home.reinstall")
        #expect(h.view == .umpFirstLayer)
        #expect(h.app.device.string(forKey: "IABTCF_TCString") == nil, "a reinstall starts with an empty store")
    }

    @Test func quitKeys() throws {
        let h = try SessionHarness()
        func quits(_ key: Key) -> Bool {
            var state = h.driver.state
            return SimulatorReducer.reduce(&state, .key(key)).contains(.quit)
        }
        #expect(quits(.char("q")))
        #expect(quits(.ctrl("c")))
        try h.press(.char("/"))
        #expect(!quits(.char("q")), "q is text in the search field")
        #expect(quits(.ctrl("c")))
    }

    @Test func viewIDsAreStable() {
        #expect(
            ViewID.allCases.map(\.rawValue) == [
                "home", "notRunning", "ump.firstLayer", "ump.privacyOptions", "ump.manageOptions", "ump.vendors", "ump.vendorDetail",
                "ump.helpDialog", "pac.options", "pac.learnMore", "pac.npaConfirmation", "pac.npaOnly", "att.explainer", "att.alert", "us.message",
            ])
    }
}

/// Forms of the other SDKs run through the same session.
@Suite struct OtherFormsTests {
    @Test func pacFormShowsItsFormThenHome() throws {
        let form = try #require(try FormLibrary.form(named: "pac-all-options"))
        let h = try SessionHarness(form: form)
        #expect(h.view == .pacOptions)
        #expect(h.text.contains("Yes, continue to see relevant ads"))
        expectWellFormed(h.lastFrame)
        try h.select("pac.learnMore")
        #expect(h.view == .pacLearnMore)
        try h.select("pac.back")
        #expect(h.view == .pacOptions)
        try h.press(.escape)  // the page's close_app dismiss: the app reloads a fresh form
        #expect(h.view == .pacOptions)
        try h.select("pac.personalized")
        #expect(h.view == .home)
        #expect(h.text.contains("Consent SDK     PersonalizedAdConsent for iOS 1.0.5 (latest)"))
        #expect(h.text.contains("Word Garden"))
        #expect(h.app.pac?.consentStatus == .personalized)
    }

    /// On Android a PAC app links the legacy Consent SDK for Android: home names it with its release.
    @Test func pacFormOnAndroidNamesTheAndroidSDK() throws {
        let form = try #require(try FormLibrary.form(named: "pac-all-options"))
        let h = try SessionHarness(form: form, settings: SimulatorSettings { $0.platform = .android })
        try h.select("pac.personalized")
        #expect(h.view == .home)
        #expect(h.text.contains("Consent SDK     Consent SDK for Android 1.0.8 (latest)"))
        #expect(h.app.configuration.sdkInForce?.description == "pac-android 1.0.8")
    }

    @Test func attFormShowsTheExplainerThenTheAlertThenHome() throws {
        let form = try #require(try FormLibrary.form(named: "att-explainer"))
        let h = try SessionHarness(form: form, settings: SimulatorSettings())
        #expect(h.view == .attExplainer)
        #expect(h.text.contains("Ads keep Daily Puzzle free"))
        try h.press(.escape)
        #expect(h.view == .attExplainer, "one way on: Continue")
        try h.press(.enter)
        #expect(h.view == .attAlert)
        try h.press(.tab, .enter)
        #expect(h.view == .home)
        #expect(h.app.system.att.status == .authorized)
    }
}
