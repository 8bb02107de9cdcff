import Store
import TCF
import Testing

@testable import Flow

@Suite("PAC info update: every error text")
struct PACUpdateErrorTests {
    /// Runs an update answered with `result` after a personalized decision; checks nothing was written
    /// and the state is unchanged, and returns the failure's description.
    func failure(_ result: PACHTTPResult, ids: [String] = [pub]) -> String? {
        var h = PACHarness()
        h.update()
        h.send(.setConsentStatus(.personalized))
        let before = h.state
        let stored = h.store
        let effects = h.update(ids, answer: result)
        #expect(effects.writes.isEmpty)
        #expect(h.store == stored)
        var after = h.state
        after.pendingRequests = before.pendingRequests
        #expect(after == before)
        guard case .some(.some(let f)) = effects.updateResult else {
            Issue.record("expected a failure")
            return nil
        }
        return f.description
    }

    @Test("empty body")
    func emptyBody() {
        #expect(failure(.body("")) == consentError("Unable to update publisher identifier info."))
        #expect(
            failure(PACServer.respond(to: "?pubs=x", scenario: PACServerScenario(failure: .emptyBody)))
                == consentError("Unable to update publisher identifier info."))
    }

    @Test("invalid JSON: the serialization error is passed through")
    func invalidJSON() {
        let text = failure(PACServer.respond(to: "?pubs=x", scenario: PACServerScenario(failure: .invalidJSON)))
        #expect(text?.hasPrefix("Error Domain=NSCocoaErrorDomain Code=3840 \"") == true)
        #expect(text?.contains("around line 1, column ") == true)
    }

    @Test("a scalar document is a serialization error (no fragments allowed)")
    func scalarDocument() {
        #expect(
            failure(.body("42"))
                == "Error Domain=NSCocoaErrorDomain Code=3840 \"JSON text did not start with array or object and option to allow fragments not set.\" UserInfo={NSDebugDescription=JSON text did not start with array or object and option to allow fragments not set.}"
        )
    }

    @Test("a JSON array is an invalid response")
    func nonDictionary() {
        #expect(failure(.body("[]")) == consentError("Invalid response."))
        #expect(
            failure(PACServer.respond(to: "?pubs=x", scenario: PACServerScenario(failure: .nonDictionaryJSON)))
                == consentError("Invalid response."))
    }

    @Test("transport error: the session's error as it is")
    func transport() {
        let text = PACServerFailure.offlineErrorText
        #expect(failure(.transportError(text)) == text)
        #expect(
            failure(PACServer.respond(to: "?pubs=x", scenario: PACServerScenario(failure: .transportError("boom"))))
                == "boom")
    }

    @Test("not found")
    func notFound() {
        var h = PACHarness()
        let effects = h.update(["ca-app-pub-3940256099942544"])
        #expect(
            effects.updateResult??.description
                == consentError("Response error. Publisher identifiers not found: ca-app-pub-3940256099942544"))
    }

    @Test("lookup failures and not-found ids in one message, parts joined by single spaces")
    func combined() {
        var s = PACServerScenario.default
        s.publishers["a"] = PACServerPublisher(companyIDs: [1], lookup: .lookupFailed)
        s.publishers["b"] = PACServerPublisher(companyIDs: [2], lookup: .lookupFailed)
        var h = PACHarness(scenario: s)
        let effects = h.update(["a", pub, "c", "b"])
        #expect(
            effects.updateResult??.description
                == consentError("Response error. Lookup failure for: a, b Publisher identifiers not found: c"))
    }

    @Test("lookup failure only")
    func lookupOnly() {
        var s = PACServerScenario.default
        s.publishers[pub]?.lookup = .lookupFailed
        var h = PACHarness(scenario: s)
        #expect(h.update().updateResult??.description == consentError("Response error. Lookup failure for: \(pub)"))
    }

    @Test("an entry without ad_network_id is named \"Publisher identifier missing\"")
    func missingID() {
        let body = #"{"is_request_in_eea_or_unknown":true,"ad_network_ids":[{"not_found":true},{"ad_network_id":null,"lookup_failed":true}]}"#
        #expect(
            failure(.body(body))
                == consentError("Response error. Lookup failure for: <null> Publisher identifiers not found: Publisher identifier missing"))
    }

    @Test("outside the EEA unknown identifiers are not validated")
    func notValidatedOutsideEEA() {
        var h = PACHarness(scenario: PACServerScenario(isDeviceInEEAOrUnknown: false))
        #expect(h.update(["nobody"]).updateResult == .some(nil))
        let body = #"{"is_request_in_eea_or_unknown":false,"ad_network_ids":[{"ad_network_id":"x","not_found":true}]}"#
        #expect(h.update(["x"], answer: .body(body)).updateResult == .some(nil))
    }

    @Test("any HTTP status: a body is parsed whatever the status (an HTML error page is a JSON error)")
    func htmlErrorPage() {
        let text = failure(.body("<html><body>502 Bad Gateway</body></html>"))
        #expect(text?.hasPrefix("Error Domain=NSCocoaErrorDomain Code=3840") == true)
    }
}
