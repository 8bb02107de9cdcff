import Flow
import Store
import TCF

/// Units of work for the benchmark harness (the targets: a reducer step under 1 µs, a full
/// launch-decide-store cycle against a memory store under 50 µs).
package enum FlowBenchmarks {
    /// An EEA app (no ATT step) that has consent and sits on its home screen, with the real 692-vendor list.
    package static let preparedState: AppState = {
        var c = AppConfiguration()
        c.attOrder = .noATT
        var s = AppState(configuration: c)
        for event in [AppEvent.launch(stored: StoreDomain()), .umpForm(.consentAll)] {
            // Force-try is safe: a first launch and "Consent" settle in a few dozen events.
            try! AppReducer.settle(&s, event)
        }
        return s
    }()

    /// The state `reducerStep` works on in place (copying an `AppState` per step would cost more
    /// than the step: it holds ~80 references). Only the benchmark harness's single thread touches it.
    nonisolated(unsafe) private static var benchState = preparedState
    nonisolated(unsafe) private static var benchToggle = false

    /// One app reducer step on a prepared EEA app with consent, alternating the user's two moves on
    /// the home screen: tap "Privacy settings" (UMP presents its form), then Esc (the form closes, the
    /// app asks for an ad again from its cached verdict). Returns the number of effects.
    package static func reducerStep() -> Int {
        benchToggle.toggle()
        return AppReducer.reduce(&benchState, benchToggle ? .tapPrivacySettings : .dismiss).count
    }

    /// A whole first launch against `store`: empty the store, launch, request consent info, load and
    /// present the form, "Consent", persist the keys, and Google's verdict on them. Returns the
    /// number of stored keys plus the verdict's raw length, so nothing is optimised away.
    package static func launchDecideStoreCycle(store: any DeviceStore) -> Int {
        do {
            try store.reset()
            let runtime = try FlowRuntime(configuration: preparedState.configuration, store: store)
            try runtime.launch()
            try runtime.send(.umpForm(.consentAll))
            return runtime.state.device.count + (runtime.state.adRequest?.eligibility.kind.rawValue.utf8.count ?? 0)
        } catch {
            return -1
        }
    }

    /// A PAC app in the EEA (no ATT step) on a fresh install.
    static let pacConfiguration = AppConfiguration(sdk: .pac, attOrder: .noATT)

    /// A whole first PAC launch against `store`: empty the store, launch, request the consent info
    /// from the simulated server, create, load and present the form, "Yes, continue to see relevant
    /// ads", persist `personalized_ad_status`, and the ad request. Returns the number of stored keys
    /// plus the request kind's raw length, so nothing is optimised away.
    package static func launchDecideStoreCyclePAC(store: any DeviceStore) -> Int {
        do {
            try store.reset()
            let runtime = try FlowRuntime(configuration: pacConfiguration, store: store)
            try runtime.launch()
            try runtime.send(.pacForm(.choosePersonalized))
            return runtime.state.device.count + (runtime.state.adRequest?.eligibility.kind.rawValue.utf8.count ?? 0)
        } catch {
            return -1
        }
    }
}
