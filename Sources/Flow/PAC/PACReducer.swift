import Store

/// The legacy PersonalizedAdConsent SDK as a pure reducer: no I/O, effects say what to do.
package enum PACReducer {
    /// Applies `event` to `state` and returns the effects, in the order the SDK would cause them.
    package static func reduce(_ state: inout PACState, _ event: PACEvent) -> [PACEffect] {
        switch event {
        case .launch(let stored):
            return launch(&state, stored: stored)
        case .setDevice(let device):
            state.device = device
            return []
        case .requestConsentInfoUpdate(let ids):
            return requestUpdate(&state, publisherIDs: ids)
        case .httpResponse(let result):
            return handleResponse(&state, result)
        case .setConsentStatus(let status):
            return setConsentStatus(&state, status, source: .programmatic)
        case .setTagForUnderAgeOfConsent(let tag):
            // PAC's setter returns early when nothing changes, so no write.
            guard state.status.tagForUnderAgeOfConsent != tag else { return [] }
            state.status.tagForUnderAgeOfConsent = tag
            return [write(&state)]
        case .setDebugGeography(let g):
            state.debugGeography = g
            return []
        case .setDebugIdentifiers(let ids):
            state.debugIdentifiers = ids
            return []
        case .reset:
            return reset(&state)
        case .createForm(let url):
            return createForm(&state, url: url)
        case .form(let id, let action):
            return formAction(&state, id, action)
        }
    }

    /// A new process: the device stays, everything else is rebuilt from the store like the first
    /// access of `sharedInstance` (which only reads).
    static func launch(_ state: inout PACState, stored: StoreValue?) -> [PACEffect] {
        let (status, notes) = PACStoredStatus.read(stored)
        state = PACState(device: state.device)
        state.status = status
        state.storedValue = stored
        return notes.map(PACEffect.note)
    }

    /// `-setConsentStatus:`: unknown clears the consented providers, a decision snapshots the
    /// current providers; always written.
    static func setConsentStatus(_ state: inout PACState, _ status: PACConsentStatus, source: PACConsentSource) -> [PACEffect] {
        state.status.consentStatus = status
        state.status.consentSource = source
        switch status {
        case .unknown: state.status.consentedProviders = []
        case .nonPersonalized, .personalized: state.status.consentedProviders = state.status.adProviders
        }
        return [write(&state)]
    }

    /// `-reset`: remove the key, re-read (all defaults), write the result back. `raw_response` is
    /// not part of the re-read, so an in-memory response from this session is written back too.
    static func reset(_ state: inout PACState) -> [PACEffect] {
        let rawResponse = state.status.rawResponse
        state.storedValue = nil
        state.status = PACStoredStatus()
        state.status.rawResponse = rawResponse
        return [.storeRemove(key: PACConstants.userDefaultsRootKey), write(&state)]
    }

    /// `-writeStatusToUserDefaults`.
    static func write(_ state: inout PACState) -> PACEffect {
        let value = state.status.dictionary
        state.storedValue = value
        return .storeWrite(key: PACConstants.userDefaultsRootKey, value: value)
    }
}
