import Store
import TCF
import Testing

@testable import Flow

@Suite("PAC setters and reset")
struct PACSetterTests {
    @Test(
        "a decision snapshots the current providers as consented; always written",
        arguments: [
            PACConsentStatus.personalized, .nonPersonalized,
        ])
    func decision(status: PACConsentStatus) {
        var h = PACHarness()
        h.update()
        let effects = h.send(.setConsentStatus(status))
        let expected = expectedStatus(
            eea: true, state: status.storedString, pubIDs: [pub], providers: [1, 2, 3, 4, 5], consented: [1, 2, 3, 4, 5],
            raw: defaultBody())
        #expect(effects == [.storeWrite(key: rootKey, value: expected)])
        #expect(h.state.consentStatus == status)
        // Setting the same status again writes again.
        #expect(h.send(.setConsentStatus(status)).writes == [expected])
    }

    @Test("unknown clears the consented providers")
    func unknown() {
        var h = PACHarness()
        h.update()
        h.send(.setConsentStatus(.personalized))
        let effects = h.send(.setConsentStatus(.unknown))
        #expect(effects.writes == [expectedStatus(eea: true, pubIDs: [pub], providers: [1, 2, 3, 4, 5], raw: defaultBody())])
        #expect(h.state.status.consentedProviders.isEmpty)
    }

    @Test("a decision before any update consents to no providers, so the first EEA update resets it")
    func decisionBeforeUpdate() {
        var h = PACHarness()
        h.send(.setConsentStatus(.personalized))
        #expect(h.store == expectedStatus(state: "personalized"))
        h.update()
        #expect(h.state.consentStatus == .unknown)
    }

    @Test("tagForUnderAgeOfConsent is persisted; setting the same value writes nothing")
    func tfua() {
        var h = PACHarness()
        #expect(h.send(.setTagForUnderAgeOfConsent(false)).isEmpty)
        #expect(h.send(.setTagForUnderAgeOfConsent(true)) == [.storeWrite(key: rootKey, value: expectedStatus(tag: true))])
        #expect(h.send(.setTagForUnderAgeOfConsent(true)).isEmpty)
        #expect(h.state.isTaggedForUnderAgeOfConsent)
        #expect(h.send(.setTagForUnderAgeOfConsent(false)).writes == [expectedStatus()])
    }

    @Test("reset removes the key, then writes a fresh default dictionary")
    func reset() {
        var h = PACHarness(
            stored: expectedStatus(tag: true, eea: true, state: "personalized", pubIDs: [pub], providers: [1], consented: [1], raw: "{}"))
        let effects = h.send(.reset)
        #expect(effects == [.storeRemove(key: rootKey), .storeWrite(key: rootKey, value: expectedStatus())])
        #expect(h.state.status == PACStoredStatus())
        #expect(h.state.storedValue == expectedStatus())
    }

    @Test("reset keeps this session's raw_response: PAC's re-read does not touch it")
    func resetKeepsRawResponse() {
        var h = PACHarness()
        h.update()
        h.send(.setConsentStatus(.personalized))
        let effects = h.send(.reset)
        #expect(effects.writes == [expectedStatus(raw: defaultBody())])
        #expect(h.state.consentStatus == .unknown)
        #expect(h.state.adProviders.isEmpty)
        // So a form loaded now does not say "no information" but "not in EEA" (the flag was reset).
        let (_, error) = h.loadForm()
        #expect(error?.message == "Error: request is not in EEA or unknown.")
    }

    @Test("reset right after a relaunch writes an empty raw_response; the form then has no information")
    func resetAfterRelaunch() {
        var first = PACHarness()
        first.update()
        var h = PACHarness(stored: first.store)
        h.send(.reset)
        #expect(h.store == expectedStatus())
        let (_, error) = h.loadForm()
        #expect(
            error?.message
                == "Error: no information available. Successful call to -[PACConsentInformation requestConsentInfoUpdateForPublisherIdentifiers:completionHandler:] required before using this form."
        )
    }

    @Test("setDevice changes only the device")
    func setDevice() {
        var h = PACHarness()
        let device = PACDevice(isSimulator: false, advertisingIdentifier: "A")
        #expect(h.send(.setDevice(device)).isEmpty)
        #expect(h.state == PACState(device: device))
    }
}
