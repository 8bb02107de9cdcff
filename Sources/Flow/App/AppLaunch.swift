/// The consent SDK of a running app, with its state: which CMP is in use is this case, chosen at
/// launch from `AppConfiguration.sdk`.
package enum CMPState: Hashable, Sendable {
    /// Google UMP.
    case ump(CMPBox<UMPState>)
    /// The legacy PersonalizedAdConsent SDK, with what the app learned from it this launch.
    case pac(CMPBox<PACLaunch>)
    /// No CMP: the app only asks for tracking.
    case noCMP

    /// Which SDK this is.
    package var sdk: ConsentSDK {
        switch self {
        case .ump: .ump
        case .pac: .pac
        case .noCMP: .none
        }
    }

    /// UMP's state, when the CMP is UMP (a copy: the reducers read through `ifUMP`).
    package var ump: UMPState? { ifUMP(\.value) }

    /// PAC's launch state, when the CMP is PAC (a copy: the reducers read through `ifPAC`).
    package var pac: PACLaunch? { ifPAC(\.value) }

    /// What `read` makes of UMP's box, when the CMP is UMP: `read` reads the fields it needs in place
    /// (the app reducer reads the CMP many times a step, and a copy of UMP's state costs more than the step).
    package func ifUMP<Result>(_ read: (CMPBox<UMPState>) -> Result) -> Result? {
        if case .ump(let box) = self { read(box) } else { nil }
    }

    /// What `read` makes of PAC's box, when the CMP is PAC (as `ifUMP`).
    package func ifPAC<Result>(_ read: (CMPBox<PACLaunch>) -> Result) -> Result? {
        if case .pac(let box) = self { read(box) } else { nil }
    }

    /// Runs `body` on UMP's state in place; nil when the CMP is not UMP.
    mutating func withUMP<Result>(_ body: (inout UMPState) -> Result) -> Result? {
        guard case .ump(var box) = self else { return nil }
        // Drop this reference first, so the box is copied only when another state shares it.
        self = .noCMP
        if !isKnownUniquelyReferenced(&box) { box = CMPBox(box.value) }
        defer { self = .ump(box) }
        return body(&box.value)
    }

    /// Runs `body` on PAC's launch state in place; nil when the CMP is not PAC.
    mutating func withPAC<Result>(_ body: (inout PACLaunch) -> Result) -> Result? {
        guard case .pac(var box) = self else { return nil }
        self = .noCMP
        if !isKnownUniquelyReferenced(&box) { box = CMPBox(box.value) }
        defer { self = .pac(box) }
        return body(&box.value)
    }
}

/// A CMP's state behind one reference, copied on write (by `CMPState.withUMP`/`withPAC`) like the
/// standard collections: the app state is copied often (the runtime, the transition explorer), and
/// UMP's state holds dozens of references. Compared by value.
package final class CMPBox<Value: Hashable & Sendable>: Hashable, @unchecked Sendable {
    // @unchecked: `value` is only mutated through a uniquely referenced box (see `CMPState.withUMP`).
    /// The state.
    package internal(set) var value: Value

    /// A box holding `value`.
    package init(_ value: Value) { self.value = value }

    /// Equal states (or the same box).
    package static func == (lhs: CMPBox, rhs: CMPBox) -> Bool { lhs === rhs || lhs.value == rhs.value }

    /// Hashes the state.
    package func hash(into hasher: inout Hasher) { hasher.combine(value) }
}

/// PAC in a running app: the SDK's state, and what the app's completion handlers learned this launch.
package struct PACLaunch: Hashable, Sendable {
    /// The SDK's state.
    package var sdk: PACState
    /// Where this launch's info update is (PAC itself does not say whether it failed).
    package var infoUpdate: PACInfoUpdateProgress = .notRequested
    /// The user chose "Pay for the ad-free version" in PAC's form this launch (PAC records
    /// `unknown`; the preference is the app's own, so the next launch asks again).
    package var userPrefersAdFree = false

    /// PAC as the app's first access of `sharedInstance` creates it.
    package init(sdk: PACState) { self.sdk = sdk }
}

/// What one run of the app's process knows: created by a launch, dropped when the app is terminated
/// (`AppState.launch` is nil while the app is not running).
package struct AppLaunch: Hashable, Sendable {
    /// The CMP and its state.
    package var cmp: CMPState
    /// Where the app is in its own flow (`notRunning` only while the launch event itself is handled,
    /// before the first launch step starts).
    package var phase: AppPhase = .notRunning
    /// Launch steps still to run.
    package var pendingSteps: [LaunchStep] = []
    /// Who waits for the ATT answer.
    package var attRequester: ATTRequester?
    /// The app's own ATT explainer is up (`AppConfiguration.appATTExplainer`).
    package var appExplainerShowing = false
    /// The app ignored iOS 17.4's early ATT callback and waits for the alert to close.
    package var attAwaitingAlertClose = false
    /// An ATT denial happened before the CMP could say whether GDPR applies; the policy runs after the update.
    package var denialPolicyPending = false
    /// This launch's CMP step only updates the consent info (ATT-first order without authorization).
    package var cmpUpdateOnly = false
    /// `MobileAds.start()` was called.
    package var mobileAdsStarted = false
    /// The last ad request the app made.
    package var adRequest: AppAdRequest?
    /// The last SDK error the app received, as `NSError` prints it.
    package var lastError: String?
    /// The code of the last error UMP returned this launch (`UMPRequestErrorCode` 1-4, `UMPFormErrorCode` 5-9).
    package var lastUMPErrorCode: Int?
    /// An alert the app shows ("Please try again later." after a privacy-options error).
    package var alert: String?

    /// A launch with `cmp`, before its first step.
    package init(cmp: CMPState) { self.cmp = cmp }
}
