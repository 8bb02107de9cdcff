import Store
import TCF
import Testing

@testable import Flow

@Suite("PAC launch and persistence")
struct PACLaunchTests {
    @Test("first launch reads defaults, writes nothing")
    func firstLaunch() {
        var state = PACState()
        let effects = PACReducer.reduce(&state, .launch(stored: nil))
        #expect(effects.isEmpty)
        #expect(state == PACState())
        #expect(state.consentStatus == .unknown)
        #expect(state.adProviders.isEmpty)
        #expect(!state.isRequestLocationInEEAOrUnknown)
        #expect(!state.isTaggedForUnderAgeOfConsent)
        #expect(state.debugGeography == .disabled)
        #expect(state.debugIdentifiers == nil)
        #expect(state.storedValue == nil)
        #expect(state.device.isSimulator)
    }

    @Test("the default dictionary: exactly ten keys with PAC's types")
    func defaultDictionary() {
        var h = PACHarness()
        let writes = h.send(.setConsentStatus(.unknown)).writes
        #expect(writes == [expectedStatus()])
        guard case .dictionary(let d) = writes[0] else {
            Issue.record("not a dictionary")
            return
        }
        #expect(
            Set(d.keys) == [
                "version", "plat", "tag_for_under_age_of_consent", "is_request_in_eea_or_unknown", "has_any_npa_pub_id",
                "consent_state", "pub_ids", "providers", "consented_providers", "raw_response",
            ])
        // `x ? @1 : @0` in the source: integer NSNumbers, not booleans.
        #expect(d["tag_for_under_age_of_consent"]?.typeName == "integer")
        #expect(d["is_request_in_eea_or_unknown"]?.typeName == "integer")
        #expect(d["has_any_npa_pub_id"]?.typeName == "integer")
        #expect(d["raw_response"] == .string(""))
    }

    @Test("relaunch restores the persisted status; raw_response is not read back")
    func relaunch() {
        var h = PACHarness()
        h.update()
        h.send(.setConsentStatus(.personalized))
        h.send(.setTagForUnderAgeOfConsent(true))
        let stored = h.store
        let before = h.state.status

        var again = PACHarness(stored: stored)
        #expect(again.effects.isEmpty)
        var expected = before
        expected.rawResponse = ""  // PAC's -readStatusFromUserDefaults skips raw_response.
        expected.consentSource = nil  // consent_source is a field of the Android SDK only.
        #expect(again.state.status == expected)
        #expect(again.state.storedValue == stored)

        // The store still has the response until PAC writes again; then it is lost until the next update.
        let write = again.send(.setConsentStatus(.personalized)).writes
        #expect(
            write == [
                expectedStatus(
                    tag: true, eea: true, state: "personalized", pubIDs: [pub], providers: [1, 2, 3, 4, 5],
                    consented: [1, 2, 3, 4, 5], raw: "")
            ])
    }

    @Test("relaunch round trip: a second launch from the same value gives the same state")
    func relaunchIsStable() {
        var h = PACHarness()
        h.update()
        h.send(.setConsentStatus(.nonPersonalized))
        let a = PACHarness(stored: h.store)
        let b = PACHarness(stored: a.state.storedValue)
        #expect(a.state == b.state)
    }

    @Test("launch keeps the device, drops debug settings, requests and forms")
    func launchResetsSession() {
        var h = PACHarness(device: PACDevice(isSimulator: false, advertisingIdentifier: "ABC"))
        h.send(.setDebugGeography(.eea))
        h.send(.setDebugIdentifiers(["ABC"]))
        h.send(.requestConsentInfoUpdate(publisherIDs: [pub]))
        h.send(.createForm(applicationPrivacyPolicyURL: privacyURL))
        h.send(.launch(stored: nil))
        #expect(h.state == PACState(device: PACDevice(isSimulator: false, advertisingIdentifier: "ABC")))
    }

    @Test("a non-dictionary stored value launches with defaults and says the device would crash")
    func nonDictionaryRoot() {
        let h = PACHarness(stored: .string("garbage"))
        #expect(h.state.status == PACStoredStatus())
        #expect(h.effects.notes.count == 1)
        #expect(h.effects.notes[0].contains("would crash"))
    }

    @Test("wrong field types launch with defaults and do not crash")
    func wrongTypes() {
        let stored: StoreValue = [
            "tag_for_under_age_of_consent": ["x"],
            "is_request_in_eea_or_unknown": .data([1]),
            "has_any_npa_pub_id": ["a": 1],
            "consent_state": 2,
            "pub_ids": "pub-1",
            "providers": "none",
            "consented_providers": [1, 2],
            "raw_response": 7,
        ]
        let h = PACHarness(stored: stored)
        #expect(h.state.status == PACStoredStatus())
        #expect(h.effects.notes.count == 6)
    }

    @Test("flags read with integerValue: numeric strings, reals, booleans")
    func flagCoercion() {
        let stored: StoreValue = [
            "tag_for_under_age_of_consent": "1",
            "is_request_in_eea_or_unknown": .boolean(true),
            "has_any_npa_pub_id": 0.9,
            "consent_state": "personalized",
        ]
        let h = PACHarness(stored: stored)
        #expect(h.state.status.tagForUnderAgeOfConsent)
        #expect(h.state.status.isRequestInEEAOrUnknown)
        #expect(!h.state.status.hasAnyNonPersonalizedPublisherIdentifier)  // 0.9.integerValue == 0
        #expect(h.state.consentStatus == .personalized)
        #expect(h.effects.isEmpty)

        let yes = PACHarness(stored: ["tag_for_under_age_of_consent": "yes"])
        #expect(!yes.state.status.tagForUnderAgeOfConsent)  // "yes".integerValue == 0
    }

    @Test("unrecognised consent_state (including not_eea) reads as unknown")
    func unknownConsentState() {
        for s in ["not_eea", "PERSONALIZED", ""] {
            let h = PACHarness(stored: ["consent_state": .string(s)])
            #expect(h.state.consentStatus == .unknown)
        }
    }

    @Test("stored providers: invalid entries dropped, first of an identifier kept, raw fields kept")
    func storedProviders() {
        let extra: StoreValue = [
            "company_id": 9, "company_name": "Extra", "policy_url": "https://extra.example/p", "tier": "gold",
        ]
        let stored: StoreValue = [
            "providers": [
                providerDict(1),
                ["company_id": 2, "company_name": "No URL"],
                ["company_id": 3, "company_name": "Bad URL", "policy_url": "not a url"],
                ["company_name": "No id", "policy_url": "https://x.example"],
                ["company_id": 1, "company_name": "Duplicate", "policy_url": "https://dup.example"],
                extra,
            ],
            "pub_ids": ["a", "b", "a", 5],
        ]
        let h = PACHarness(stored: stored)
        #expect(h.state.adProviders.map(\.identifier) == [1, 9])
        #expect(h.state.adProviders[0].name == "Google")
        #expect(h.state.adProviders[1].dictionaryRepresentation["tier"] == .string("gold"))
        #expect(h.state.status.publisherIdentifiers == ["a", "b"])
        #expect(h.effects.isEmpty)
    }

    @Test("a provider dictionary in consented_providers that is not a dictionary is a crash note")
    func consentedNonDictionary() {
        let h = PACHarness(stored: ["consented_providers": [providerDict(1), "x"]])
        #expect(h.state.status.consentedProviders.isEmpty)
        #expect(h.effects.notes.count == 1)
    }
}
