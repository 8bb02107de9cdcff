extension PACFormScreen {
    /// The Swift case name (`options`, `learnMore`, `npaConfirmation`, `npaOnly`); the raw value is
    /// the HTML element id, which says less in a graph.
    package var name: String {
        switch self {
        case .options: "options"
        case .learnMore: "learnMore"
        case .npaConfirmation: "npaConfirmation"
        case .npaOnly: "npaOnly"
        }
    }
}

extension PACEvent {
    /// The case name, for traces and transition tables (`form(choosePersonalized)` for form actions).
    package var name: String {
        switch self {
        case .launch: "launch"
        case .setDevice: "setDevice"
        case .requestConsentInfoUpdate: "requestConsentInfoUpdate"
        case .httpResponse: "httpResponse"
        case .setConsentStatus(let s): "setConsentStatus(\(s))"
        case .setTagForUnderAgeOfConsent: "setTagForUnderAgeOfConsent"
        case .setDebugGeography: "setDebugGeography"
        case .setDebugIdentifiers: "setDebugIdentifiers"
        case .reset: "reset"
        case .createForm: "createForm"
        case .form(_, let action): "form(\(action.name))"
        }
    }
}

extension PACState {
    /// A short name of where PAC is, for transition tables: `consentStatus/activity`, the activity
    /// being the form on screen, else a form load, an info update, a loaded form, or idle.
    package var phase: String {
        let activity: String
        if let form = presentedForm, let screen = form.screen {
            activity = "presenting(\(screen.name))"
        } else if forms.contains(where: { !$0.pendingLoads.isEmpty }) {
            activity = "loadingForm"
        } else if !pendingRequests.isEmpty {
            activity = "requesting"
        } else if forms.contains(where: { $0.loaded != nil }) {
            activity = "formLoaded"
        } else {
            activity = "idle"
        }
        return "\(consentStatus)/\(activity)"
    }
}

extension PACReducer {
    /// A PAC state together with the server that answers its requests (the explorer's state).
    struct ExplorationNode: Hashable {
        var pac: PACState
        var server: PACServerScenario
    }

    /// PAC's transition table (phases `consentStatus/activity`), explored from fresh installs
    /// against a server in the EEA, one outside, and one that is offline. The network and the web
    /// view answer as the app's runtime answers them (`PACServer`, then `webViewDidFinishLoad`);
    /// `launch` starts a new process reading what PAC last stored.
    package static let transitions: [Transition] = {
        let url = "https://example.com/privacy"
        var outside = PACServerScenario.default
        outside.isDeviceInEEAOrUnknown = false
        var offline = PACServerScenario.default
        offline.failure = .transportError(PACServerFailure.offlineErrorText)
        let initial = [PACServerScenario.default, outside, offline].map {
            (ExplorationNode(pac: PACState(), server: $0), [PACEvent]())
        }
        var alphabet: [PACEvent] = [
            .launch(stored: nil), .requestConsentInfoUpdate(publisherIDs: [PACServerScenario.defaultPublisherID]),
            .setConsentStatus(.personalized), .setConsentStatus(.nonPersonalized), .setConsentStatus(.unknown),
            .setTagForUnderAgeOfConsent(true), .setTagForUnderAgeOfConsent(false), .reset,
            .createForm(applicationPrivacyPolicyURL: url), .createForm(applicationPrivacyPolicyURL: ""),
        ]
        let actions: [PACFormAction] = [
            .setShouldOfferAdFree(true), .load(appName: "Consent Demo"), .present, .showLearnMore, .back,
            .choosePersonalized, .chooseNonPersonalized, .chooseAdFree, .agree, .webDismiss(status: "close_app"),
        ]
        for id in [PACFormID(1), PACFormID(2)] { alphabet += actions.map { .form(id, $0) } }
        return TransitionExplorer.explore(
            initial: initial, alphabet: alphabet, maxStates: 4000,
            step: { node, event in
                let effects: [PACEffect]
                if case .launch = event {
                    effects = PACReducer.reduce(&node.pac, .launch(stored: node.pac.storedValue))
                } else {
                    effects = PACReducer.reduce(&node.pac, event)
                }
                return effects.compactMap {
                    switch $0 {
                    case .httpGet(let url): .httpResponse(PACServer.respond(to: url, scenario: node.server))
                    case .startFormLoad(let id, let loadID): .form(id, .webViewDidFinishLoad(loadID: loadID))
                    default: nil
                    }
                }
            },
            phase: \.pac.phase, name: \.name)
    }()
}
