extension PACReducer {
    /// `initWithApplicationPrivacyPolicyURL:`: nil for an empty URL string, else a new form.
    static func createForm(_ state: inout PACState, url: String) -> [PACEffect] {
        guard !url.isEmpty else { return [.formCreated(nil)] }
        let id = state.nextFormID
        state.nextFormID = PACFormID(id.rawValue + 1)
        state.forms.append(PACFormState(id: id, applicationPrivacyPolicyURL: url))
        return [.formCreated(id)]
    }

    /// A call on, or a user action in, form `id`.
    static func formAction(_ state: inout PACState, _ id: PACFormID, _ action: PACFormAction) -> [PACEffect] {
        guard let index = state.forms.firstIndex(where: { $0.id == id }) else {
            return [.note("consentsim: there is no form \(id); \(action.name) ignored")]
        }
        switch action {
        case .setShouldOfferPersonalizedAds(let b):
            state.forms[index].shouldOfferPersonalizedAds = b
            return []
        case .setShouldOfferNonPersonalizedAds(let b):
            state.forms[index].shouldOfferNonPersonalizedAds = b
            return []
        case .setShouldOfferAdFree(let b):
            state.forms[index].shouldOfferAdFree = b
            return []
        case .load(let appName):
            return load(&state, index, appName: appName)
        case .webViewDidFinishLoad(let loadID):
            return finishLoad(&state, index, loadID: loadID)
        case .present:
            return present(&state, index)
        case .showLearnMore, .back, .choosePersonalized, .chooseNonPersonalized, .chooseAdFree, .agree,
            .openPrivacyPolicy, .openProviderPolicy, .webDismiss:
            return userAction(&state, index, action)
        }
    }

    /// `loadWithCompletionHandler:`: snapshots the stored dictionary and the options now; a new web
    /// view per load, so a second load while one runs is not refused ("Another load is in progress."
    /// guards a single `PACView` and cannot trigger through `PACConsentForm`).
    private static func load(_ state: inout PACState, _ index: Int, appName: String) -> [PACEffect] {
        let form = state.forms[index]
        let outcome = PACFormSetup.evaluate(
            PACFormArguments(
                offerPersonalized: form.shouldOfferPersonalizedAds,
                offerNonPersonalized: form.shouldOfferNonPersonalizedAds, offerAdFree: form.shouldOfferAdFree,
                appPrivacyURL: form.applicationPrivacyPolicyURL,
                consentInfo: state.storedValue, appName: appName))
        let loadID = form.nextLoadID
        state.forms[index].nextLoadID += 1
        state.forms[index].pendingLoads.append(PACPendingFormLoad(loadID: loadID, outcome: outcome))
        return [.startFormLoad(form.id, loadID: loadID)]
    }

    /// The wrapped load completion: after presentation every load fails; otherwise the outcome
    /// replaces `_loadedView` (a failure clears it).
    private static func finishLoad(_ state: inout PACState, _ index: Int, loadID: Int) -> [PACEffect] {
        let id = state.forms[index].id
        guard let p = state.forms[index].pendingLoads.firstIndex(where: { $0.loadID == loadID }) else {
            return [.note("consentsim: form \(id) has no load \(loadID) running; ignored")]
        }
        let pending = state.forms[index].pendingLoads.remove(at: p)
        if state.forms[index].hasPresented {
            return [.formLoadCompleted(id, PACError(PACErrorText.alreadyPresentedCannotReload))]
        }
        switch pending.outcome {
        case .loaded(let presentation):
            state.forms[index].loaded = presentation
            return [.formLoadCompleted(id, nil)]
        case .failed(let error):
            state.forms[index].loaded = nil
            return [.formLoadCompleted(id, error)]
        }
    }

    /// `presentFromViewController:dismissCompletion:`.
    private static func present(_ state: inout PACState, _ index: Int) -> [PACEffect] {
        let form = state.forms[index]
        if form.hasPresented {
            let error = PACError(PACErrorText.alreadyPresentedCannotReuse)
            return [.formDismissed(form.id, error: error, userPrefersAdFree: false)]
        }
        guard let presentation = form.loaded else {
            return [.formDismissed(form.id, error: PACError(PACErrorText.formNotLoaded), userPrefersAdFree: false)]
        }
        state.forms[index].loaded = nil
        state.forms[index].hasPresented = true
        if let other = state.presentedFormID {
            // UIKit refuses to present over a controller that is already presenting; the form is
            // used up and its dismiss completion never runs.
            return [
                .log(
                    "Attempt to present <PACViewController> on <UIViewController> which is already presenting <PACViewController>."),
                .note("consentsim: form \(other) is on screen, so form \(form.id) is used up and its dismiss completion never runs"),
            ]
        }
        state.forms[index].onScreen = presentation
        state.forms[index].screen = presentation.initialScreen
        state.presentedFormID = form.id
        return [.presentForm(form.id, presentation)]
    }

    /// Navigation and choices inside the presented form; anything the screen does not offer is ignored.
    private static func userAction(_ state: inout PACState, _ index: Int, _ action: PACFormAction) -> [PACEffect] {
        let form = state.forms[index]
        guard state.presentedFormID == form.id, let screen = form.screen, let p = form.onScreen else {
            return [.note("consentsim: form \(form.id) is not on screen; \(action.name) ignored")]
        }
        func ignored() -> [PACEffect] {
            [.note("consentsim: \(action.name) is not available on screen \(screen.rawValue) of form \(form.id); ignored")]
        }
        func show(_ next: PACFormScreen) -> [PACEffect] {
            state.forms[index].screen = next
            return [.showScreen(form.id, next)]
        }
        // The same conditions `PACFormPresentation.elements(on:)` encodes, without building the list.
        switch action {
        case .showLearnMore:
            return screen == .options && p.layout != .npaAdFree ? show(.learnMore) : ignored()
        case .back:
            return screen == .learnMore || screen == .npaConfirmation ? show(.options) : ignored()
        case .chooseNonPersonalized:
            return screen == .options && p.offersNonPersonalized ? show(.npaConfirmation) : ignored()
        case .choosePersonalized:
            return screen == .options && p.offersPersonalized ? dismiss(&state, index, status: "personalized") : ignored()
        case .chooseAdFree:
            return screen == .options && p.offersAdFree ? dismiss(&state, index, status: "ad_free") : ignored()
        case .agree:
            return screen == .npaConfirmation || screen == .npaOnly
                ? dismiss(&state, index, status: "non_personalized") : ignored()
        case .openPrivacyPolicy:
            guard screen != .options else { return ignored() }
            return browser(p.appPrivacyPolicyURL)
        case .openProviderPolicy(let i):
            guard screen == .learnMore, p.providers.indices.contains(i) else { return ignored() }
            return browser(p.providers[i].policyURL)
        case .webDismiss(let status):
            return dismiss(&state, index, status: status)
        case .setShouldOfferPersonalizedAds, .setShouldOfferNonPersonalizedAds, .setShouldOfferAdFree, .load,
            .webViewDidFinishLoad, .present:
            return ignored()
        }
    }

    /// The `browser` message: opened only when `NSURL URLWithString:` accepts the string.
    private static func browser(_ url: String) -> [PACEffect] {
        PACObjC.isValidURLString(url) ? [.openURL(url)] : []
    }

    /// The `dismiss` message (`-formStatusForStatusString:`): the status is set and written first,
    /// then the view controller goes away, then the completion runs.
    private static func dismiss(_ state: inout PACState, _ index: Int, status: String) -> [PACEffect] {
        let id = state.forms[index].id
        let error = PACFormSetup.error(forStatus: status)
        let consent: PACConsentStatus =
            switch status {
            case "personalized": .personalized
            case "non_personalized": .nonPersonalized
            default: .unknown
            }
        var effects = setConsentStatus(&state, consent, source: .form)
        state.forms[index].screen = nil
        state.forms[index].onScreen = nil
        state.presentedFormID = nil
        effects.append(.dismissForm(id))
        effects.append(.formDismissed(id, error: error, userPrefersAdFree: status == "ad_free"))
        return effects
    }
}
