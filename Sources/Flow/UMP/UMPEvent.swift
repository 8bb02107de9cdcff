import TCF

/// A completion handler UMP calls, with its argument.
package enum UMPCompletion: Hashable, Sendable {
    /// `requestConsentInfoUpdate…completionHandler:`.
    case consentInfoUpdate(UMPError?)
    /// `loadAndPresentIfRequired…completionHandler:`.
    case loadAndPresentIfRequired(UMPError?)
    /// `load(completionHandler:)`: the form's id, or the error.
    case load(formID: Int?, UMPError?)
    /// `present(from:completionHandler:)` of form `formID`.
    case present(formID: Int, UMPError?)
    /// `presentPrivacyOptionsForm…completionHandler:`.
    case privacyOptions(UMPError?)

    /// The error passed, if any.
    package var error: UMPError? {
        switch self {
        case .consentInfoUpdate(let e), .loadAndPresentIfRequired(let e), .load(_, let e), .present(_, let e), .privacyOptions(let e): e
        }
    }
}

/// Everything that happens to UMP: API calls by the app, asynchronous completions, the user's
/// action on a form, and the ATT result UMP waits for after its IDFA message.
package indirect enum UMPEvent: Hashable, Sendable {
    /// A new app session: UMP's in-memory state starts over from what storage holds.
    case appLaunched(UMPEnvironment, UMPPersisted)
    /// `requestConsentInfoUpdate(with:completionHandler:)`, with what UMP reads from the device.
    case requestConsentInfoUpdate(UMPRequestParameters, UMPDeviceReading)
    /// The server answered (delivered on a later run-loop turn).
    case consentInfoUpdateFinished(Result<UMPServerResponse, UMPError>)
    /// `ConsentForm.loadAndPresentIfRequired(from:)`.
    case loadAndPresentIfRequired
    /// `ConsentForm.load()`.
    case loadForm
    /// A form finished loading (delivered on a later run-loop turn).
    case formLoadFinished(UMPFormLoad, Result<UMPFormKind, UMPError>)
    /// `form.present(from:)` on form `formID`.
    case present(formID: Int)
    /// `ConsentForm.presentPrivacyOptionsForm(from:)`.
    case presentPrivacyOptionsForm
    /// The user acted on the form on screen.
    case userOutcome(UMPFormOutcome)
    /// The ATT request UMP made after its IDFA page completed with this status.
    case trackingAuthorizationFinished(ATTrackingStatus)
    /// `ConsentInformation.reset()`.
    case reset
    /// Not a UMP API: the app records a GDPR choice on the user's behalf without showing a form (apps
    /// that turn an ATT denial into "reject all"). Applies only where this session's update said a
    /// GDPR message applies.
    case recordChoiceWithoutForm(UMPFormOutcome)
    /// A completion handler that runs on the next run-loop turn ("…or on the next run loop").
    case completeLater(UMPCompletion)

    /// The case name, for traces and transition tables.
    package var name: String {
        switch self {
        case .appLaunched: "appLaunched"
        case .requestConsentInfoUpdate: "requestConsentInfoUpdate"
        case .consentInfoUpdateFinished(.success): "consentInfoUpdateFinished(success)"
        case .consentInfoUpdateFinished(.failure): "consentInfoUpdateFinished(error)"
        case .loadAndPresentIfRequired: "loadAndPresentIfRequired"
        case .loadForm: "loadForm"
        case .formLoadFinished(_, .success): "formLoadFinished(success)"
        case .formLoadFinished(_, .failure): "formLoadFinished(error)"
        case .present: "present"
        case .presentPrivacyOptionsForm: "presentPrivacyOptionsForm"
        case .userOutcome(let o): "userOutcome(\(o.name))"
        case .trackingAuthorizationFinished: "trackingAuthorizationFinished"
        case .reset: "reset"
        case .recordChoiceWithoutForm(let o): "recordChoiceWithoutForm(\(o.name))"
        case .completeLater: "completeLater"
        }
    }
}

/// What UMP asks the world to do.
package enum UMPEffect: Hashable, Sendable {
    /// Write to the app's `UserDefaults`.
    case store([StoreWrite])
    /// Deliver this event on a later run-loop turn (network answers, form loads, deferred completions).
    case schedule(UMPEvent)
    /// A form appears on screen.
    case presentForm(UMPPresentedForm)
    /// The form closes.
    case dismissForm(UMPPresentedForm)
    /// UMP calls `ATTrackingManager.requestTrackingAuthorization` (after its IDFA page).
    case requestTrackingAuthorization
    /// A completion handler runs now.
    case completion(UMPCompletion)
    /// A line UMP prints to the console.
    case console(String)
}
