/// Where a launch's PAC info update is, as the app's completion handler learns it.
package enum PACInfoUpdateProgress: String, Hashable, Sendable {
    /// Not asked yet this launch (or the app does not link PAC).
    case notRequested
    /// `requestConsentInfoUpdate` was called; the completion has not run.
    case requesting
    /// The completion ran without an error.
    case succeeded
    /// The completion ran with an error (PAC keeps the previous session's status).
    case failed
}

extension AppState {
    /// The reason on the home screen when the user chose the ad-free version.
    package static let adFreeReason = "the user prefers the ad-free version"

    /// The ad request a PAC app makes now (nil when the app does not link PAC): none while the user
    /// prefers the ad-free version, else `PACAdRequest.decision(for:)` on PAC's status.
    package var pacAdDecision: PACAdRequestDecision? {
        switch launch?.cmp.sdk {
        case .pac:
            return launch?.cmp.ifPAC { pac in
                pac.value.userPrefersAdFree
                    ? PACAdRequestDecision(kind: .none, reason: AppState.adFreeReason) : PACAdRequest.decision(for: pac.value.sdk)
            }
        case nil where configuration.sdk == .pac:
            // A PAC app that is not running: the status of a PAC that has read nothing yet.
            return PACAdRequest.decision(for: PACState())
        case .ump?, ConsentSDK.none?, nil:
            return nil
        }
    }
}
