import Store
import TCF
import Testing

@testable import Flow

@Suite("PAC info update: success paths")
struct PACUpdateTests {
    @Test("the request URL, exactly")
    func requestURL() {
        var h = PACHarness()
        let effects = h.send(.requestConsentInfoUpdate(publisherIDs: ["pub-1", "pub-2"]))
        let url = "https://adservice.google.com/getconfig/pubvendors?es=2&plat=ios&v=1.0.5&pubs=pub-1,pub-2"
        #expect(effects == [.httpGet(url: url)])
        #expect(h.state.pendingRequests == [PACPendingRequest(publisherIdentifiers: ["pub-1", "pub-2"], url: url)])
    }

    @Test("success in the EEA: providers, flags, pub_ids and raw_response written, then the completion")
    func successInEEA() {
        var h = PACHarness()
        let effects = h.update()
        let body = defaultBody()
        #expect(effects.count == 3)
        #expect(effects[1] == .storeWrite(key: rootKey, value: expectedStatus(eea: true, pubIDs: [pub], providers: [1, 2, 3, 4, 5], raw: body)))
        #expect(effects[2] == .updateCompleted(nil))
        #expect(h.state.isRequestLocationInEEAOrUnknown)
        #expect(h.state.consentStatus == .unknown)
        #expect(h.state.adProviders.map(\.name) == ["Google", "AppLovin", "Unity Ads", "InMobi", "Liftoff"])
        #expect(h.state.pendingRequests.isEmpty)
    }

    @Test("success outside the EEA leaves the stored status untouched")
    func successOutsideEEA() {
        var h = PACHarness(scenario: PACServerScenario(isDeviceInEEAOrUnknown: false))
        h.send(.setConsentStatus(.personalized))
        let effects = h.update()
        #expect(effects.updateResult == .some(nil))
        #expect(h.state.consentStatus == .personalized)
        #expect(
            h.store
                == expectedStatus(
                    state: "personalized", pubIDs: [pub], raw: "{\"is_request_in_eea_or_unknown\":false}"))
    }

    @Test("outside the EEA new providers do not reset a decision")
    func outsideEEANoReset() {
        var h = PACHarness(scenario: PACServerScenario(isDeviceInEEAOrUnknown: false, failure: .body(defaultBody().replacingFlag())))
        h.send(.setConsentStatus(.nonPersonalized))
        h.update()
        #expect(h.state.adProviders.count == 5)
        #expect(h.state.consentStatus == .nonPersonalized)
    }

    @Test("same providers in the EEA keep the decision")
    func sameProvidersKeep() {
        var h = PACHarness()
        h.update()
        h.send(.setConsentStatus(.personalized))
        h.update()
        #expect(h.state.consentStatus == .personalized)
        #expect(
            h.store
                == expectedStatus(
                    eea: true, state: "personalized", pubIDs: [pub], providers: [1, 2, 3, 4, 5], consented: [1, 2, 3, 4, 5], raw: defaultBody()))
    }

    @Test("fewer providers (a subset of the consented ones) keep the decision: the 1.0.4 rule")
    func subsetKeeps() {
        var h = PACHarness()
        h.update()
        h.send(.setConsentStatus(.personalized))
        h.scenario.publishers[pub] = PACServerPublisher(companyIDs: [1, 3])
        h.update()
        #expect(h.state.consentStatus == .personalized)
        #expect(h.state.adProviders.map(\.identifier) == [1, 3])
        #expect(h.state.status.consentedProviders.map(\.identifier) == [1, 2, 3, 4, 5])
    }

    @Test("a new provider (not a subset) resets the status to unknown and clears consented providers")
    func newProviderResets() {
        var s = PACServerScenario.default
        s.publishers[pub] = PACServerPublisher(companyIDs: [1, 2])
        var h = PACHarness(scenario: s)
        h.update()
        h.send(.setConsentStatus(.nonPersonalized))
        h.scenario.publishers[pub] = PACServerPublisher(companyIDs: [1, 2, 3])
        let effects = h.update()
        #expect(h.state.consentStatus == .unknown)
        let body = defaultBody(h.scenario)
        #expect(effects.writes == [expectedStatus(eea: true, pubIDs: [pub], providers: [1, 2, 3], raw: body)])
    }

    @Test("non-personalized-only publisher: providers filtered to its companies, flag persisted, status reset")
    func npaPublisher() {
        var h = PACHarness()
        h.update()
        h.send(.setConsentStatus(.personalized))
        h.scenario.publishers[pub] = PACServerPublisher(companyIDs: [1, 3], isNonPersonalizedOnly: true)
        h.scenario.publishers["pub-2"] = PACServerPublisher(companyIDs: [2, 4])
        let effects = h.update([pub, "pub-2"])
        // The union of companies comes back, but only the NPA publisher's companies are kept.
        #expect(h.state.adProviders.map(\.identifier) == [1, 3])
        #expect(h.state.status.hasAnyNonPersonalizedPublisherIdentifier)
        // Providers are a subset of the consented ones, but has_any_npa changed: reset.
        #expect(h.state.consentStatus == .unknown)
        #expect(
            effects.writes == [
                expectedStatus(eea: true, npa: true, pubIDs: [pub, "pub-2"], providers: [1, 3], raw: defaultBody(h.scenario, ids: [pub, "pub-2"]))
            ])
        // The form then offers no personalized button.
        let (id, error) = h.loadForm()
        #expect(error == nil)
        #expect(h.state.form(id)?.loaded?.offersPersonalized == false)
    }

    @Test("has_any_npa_pub_id going back to false also resets the status")
    func npaChangeBack() {
        var s = PACServerScenario.default
        s.publishers[pub] = PACServerPublisher(companyIDs: [1, 2], isNonPersonalizedOnly: true)
        var h = PACHarness(scenario: s)
        h.update()
        h.send(.setConsentStatus(.nonPersonalized))
        h.scenario.publishers[pub] = PACServerPublisher(companyIDs: [1, 2])
        h.update()
        #expect(!h.state.status.hasAnyNonPersonalizedPublisherIdentifier)
        #expect(h.state.consentStatus == .unknown)
    }

    @Test("a missing is_request_in_eea_or_unknown is success as not-EEA on iOS")
    func missingEEAFlag() {
        var h = PACHarness(scenario: PACServerScenario(failure: .missingEEAFlag))
        h.send(.setConsentStatus(.personalized))
        let effects = h.update(["unknown-id"])
        #expect(effects.updateResult == .some(nil))
        #expect(!h.state.isRequestLocationInEEAOrUnknown)
        #expect(h.state.consentStatus == .personalized)
    }

    @Test("flags read with boolValue: \"true\" and 1 count as YES")
    func boolValueFlags() {
        var h = PACHarness()
        let body = #"{"is_request_in_eea_or_unknown":"true","companies":[],"ad_network_ids":[{"ad_network_id":"x","is_npa":1}]}"#
        let effects = h.update(["x"], answer: .body(body))
        #expect(effects.updateResult == .some(nil))
        #expect(h.state.isRequestLocationInEEAOrUnknown)
        #expect(h.state.status.hasAnyNonPersonalizedPublisherIdentifier)
    }

    @Test("companies: invalid entries dropped, duplicates by company_id keep the first, raw fields kept")
    func companyFiltering() {
        var h = PACHarness()
        let body = """
            {"is_request_in_eea_or_unknown":true,"companies":[
              {"company_id":7,"company_name":"Seven","policy_url":"https://seven.example","extra":[1,null]},
              {"company_id":7,"company_name":"Seven again","policy_url":"https://7.example"},
              {"company_id":8,"company_name":"No URL"},
              {"company_id":"9","company_name":"String id","policy_url":"https://nine.example"},
              {"company_id":10.0,"company_name":"Ten","policy_url":"https://ten.example"},
              "not an object"
            ],"ad_network_ids":[]}
            """
        h.update(answer: .body(body))
        #expect(h.state.adProviders.map(\.identifier) == [7, 10])
        #expect(h.state.adProviders[0].dictionaryRepresentation["extra"] == [1])
        #expect(h.state.adProviders[1].dictionaryRepresentation["company_id"] == .real(10))
    }

    @Test("responses that would crash the SDK succeed leniently with a note naming the first crash")
    func crashNotes() {
        let cases: [(String, String?)] = [
            (#"{"is_request_in_eea_or_unknown":null}"#, "is_request_in_eea_or_unknown is null"),
            (#"{"is_request_in_eea_or_unknown":true,"ad_network_ids":"x"}"#, "ad_network_ids is a string"),
            (#"{"is_request_in_eea_or_unknown":true,"ad_network_ids":[{"ad_network_id":"a","is_npa":[]}]}"#, "is_npa is an array"),
            (#"{"is_request_in_eea_or_unknown":false,"ad_network_ids":[{"is_npa":true,"company_ids":null}]}"#, "company_ids is null"),
            (#"{"is_request_in_eea_or_unknown":true,"companies":{}}"#, "companies is an object"),
            (#"{"is_request_in_eea_or_unknown":true,"companies":[{"company_id":1,"company_name":"A","policy_url":5}]}"#, "policy_url is a number"),
            (#"{"is_request_in_eea_or_unknown":true,"companies":[],"ad_network_ids":[{"ad_network_id":null}]}"#, nil),
        ]
        for (body, crash) in cases {
            var h = PACHarness()
            let effects = h.update(["a"], answer: .body(body))
            #expect(effects.updateResult == .some(nil), "\(body)")
            if let crash {
                #expect(effects.notes == ["consentsim: the real SDK would crash on this response (\(crash)); consentsim skips it"])
            } else {
                #expect(effects.notes.isEmpty)
            }
        }
    }

    @Test("a failed validation reads no further, so later crash spots are not reported")
    func noCrashNoteAfterValidation() {
        var h = PACHarness()
        let body = #"{"is_request_in_eea_or_unknown":true,"companies":"x","ad_network_ids":[{"ad_network_id":"a","not_found":true}]}"#
        let effects = h.update(["a"], answer: .body(body))
        #expect(effects.notes.isEmpty)
        #expect(effects.updateResult??.description == consentError("Response error. Publisher identifiers not found: a"))
    }

    @Test("publisher identifiers are stored as a set")
    func pubIDsAsSet() {
        var h = PACHarness()
        h.update([pub, pub])
        #expect(h.state.status.publisherIdentifiers == [pub])
    }

    @Test("concurrent requests are answered first in, first out, each with its own identifiers")
    func fifo() {
        var h = PACHarness()
        h.send(.requestConsentInfoUpdate(publisherIDs: ["a"]))
        h.send(.requestConsentInfoUpdate(publisherIDs: ["b"]))
        #expect(h.state.pendingRequests.map(\.publisherIdentifiers) == [["a"], ["b"]])
        h.send(.httpResponse(.body(#"{"is_request_in_eea_or_unknown":false}"#)))
        #expect(h.state.status.publisherIdentifiers == ["a"])
        h.send(.httpResponse(.body(#"{"is_request_in_eea_or_unknown":false}"#)))
        #expect(h.state.status.publisherIdentifiers == ["b"])
        #expect(h.state.pendingRequests.isEmpty)
    }

    @Test("a response with no request pending is ignored with a note")
    func strayResponse() {
        var h = PACHarness()
        let effects = h.send(.httpResponse(.body("{}")))
        #expect(effects.notes.count == 1)
        #expect(h.state == PACHarness().state)
    }
}

extension String {
    /// The default body with the EEA flag turned to false (companies kept).
    func replacingFlag() -> String {
        replacing("\"is_request_in_eea_or_unknown\":true", with: "\"is_request_in_eea_or_unknown\":false")
    }
}
