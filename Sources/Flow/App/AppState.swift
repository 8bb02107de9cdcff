import Basics
import Store
import TCF

/// The simulated device's OS-level state: it survives relaunches, and the clock even reinstalls.
package struct SimulatedSystem: Hashable, Sendable {
    /// The simulated date (UTC).
    package var today: CivilDate
    /// App Tracking Transparency.
    package var att: ATTState

    /// A system at `today` with `att`.
    package init(today: CivilDate, att: ATTState) {
        self.today = today
        self.att = att
    }
}

/// A step of the app's launch sequence.
package enum LaunchStep: String, Hashable, Sendable {
    /// Ask for tracking (only while ATT is `notDetermined`).
    case att
    /// Gather consent with the CMP.
    case cmp
}

/// Where the app is in its own flow.
package enum AppPhase: Hashable, Sendable {
    /// Not launched yet, or terminated.
    case notRunning
    /// Running a launch step.
    case running(LaunchStep)
    /// The launch sequence is over; the home screen is interactive.
    case ready
    /// The privacy-options form is up; `byApp` when the app (requiring ads) opened it, not the user.
    case privacyOptions(byApp: Bool)

    /// A short name.
    package var name: String {
        switch self {
        case .notRunning: "notRunning"
        case .running(let step): "running(\(step.rawValue))"
        case .ready: "ready"
        case .privacyOptions(let byApp): byApp ? "privacyOptions(app)" : "privacyOptions(user)"
        }
    }
}

/// Who is waiting for the ATT request's answer.
package enum ATTRequester: String, Hashable, Sendable {
    /// The app's own launch step.
    case app
    /// UMP, after its IDFA explainer or GDPR message.
    case ump
}

/// An ad request the app made.
package struct AppAdRequest: Hashable, Sendable {
    /// Google's verdict on the stored signals.
    package var eligibility: AdEligibility
    /// The IDFA the request carries (zeros unless tracking is allowed).
    package var idfa: String

    /// The app's own checks when the request was made (nil without UMP).
    package var appChecks: AppChecks?

    /// A request.
    package init(eligibility: AdEligibility, idfa: String, appChecks: AppChecks? = nil) {
        self.eligibility = eligibility
        self.idfa = idfa
        self.appChecks = appChecks
    }

    /// The extra parameters (`npa=1` for non-personalized, none when restricted data processing decided it).
    package var extras: [String: String] { eligibility.restrictedDataProcessing ? [:] : eligibility.kind.requestExtras }
}

/// The whole simulated app: configuration, OS, storage, and the running app's launch (its CMP and
/// its own flow), nil while the app is not running.
package struct AppState: Hashable, Sendable {
    /// The run's configuration.
    package var configuration: AppConfiguration
    /// OS state (clock, ATT).
    package var system: SimulatedSystem
    /// The app's `UserDefaults` domain as the SDKs see it (mirrors the device store).
    package var device: StoreDomain
    /// How many times the app was launched on this install.
    package var launchCount: Int
    /// The running app's process; nil while the app is not running (terminating drops it whole).
    package var launch: AppLaunch?
    /// The last verdict and what it was computed from (reading the keys back costs tens of µs with
    /// the full vendor list; the app asks again only when something changed).
    package var adCache: AdRequestCache?

    /// A device with `configuration` before the app's first launch.
    package init(configuration: AppConfiguration) {
        self.configuration = configuration
        system = SimulatedSystem(today: configuration.startDate, att: configuration.initialATT)
        device = StoreDomain()
        launchCount = 0
        launch = nil
        adCache = nil
    }

    // MARK: The running app, read through its launch

    /// UMP's state, when the app links UMP and is running.
    package var ump: UMPState? { launch?.cmp.ump }
    /// PAC's state, when the app links PAC and is running.
    package var pac: PACState? { launch?.cmp.pac?.sdk }
    /// Where this launch's PAC info update is (`notRequested` unless a PAC app is running).
    package var pacInfoUpdate: PACInfoUpdateProgress { launch?.cmp.ifPAC(\.value.infoUpdate) ?? .notRequested }
    /// The user chose the ad-free version in PAC's form this launch.
    package var userPrefersAdFree: Bool { launch?.cmp.ifPAC(\.value.userPrefersAdFree) ?? false }
    /// Where the app is in its own flow.
    package var phase: AppPhase { launch?.phase ?? .notRunning }
    /// An ATT denial waits for the CMP's update before its policy runs.
    package var denialPolicyPending: Bool { launch?.denialPolicyPending ?? false }
    /// `MobileAds.start()` was called this launch.
    package var mobileAdsStarted: Bool { launch?.mobileAdsStarted ?? false }
    /// The last ad request the app made this launch.
    package var adRequest: AppAdRequest? { launch?.adRequest }
    /// The last SDK error the app received this launch, as `NSError` prints it.
    package var lastError: String? { launch?.lastError }
    /// The code of the last error UMP returned this launch.
    package var lastUMPErrorCode: Int? { launch?.lastUMPErrorCode }
    /// An alert the app shows.
    package var alert: String? { launch?.alert }

    /// What the UI shows now.
    package var screen: AppScreen {
        if system.att.alertShowing { return .attAlert }
        if launch?.appExplainerShowing == true { return .attExplainer }
        if let p = launch?.cmp.ifUMP(\.value.presented) ?? nil, !p.awaitingATT {
            switch p.kind {
            case .consentMessage, .consentMessageThenATT: return .umpConsentMessage
            case .privacyOptions: return .umpPrivacyOptions
            case .usStatesMessage: return .umpUSStatesMessage
            case .idfaExplainer: return .attExplainer
            }
        }
        if let form = launch?.cmp.ifPAC(\.value.sdk.presentedForm) ?? nil, let presentation = form.onScreen, let screen = form.screen {
            return .pacForm(PACPresentedForm(formID: form.id, presentation: presentation, screen: screen))
        }
        return phase == .notRunning ? .notRunning : .home
    }

    /// Whether the home screen shows "Privacy settings": with UMP iff it says privacy options are
    /// required; with PAC iff this launch's update succeeded in the EEA (or an unknown location) for
    /// a user not tagged under age, the only case where a form can load (the form promises "You can
    /// change your choice anytime for {App} in the app settings").
    package var privacySettingsVisible: Bool {
        switch launch?.cmp.sdk {
        case .ump: launch?.cmp.ifUMP { $0.value.privacyOptionsRequirementStatus == .required } ?? false
        case .pac:
            launch?.cmp.ifPAC {
                $0.value.infoUpdate == .succeeded && $0.value.sdk.isRequestLocationInEEAOrUnknown && !$0.value.sdk.isTaggedForUnderAgeOfConsent
            } ?? false
        case ConsentSDK.none?, nil: false
        }
    }

    /// Whether the app may request ads now: UMP's `canRequestAds`; always true without a CMP.
    ///
    /// PAC has no such gate. The legacy app requests ads once this launch's info update has
    /// finished, successfully or not (on failure PAC keeps the previous session's status), and
    /// after its form if it shows one.
    package var canRequestAds: Bool {
        switch launch?.cmp.sdk {
        case .ump: launch?.cmp.ifUMP(\.value.canRequestAds) ?? false
        case .pac: pacInfoUpdate == .succeeded || pacInfoUpdate == .failed
        case ConsentSDK.none?: true
        // Not running: only an app without a CMP has no gate.
        case nil: configuration.sdk == .none
        }
    }

    /// The stored `IABTCF_` keys as in-app values (integers and booleans read as Numbers, as
    /// `UserDefaults` hands NSNumbers to ad SDKs; other property-list types are not TCF values).
    package var tcfKeys: [String: InAppValue] {
        var keys: [String: InAppValue] = [:]
        for (key, value) in device.values where InAppKey.isTCFKey(key) {
            if let v = AppState.inAppValue(value) { keys[key] = v }
        }
        return keys
    }

    /// `tcfKeys[key]`, without building the dictionary.
    func tcfValue(forKey key: String) -> InAppValue? {
        guard InAppKey.isTCFKey(key), let value = device[key] else { return nil }
        return AppState.inAppValue(value)
    }

    /// A stored value as an ad SDK reads a TCF key, or nil for types that are not TCF values.
    package static func inAppValue(_ value: StoreValue) -> InAppValue? { ServingVerdict.inAppValue(value) }

    /// The ad request the app would make now.
    package var currentAdRequest: AppAdRequest {
        AppAdRequest(eligibility: adEligibility, idfa: system.att.idfa, appChecks: appChecks)
    }

    /// The home screen's data.
    package var home: HomeScreen {
        HomeScreen(
            consentStatus: ump?.consentStatus, pacConsentStatus: pac?.consentStatus,
            userPrefersAdFree: userPrefersAdFree, canRequestAds: canRequestAds, adRequest: adRequest,
            privacySettingsVisible: privacySettingsVisible, today: system.today, attStatus: system.att.statusForAds,
            idfa: system.att.idfa, alert: alert, lastError: lastError)
    }
}

/// What the home screen shows.
package struct HomeScreen: Hashable, Sendable {
    /// UMP's `consentStatus` (nil without UMP).
    package var consentStatus: UMPConsentStatus?
    /// PAC's `consentStatus` (nil without PAC).
    package var pacConsentStatus: PACConsentStatus?
    /// The user chose the ad-free version in PAC's form (the app then requests no ads).
    package var userPrefersAdFree: Bool
    /// `canRequestAds`.
    package var canRequestAds: Bool
    /// The last ad request (nil when the app has not requested an ad this launch).
    package var adRequest: AppAdRequest?
    /// The "Privacy settings" button.
    package var privacySettingsVisible: Bool
    /// The simulated date.
    package var today: CivilDate
    /// ATT status (nil below iOS 14).
    package var attStatus: ATTrackingStatus?
    /// The IDFA.
    package var idfa: String
    /// An alert on screen.
    package var alert: String?
    /// The last SDK error.
    package var lastError: String?
}

/// A computed ad request and its inputs.
package struct AdRequestCache: Hashable, Sendable {
    /// The stored domain it was computed from.
    package var device: StoreDomain
    /// The date.
    package var today: CivilDate
    /// The ATT state.
    package var att: ATTState
    /// UMP's consent status (the app's checks read it).
    package var umpConsentStatus: UMPConsentStatus?
    /// The request.
    package var request: AppAdRequest
}

extension AppState {
    /// The ad request the app would make now, reusing the cached verdict when its inputs are unchanged.
    package mutating func adRequestNow() -> AppAdRequest {
        // PAC's decision reads three fields; only the TCF verdict is worth caching.
        if launch?.cmp.sdk == .pac { return currentAdRequest }
        let status = umpConsentStatus
        if let c = adCache, c.today == system.today, c.att == system.att, c.umpConsentStatus == status, c.device == device {
            return c.request
        }
        let request = currentAdRequest
        adCache = AdRequestCache(device: device, today: system.today, att: system.att, umpConsentStatus: status, request: request)
        return request
    }
}
