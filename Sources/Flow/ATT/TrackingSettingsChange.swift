import TCF

/// A change the user makes in Settings › Privacy & Security › Tracking after the app asked: the app's
/// own switch, or "Allow Apps to Request to Track" for every app.
///
/// What iOS does, as observed on iOS 14.2 (n_komiya, "iOS14でtrackingAuthorizationStatusのメモ", Qiita,
/// 2021-01-06): `trackingAuthorizationStatus` is "the authorization status that is current for the
/// calling application" (Apple's reference), so it follows the switches. The app's switch sets it to
/// `authorized` or `denied`; it exists only for apps that asked (iOS lists them) and is greyed out while
/// the global switch is off. Turning the global switch off makes every app read `denied`; for apps
/// allowed to track iOS asks "Allow Apps to Continue Tracking" (they read `authorized` again once the
/// switch is back on) or "Ask Apps to Stop Tracking" (they stay `denied`). An app that never asked
/// reads `notDetermined` again when the switch comes back on.
package enum TrackingSettingsChange: Hashable, Sendable {
    /// The app's own switch.
    case appTracking(allowed: Bool)
    /// "Allow Apps to Request to Track"; when it is turned off, `keepAllowed` is the dialog's "Allow
    /// Apps to Continue Tracking" (false: "Ask Apps to Stop Tracking").
    case allowAppsToRequest(on: Bool, keepAllowed: Bool)

    /// A short name for traces and transition tables.
    package var name: String {
        switch self {
        case .appTracking(let allowed): allowed ? "appTrackingOn" : "appTrackingOff"
        case .allowAppsToRequest(let on, let keep): on ? "allowAppsOn" : (keep ? "allowAppsOffContinue" : "allowAppsOffStop")
        }
    }

    /// The change on `state`; a switch that is not there (an app that never asked, a managed device,
    /// a greyed-out switch) changes nothing, and nor does Settings while the system alert is up (the
    /// alert holds the screen until it is answered).
    func apply(to state: inout ATTState) {
        guard state.available, !state.restricted, !state.alertShowing else { return }
        switch self {
        case .appTracking(let allowed):
            guard state.allowAppsToRequestToTrack, state.listedInTrackingSettings else { return }
            state.status = allowed ? .authorized : .denied
        case .allowAppsToRequest(let on, let keepAllowed):
            guard on != state.allowAppsToRequestToTrack else { return }
            state.allowAppsToRequestToTrack = on
            if on {
                state.status = state.statusBehindGlobalSwitch
            } else {
                state.statusBehindGlobalSwitch = state.status == .authorized && !keepAllowed ? .denied : state.status
                state.status = .denied
            }
        }
    }
}
