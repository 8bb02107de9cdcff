import Basics
import Store
import TCF

/// The Google UMP SDK (iOS) as a pure state machine.
///
/// Decisions where the documentation is silent (each is tested):
/// - Regions: `eea` covers EEA, UK and Switzerland. Outside the EEA, a publisher with a GDPR
///   message gets `IABTCF_gdprApplies = 0` plus the CMP presence keys, and the TC data keys removed.
/// - Stored consent is valid when `IABTCF_TCString` decodes, was written by this CMP id, carries the
///   current vendor list's `tcfPolicyVersion` and was last updated less than 13 months ago.
///   Otherwise the TC data keys are discarded and consent is `required` again, except that a string
///   only too old is kept under `UMPExpiryBehaviour.keepStale` (the default, from public reports). A change of
///   `vendorListVersion` alone keeps the consent (TCF only demands re-asking on a policy change).
/// - The IDFA explainer counts as a message: with it published and ATT `notDetermined`, consent is
///   `required` until the explainer and the ATT alert are done, then `obtained` (also outside the EEA).
/// - US states: the US message is served only through the privacy-options entry point, so
///   `consentStatus` is `notRequired`, `canRequestAds` YES and privacy options `required`. The GPP keys
///   are written once the user decides ("Opt out" or the message's own dismiss button), never before;
///   no `IABTCF_` key is touched there.
/// - Under-age tag: no message is ever shown; `consentStatus` is `notRequired` (so `canRequestAds`
///   is YES, per the header) and privacy options `notRequired`. In the EEA UMP still writes
///   `IABTCF_gdprApplies = 1` and removes any TC data, so Google's verdict is "none" — the tag tells
///   UMP not to ask, it does not make personalised ads lawful.
/// - Privacy options are `required` in the EEA whenever a GDPR message is published (before and
///   after consent); the recommended app code only looks at it after gathering.
/// - `presentPrivacyOptionsForm` when not required fails with code 7 and Android's text
///   "Privacy options form is not required." (iOS's text is not published). Presenting it before any
///   successful update this session fails with Android's "Privacy options form is being loading.
///   Please try again later."
/// - Every form outcome that is a choice makes consent `obtained` (pain point: even "Confirm
///   choices" with nothing on). Esc (`dismiss`) stores nothing and leaves the status as it was.
package enum UMPReducer {
    /// Applies `event` to `state`; returns the effects for the world to carry out.
    package static func reduce(_ s: inout UMPState, _ event: UMPEvent) -> [UMPEffect] {
        switch event {
        case .appLaunched(let env, let persisted):
            s = UMPState(environment: env, persisted: persisted, reading: s.reading)
            return []

        case .requestConsentInfoUpdate(let params, let reading):
            s.reading = reading
            if !s.requestCalled || s.consentStatus == .unknown {
                // The previous session's value, synchronously, before the server answers.
                s.consentStatus = s.persisted.consentStatus
                s.privacyOptionsRequirementStatus = s.persisted.privacyOptionsRequirementStatus
            }
            s.requestCalled = true
            s.pendingRequests += 1
            let env = s.environment
            var effects: [UMPEffect] = []
            let listed = params.debugSettings?.testDeviceIdentifiers.contains(env.deviceIdentifier) ?? false
            if !env.isSimulator && !listed {
                effects.append(.console("<UMP SDK> To enable debug mode for this device, set: UMPDebugSettings.testDeviceIdentifiers = @[ @\"\(env.deviceIdentifier)\" ];"))
            }
            let region = UMPServer.effectiveRegion(
                parameters: params, isSimulator: env.isSimulator, deviceIdentifier: env.deviceIdentifier,
                deviceRegion: env.deviceRegion)
            let result = UMPServer.respond(
                configuration: env.server, region: region, underAge: params.tagForUnderAgeOfConsent, attStatus: reading.attStatus)
            effects.append(.schedule(.consentInfoUpdateFinished(result)))
            return effects

        case .consentInfoUpdateFinished(.failure(let error)):
            s.pendingRequests = max(0, s.pendingRequests - 1)
            return [.completion(.consentInfoUpdate(error))]

        case .consentInfoUpdateFinished(.success(let response)):
            s.pendingRequests = max(0, s.pendingRequests - 1)
            return [.store(apply(response, to: &s)), .completion(.consentInfoUpdate(nil))]

        case .loadAndPresentIfRequired:
            if s.consentStatus != .required {
                return [.schedule(.completeLater(.loadAndPresentIfRequired(nil)))]
            }
            if let busy = busyError(s) { return [.schedule(.completeLater(.loadAndPresentIfRequired(busy)))] }
            s.formLoad = .loadAndPresentIfRequired
            return [.schedule(.formLoadFinished(.loadAndPresentIfRequired, loadResult(s)))]

        case .loadForm:
            if s.formLoad != nil {
                return [.schedule(.completeLater(.load(formID: nil, UMPError(UMPFormErrorCode.internal, message: "A form is already loading."))))]
            }
            s.formLoad = .load
            return [.schedule(.formLoadFinished(.load, loadResult(s)))]

        case .formLoadFinished(let load, let result):
            s.formLoad = nil
            switch (load, result) {
            case (.load, .success(let kind)):
                let id = s.nextFormID
                s.nextFormID += 1
                s.loadedForms.append(UMPLoadedForm(id: id, kind: kind))
                return [.completion(.load(formID: id, nil))]
            case (.load, .failure(let e)):
                return [.completion(.load(formID: nil, e))]
            case (.loadAndPresentIfRequired, .success(let kind)):
                let id = s.nextFormID
                s.nextFormID += 1
                return present(&s, UMPPresentedForm(id: id, kind: kind, origin: .loadAndPresentIfRequired))
            case (.loadAndPresentIfRequired, .failure(let e)):
                return [.completion(.loadAndPresentIfRequired(e))]
            }

        case .present(let formID):
            guard let i = s.loadedForms.firstIndex(where: { $0.id == formID }) else {
                let error = formID >= 1 && formID < s.nextFormID ? UMPError(.alreadyUsed)
                    : UMPError(UMPFormErrorCode.internal, message: "Unknown form.")
                return [.completion(.present(formID: formID, error))]
            }
            if s.presented != nil {
                return [.completion(.present(formID: formID, UMPError(UMPFormErrorCode.internal, message: "Another form is already presented.")))]
            }
            let form = s.loadedForms.remove(at: i)
            return present(&s, UMPPresentedForm(id: form.id, kind: form.kind, origin: .present(formID: form.id)))

        case .presentPrivacyOptionsForm:
            guard s.privacyOptionsRequirementStatus == .required else {
                return [.schedule(.completeLater(.privacyOptions(UMPError(.unavailable, message: "Privacy options form is not required."))))]
            }
            guard let response = s.response else {
                return [.schedule(.completeLater(.privacyOptions(UMPError(.unavailable, message: "Privacy options form is being loading. Please try again later."))))]
            }
            if s.presented != nil {
                return [.schedule(.completeLater(.privacyOptions(UMPError(UMPFormErrorCode.internal, message: "Another form is already presented."))))]
            }
            if let code = s.environment.server.formError, code == .internal || code == .unavailable || code == .timeout {
                return [.schedule(.completeLater(.privacyOptions(UMPError(code))))]
            }
            let kind: UMPFormKind = response.usStatesMessage && !response.gdprMessage ? .usStatesMessage : .privacyOptions
            let id = s.nextFormID
            s.nextFormID += 1
            return present(&s, UMPPresentedForm(id: id, kind: kind, origin: .privacyOptions))

        case .userOutcome(let outcome):
            return userOutcome(&s, outcome)

        case .trackingAuthorizationFinished:
            guard var p = s.presented, p.awaitingATT else { return [] }
            var writes: [StoreWrite] = []
            if p.kind == .idfaExplainer {
                s.consentStatus = .obtained
                writes += persistStatuses(&s)
            }
            // The IDFA message has been shown; it is not offered again this session.
            s.response?.idfaMessage = false
            if s.requiredMessage == .idfaExplainer || s.requiredMessage == .consentMessageThenATT { s.requiredMessage = nil }
            p.awaitingATT = false
            return (writes.isEmpty ? [] : [.store(writes)]) + dismiss(&s, p)

        case .reset:
            s.consentStatus = .unknown
            s.privacyOptionsRequirementStatus = .unknown
            s.formStatus = .unknown
            s.response = nil
            s.requiredMessage = nil
            s.persisted = UMPPersisted()
            return [.store([
                .removePrefix("IABTCF_"), .remove(GPPUSNational.gppStringKey), .remove(GPPUSNational.gppSIDKey),
                .removePrefix(UMPPersisted.privateKeyPrefix),
            ])]

        case .recordChoiceWithoutForm(let outcome):
            guard let r = s.response, r.gdprMessage, !r.underAge else {
                return [.console("GDPR does not apply this session: no choice recorded")]
            }
            guard let writes = recordChoice(&s, outcome, consentScreen: 0) else {
                return [.console("\(outcome.name) is not a GDPR choice")]
            }
            return [.store(writes)]

        case .completeLater(let completion):
            return [.completion(completion)]
        }
    }

    /// Builds and records a GDPR choice: the keys to write, or nil when `outcome` is no choice.
    static func recordChoice(_ s: inout UMPState, _ outcome: UMPFormOutcome, consentScreen: Int) -> [StoreWrite]? {
        let message = s.environment.message
        guard let choices = UMPConsentBuilder.choices(for: outcome, settings: message),
              let out = UMPConsentBuilder.build(choices: choices, settings: message, today: s.reading.today, consentScreen: consentScreen)
        else { return nil }
        s.persisted.tcString = out.tcString
        s.consentStatus = .obtained
        if s.requiredMessage == .consentMessage { s.requiredMessage = nil }
        // The derived keys overwrite every TCF key UMP writes; only restriction keys of an older
        // record could outlive it.
        return [.removePrefix(InAppKey.publisherRestrictionsPrefix)] + out.keys + persistStatuses(&s)
    }

    // MARK: Update

    /// Applies a successful server answer: statuses, the message to show, and the keys to write.
    static func apply(_ r: UMPServerResponse, to s: inout UMPState) -> [StoreWrite] {
        let env = s.environment
        s.response = r
        var writes: [StoreWrite] = []
        var required: UMPFormKind?
        var privacy = UMPPrivacyOptionsRequirementStatus.notRequired
        if r.underAge {
            if r.gdprMessage {
                writes += UMPConsentBuilder.presenceKeys(settings: env.message, gdprApplies: true) + UMPConsentBuilder.removeTCDataKeys
                s.persisted.tcString = nil
            }
            s.response?.idfaMessage = false
        } else {
            if r.gdprMessage {
                privacy = .required
                writes += UMPConsentBuilder.presenceKeys(settings: env.message, gdprApplies: true)
                var validity = storedConsentValidity(s.persisted.tcString, message: env.message, today: s.reading.today)
                // Public reports: UMP keeps a string only too old (see `UMPExpiryBehaviour.keepStale`).
                if validity == .expired && env.message.expiry == .keepStale { validity = .valid }
                if validity != .valid {
                    required = r.idfaMessage ? .consentMessageThenATT : .consentMessage
                    if validity != .missing {
                        writes += UMPConsentBuilder.removeTCDataKeys
                        s.persisted.tcString = nil
                    }
                }
            } else if r.region != .eea && env.server.gdprMessage && r.region != .regulatedUSState {
                writes += UMPConsentBuilder.gdprDoesNotApplyKeys(settings: env.message)
                s.persisted.tcString = nil
            }
            if r.usStatesMessage { privacy = .required }
            if required == nil && r.idfaMessage { required = .idfaExplainer }
        }
        s.requiredMessage = required
        if required != nil {
            s.consentStatus = .required
        } else if r.underAge {
            s.consentStatus = .notRequired
        } else if r.gdprMessage {
            s.consentStatus = .obtained
        } else if s.persisted.consentStatus == .obtained && env.server.idfaMessage {
            // The IDFA explainer was answered in an earlier session.
            s.consentStatus = .obtained
        } else {
            s.consentStatus = .notRequired
        }
        s.privacyOptionsRequirementStatus = privacy
        s.formStatus = required != nil || privacy == .required ? .available : .unavailable
        return writes + persistStatuses(&s)
    }

    /// Why a stored TC string does or does not stand as UMP consent.
    package enum StoredConsentValidity: String, Hashable, Sendable {
        case missing, valid, unreadable, otherCMP, policyChanged, expired
    }

    /// Checks a stored TC string against the current message and date.
    package static func storedConsentValidity(_ tc: String?, message: UMPMessageSettings, today: CivilDate) -> StoredConsentValidity {
        guard let tc else { return .missing }
        guard let model = try? TCString.decode(tc) else { return .unreadable }
        if model.cmpId != message.cmpID { return .otherCMP }
        if model.tcfPolicyVersion != message.vendorList.tcfPolicyVersion { return .policyChanged }
        let updated = CivilDate(deciseconds: model.lastUpdated)
        if today >= updated.adding(months: GoogleAdEligibility.validityMonths) { return .expired }
        return .valid
    }

    /// Writes the private status keys when they differ from what is stored.
    static func persistStatuses(_ s: inout UMPState) -> [StoreWrite] {
        var writes: [StoreWrite] = []
        if s.persisted.consentStatus != s.consentStatus {
            s.persisted.consentStatus = s.consentStatus
            writes.append(.set(UMPPersisted.consentStatusKey, .integer(Int64(s.consentStatus.rawValue))))
        }
        if s.persisted.privacyOptionsRequirementStatus != s.privacyOptionsRequirementStatus {
            s.persisted.privacyOptionsRequirementStatus = s.privacyOptionsRequirementStatus
            writes.append(.set(UMPPersisted.privacyOptionsKey, .integer(Int64(s.privacyOptionsRequirementStatus.rawValue))))
        }
        return writes
    }

    // MARK: Forms

    /// The form `load` would produce now, or the error it fails with.
    static func loadResult(_ s: UMPState) -> Result<UMPFormKind, UMPError> {
        if let code = s.environment.server.formError, code == .internal || code == .unavailable || code == .timeout {
            return .failure(UMPError(code))
        }
        guard let r = s.response else {
            return .failure(UMPError(.unavailable, message: "Consent form unavailable. Request a consent form using [UMPConsentInformation.sharedInstance requestConsentInfoUpdateWithParameters:completionHandler:]"))
        }
        if s.consentStatus == .required, let kind = s.requiredMessage { return .success(kind) }
        if r.gdprMessage && !r.underAge { return .success(.privacyOptions) }
        if r.usStatesMessage && !r.underAge { return .success(.usStatesMessage) }
        return .failure(UMPError(.unavailable, message: "Consent form unavailable. User does not require consent or no consent form is available. If user status has changed, an update can be requested by calling [UMPConsentInformation.sharedInstance requestConsentInfoUpdateWithParameters:completionHandler:]."))
    }

    /// The error a new load-and-present fails with while another form is busy, if any.
    static func busyError(_ s: UMPState) -> UMPError? {
        if s.presented != nil { return UMPError(UMPFormErrorCode.internal, message: "Another form is already presented.") }
        if s.formLoad != nil { return UMPError(UMPFormErrorCode.internal, message: "A form is already loading.") }
        return nil
    }

    static func completion(_ origin: UMPPresentOrigin, _ error: UMPError?) -> UMPCompletion {
        switch origin {
        case .present(let id): .present(formID: id, error)
        case .loadAndPresentIfRequired: .loadAndPresentIfRequired(error)
        case .privacyOptions: .privacyOptions(error)
        }
    }

    static func present(_ s: inout UMPState, _ form: UMPPresentedForm) -> [UMPEffect] {
        if let code = s.environment.server.formError, code == .invalidViewController || code == .alreadyUsed {
            return [.completion(completion(form.origin, UMPError(code)))]
        }
        s.presented = form
        return [.presentForm(form)]
    }

    static func dismiss(_ s: inout UMPState, _ form: UMPPresentedForm) -> [UMPEffect] {
        s.presented = nil
        return [.dismissForm(form), .completion(completion(form.origin, nil))]
    }

    static func userOutcome(_ s: inout UMPState, _ outcome: UMPFormOutcome) -> [UMPEffect] {
        guard let p = s.presented, !p.awaitingATT else { return [.console("no UMP form is waiting for a choice")] }
        if outcome == .dismiss { return dismiss(&s, p) }
        let message = s.environment.message
        switch p.kind {
        case .consentMessage, .consentMessageThenATT, .privacyOptions:
            switch outcome {
            case .doNotConsent where message.firstLayerButtons < 3:
                return [.console("this message has no \"Do not consent\" button")]
            case .close where !message.closeIcon:
                return [.console("this message has no close icon")]
            case .continueToATT, .optOut:
                return [.console("\(outcome.name) does not apply to the GDPR message")]
            default: break
            }
            let screen = if case .confirmChoices = outcome { 2 } else { 1 }
            guard let writes = recordChoice(&s, outcome, consentScreen: screen) else {
                return [.console("the message settings cannot be encoded as a TC string")]
            }
            if p.kind == .consentMessageThenATT {
                var waiting = p
                waiting.awaitingATT = true
                s.presented = waiting
                return [.store(writes), .requestTrackingAuthorization]
            }
            return [.store(writes)] + dismiss(&s, p)
        case .idfaExplainer:
            guard outcome == .continueToATT else { return [.console("the IDFA explainer only has \"Continue\"")] }
            var waiting = p
            waiting.awaitingATT = true
            s.presented = waiting
            return [.requestTrackingAuthorization]
        case .usStatesMessage:
            let optedOut: Bool
            switch outcome {
            case .optOut: optedOut = true
            case .close: optedOut = false
            default: return [.console("the US states message only has \"Opt out\" and its dismiss button")]
            }
            let gpp = GPPUSNational(optedOut: optedOut)
            let writes: [StoreWrite] = [
                .set(GPPUSNational.gppStringKey, .string(gpp.gppString)), .set(GPPUSNational.gppSIDKey, .string(gpp.gppSID)),
            ]
            return [.store(writes)] + dismiss(&s, p)
        }
    }
}
