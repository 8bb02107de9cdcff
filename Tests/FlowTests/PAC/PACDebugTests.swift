import Store
import TCF
import Testing

@testable import Flow

@Suite("PAC debug geography, debug identifiers and the publisher-identifier warning")
struct PACDebugTests {
    let base = "https://adservice.google.com/getconfig/pubvendors?es=2&plat=ios&v=1.0.5&pubs=\(pub)"

    func url(_ h: inout PACHarness) -> String? {
        if case .httpGet(let u)? = h.send(.requestConsentInfoUpdate(publisherIDs: [pub])).last { return u }
        return nil
    }

    @Test(
        "a simulator is always a debug device",
        arguments: [
            (PACDebugGeography.disabled, ""), (.eea, "&debug_geo=1"), (.notEEA, "&debug_geo=2"),
        ])
    func simulator(geo: PACDebugGeography, suffix: String) {
        var h = PACHarness()
        h.send(.setDebugGeography(geo))
        #expect(url(&h) == base + suffix)
    }

    @Test("on a device the geography is ignored unless its IDFA is a debug identifier (exact match)")
    func device() {
        let idfa = "6D92078A-8246-4BA4-AE5B-76104861E7DC"
        var h = PACHarness(device: PACDevice(isSimulator: false, advertisingIdentifier: idfa))
        h.send(.setDebugGeography(.eea))
        #expect(!h.state.isDebugDevice)
        #expect(url(&h) == base)
        h.send(.setDebugIdentifiers([idfa.lowercased()]))
        #expect(url(&h) == base)
        h.send(.setDebugIdentifiers(["other", idfa]))
        #expect(h.state.isDebugDevice)
        #expect(url(&h) == base + "&debug_geo=1")
    }

    @Test("debug EEA from outside the EEA makes a wrong publisher id fail (googleads-consent-sdk-ios#43)")
    func debugEEAExposesWrongID() {
        var h = PACHarness(scenario: PACServerScenario(isDeviceInEEAOrUnknown: false))
        #expect(h.update(["ca-app-pub-0000000000000000~1"]).updateResult == .some(nil))
        h.send(.setDebugGeography(.eea))
        #expect(
            h.update(["ca-app-pub-0000000000000000~1"]).updateResult??.description
                == consentError("Response error. Publisher identifiers not found: ca-app-pub-0000000000000000~1"))
    }

    @Test("debug not-EEA from inside the EEA: success, not in the EEA, status untouched")
    func debugNotEEA() {
        var h = PACHarness()
        h.send(.setConsentStatus(.nonPersonalized))
        h.send(.setDebugGeography(.notEEA))
        #expect(h.update().updateResult == .some(nil))
        #expect(!h.state.isRequestLocationInEEAOrUnknown)
        #expect(h.state.consentStatus == .nonPersonalized)
    }

    @Test("debug settings are never persisted, survive reset, and end with the process")
    func notPersisted() {
        var h = PACHarness()
        h.send(.setDebugGeography(.eea))
        h.send(.setDebugIdentifiers(["X"]))
        let effects = h.send(.reset)
        #expect(effects.writes == [expectedStatus()])
        #expect(h.state.debugGeography == .eea)
        #expect(h.state.debugIdentifiers == ["X"])
        h.send(.launch(stored: h.store))
        #expect(h.state.debugGeography == .disabled)
        #expect(h.state.debugIdentifiers == nil)
    }

    @Test("warning when the identifiers differ from the stored non-empty set")
    func warning() {
        let warning = PACEffect.log(
            "Warning: publisher identifiers changed since last info update request. publisher identifiers shouldn't change during an app session."
        )
        var s = PACServerScenario.default
        s.publishers["pub-2"] = PACServerPublisher(companyIDs: [1])
        var h = PACHarness(scenario: s)
        // First request: nothing stored yet.
        #expect(!h.update([pub, "pub-2"]).contains(warning))
        // Same set, other order: no warning.
        #expect(!h.update(["pub-2", pub]).contains(warning))
        // A different set: the warning, before the request.
        let effects = h.update([pub])
        #expect(effects.first == warning)
        #expect(effects.updateResult == .some(nil))
        // The warning compares with the stored ids, which the failed request did not change.
        #expect(h.update(["unknown"]).first == warning)
        #expect(h.update(["unknown"]).first == warning)
    }

    @Test("the warning also fires after relaunch (pub_ids is persisted)")
    func warningAfterRelaunch() {
        var h = PACHarness()
        h.update()
        var again = PACHarness(stored: h.store)
        #expect(again.send(.requestConsentInfoUpdate(publisherIDs: ["other"])).count == 2)
    }
}
