import Store

/// The legacy PAC app: every launch `requestConsentInfoUpdate(forPublisherIdentifiers:)`; in the
/// completion, if PAC reports the EEA (or an unknown location) and the status is unknown, create a
/// form with the configured options, load it and present it; when it is dismissed, go on with the
/// launch. Ads follow `PACAdRequest` on PAC's status once the update has finished (with or without
/// an error), or nothing when the user prefers the ad-free version.
///
/// Forms are single-use, so a form closed without a choice (Esc, which PAC records as unknown) is
/// followed by a new form. Errors go to `lastError`; the launch goes on. "Privacy settings" creates
/// a new form too, and closing that one without a choice ends on the home screen.
extension AppReducer {
    /// The status the page sends for Esc: the HTML's own `close_app` dismiss (PAC maps it to unknown
    /// without an error; an empty status would add PAC's "No information." error).
    static let pacEscapeStatus = "close_app"

    /// What the app says when `PACConsentForm(applicationPrivacyPolicyURL:)` returns nil.
    package static let pacNilFormError =
        "PACConsentForm(applicationPrivacyPolicyURL:) returned nil: the privacy policy URL is empty"

    /// The app's note when a form closes without a choice and it presents a new one.
    package static let pacReloadNote =
        "the form closed without a choice: the app loads and presents a new one (forms are single-use)"

    // MARK: Lifecycle

    /// The first access of `sharedInstance` reads `personalized_ad_status` (on Android, the legacy
    /// Consent SDK's `mobileads_consent` file: `PACAndroidStorage`).
    static func pacLaunch(_ state: inout AppState, stored: StoreDomain, _ output: inout Output) {
        let device = PACDevice(isSimulator: state.configuration.testDevice, advertisingIdentifier: state.system.att.idfa)
        state.launch = AppLaunch(cmp: .pac(CMPBox(PACLaunch(sdk: PACState(device: device)))))
        let value =
            switch state.configuration.platform {
            case .ios: stored[PACConstants.userDefaultsRootKey]
            case .android: PACAndroidStorage.storedStatus(stored[PACAndroidStorage.storeKey])
            }
        pac(&state, .launch(stored: value), &output, delivered: true)
    }

    /// A PAC store write as the platform's SDK makes it: iOS's dictionary under
    /// `personalized_ad_status`, or Android's Gson string in `mobileads_consent` (`PACAndroidStorage`).
    static func pacStoreWrite(_ state: AppState, key: String, value: StoreValue?) -> StoreWrite {
        guard state.configuration.platform == .android, key == PACConstants.userDefaultsRootKey else {
            return value.map { .set(key, $0) } ?? .remove(key)
        }
        guard value != nil, let status = state.launch?.cmp.ifPAC({ $0.value.sdk.status }) else {
            return .remove(PACAndroidStorage.storeKey)
        }
        return .set(PACAndroidStorage.storeKey, .string(PACAndroidStorage.consentString(status)))
    }

    /// The CMP step: configure PAC and ask for the consent info.
    static func pacStartCMP(_ state: inout AppState, _ output: inout Output) {
        let configuration = state.configuration
        let updateOnly = state.launch?.cmpUpdateOnly == true || skipsConsentForm(state)
        state.launch?.cmpUpdateOnly = updateOnly
        if updateOnly { output.effects.append(.note("tracking denied: the consent form is skipped (PubConsent's ATT guide)")) }
        // After an ATT-first authorization the IDFA is no longer zero, and PAC compares it with
        // `debugIdentifiers` when it builds the request URL.
        let device = PACDevice(isSimulator: configuration.testDevice, advertisingIdentifier: state.system.att.idfa)
        if state.launch?.cmp.ifPAC({ $0.value.sdk.device }) != device { pac(&state, .setDevice(device), &output, delivered: true) }
        // Debug settings start at their defaults every launch; the app sets only what differs.
        if configuration.pacDebugGeography != .disabled { pac(&state, .setDebugGeography(configuration.pacDebugGeography), &output) }
        if let ids = configuration.pac.debugIdentifiers { pac(&state, .setDebugIdentifiers(ids), &output) }
        pac(&state, .setTagForUnderAgeOfConsent(configuration.underAgeOfConsent), &output)
        setPACInfoUpdate(&state, .requesting)
        pac(&state, .requestConsentInfoUpdate(publisherIDs: configuration.pac.publisherIDs), &output)
    }

    /// Records where this launch's info update is.
    static func setPACInfoUpdate(_ state: inout AppState, _ progress: PACInfoUpdateProgress) {
        _ = state.launch?.cmp.withPAC { $0.infoUpdate = progress }
    }

    // MARK: The SDK

    /// Runs PAC's reducer and reacts to its effects the way the app's code and the OS would: store
    /// writes join the event's atomic update, the network and the web view answer on a later
    /// run-loop turn, completions drive the app's flow. Returns PAC's effects.
    @discardableResult
    static func pac(_ state: inout AppState, _ event: PACEvent, _ output: inout Output, delivered: Bool = false) -> [PACEffect] {
        guard state.launch?.cmp.sdk == .pac else {
            output.effects.append(.note("PAC is not running"))
            return []
        }
        if !delivered { output.effects.append(.pacCall(event)) }
        let effects = state.launch?.cmp.withPAC { PACReducer.reduce(&$0.sdk, event) } ?? []
        // A completion after `dismissForm` closes a form that was on screen; without it, `present`
        // itself failed.
        var closed = Set<PACFormID>()
        for effect in effects {
            switch effect {
            case .storeWrite(let key, let value):
                persist(&state, pacStoreWrite(state, key: key, value: value), &output)
            case .storeRemove(let key):
                persist(&state, pacStoreWrite(state, key: key, value: nil), &output)
            case .httpGet(let url):
                output.effects.append(.pac(effect))
                let response = PACServer.respond(to: url, scenario: state.configuration.pac.server)
                output.effects.append(.followUp(.pac(.httpResponse(response))))
            case .startFormLoad(let id, let loadID):
                output.effects.append(.pac(effect))
                output.effects.append(.followUp(.pac(.form(id, .webViewDidFinishLoad(loadID: loadID)))))
            case .updateCompleted(let failure):
                output.effects.append(.pac(effect))
                pacUpdateCompleted(&state, failure, &output)
            case .formLoadCompleted(let id, let error):
                output.effects.append(.pac(effect))
                pacFormLoaded(&state, id, error, &output)
            case .dismissForm(let id):
                output.effects.append(.pac(effect))
                closed.insert(id)
            case .formDismissed(let id, let error, let adFree):
                output.effects.append(.pac(effect))
                pacFormDismissed(&state, error, userPrefersAdFree: adFree, wasOnScreen: closed.contains(id), &output)
            case .formCreated, .presentForm, .showScreen, .openURL, .log, .note:
                output.effects.append(.pac(effect))
            }
        }
        return effects
    }

    static func persist(_ state: inout AppState, _ write: StoreWrite, _ output: inout Output) {
        write.apply(to: &state.device)
        output.writes.append(write)
    }

    /// A user action in the presented form.
    static func pacUserAction(_ state: inout AppState, _ action: PACFormAction, _ output: inout Output) {
        guard let id = state.launch?.cmp.ifPAC({ $0.value.sdk.presentedFormID }) ?? nil else {
            output.effects.append(.note("no form is on screen"))
            return
        }
        pac(&state, .form(id, action), &output, delivered: true)
    }

    // MARK: Completions

    static func pacUpdateCompleted(_ state: inout AppState, _ failure: PACFailure?, _ output: inout Output) {
        setPACInfoUpdate(&state, failure == nil ? .succeeded : .failed)
        if let failure { state.launch?.lastError = failure.description }
        if state.denialPolicyPending {
            state.launch?.denialPolicyPending = false
            applyDenialPolicy(&state, &output)
        }
        guard state.phase == .running(.cmp) else { return }
        if failure == nil, state.launch?.cmpUpdateOnly == false,
            state.launch?.cmp.ifPAC({ $0.value.sdk.isRequestLocationInEEAOrUnknown && $0.value.sdk.consentStatus == .unknown }) == true
        {
            pacPresentNewForm(&state, &output)
        } else {
            // On failure PAC keeps the previous session's status, and the app still requests ads.
            cmpStepDone(&state, &output)
        }
    }

    /// `PACConsentForm(applicationPrivacyPolicyURL:)`, the options, `load`.
    static func pacPresentNewForm(_ state: inout AppState, _ output: inout Output) {
        let configuration = state.configuration
        let created = pac(&state, .createForm(applicationPrivacyPolicyURL: configuration.pac.privacyPolicyURL), &output)
        var formID: PACFormID?
        for case .formCreated(let id?) in created { formID = id }
        guard let id = formID else {
            state.launch?.lastError = pacNilFormError
            pacFormFlowEnded(&state, failed: true, &output)
            return
        }
        let options = configuration.pac.formOptions
        pac(&state, .form(id, .setShouldOfferPersonalizedAds(options.personalized)), &output)
        pac(&state, .form(id, .setShouldOfferNonPersonalizedAds(options.nonPersonalized)), &output)
        pac(&state, .form(id, .setShouldOfferAdFree(options.adFree)), &output)
        pac(&state, .form(id, .load(appName: configuration.appName)), &output)
    }

    /// The load completion: present, or give up with the error.
    static func pacFormLoaded(_ state: inout AppState, _ id: PACFormID, _ error: PACError?, _ output: inout Output) {
        if let error {
            state.launch?.lastError = error.description
            pacFormFlowEnded(&state, failed: true, &output)
        } else if state.phase == .running(.cmp) || state.phase == .privacyOptions(byApp: false) {
            pac(&state, .form(id, .present), &output)
        }
    }

    /// The dismiss completion (PAC has already set and written the status).
    static func pacFormDismissed(
        _ state: inout AppState, _ error: PACError?, userPrefersAdFree: Bool, wasOnScreen: Bool, _ output: inout Output
    ) {
        if let error { state.launch?.lastError = error.description }
        guard wasOnScreen else {
            pacFormFlowEnded(&state, failed: true, &output)
            return
        }
        _ = state.launch?.cmp.withPAC { $0.userPrefersAdFree = userPrefersAdFree }
        if userPrefersAdFree { output.effects.append(.note("the user prefers the ad-free version: the app requests no ads")) }
        if state.phase == .running(.cmp), !userPrefersAdFree,
            state.launch?.cmp.ifPAC({ $0.value.sdk.consentStatus == .unknown && $0.value.sdk.isRequestLocationInEEAOrUnknown }) == true
        {
            output.effects.append(.note(pacReloadNote))
            pacPresentNewForm(&state, &output)
        } else {
            pacFormFlowEnded(&state, failed: false, &output)
        }
    }

    /// The form flow is over: the launch goes on, or "Privacy settings" returns to the home screen.
    static func pacFormFlowEnded(_ state: inout AppState, failed: Bool, _ output: inout Output) {
        switch state.phase {
        case .running(.cmp):
            cmpStepDone(&state, &output)
        case .privacyOptions(let byApp):
            state.launch?.phase = .ready
            if failed && !byApp { state.launch?.alert = "Please try again later." }
            if state.canRequestAds { startAds(&state, &output) } else { refreshAd(&state, &output) }
        case .notRunning, .running(.att), .ready:
            refreshAd(&state, &output)
        }
    }

    // MARK: ATT denial

    /// `rejectAll` for PAC: the publisher-managed "no" is `consentStatus = .nonPersonalized`, and
    /// only where PAC says consent is needed.
    static func pacRejectAll(_ state: inout AppState, _ output: inout Output) {
        guard state.launch?.cmp.ifPAC({ $0.value.sdk.isRequestLocationInEEAOrUnknown }) == true else {
            output.effects.append(.note("tracking denied: PAC reports a request outside the EEA, so there is no consent to refuse"))
            return
        }
        output.effects.append(.note("tracking denied: the app sets PAC's consent status to non-personalized"))
        pac(&state, .setConsentStatus(.nonPersonalized), &output)
    }
}
