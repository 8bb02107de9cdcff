import TCF

/// How the simulated iPhone's tracking settings stand when the app is first installed.
package enum ATTInitialState: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// Nothing decided: the first request shows the alert.
    case notDetermined
    /// A managed device (MDM, child account): `restricted`, never a prompt.
    case restricted
    /// "Allow Apps to Request to Track" is off: the status reads `denied`, never a prompt.
    case deniedByGlobalToggle
    /// The user allowed tracking earlier (an app restored from a backup, say).
    case authorized

    /// The name scripts use.
    package var description: String { rawValue }
}

/// Apple's App Tracking Transparency on the simulated device: OS state, so it survives relaunches
/// but not a reinstall.
///
/// Decisions: below iOS 14 there is no framework (`available` false, `status` nil for Google) and the
/// IDFA is readable unless Limit Ad Tracking is on; otherwise it reads as zeros unless tracking is
/// authorized (iFunny's Habr article on ATT, 2021; Apple's `ASIdentifierManager` documentation).
/// iOS 14.0–14.4 returns `denied` without ever prompting (deniza/app_tracking_transparency#13, "fixed
/// after upgrading to 14.5"). iOS 17.4.x calls the completion at once with `denied` while the alert
/// is still up (Apple Developer Forums thread 746432); reading the status later gives the real answer.
package struct ATTState: Hashable, Sendable {
    /// The IDFA when tracking is not allowed.
    package static let zeroIDFA = "00000000-0000-0000-0000-000000000000"
    /// The simulated device's advertising identifier (fixed, so runs are reproducible).
    package static let deviceIDFA = "8A1B6C2D-3E4F-4A5B-9C6D-7E8F9A0B1C2D"

    /// `trackingAuthorizationStatus`.
    package var status: ATTrackingStatus
    /// Whether the alert was already answered on this install (it is shown once per install).
    package var promptedThisInstall: Bool
    /// The iOS version, which selects the quirks.
    package var iosVersion: IOSVersion
    /// A managed device: `restricted`, no prompt ever.
    package var restricted: Bool
    /// Settings › Privacy › Tracking › "Allow Apps to Request to Track".
    package var allowAppsToRequestToTrack: Bool
    /// While "Allow Apps to Request to Track" is off (and `status` reads `denied`): the app's own
    /// status, which iOS gives back when the switch is turned on again (`notDetermined` if the app
    /// never asked, `authorized` after "Allow Apps to Continue Tracking").
    package var statusBehindGlobalSwitch: ATTrackingStatus = .notDetermined
    /// Settings › Privacy › Apple Advertising "Limit Ad Tracking" (only meaningful below iOS 14).
    package var limitAdTracking: Bool
    /// On Android, where there is no ATT, the advertising ID's state; nil on iOS.
    package var androidAdvertisingID: AdvertisingIDState?
    /// Whether the system alert is on screen.
    package var alertShowing: Bool
    /// Whether the current request's completion already ran (the iOS 17.4 early callback).
    package var completionDelivered: Bool

    /// A fresh install on a device whose settings are `initial`.
    package init(initial: ATTInitialState = .notDetermined, iosVersion: IOSVersion = IOSVersion(17, 5), limitAdTracking: Bool = false) {
        self.iosVersion = iosVersion
        self.limitAdTracking = limitAdTracking
        restricted = initial == .restricted
        allowAppsToRequestToTrack = initial != .deniedByGlobalToggle
        promptedThisInstall = false
        alertShowing = false
        completionDelivered = false
        status = .notDetermined
        status = installStatus(authorizedBefore: initial == .authorized)
    }

    /// Whether the AppTrackingTransparency framework exists (iOS 14 and later).
    package var available: Bool { androidAdvertisingID == nil && iosVersion >= IOSVersion(14) }

    /// iOS 14.0–14.4: requests answer `denied` and never prompt.
    package var alwaysDeniedQuirk: Bool { iosVersion >= IOSVersion(14) && iosVersion < IOSVersion(14, 5) }

    /// iOS 17.4.x: the completion fires early with `denied` while the alert is up.
    package var earlyDeniedCallbackQuirk: Bool { iosVersion >= IOSVersion(17, 4) && iosVersion < IOSVersion(17, 5) }

    /// The status for Google's eligibility check: nil when there is no framework.
    package var statusForAds: ATTrackingStatus? { available ? status : nil }

    /// `ASIdentifierManager.advertisingIdentifier`: zeros unless tracking is allowed.
    package var idfa: String {
        if let androidAdvertisingID { return androidAdvertisingID.identifier }
        if !available { return limitAdTracking ? ATTState.zeroIDFA : ATTState.deviceIDFA }
        return status == .authorized && allowAppsToRequestToTrack ? ATTState.deviceIDFA : ATTState.zeroIDFA
    }

    /// Whether the IDFA is a real identifier.
    package var idfaAvailable: Bool { idfa != ATTState.zeroIDFA }

    /// The status a fresh install reads.
    func installStatus(authorizedBefore: Bool) -> ATTrackingStatus {
        if restricted { return .restricted }
        if !allowAppsToRequestToTrack { return .denied }
        return authorizedBefore ? .authorized : .notDetermined
    }

    /// Whether the app has a per-app switch in Settings › Privacy › Tracking: iOS lists the apps that
    /// asked for permission to track.
    package var listedInTrackingSettings: Bool {
        !restricted && (allowAppsToRequestToTrack ? status : statusBehindGlobalSwitch) != .notDetermined
    }

    /// A short name of where the machine is, for transition tables.
    package var phase: String { alertShowing ? "\(status)+alert" : "\(status)" }
}
