import Flow
import Forms
import TCF
import Testing

@testable import Screens
@testable import Simulation

/// Switches edit a draft; Confirm choices sends exactly those choices; the draft resets on every presentation.
@Suite struct SessionChoicesTests {
    /// The events the reducer hands the app for `key`, on a copy of the state.
    func events(_ h: SessionHarness, _ key: Key) -> [AppEvent] {
        var state = h.driver.state
        return SimulatorReducer.reduce(&state, .key(key)).compactMap { effect in
            guard case .app(let event, _) = effect else { return nil }
            return event
        }
    }

    @Test func confirmChoicesSendsExactlyTheToggles() throws {
        let h = try ScreenFixtures.manageOptions("en", .s80x24)
        try h.focus("purpose.1.consent")
        try h.press(.space)
        try h.focus("purpose.3.consent")
        try h.press(.enter)
        try h.focus("purpose.2.li")
        try h.press(.space)
        try h.focus("specialFeature.1.consent")
        try h.press(.space)
        try h.select("ump.vendorPreferences")
        try h.focus("vendor.755.consent")
        try h.press(.space)
        try h.focus("vendor.755.li")
        try h.press(.space)
        try h.focus("atp.1301.consent")
        try h.press(.space)
        try h.focus("ump.confirmChoices")
        let expected = UMPChoices(
            purposeConsents: [1, 3], purposeLIObjections: [2], vendorConsents: [755], vendorLIObjections: [755],
            specialFeatureOptIns: [1], atpConsents: [1301])
        #expect(events(h, .enter) == [.umpForm(.confirmChoices(expected))])
        try h.press(.enter)
        #expect(h.view == .home)
        let model = try TCString.decode(try #require(h.app.device.string(forKey: "IABTCF_TCString")))
        #expect(model.purposesConsent == [1, 3])
        #expect(!model.purposesLITransparency.contains(2) && model.purposesLITransparency.contains(7))
        #expect(model.vendorConsents == [755] && !model.vendorLegitimateInterests.contains(755))
    }

    @Test func rejectingOnePurposeLeavesItOut() throws {
        let h = try ScreenFixtures.manageOptions("en", .s80x24)
        for id in 1...11 where id != 4 {
            try h.focus(ElementID("purpose.\(id).consent"))
            try h.press(.space)
        }
        try h.select("ump.confirmChoices")
        let model = try TCString.decode(try #require(h.app.device.string(forKey: "IABTCF_TCString")))
        #expect(model.purposesConsent == IDSet([1, 2, 3, 5, 6, 7, 8, 9, 10, 11]))
    }

    @Test func buttonsOfTheSecondLayer() throws {
        let h = try ScreenFixtures.manageOptions("en", .s80x24)
        try h.focus("ump.acceptAll")
        #expect(events(h, .enter) == [.umpForm(.consentAll)])
        try h.focus("ump.rejectAll")
        let reject = try #require(h.driver.state.ump?.rejectAllChoices)
        #expect(reject.purposeConsents.isEmpty && reject.purposeLIObjections == IDSet(range: 1...11))
        #expect(events(h, .space) == [.umpForm(.confirmChoices(reject))])
        try h.select("ump.rejectAll")
        // Nothing for anyone, but Google stays disclosed: limited ads since Limited ads 2.0 (April 2025).
        #expect(h.app.adEligibility.kind == .limited, "Google disclosed: Limited ads 2.0")
    }

    @Test func firstLayerButtonsAndEscape() throws {
        let h = try SessionHarness()
        try h.focus("ump.consent")
        #expect(events(h, .enter) == [.umpForm(.consentAll)])
        try h.focus("ump.doNotConsent")
        #expect(events(h, .space) == [.umpForm(.doNotConsent)])
        #expect(events(h, .escape) == [.dismiss])
        try h.select("ump.manageOptions")
        #expect(events(h, .escape) == [.dismiss], "Esc is the form's dismiss on every page of it")
        try h.select("ump.vendorPreferences")
        #expect(events(h, .escape) == [.dismiss])
    }

    @Test func dismissReloadsTheFormWithDefaultsAndStoresNothing() throws {
        let h = try ScreenFixtures.manageOptions("en", .s80x24)
        try h.focus("purpose.1.consent")
        try h.press(.space)
        #expect(h.driver.state.umpForm.draft.purposeConsents == [1])
        let formID = h.app.ump?.presented?.id
        try h.press(.escape)
        #expect(h.view == .umpFirstLayer, "the app loads and presents the form again")
        #expect(h.app.ump?.presented?.id != formID)
        #expect(h.driver.state.umpForm.draft == UMPChoices(), "a new presentation shows the defaults")
        #expect(h.app.device.string(forKey: "IABTCF_TCString") == nil)
        #expect(h.app.device.keys.filter { InAppKey.isTCDataKey($0) }.isEmpty)
    }

    @Test func privacyOptionsShowDefaultsNotEarlierToggles() throws {
        let h = try ScreenFixtures.manageOptions("en", .s80x24)
        try h.focus("purpose.1.consent")
        try h.press(.space)
        try h.select("ump.confirmChoices")
        try h.select("home.privacySettings")
        #expect(h.view == .umpPrivacyOptions)
        try h.select("ump.manageOptions")
        #expect(h.text.contains("[ ] Consent"))
        let switchRect = try #require(h.lastFrame.elements["purpose.1.consent"])
        #expect(h.lastFrame.canvas[switchRect.x + 2, switchRect.y].character == " ", "purpose 1 back to off")
    }

    @Test func switchesTheFormDoesNotOfferCannotBeFlipped() throws {
        let h = try ScreenFixtures.manageOptions("en", .s80x24)
        #expect(h.lastFrame.elements["purpose.1.li"] == nil && h.driver.state.ump?.offers(.purposeLegitimateInterest(1)) == false)
        for purpose in [1, 3, 4, 5, 6] {
            #expect(h.driver.state.ump?.offers(.purposeLegitimateInterest(purpose)) == false, "never LI for purpose \(purpose)")
        }
        #expect(!h.driver.focus("purpose.3.li"))
        #expect(try h.driver.select("purpose.3.li") == false)
    }

    @Test func formDefaultsSeedTheDraft() throws {
        // The dark-pattern example pre-ticks consent; LI purposes are still never 1 or 3-6.
        let form = try #require(try FormLibrary.form(named: "examples/noncompliant-dark-patterns"))
        let model = try #require(SimulatorState(form: form).ump)
        #expect(model.initialChoices.purposeConsents == IDSet(range: 1...11))
        #expect(model.legitimateInterestPurposeIDs.isSubset(of: [2, 7]))
    }
}
