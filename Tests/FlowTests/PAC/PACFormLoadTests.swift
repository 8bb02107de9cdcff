import Store
import TCF
import Testing

@testable import Flow

@Suite("PAC form: creation, load errors, single use")
struct PACFormLoadTests {
    let noInformation =
        "Error: no information available. Successful call to -[PACConsentInformation requestConsentInfoUpdateForPublisherIdentifiers:completionHandler:] required before using this form."

    @Test("an empty URL string returns nil; forms get ids 1, 2, ... with PAC's default options")
    func create() {
        var h = PACHarness()
        #expect(h.send(.createForm(applicationPrivacyPolicyURL: "")) == [.formCreated(nil)])
        #expect(h.send(.createForm(applicationPrivacyPolicyURL: privacyURL)) == [.formCreated(1)])
        #expect(h.send(.createForm(applicationPrivacyPolicyURL: "x")) == [.formCreated(2)])
        let form = h.state.form(1)
        #expect(form?.shouldOfferPersonalizedAds == true)
        #expect(form?.shouldOfferNonPersonalizedAds == true)
        #expect(form?.shouldOfferAdFree == false)
        #expect(form?.applicationPrivacyPolicyURL == privacyURL)
    }

    @Test("a successful load completes with no error and writes nothing")
    func success() {
        var h = PACHarness()
        h.update()
        let writes = h.effects.writes.count
        let (id, error) = h.loadForm()
        #expect(error == nil)
        #expect(h.effects.writes.count == writes)
        #expect(h.state.form(id)?.loaded?.layout == .full)
    }

    /// Load errors as the HTML checks them: each row fixes the failure of the row before, so each
    /// message only appears once every earlier check passes.
    @Test("load errors in the HTML's check order")
    func checkOrder() {
        var info: [String: StoreValue] = [
            "raw_response": "",
            "tag_for_under_age_of_consent": 1,
            "is_request_in_eea_or_unknown": 0,
            "providers": [providerDict(1)],
        ]
        var args = PACFormArguments(
            offerPersonalized: false, offerNonPersonalized: false, offerAdFree: true, appPrivacyURL: "",
            consentInfo: .dictionary(info), appName: "")
        func run() -> String? {
            args.consentInfo = .dictionary(info)
            if case .failed(let e) = PACFormSetup.evaluate(args) { return e.message }
            return nil
        }
        #expect(run() == noInformation)
        info["raw_response"] = "{not json"
        #expect(run()?.hasPrefix("Error: consent form received invalid data from the consent server. JSON Parse error: ") == true)
        info["raw_response"] = "{}"
        #expect(run() == "Error: tagged for under age of consent.")
        info["tag_for_under_age_of_consent"] = 0
        #expect(run() == "Error: request is not in EEA or unknown.")
        info["is_request_in_eea_or_unknown"] = 1
        #expect(run() == "Error: invalid app name.")
        args.appName = "Demo"
        #expect(run() == "Error: must provided app privacy URL.")
        args.appPrivacyURL = privacyURL
        #expect(run() == "Error: no options.")
        args.offerNonPersonalized = true
        #expect(run() == nil)
    }

    @Test("never updated: no information available (even when tagged under age)")
    func neverUpdated() {
        var h = PACHarness()
        h.send(.setTagForUnderAgeOfConsent(true))
        #expect(h.loadForm().1?.message == noInformation)
    }

    @Test("tagged under age: refused even outside the EEA")
    func underAge() {
        var h = PACHarness(scenario: PACServerScenario(isDeviceInEEAOrUnknown: false))
        h.update()
        h.send(.setTagForUnderAgeOfConsent(true))
        #expect(h.loadForm().1?.message == "Error: tagged for under age of consent.")
    }

    @Test("outside the EEA: not in EEA or unknown (googleads-consent-sdk-android#83)")
    func notEEA() {
        var h = PACHarness(scenario: PACServerScenario(isDeviceInEEAOrUnknown: false))
        h.update()
        #expect(h.loadForm().1?.message == "Error: request is not in EEA or unknown.")
    }

    @Test("an app without a name: invalid app name, and the form is not loaded")
    func invalidAppName() {
        var h = PACHarness()
        h.update()
        let (id, error) = h.loadForm(appName: "")
        #expect(error?.description == consentError("Error: invalid app name."))
        #expect(h.send(.form(id, .present)) == [.formDismissed(id, error: PACError("Form not loaded."), userPrefersAdFree: false)])
    }

    @Test("no options: neither personalized nor non-personalized offered (ad-free alone is not enough)", arguments: [true, false])
    func noOptions(adFree: Bool) {
        var h = PACHarness()
        h.update()
        #expect(h.loadForm(personalized: false, nonPersonalized: false, adFree: adFree).1?.message == "Error: no options.")
    }

    @Test("no options when personalized is offered but the publisher is NPA-only or has no providers")
    func noOptionsImplicit() {
        var npa = PACServerScenario.default
        npa.publishers[pub]?.isNonPersonalizedOnly = true
        var h = PACHarness(scenario: npa)
        h.update()
        #expect(h.loadForm(nonPersonalized: false).1?.message == "Error: no options.")

        var empty = PACServerScenario.default
        empty.publishers[pub]?.companyIDs = []
        var e = PACHarness(scenario: empty)
        e.update()
        #expect(e.loadForm(nonPersonalized: false).1?.message == "Error: no options.")
    }

    @Test("present before load: Form not loaded.")
    func presentBeforeLoad() {
        var h = PACHarness()
        h.send(.createForm(applicationPrivacyPolicyURL: privacyURL))
        let effects = h.send(.form(1, .present))
        #expect(effects == [.formDismissed(1, error: PACError("Form not loaded."), userPrefersAdFree: false)])
        #expect(h.state.form(1)?.hasPresented == false)
    }

    @Test("single use: a second present gets Already presented. Cannot reuse form.")
    func singleUse() {
        var h = PACHarness()
        h.update()
        let (id, _) = h.presentForm()
        h.send(.form(id, .choosePersonalized))
        let writes = h.effects.writes.count
        let effects = h.send(.form(id, .present))
        #expect(
            effects == [
                .formDismissed(id, error: PACError("Already presented. Cannot reuse form."), userPrefersAdFree: false)
            ])
        #expect(effects.formDismissedDescription == consentError("Already presented. Cannot reuse form."))
        #expect(h.effects.writes.count == writes)
        #expect(h.state.consentStatus == .personalized)
    }

    @Test("a second present while the first is on screen is also refused")
    func presentTwiceWhileOnScreen() {
        var h = PACHarness()
        h.update()
        let (id, _) = h.presentForm()
        #expect(
            h.send(.form(id, .present)).first
                == .formDismissed(id, error: PACError("Already presented. Cannot reuse form."), userPrefersAdFree: false))
        #expect(h.state.presentedFormID == id)
    }

    @Test("a load finishing after present: Already presented. Cannot reload form.")
    func reloadAfterPresent() {
        var h = PACHarness()
        h.update()
        let (id, _) = h.loadForm()
        #expect(h.send(.form(id, .load(appName: "Demo"))) == [.startFormLoad(id, loadID: 2)])
        h.send(.form(id, .present))
        let effects = h.send(.form(id, .webViewDidFinishLoad(loadID: 2)))
        #expect(effects == [.formLoadCompleted(id, PACError("Already presented. Cannot reload form."))])
        // The form on screen is unaffected.
        #expect(h.state.form(id)?.screen == .options)
        // A load started after present fails the same way.
        h.send(.form(id, .load(appName: "Demo")))
        #expect(
            h.send(.form(id, .webViewDidFinishLoad(loadID: 3))).first == .formLoadCompleted(id, PACError("Already presented. Cannot reload form.")))
    }

    @Test("two loads at once both run (each gets its own web view); the last to finish decides")
    func concurrentLoads() {
        var h = PACHarness()
        h.update()
        h.send(.createForm(applicationPrivacyPolicyURL: privacyURL))
        #expect(h.send(.form(1, .load(appName: "Demo"))) == [.startFormLoad(1, loadID: 1)])
        #expect(h.send(.form(1, .load(appName: ""))) == [.startFormLoad(1, loadID: 2)])
        #expect(h.send(.form(1, .webViewDidFinishLoad(loadID: 1))) == [.formLoadCompleted(1, nil)])
        #expect(h.state.form(1)?.loaded != nil)
        // "Another load is in progress." never comes: PACView's guard is per view.
        #expect(h.send(.form(1, .webViewDidFinishLoad(loadID: 2))) == [.formLoadCompleted(1, PACError("Error: invalid app name."))])
        #expect(!h.effects.contains { if case .formLoadCompleted(_, let e) = $0 { e?.message == "Another load is in progress." } else { false } })
        #expect(h.state.form(1)?.loaded == nil)
        #expect(h.send(.form(1, .present)).first == .formDismissed(1, error: PACError("Form not loaded."), userPrefersAdFree: false))
    }

    @Test("a load snapshots the stored dictionary and the options when it is called")
    func loadSnapshot() {
        var h = PACHarness()
        h.update()
        h.send(.createForm(applicationPrivacyPolicyURL: privacyURL))
        h.send(.form(1, .load(appName: "Demo")))
        h.send(.setTagForUnderAgeOfConsent(true))
        h.send(.form(1, .setShouldOfferAdFree(true)))
        #expect(h.send(.form(1, .webViewDidFinishLoad(loadID: 1))) == [.formLoadCompleted(1, nil)])
        #expect(h.state.form(1)?.loaded?.offersAdFree == false)
        h.send(.form(1, .load(appName: "Demo")))
        #expect(h.send(.form(1, .webViewDidFinishLoad(loadID: 2))) == [.formLoadCompleted(1, PACError("Error: tagged for under age of consent."))])
    }

    @Test("another form already on screen: UIKit refuses, the form is used up, no completion")
    func presentOverPresented() {
        var h = PACHarness()
        h.update()
        let (first, _) = h.presentForm()
        let (second, error) = h.loadForm()
        #expect(error == nil)
        let effects = h.send(.form(second, .present))
        #expect(effects.count == 2)
        #expect(effects.notes.count == 1)
        guard case .log(let line)? = effects.first else {
            Issue.record("expected a UIKit warning")
            return
        }
        #expect(line.hasPrefix("Attempt to present <PACViewController>"))
        #expect(h.state.presentedFormID == first)
        #expect(h.state.form(second)?.hasPresented == true)
    }

    @Test("unknown form ids and unknown load ids are ignored with a note")
    func unknownIDs() {
        var h = PACHarness()
        #expect(h.send(.form(9, .present)).notes.count == 1)
        h.send(.createForm(applicationPrivacyPolicyURL: privacyURL))
        #expect(h.send(.form(1, .webViewDidFinishLoad(loadID: 5))).notes.count == 1)
    }
}

extension Array where Element == PACEffect {
    /// The description of the first dismiss completion's error.
    var formDismissedDescription: String? {
        for e in self { if case .formDismissed(_, let error, _) = e { return error?.description } }
        return nil
    }
}
