import Flow
import Store
import TCF

/// Fixtures for the benchmark harness (the target: a pure reducer step under 1 µs).
package enum PACBenchmarks {
    /// A state after a successful EEA update with a loaded, presented form on screen A.
    static let presentedState: PACState = {
        var state = PACState()
        _ = PACReducer.reduce(&state, .launch(stored: nil))
        let url = PACRequestURL.make(publisherIDs: [PACServerScenario.defaultPublisherID], state: state)
        _ = PACReducer.reduce(&state, .requestConsentInfoUpdate(publisherIDs: [PACServerScenario.defaultPublisherID]))
        _ = PACReducer.reduce(&state, .httpResponse(PACServer.respond(to: url, scenario: .default)))
        _ = PACReducer.reduce(&state, .createForm(applicationPrivacyPolicyURL: "https://example.com/privacy"))
        _ = PACReducer.reduce(&state, .form(1, .load(appName: "Bench")))
        _ = PACReducer.reduce(&state, .form(1, .webViewDidFinishLoad(loadID: 1)))
        _ = PACReducer.reduce(&state, .form(1, .present))
        return state
    }()

    /// One representative reducer step: "learn more" on the presented form (A → B), on a copy of
    /// the prepared state. Returns the effect count so the work cannot be optimised away.
    package static func reducerStep() -> Int {
        var state = presentedState
        return PACReducer.reduce(&state, .form(1, .showLearnMore)).count
    }
}
