import TCF

/// What happens to ATT: the app's request, the user's answer, and the OS-level changes.
package enum ATTEvent: Hashable, Sendable {
    /// `ATTrackingManager.requestTrackingAuthorization(completionHandler:)`.
    case requestAuthorization
    /// "Allow" on the system alert.
    case alertAllow
    /// "Ask App Not to Track" on the system alert.
    case alertAskNotToTrack
    /// The app was relaunched: an alert on screen went away with the process, unanswered.
    case appTerminated
    /// The app was deleted and installed again: the once-per-install prompt is available again.
    case reinstall
    /// The user changes a tracking switch in the Settings app.
    case settings(TrackingSettingsChange)

    /// The case name, for traces and transition tables.
    package var name: String {
        switch self {
        case .requestAuthorization: "requestAuthorization"
        case .alertAllow: "alertAllow"
        case .alertAskNotToTrack: "alertAskNotToTrack"
        case .appTerminated: "appTerminated"
        case .reinstall: "reinstall"
        case .settings(let change): "settings." + change.name
        }
    }
}

/// What ATT asks the world to do.
package enum ATTEffect: Hashable, Sendable {
    /// The system alert appears.
    case showAlert
    /// The alert goes away (the app becomes active again: the moment to re-read the status).
    case dismissAlert(ATTrackingStatus)
    /// The request's completion handler runs with this status.
    case completion(ATTrackingStatus)
}

/// App Tracking Transparency as a pure state machine.
package enum ATTReducer {
    /// Applies `event` to `state`; returns the effects.
    package static func reduce(_ state: inout ATTState, _ event: ATTEvent) -> [ATTEffect] {
        switch event {
        case .requestAuthorization:
            // Below iOS 14 the call does not exist; the simulated app never makes it, but if it did,
            // it would read like macOS: notDetermined.
            guard state.available else { return [.completion(.notDetermined)] }
            // Concurrent requests are not preserved: a second call while the alert is up gets notDetermined.
            if state.alertShowing { return [.completion(.notDetermined)] }
            if state.restricted || state.status == .restricted { return [.completion(.restricted)] }
            if !state.allowAppsToRequestToTrack {
                // Asked while the switch is off, the app stays denied when it is turned on again
                // (observed on iOS 14.2: n_komiya, "iOS14でtrackingAuthorizationStatusのメモ", Qiita, 2021-01-06).
                state.status = .denied
                state.statusBehindGlobalSwitch = .denied
                return [.completion(.denied)]
            }
            if state.status != .notDetermined || state.promptedThisInstall { return [.completion(state.status)] }
            if state.alwaysDeniedQuirk {
                state.status = .denied
                return [.completion(.denied)]
            }
            state.alertShowing = true
            if state.earlyDeniedCallbackQuirk {
                state.completionDelivered = true
                return [.showAlert, .completion(.denied)]
            }
            state.completionDelivered = false
            return [.showAlert]

        case .alertAllow, .alertAskNotToTrack:
            guard state.alertShowing else { return [] }
            state.status = event == .alertAllow ? .authorized : .denied
            state.alertShowing = false
            state.promptedThisInstall = true
            let early = state.completionDelivered
            state.completionDelivered = false
            return early ? [.dismissAlert(state.status)] : [.dismissAlert(state.status), .completion(state.status)]

        case .settings(let change):
            change.apply(to: &state)
            return []

        case .appTerminated:
            state.alertShowing = false
            state.completionDelivered = false
            return []

        case .reinstall:
            state.alertShowing = false
            state.completionDelivered = false
            state.promptedThisInstall = false
            state.statusBehindGlobalSwitch = .notDetermined
            state.status = state.installStatus(authorizedBefore: false)
            return []
        }
    }
}
