import Flow
import Forms
import TCF
import Testing

@testable import Simulation

/// How a form and the run flags configure the flow engine.
@Suite struct FormConfigurationTests {
    @Test func defaultForm() {
        let form = FormLibrary.defaultForm
        let c = FormConfiguration.configuration(for: form)
        #expect(c.sdk == .ump)
        #expect(c.appName == "Daily Puzzle" && c.bundleID == "com.example.dailypuzzle")
        #expect(c.language == "en")
        let m = c.umpMessage
        #expect(m.cmpID == 300 && m.cmpSdkVersion == 1 && m.publisherCC == "DE")
        #expect(m.shownVendorIDs == nil && m.disclosedVendorIDs.count == form.ump?.shownVendors.count)
        #expect(m.shownATPIDs == [89, 1301, 2878, 3234])
        #expect(m.showsLegitimateInterest && m.firstLayerButtons == 3 && !m.closeIcon)
        #expect(m.vendorList.vendorListVersion == form.ump?.vendorList.vendorListVersion)
    }

    @Test func twoButtonFormWithChosenVendors() throws {
        let form = try #require(try FormLibrary.form(named: "ump-gdpr-two-button"))
        let m = FormConfiguration.configuration(for: form).umpMessage
        #expect(m.shownVendorIDs == [10, 21, 32, 50, 52, 126, 755])
        #expect(m.firstLayerButtons == 2 && m.closeIcon)
        #expect(m.publisherCC == "FR" && m.shownATPIDs == [1301, 3234])
    }

    @Test func otherSDKs() throws {
        let pac = try #require(try FormLibrary.form(named: "pac-all-options"))
        #expect(FormConfiguration.configuration(for: pac).sdk == .pac)
        let att = try #require(try FormLibrary.form(named: "att-explainer"))
        #expect(FormConfiguration.configuration(for: att).sdk == .none)
    }

    /// A PAC app asks for the form's publisher ids, and the simulated server knows them: the
    /// consent form comes up and the stored status names them.
    @Test func pacFormsPublisherIDsReachTheRequestAndTheStore() throws {
        let form = try #require(try FormLibrary.form(named: "pac-all-options"))
        let ids = try #require(form.publisher?.publisherIDs)
        #expect(ids == ["pub-3940256099942544"])
        let c = FormConfiguration.configuration(for: form)
        #expect(c.pac.publisherIDs == ids)
        #expect(c.pac.server.publishers[ids[0]]?.companyIDs == c.pac.server.companies.map(\.id))
        let h = try SessionHarness(form: form, settings: SimulatorSettings(order: .noATT))
        #expect(h.view == .pacOptions, "no 'publisher identifiers not found' error")
        try h.select("pac.personalized")
        guard case .dictionary(let status)? = h.app.device["personalized_ad_status"] else {
            Issue.record("no personalized_ad_status stored")
            return
        }
        #expect(status["pub_ids"] == .array([.string(ids[0])]))
    }

    @Test func runSettingsOverrideTheForm() {
        let settings = SimulatorSettings(
            language: "ja", geography: .regulatedUSState, att: .deniedByGlobalToggle, iosVersion: IOSVersion(17, 4),
            order: .cmpFirst, underAge: true, debugDevice: false, requiresAds: true, attDenial: .rejectAll)
        let c = settings.apply(to: FormConfiguration.configuration(for: FormLibrary.defaultForm))
        #expect(c.language == "ja" && c.umpMessage.consentLanguage == "ja")
        #expect(c.debugGeography == .regulatedUSState && c.attInitial == .deniedByGlobalToggle)
        #expect(c.iosVersion == IOSVersion(17, 4) && c.attOrder == .cmpFirst)
        #expect(c.underAgeOfConsent && !c.testDevice && c.requiresAds && c.attDenial == .rejectAll)
        // Nothing given: the form's and the engine's defaults.
        let plain = SimulatorSettings().apply(to: FormConfiguration.configuration(for: FormLibrary.defaultForm))
        #expect(plain == FormConfiguration.configuration(for: FormLibrary.defaultForm))
    }

    @Test func flagSpellings() {
        let order = SimulatorSettings.order, att = SimulatorSettings.att, denial = SimulatorSettings.attDenial
        #expect(order.flagValue("att-first") == .attFirst && order.flagValue("no-att") == .noATT)
        #expect(order.flagValue("ump-managed") == .umpManaged && order.flagValue("cmp-first") == .cmpFirst)
        #expect(order.flagValue("sideways") == nil)
        #expect(att.flagValue("denied") == .deniedByGlobalToggle && att.flagValue("notDetermined") == .notDetermined)
        #expect(att.flagValue("not-determined") == .notDetermined && att.flagValue("NOTDETERMINED") == .notDetermined)
        #expect(att.flagValue("maybe") == nil)
        #expect(denial.flagValue("reject-all") == .rejectAll && denial.flagValue("reset") == .resetPreferences)
        // Scripts spell values exactly, in their own names.
        #expect(denial.scriptValue("rejectAll") == .success(.rejectAll) && denial.flagValue("rejectAll") == nil)
        #expect(SimulatorSettings.geography.flagValue("eea") == .eea)
        #expect((try? SimulatorSettings.geography.scriptValue("eea").get()) == nil)
    }

    @Test func languageReachesTheTCString() throws {
        let h = try SessionHarness(settings: SimulatorSettings(language: "ko", order: .noATT))
        try h.select("ump.consent")
        let model = try TCString.decode(try #require(h.app.device.string(forKey: "IABTCF_TCString")))
        #expect(model.consentLanguage == "KO")
        #expect(h.driver.state.language == "ko")
    }
}
