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
    public static let pacNilFormError =
        "PACConsentForm(applicationPrivacyPolicyURL:) returned nil: the privacy policy URL is empty"

    /// The app's note when a form closes without a choice and it presents a new one.
    public static let pacReloadNote =
        "the form closed without a choice: the app loads and presents a new one (forms are single-use)"

    // MARK: Lifecycle

    /// The first access of `sharedInstance` reads `personalized_ad_status`.
    static func pacLaunch(_ s: inout AppState, stored: StoreDomain, _ out: inout Output) {
        let c = s.configuration
        s.pac = PACState(device: PACDevice(isSimulator: c.testDevice, advertisingIdentifier: s.system.att.idfa))
        pac(&s, .launch(stored: stored[PACConstants.userDefaultsRootKey]), &out, delivered: true)
    }

    /// The CMP step: configure PAC and ask for the consent info.
    static func pacStartCMP(_ s: inout AppState, _ out: inout Output) {
        let c = s.configuration
        s.cmpUpdateOnly = s.cmpUpdateOnly || skipsConsentForm(s)
        if s.cmpUpdateOnly { out.effects.append(.note("tracking denied: the consent form is skipped (seed 004)")) }
        // After an ATT-first authorization the IDFA is no longer zero, and PAC compares it with
        // `debugIdentifiers` when it builds the request URL.
        let device = PACDevice(isSimulator: c.testDevice, advertisingIdentifier: s.system.att.idfa)
        if s.pac?.device != device { pac(&s, .setDevice(device), &out, delivered: true) }
        // Debug settings start at their defaults every launch; the app sets only what differs.
        if c.pacDebugGeography != .disabled { pac(&s, .setDebugGeography(c.pacDebugGeography), &out) }
        if let ids = c.pac.debugIdentifiers { pac(&s, .setDebugIdentifiers(ids), &out) }
        pac(&s, .setTagForUnderAgeOfConsent(c.underAgeOfConsent), &out)
        s.pacInfoUpdate = .requesting
        pac(&s, .requestConsentInfoUpdate(publisherIDs: c.pac.publisherIDs), &out)
    }

    // MARK: The SDK

    /// Runs PAC's reducer and reacts to its effects the way the app's code and the OS would: store
    /// writes join the event's atomic update, the network and the web view answer on a later
    /// run-loop turn, completions drive the app's flow. Returns PAC's effects.
    @discardableResult
    static func pac(_ s: inout AppState, _ event: PACEvent, _ out: inout Output, delivered: Bool = false) -> [PACEffect] {
        // Not `s.pac != nil`, which copies the whole PACState into a temporary (see `ump`).
        guard case .some = s.pac else {
            out.effects.append(.note("PAC is not running"))
            return []
        }
        if !delivered { out.effects.append(.pacCall(event)) }
        let effects = PACReducer.reduce(&s.pac!, event)
        // A completion after `dismissForm` closes a form that was on screen; without it, `present`
        // itself failed.
        var closed = Set<PACFormID>()
        for effect in effects {
            switch effect {
            case .storeWrite(let key, let value):
                persist(&s, .set(key, value), &out)
            case .storeRemove(let key):
                persist(&s, .remove(key), &out)
            case .httpGet(let url):
                out.effects.append(.pac(effect))
                let response = PACServer.respond(to: url, scenario: s.configuration.pac.server)
                out.effects.append(.followUp(.pac(.httpResponse(response))))
            case .startFormLoad(let id, let loadID):
                out.effects.append(.pac(effect))
                out.effects.append(.followUp(.pac(.form(id, .webViewDidFinishLoad(loadID: loadID)))))
            case .updateCompleted(let failure):
                out.effects.append(.pac(effect))
                pacUpdateCompleted(&s, failure, &out)
            case .formLoadCompleted(let id, let error):
                out.effects.append(.pac(effect))
                pacFormLoaded(&s, id, error, &out)
            case .dismissForm(let id):
                out.effects.append(.pac(effect))
                closed.insert(id)
            case .formDismissed(let id, let error, let adFree):
                out.effects.append(.pac(effect))
                pacFormDismissed(&s, error, userPrefersAdFree: adFree, wasOnScreen: closed.contains(id), &out)
            case .formCreated, .presentForm, .showScreen, .openURL, .log, .note:
                out.effects.append(.pac(effect))
            }
        }
        return effects
    }

    static func persist(_ s: inout AppState, _ write: StoreWrite, _ out: inout Output) {
        write.apply(to: &s.device)
        out.writes.append(write)
    }

    /// A user action in the presented form.
    static func pacUserAction(_ s: inout AppState, _ action: PACFormAction, _ out: inout Output) {
        guard let id = s.pac?.presentedFormID else {
            out.effects.append(.note("no form is on screen"))
            return
        }
        pac(&s, .form(id, action), &out, delivered: true)
    }

    // MARK: Completions

    static func pacUpdateCompleted(_ s: inout AppState, _ failure: PACFailure?, _ out: inout Output) {
        s.pacInfoUpdate = failure == nil ? .succeeded : .failed
        if let failure { s.lastError = failure.description }
        if s.denialPolicyPending {
            s.denialPolicyPending = false
            applyDenialPolicy(&s, &out)
        }
        guard s.phase == .running(.cmp) else { return }
        if failure == nil, !s.cmpUpdateOnly, let pac = s.pac, pac.isRequestLocationInEEAOrUnknown,
            pac.consentStatus == .unknown
        {
            pacPresentNewForm(&s, &out)
        } else {
            // On failure PAC keeps the previous session's status, and the app still requests ads.
            cmpStepDone(&s, &out)
        }
    }

    /// `PACConsentForm(applicationPrivacyPolicyURL:)`, the options, `load`.
    static func pacPresentNewForm(_ s: inout AppState, _ out: inout Output) {
        let c = s.configuration
        let created = pac(&s, .createForm(applicationPrivacyPolicyURL: c.pac.privacyPolicyURL), &out)
        var formID: PACFormID?
        for case .formCreated(let id?) in created { formID = id }
        guard let id = formID else {
            s.lastError = pacNilFormError
            pacFormFlowEnded(&s, failed: true, &out)
            return
        }
        let o = c.pac.formOptions
        pac(&s, .form(id, .setShouldOfferPersonalizedAds(o.personalized)), &out)
        pac(&s, .form(id, .setShouldOfferNonPersonalizedAds(o.nonPersonalized)), &out)
        pac(&s, .form(id, .setShouldOfferAdFree(o.adFree)), &out)
        pac(&s, .form(id, .load(appName: c.appName)), &out)
    }

    /// The load completion: present, or give up with the error.
    static func pacFormLoaded(_ s: inout AppState, _ id: PACFormID, _ error: PACError?, _ out: inout Output) {
        if let error {
            s.lastError = error.description
            pacFormFlowEnded(&s, failed: true, &out)
        } else if s.phase == .running(.cmp) || s.phase == .privacyOptions(byApp: false) {
            pac(&s, .form(id, .present), &out)
        }
    }

    /// The dismiss completion (PAC has already set and written the status).
    static func pacFormDismissed(
        _ s: inout AppState, _ error: PACError?, userPrefersAdFree: Bool, wasOnScreen: Bool, _ out: inout Output
    ) {
        if let error { s.lastError = error.description }
        guard wasOnScreen else {
            pacFormFlowEnded(&s, failed: true, &out)
            return
        }
        s.userPrefersAdFree = userPrefersAdFree
        if userPrefersAdFree { out.effects.append(.note("the user prefers the ad-free version: the app requests no ads")) }
        if s.phase == .running(.cmp), !userPrefersAdFree, let pac = s.pac, pac.consentStatus == .unknown,
            pac.isRequestLocationInEEAOrUnknown
        {
            out.effects.append(.note(pacReloadNote))
            pacPresentNewForm(&s, &out)
        } else {
            pacFormFlowEnded(&s, failed: false, &out)
        }
    }

    /// The form flow is over: the launch goes on, or "Privacy settings" returns to the home screen.
    static func pacFormFlowEnded(_ s: inout AppState, failed: Bool, _ out: inout Output) {
        switch s.phase {
        case .running(.cmp):
            cmpStepDone(&s, &out)
        case .privacyOptions(let byApp):
            s.phase = .ready
            if failed && !byApp { s.alert = "Please try again later." }
            if s.canRequestAds { startAds(&s, &out) } else { refreshAd(&s, &out) }
        case .notRunning, .running(.att), .ready:
            refreshAd(&s, &out)
        }
    }

    // MARK: ATT denial

    /// `rejectAll` for PAC: the publisher-managed "no" is `consentStatus = .nonPersonalized`, and
    /// only where PAC says consent is needed.
    static func pacRejectAll(_ s: inout AppState, _ out: inout Output) {
        guard s.pac?.isRequestLocationInEEAOrUnknown == true else {
            out.effects.append(.note("tracking denied: PAC reports a request outside the EEA, so there is no consent to refuse"))
            return
        }
        out.effects.append(.note("tracking denied: the app sets PAC's consent status to non-personalized"))
        pac(&s, .setConsentStatus(.nonPersonalized), &out)
    }
}
