import Store

/// Everything that can happen to the simulated app: what the user does (the UI and scripts send
/// these), the app's lifecycle, and the SDKs' asynchronous follow-ups.
///
/// What the user does in a form is named once, under its SDK: `umpForm(.consentAll)` for a UMP
/// choice, `pacForm(.choosePersonalized)` for PAC's. Sub-screen navigation inside a UMP form (first
/// layer, manage options, vendor list) is the simulator's view state; Flow only sees the choice. PAC's
/// form is modelled screen by screen, so its navigation arrives as `pacForm` actions too.
package enum AppEvent: Hashable, Sendable {
    /// The app starts with its `UserDefaults` domain as stored (sent by the runtime).
    case launch(stored: StoreDomain)
    /// The app is killed and started again; the runtime reloads the store and sends `launch`.
    case relaunch
    /// The app is deleted and installed again (storage and the ATT prompt reset), then launched.
    case reinstall
    /// What the user chose in UMP's presented form: "Consent", "Confirm choices", the close icon,
    /// "Opt out" on the US states message, …
    case umpForm(UMPFormOutcome)
    /// Esc: the form on screen goes away without a choice (the app reloads and re-presents UMP's).
    /// On PAC's form it is the page's own `close_app` dismiss, which PAC maps to `unknown`; the app's
    /// own ATT explainer has no way out but its button.
    case dismiss
    /// "Continue" on the IDFA explainer (UMP's, or the app's own before the ATT alert).
    case explainerContinue
    /// "Allow" on the ATT alert.
    case alertAllow
    /// "Ask App Not to Track" on the ATT alert.
    case alertAskNotToTrack
    /// The home screen's "Privacy settings" button.
    case tapPrivacySettings
    /// The user changes a tracking switch in the Settings app (iOS quits a running app for it).
    case trackingSettings(TrackingSettingsChange)
    /// The simulated clock moves forward by days.
    case advanceClock(days: Int)
    /// The simulated clock moves forward by calendar months.
    case advanceClockMonths(Int)
    /// The IAB publishes a new vendor list (the UMP server serves it from the next launch).
    case vendorListUpdated(version: Int, policyVersion: Int)
    /// The app's debug menu calls UMP's `reset()`.
    case umpReset
    /// A UMP event delivered on a later run-loop turn.
    case ump(UMPEvent)
    /// What the user does in PAC's presented form (buttons, links, Back), sent to that form.
    case pacForm(PACFormAction)
    /// The app's debug menu calls PAC's `reset`.
    case pacReset
    /// The publisher changes what the `pubvendors` server answers (AdMob's provider selection, npa
    /// flags, an outage); PAC sees it at the next info update, i.e. the next launch.
    case pacServerUpdated(PACServerScenario)
    /// A PAC event delivered on a later run-loop turn (the HTTP response, the web view's load).
    case pac(PACEvent)

    /// The case name, for traces and transition tables.
    package var name: String {
        switch self {
        case .launch: "launch"
        case .relaunch: "relaunch"
        case .reinstall: "reinstall"
        case .umpForm(let outcome): "umpForm(\(outcome.name))"
        case .dismiss: "dismiss"
        case .explainerContinue: "explainerContinue"
        case .alertAllow: "alertAllow"
        case .alertAskNotToTrack: "alertAskNotToTrack"
        case .tapPrivacySettings: "tapPrivacySettings"
        case .trackingSettings(let change): "trackingSettings." + change.name
        case .advanceClock: "advanceClock"
        case .advanceClockMonths: "advanceClockMonths"
        case .vendorListUpdated: "vendorListUpdated"
        case .umpReset: "umpReset"
        case .ump(let e): "ump." + e.name
        case .pacForm(let a): "pacForm(\(a.name))"
        case .pacReset: "pacReset"
        case .pacServerUpdated: "pacServerUpdated"
        case .pac(let e): "pac." + e.name
        }
    }
}

/// What the app asks the runtime (and the UI) to do.
package enum AppEffect: Hashable, Sendable {
    /// Write these changes to the device store, atomically.
    case persist([StoreWrite])
    /// Deliver this event after the current one (a later run-loop turn).
    case followUp(AppEvent)
    /// Load the device store and send `launch(stored:)` (after `relaunch` and `reinstall`).
    case relaunchFromStore
    /// `MobileAds.shared.start()` (once per launch).
    case startMobileAds
    /// The app loads an ad with this request.
    case requestAd(AppAdRequest)
    /// The app called this UMP API (for the trace: why the flow went where it went), with the name
    /// the app's code calls it by in the SDK in force (nil for the SDK's own follow-ups).
    case call(UMPEvent, api: String?)
    /// Something UMP did (forms, completions, console lines), for the trace and the UI.
    case ump(UMPEffect)
    /// Something ATT did.
    case att(ATTEffect)
    /// The app called this PAC API (for the trace, like `call` for UMP).
    case pacCall(PACEvent)
    /// Something PAC did (requests, forms, completions, console lines), for the trace and the UI.
    case pac(PACEffect)
    /// A note from the app's own code (why it went where it went).
    case note(String)
}
