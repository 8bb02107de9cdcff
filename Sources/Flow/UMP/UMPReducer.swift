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
///   hold UMP's default string from the first update there (`GPPUSNational.umpDefault`) and the
///   user's decision once made ("Opt out" or the message's own dismiss button); no `IABTCF_` key is
///   touched there.
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
    package static func reduce(_ state: inout UMPState, _ event: UMPEvent) -> [UMPEffect] {
        switch event {
        case .appLaunched(let env, let persisted):
            state = UMPState(environment: env, persisted: persisted, reading: state.reading)
            return []

        case .requestConsentInfoUpdate(let params, let reading):
            state.reading = reading
            if !state.requestCalled || state.consentStatus == .unknown {
                // The previous session's value, synchronously, before the server answers.
                state.consentStatus = state.persisted.consentStatus
                state.privacyOptionsRequirementStatus = state.persisted.privacyOptionsRequirementStatus
            }
            state.requestCalled = true
            state.pendingRequests += 1
            let env = state.environment
            var effects: [UMPEffect] = []
            let listed = params.debugSettings?.testDeviceIdentifiers.contains(env.deviceIdentifier) ?? false
            if !env.isSimulator && !listed {
                effects.append(.console(UMPEnvironment.testDeviceHint(on: env.platform, identifier: env.deviceIdentifier)))
            }
            let region = UMPServer.effectiveRegion(
                parameters: params, isSimulator: env.isSimulator, deviceIdentifier: env.deviceIdentifier,
                deviceRegion: env.deviceRegion)
            let result = UMPServer.respond(
                configuration: env.server, region: region, underAge: params.tagForUnderAgeOfConsent, attStatus: reading.attStatus)
            effects.append(.schedule(.consentInfoUpdateFinished(result)))
            return effects

        case .consentInfoUpdateFinished(.failure(let error)):
            state.pendingRequests = max(0, state.pendingRequests - 1)
            return [.completion(.consentInfoUpdate(error))]

        case .consentInfoUpdateFinished(.success(let response)):
            state.pendingRequests = max(0, state.pendingRequests - 1)
            return [.store(apply(response, to: &state)), .completion(.consentInfoUpdate(nil))]

        case .loadAndPresentIfRequired:
            if state.consentStatus != .required {
                return [.schedule(.completeLater(.loadAndPresentIfRequired(nil)))]
            }
            if let busy = busyError(state) { return [.schedule(.completeLater(.loadAndPresentIfRequired(busy)))] }
            state.formLoad = .loadAndPresentIfRequired
            return [.schedule(.formLoadFinished(.loadAndPresentIfRequired, loadResult(state)))]

        case .loadForm:
            if state.formLoad != nil {
                return [.schedule(.completeLater(.load(formID: nil, UMPError(UMPFormErrorCode.internal, message: "A form is already loading."))))]
            }
            state.formLoad = .load
            return [.schedule(.formLoadFinished(.load, loadResult(state)))]

        case .formLoadFinished(let load, let result):
            state.formLoad = nil
            switch (load, result) {
            case (.load, .success(let kind)):
                let id = state.nextFormID
                state.nextFormID += 1
                state.loadedForms.append(UMPLoadedForm(id: id, kind: kind))
                return [.completion(.load(formID: id, nil))]
            case (.load, .failure(let e)):
                return [.completion(.load(formID: nil, e))]
            case (.loadAndPresentIfRequired, .success(let kind)):
                let id = state.nextFormID
                state.nextFormID += 1
                return present(&state, UMPPresentedForm(id: id, kind: kind, origin: .loadAndPresentIfRequired))
            case (.loadAndPresentIfRequired, .failure(let e)):
                return [.completion(.loadAndPresentIfRequired(e))]
            }

        case .present(let formID):
            guard let i = state.loadedForms.firstIndex(where: { $0.id == formID }) else {
                let error =
                    formID >= 1 && formID < state.nextFormID
                    ? UMPError(.alreadyUsed)
                    : UMPError(UMPFormErrorCode.internal, message: "Unknown form.")
                return [.completion(.present(formID: formID, error))]
            }
            if state.presented != nil {
                return [.completion(.present(formID: formID, UMPError(UMPFormErrorCode.internal, message: "Another form is already presented.")))]
            }
            let form = state.loadedForms.remove(at: i)
            return present(&state, UMPPresentedForm(id: form.id, kind: form.kind, origin: .present(formID: form.id)))

        case .presentPrivacyOptionsForm:
            guard state.privacyOptionsRequirementStatus == .required else {
                return [.schedule(.completeLater(.privacyOptions(UMPError(.unavailable, message: "Privacy options form is not required."))))]
            }
            guard let response = state.response else {
                return [
                    .schedule(
                        .completeLater(
                            .privacyOptions(UMPError(.unavailable, message: "Privacy options form is being loading. Please try again later."))))
                ]
            }
            if state.presented != nil {
                return [
                    .schedule(.completeLater(.privacyOptions(UMPError(UMPFormErrorCode.internal, message: "Another form is already presented."))))
                ]
            }
            if let code = state.environment.server.formError, code == .internal || code == .unavailable || code == .timeout {
                return [.schedule(.completeLater(.privacyOptions(UMPError(code))))]
            }
            let kind: UMPFormKind = response.usStatesMessage && !response.gdprMessage ? .usStatesMessage : .privacyOptions
            let id = state.nextFormID
            state.nextFormID += 1
            return present(&state, UMPPresentedForm(id: id, kind: kind, origin: .privacyOptions))

        case .userOutcome(let outcome):
            return userOutcome(&state, outcome)

        case .trackingAuthorizationFinished:
            guard var p = state.presented, p.awaitingATT else { return [] }
            var writes: [StoreWrite] = []
            if p.kind == .idfaExplainer {
                state.consentStatus = .obtained
                writes += persistStatuses(&state)
            }
            // The IDFA message has been shown; it is not offered again this session.
            state.response?.idfaMessage = false
            if state.requiredMessage == .idfaExplainer || state.requiredMessage == .consentMessageThenATT { state.requiredMessage = nil }
            p.awaitingATT = false
            return (writes.isEmpty ? [] : [.store(writes)]) + dismiss(&state, p)

        case .reset:
            state.consentStatus = .unknown
            state.privacyOptionsRequirementStatus = .unknown
            state.formStatus = .unknown
            state.response = nil
            state.requiredMessage = nil
            state.persisted = UMPPersisted()
            return [
                .store([
                    .removePrefix("IABTCF_"), .remove(GPPUSNational.gppStringKey), .remove(GPPUSNational.gppSIDKey),
                    .remove(UMPConsentModeValues.key),
                    .removePrefix(UMPPersisted.privatePrefix(on: state.environment.platform)),
                ])
            ]

        case .recordChoiceWithoutForm(let outcome):
            guard let response = state.response, response.gdprMessage, !response.underAge else {
                return [.console("GDPR does not apply this session: no choice recorded")]
            }
            guard let writes = recordChoice(&state, outcome, consentScreen: 0) else {
                return [.console("\(outcome.name) is not a GDPR choice")]
            }
            return [.store(writes)]

        case .completeLater(let completion):
            return [.completion(completion)]
        }
    }

    /// Builds and records a GDPR choice: the keys to write, or nil when `outcome` is no choice.
    static func recordChoice(_ state: inout UMPState, _ outcome: UMPFormOutcome, consentScreen: Int) -> [StoreWrite]? {
        let message = state.environment.message
        guard let choices = UMPConsentBuilder.choices(for: outcome, settings: message),
            let out = UMPConsentBuilder.build(choices: choices, settings: message, today: state.reading.today, consentScreen: consentScreen)
        else { return nil }
        state.persisted.tcString = out.tcString
        state.consentStatus = .obtained
        if state.requiredMessage == .consentMessage { state.requiredMessage = nil }
        // The derived keys overwrite every TCF key UMP writes; only restriction keys of an older
        // record could outlive it.
        return [.removePrefix(InAppKey.publisherRestrictionsPrefix)] + out.keys
            + UMPConsentBuilder.consentModeValues(settings: message, after: out.model) + persistStatuses(&state)
    }

    // MARK: Update

    /// Applies a successful server answer: statuses, the message to show, and the keys to write.
    static func apply(_ response: UMPServerResponse, to state: inout UMPState) -> [StoreWrite] {
        let env = state.environment
        state.response = response
        var writes: [StoreWrite] = []
        var required: UMPFormKind?
        var privacy = UMPPrivacyOptionsRequirementStatus.notRequired
        if response.underAge {
            if response.gdprMessage {
                writes += UMPConsentBuilder.presenceKeys(settings: env.message, gdprApplies: true) + UMPConsentBuilder.removeTCDataKeys
                state.persisted.tcString = nil
            }
            state.response?.idfaMessage = false
        } else {
            if response.gdprMessage {
                privacy = .required
                writes += UMPConsentBuilder.presenceKeys(settings: env.message, gdprApplies: true)
                var validity = storedConsentValidity(state.persisted.tcString, message: env.message, today: state.reading.today)
                // Public reports: UMP keeps a string only too old (see `UMPExpiryBehaviour.keepStale`).
                if validity == .expired && env.message.expiry == .keepStale { validity = .valid }
                if validity != .valid {
                    required = response.idfaMessage ? .consentMessageThenATT : .consentMessage
                    if validity != .missing {
                        writes += UMPConsentBuilder.removeTCDataKeys
                        state.persisted.tcString = nil
                    }
                }
            } else if response.region != .eea && env.server.gdprMessage && response.region != .regulatedUSState {
                writes += UMPConsentBuilder.gdprDoesNotApplyKeys(settings: env.message)
                state.persisted.tcString = nil
            }
            if response.usStatesMessage {
                privacy = .required
                // Before any choice UMP writes a default usnat string (`GPPUSNational.umpDefault`).
                if state.persisted.gppString == nil {
                    let gpp = GPPUSNational.umpDefault(on: state.reading.today)
                    state.persisted.gppString = gpp.gppString
                    writes += gpp.writes
                }
            }
            if required == nil && response.idfaMessage { required = .idfaExplainer }
        }
        state.requiredMessage = required
        if required != nil {
            state.consentStatus = .required
        } else if response.underAge {
            state.consentStatus = .notRequired
        } else if response.gdprMessage {
            state.consentStatus = .obtained
        } else if state.persisted.consentStatus == .obtained && env.server.idfaMessage {
            // The IDFA explainer was answered in an earlier session.
            state.consentStatus = .obtained
        } else {
            state.consentStatus = .notRequired
        }
        state.privacyOptionsRequirementStatus = privacy
        state.formStatus = required != nil || privacy == .required ? .available : .unavailable
        return writes + persistStatuses(&state)
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
    static func persistStatuses(_ state: inout UMPState) -> [StoreWrite] {
        var writes: [StoreWrite] = []
        if state.persisted.consentStatus != state.consentStatus {
            state.persisted.consentStatus = state.consentStatus
            writes.append(UMPPersisted.consentStatusWrite(state.consentStatus, on: state.environment.platform))
        }
        if state.persisted.privacyOptionsRequirementStatus != state.privacyOptionsRequirementStatus {
            state.persisted.privacyOptionsRequirementStatus = state.privacyOptionsRequirementStatus
            writes.append(UMPPersisted.privacyOptionsWrite(state.privacyOptionsRequirementStatus, on: state.environment.platform))
        }
        return writes
    }

    // MARK: Forms

    /// The form `load` would produce now, or the error it fails with.
    static func loadResult(_ state: UMPState) -> Result<UMPFormKind, UMPError> {
        if let code = state.environment.server.formError, code == .internal || code == .unavailable || code == .timeout {
            return .failure(UMPError(code))
        }
        guard let response = state.response else {
            return .failure(
                UMPError(
                    .unavailable,
                    message:
                        "Consent form unavailable. Request a consent form using [UMPConsentInformation.sharedInstance requestConsentInfoUpdateWithParameters:completionHandler:]"
                ))
        }
        if state.consentStatus == .required, let kind = state.requiredMessage { return .success(kind) }
        if response.gdprMessage && !response.underAge { return .success(.privacyOptions) }
        if response.usStatesMessage && !response.underAge { return .success(.usStatesMessage) }
        return .failure(
            UMPError(
                .unavailable,
                message:
                    "Consent form unavailable. User does not require consent or no consent form is available. If user status has changed, an update can be requested by calling [UMPConsentInformation.sharedInstance requestConsentInfoUpdateWithParameters:completionHandler:]."
            ))
    }

    /// The error a new load-and-present fails with while another form is busy, if any.
    static func busyError(_ state: UMPState) -> UMPError? {
        if state.presented != nil { return UMPError(UMPFormErrorCode.internal, message: "Another form is already presented.") }
        if state.formLoad != nil { return UMPError(UMPFormErrorCode.internal, message: "A form is already loading.") }
        return nil
    }

    static func completion(_ origin: UMPPresentOrigin, _ error: UMPError?) -> UMPCompletion {
        switch origin {
        case .present(let id): .present(formID: id, error)
        case .loadAndPresentIfRequired: .loadAndPresentIfRequired(error)
        case .privacyOptions: .privacyOptions(error)
        }
    }

    static func present(_ state: inout UMPState, _ form: UMPPresentedForm) -> [UMPEffect] {
        if let code = state.environment.server.formError, code == .invalidViewController || code == .alreadyUsed {
            return [.completion(completion(form.origin, UMPError(code)))]
        }
        state.presented = form
        return [.presentForm(form)]
    }

    static func dismiss(_ state: inout UMPState, _ form: UMPPresentedForm) -> [UMPEffect] {
        state.presented = nil
        return [.dismissForm(form), .completion(completion(form.origin, nil))]
    }

    static func userOutcome(_ state: inout UMPState, _ outcome: UMPFormOutcome) -> [UMPEffect] {
        guard let p = state.presented, !p.awaitingATT else { return [.console("no UMP form is waiting for a choice")] }
        if outcome == .dismiss { return dismiss(&state, p) }
        let message = state.environment.message
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
            guard let writes = recordChoice(&state, outcome, consentScreen: screen) else {
                return [.console("the message settings cannot be encoded as a TC string")]
            }
            if p.kind == .consentMessageThenATT {
                var waiting = p
                waiting.awaitingATT = true
                state.presented = waiting
                return [.store(writes), .requestTrackingAuthorization]
            }
            return [.store(writes)] + dismiss(&state, p)
        case .idfaExplainer:
            guard outcome == .continueToATT else { return [.console("the IDFA explainer only has \"Continue\"")] }
            var waiting = p
            waiting.awaitingATT = true
            state.presented = waiting
            return [.requestTrackingAuthorization]
        case .usStatesMessage:
            let optedOut: Bool
            switch outcome {
            case .optOut: optedOut = true
            case .close: optedOut = false
            default: return [.console("the US states message only has \"Opt out\" and its dismiss button")]
            }
            let gpp = GPPUSNational(optedOut: optedOut)
            state.persisted.gppString = gpp.gppString
            return [.store(gpp.writes)] + dismiss(&state, p)
        }
    }
}
