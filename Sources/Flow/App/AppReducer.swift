import Store
import TCF

/// The app around the SDKs: its launch sequence, the recommended UMP flow, ATT ordering, and what
/// it does with the SDKs' answers. Routes events to the SDK reducers and turns their effects into
/// app behaviour.
///
/// The app code it models (Google's sample `GoogleMobileAdsConsentManager`, plus the options):
/// every launch `requestConsentInfoUpdate`; right after the call, if `canRequestAds` (the previous
/// session's answer) start Mobile Ads early; in the completion, `loadAndPresentIfRequired`; when that
/// completes, start Mobile Ads if `canRequestAds`. A form closed without a choice (Esc) leaves
/// consent `required`: the app then loads and presents it again. "Privacy settings" shows iff
/// `privacyOptionsRequirementStatus == .required`. The app requests ATT only while the status is
/// `notDetermined` (never on later launches), and applies its denial policy when such a request
/// answers `denied`. A PAC app follows the legacy pattern instead (see `AppReducer+PAC`).
public enum AppReducer {
    /// Applies `event` to `state`; returns the effects. Store writes come first, as one `persist`,
    /// so that whatever follows (a relaunch reading the store) sees them.
    public static func reduce(_ s: inout AppState, _ event: AppEvent) -> [AppEffect] {
        var out = Output()
        handle(&s, event, &out)
        if !out.writes.isEmpty { out.effects.insert(.persist(out.writes), at: 0) }
        return out.effects
    }

    /// Effects and store writes collected while one event is handled.
    struct Output {
        var effects: [AppEffect] = []
        var writes: [StoreWrite] = []
    }

    static func handle(_ s: inout AppState, _ event: AppEvent, _ out: inout Output) {
        switch event {
        case .launch(let stored):
            launch(&s, stored: stored, &out)
        case .relaunch:
            terminate(&s, &out)
            out.effects.append(.relaunchFromStore)
        case .reinstall:
            terminate(&s, &out)
            s.device = StoreDomain()
            out.writes.append(.clear)
            s.launchCount = 0
            att(&s, .reinstall, &out)
            out.effects.append(.relaunchFromStore)
        case .consentAll: umpOutcome(&s, .consentAll, &out)
        case .doNotConsent: umpOutcome(&s, .doNotConsent, &out)
        case .confirmChoices(let c): umpOutcome(&s, .confirmChoices(c), &out)
        case .close: umpOutcome(&s, .close, &out)
        case .dismiss:
            if s.appExplainerShowing {
                out.effects.append(.note("the explainer has one way on: Continue, to the system alert"))
            } else if s.pac?.presentedFormID != nil {
                pacUserAction(&s, .webDismiss(status: AppReducer.pacEscapeStatus), &out)
            } else {
                umpOutcome(&s, .dismiss, &out)
            }
        case .optOut: umpOutcome(&s, .optOut, &out)
        case .explainerContinue:
            if s.appExplainerShowing {
                s.appExplainerShowing = false
                s.attRequester = .app
                att(&s, .requestAuthorization, &out)
            } else {
                umpOutcome(&s, .continueToATT, &out)
            }
        case .alertAllow: att(&s, .alertAllow, &out)
        case .alertAskNotToTrack: att(&s, .alertAskNotToTrack, &out)
        case .tapPrivacySettings:
            guard s.phase == .ready, s.screen == .home, s.privacySettingsVisible else {
                out.effects.append(.note("\"Privacy settings\" is not available now"))
                return
            }
            s.alert = nil
            s.phase = .privacyOptions(byApp: false)
            if s.configuration.sdk == .pac {
                pacPresentNewForm(&s, &out)
            } else {
                ump(&s, .presentPrivacyOptionsForm, &out)
            }
        case .advanceClock(let days):
            s.system.today = s.system.today.adding(days: max(0, days))
            refreshAd(&s, &out)
        case .advanceClockMonths(let months):
            s.system.today = s.system.today.adding(months: max(0, months))
            refreshAd(&s, &out)
        case .vendorListUpdated(let version, let policy):
            s.configuration.umpMessage = s.configuration.umpMessage.withVendorList(version: version, policyVersion: policy)
            out.effects.append(.note("vendor list \(version) (policy \(policy)) published; UMP serves it from the next launch"))
        case .umpReset:
            ump(&s, .reset, &out)
        case .ump(let e):
            ump(&s, e, &out, delivered: true)
        case .pacForm(let action):
            pacUserAction(&s, action, &out)
        case .pacReset:
            pac(&s, .reset, &out)
        case .pacServerUpdated(let scenario):
            s.configuration.pac.server = scenario
            out.effects.append(.note("the pubvendors server changed; PAC sees it at the next info update"))
        case .pac(let e):
            pac(&s, e, &out, delivered: true)
        }
    }

    // MARK: Lifecycle

    static func terminate(_ s: inout AppState, _ out: inout Output) {
        att(&s, .appTerminated, &out)
        s.ump = nil
        s.pac = nil
        s.pacInfoUpdate = .notRequested
        s.userPrefersAdFree = false
        s.phase = .notRunning
        s.pendingSteps = []
        s.attRequester = nil
        s.attAwaitingAlertClose = false
        s.denialPolicyPending = false
        s.cmpUpdateOnly = false
        s.mobileAdsStarted = false
        s.adRequest = nil
        s.alert = nil
        s.lastError = nil
    }

    static func launch(_ s: inout AppState, stored: StoreDomain, _ out: inout Output) {
        terminate(&s, &out)
        s.device = stored
        s.launchCount += 1
        let c = s.configuration
        switch c.sdk {
        case .ump:
            let env = c.umpEnvironment
            let persisted = UMPPersisted.read(from: stored)
            s.ump = UMPState(environment: env, persisted: persisted, reading: reading(s))
            ump(&s, .appLaunched(env, persisted), &out)
        case .pac:
            pacLaunch(&s, stored: stored, &out)
        case .none:
            break
        }
        let attStep = s.system.att.available && c.attOrder != .noATT
        var steps: [LaunchStep]
        switch (c.sdk, c.attOrder) {
        case (.none, _): steps = [.att]
        case (_, .attFirst): steps = [.att, .cmp]
        case (_, .cmpFirst), (_, .cmpThenATTIfPersonalized), (.pac, .umpManaged): steps = [.cmp, .att]
        case (_, .umpManaged), (_, .noATT): steps = [.cmp]
        }
        if !attStep { steps.removeAll { $0 == .att } }
        s.pendingSteps = steps
        advance(&s, &out)
    }

    static func reading(_ s: AppState) -> UMPDeviceReading {
        UMPDeviceReading(today: s.system.today, attStatus: s.system.att.statusForAds)
    }

    /// Starts the next launch step, or finishes the launch.
    static func advance(_ s: inout AppState, _ out: inout Output) {
        guard !s.pendingSteps.isEmpty else {
            finishLaunch(&s, &out)
            return
        }
        let step = s.pendingSteps.removeFirst()
        s.phase = .running(step)
        switch step {
        case .att:
            guard s.system.att.status == .notDetermined else {
                // Seed 004 calls `requestTrackingAuthorization` on every launch; a decided status
                // answers at once, and `denied` runs the denial branch again.
                if s.configuration.attOrder == .attFirst, s.system.att.status == .denied {
                    s.attRequester = .app
                    attAnswered(&s, .denied, &out)
                } else {
                    advance(&s, &out)
                }
                return
            }
            if s.configuration.attOrder == .cmpThenATTIfPersonalized, let checks = s.appChecks, !checks.canShowPersonalizedAds.value {
                // Seed 002 asks for tracking only when personalized ads are possible.
                out.effects.append(.note("canShowPersonalizedAds() is false: the app does not ask for tracking (seed 002)"))
                advance(&s, &out)
                return
            }
            if s.configuration.appATTExplainer {
                // The app's pre-prompt first; its one button leads on to the system alert.
                s.appExplainerShowing = true
                return
            }
            s.attRequester = .app
            att(&s, .requestAuthorization, &out)
        case .cmp:
            startCMP(&s, &out)
        }
    }

    static func startCMP(_ s: inout AppState, _ out: inout Output) {
        switch s.configuration.sdk {
        case .ump:
            s.cmpUpdateOnly = s.cmpUpdateOnly || skipsConsentForm(s)
            if s.cmpUpdateOnly { out.effects.append(.note("tracking denied: the consent form is skipped (seed 004)")) }
            ump(&s, .requestConsentInfoUpdate(s.configuration.umpRequestParameters, reading(s)), &out)
            // In parallel with the request: the previous session's answer may already allow ads.
            if s.ump?.canRequestAds == true { startAds(&s, &out) }
        case .pac:
            pacStartCMP(&s, &out)
        case .none:
            advance(&s, &out)
        }
    }

    /// Seed 004's att-first order shows the CMP when iOS < 14 or ATT is authorized, restricted or
    /// notDetermined; only `denied` skips it.
    static func skipsConsentForm(_ s: AppState) -> Bool {
        s.configuration.attOrder == .attFirst && s.system.att.statusForAds == .denied
    }

    /// The CMP step is over: start ads if allowed and go on with the launch.
    static func cmpStepDone(_ s: inout AppState, _ out: inout Output) {
        if s.canRequestAds { startAds(&s, &out) }
        advance(&s, &out)
    }

    static func finishLaunch(_ s: inout AppState, _ out: inout Output) {
        s.phase = .ready
        if s.canRequestAds { startAds(&s, &out) }
        requireAdsCheck(&s, &out)
    }

    /// An app that needs ads re-prompts through the privacy-options form when its `RepromptRule` says so.
    /// `closed` is set when the app's own privacy-options form just closed without an error.
    static func requireAdsCheck(_ s: inout AppState, _ out: inout Output, closed: Bool = false) {
        guard s.configuration.requiresAds, s.configuration.sdk == .ump, s.phase == .ready else { return }
        switch s.configuration.reprompt {
        case .never:
            return
        case .googleNone:
            guard s.privacySettingsVisible, s.adEligibility.kind == .none else { return }
            out.effects.append(.note("no ad can be served: the app asks again through the privacy options"))
        case .seed:
            // Seed 002: `reRequestGDPR` re-presents after a close only while consent is not obtained;
            // at launch it runs when `canShowAds()` is false, and first checks `formStatus == .available`.
            if closed {
                guard s.ump?.consentStatus != .obtained else { return }
            } else {
                guard let checks = s.appChecks, !checks.canShowAds.value else { return }
            }
            guard s.ump?.formStatus == .available else {
                out.effects.append(.note("canShowAds() is false but formStatus is not available: reRequestGDPR gives up (seed 002)"))
                return
            }
            out.effects.append(.note(closed ? "consent not obtained: the app presents the privacy options again (seed 002)"
                : "canShowAds() is false: the app asks again through the privacy options (seed 002)"))
        }
        s.phase = .privacyOptions(byApp: true)
        ump(&s, .presentPrivacyOptionsForm, &out)
    }

    // MARK: Ads

    static func startAds(_ s: inout AppState, _ out: inout Output) {
        if !s.mobileAdsStarted {
            s.mobileAdsStarted = true
            out.effects.append(.startMobileAds)
        }
        let request = s.adRequestNow()
        if s.adRequest != request {
            s.adRequest = request
            out.effects.append(.requestAd(request))
        }
    }

    /// After the clock or ATT changed: a running app's next ad request reflects it.
    static func refreshAd(_ s: inout AppState, _ out: inout Output) {
        guard s.adRequest != nil else { return }
        let request = s.adRequestNow()
        if s.adRequest != request {
            s.adRequest = request
            out.effects.append(.requestAd(request))
        }
    }

    // MARK: UMP

    static func umpOutcome(_ s: inout AppState, _ outcome: UMPFormOutcome, _ out: inout Output) {
        guard s.ump?.presented != nil else {
            out.effects.append(.note("no form is on screen"))
            return
        }
        ump(&s, .userOutcome(outcome), &out, delivered: true)
    }

    /// Runs UMP's reducer and reacts to its effects the way the app's code would.
    static func ump(_ s: inout AppState, _ event: UMPEvent, _ out: inout Output, delivered: Bool = false) {
        // Not `s.ump != nil`: that copied the whole UMPState (dozens of references) into a temporary
        // and destroyed it again, a third of a reducer step.
        guard case .some = s.ump else {
            out.effects.append(.note("UMP is not running"))
            return
        }
        if !delivered { out.effects.append(.call(event)) }
        let effects = UMPReducer.reduce(&s.ump!, event)
        for effect in effects {
            switch effect {
            case .store(let writes):
                writes.apply(to: &s.device)
                out.writes += writes
            case .schedule(let later):
                out.effects.append(.followUp(.ump(later)))
            case .presentForm, .dismissForm, .console:
                out.effects.append(.ump(effect))
            case .requestTrackingAuthorization:
                out.effects.append(.ump(effect))
                s.attRequester = .ump
                att(&s, .requestAuthorization, &out)
            case .completion(let completion):
                out.effects.append(.ump(effect))
                umpCompletion(&s, completion, &out)
            }
        }
    }

    static func umpCompletion(_ s: inout AppState, _ completion: UMPCompletion, _ out: inout Output) {
        if let error = completion.error { s.lastError = error.description }
        switch completion {
        case .consentInfoUpdate(let error):
            if s.denialPolicyPending {
                s.denialPolicyPending = false
                applyDenialPolicy(&s, &out)
            }
            guard s.phase == .running(.cmp) else { return }
            if error == nil && !s.cmpUpdateOnly {
                ump(&s, .loadAndPresentIfRequired, &out)
            } else {
                // "If an error occurs … you should still attempt to request ads": previous session's status.
                cmpStepDone(&s, &out)
            }
        case .loadAndPresentIfRequired(let error):
            guard s.phase == .running(.cmp) else { return }
            if error == nil, s.ump?.consentStatus == .required {
                out.effects.append(.note("the form closed without a choice: the app loads and presents it again"))
                ump(&s, .loadAndPresentIfRequired, &out)
            } else {
                cmpStepDone(&s, &out)
            }
        case .privacyOptions(let error):
            guard case .privacyOptions(let byApp) = s.phase else { return }
            s.phase = .ready
            if error != nil && !byApp { s.alert = "Please try again later." }
            if s.canRequestAds { startAds(&s, &out) } else { refreshAd(&s, &out) }
            // googleNone asks again after every close; seed 002's `reRequestGDPR` only after a close of
            // its own form that left consent not obtained.
            if error == nil, s.configuration.reprompt != .seed || byApp {
                requireAdsCheck(&s, &out, closed: s.configuration.reprompt == .seed)
            }
        case .load, .present:
            break
        }
    }

    // MARK: ATT

    /// Runs ATT's reducer and hands its answer to whoever asked.
    static func att(_ s: inout AppState, _ event: ATTEvent, _ out: inout Output) {
        let effects = ATTReducer.reduce(&s.system.att, event)
        for effect in effects {
            out.effects.append(.att(effect))
            switch effect {
            case .showAlert:
                break
            case .completion(let status):
                guard s.attRequester != nil else { break }
                if s.system.att.alertShowing && s.configuration.att174Workaround {
                    out.effects.append(.note("early ATT callback ignored; the status is read again when the alert closes"))
                    s.attAwaitingAlertClose = true
                    break
                }
                attAnswered(&s, status, &out)
            case .dismissAlert(let status):
                if s.attAwaitingAlertClose {
                    s.attAwaitingAlertClose = false
                    attAnswered(&s, status, &out)
                } else {
                    // The app becomes active again: an ad requested now carries the new IDFA.
                    refreshAd(&s, &out)
                }
            }
        }
    }

    static func attAnswered(_ s: inout AppState, _ status: ATTrackingStatus, _ out: inout Output) {
        guard let requester = s.attRequester else { return }
        s.attRequester = nil
        if status == .denied && s.configuration.attDenial != .nothing && s.configuration.sdk != .none {
            // "Do not consent" needs to know whether GDPR applies, which only this launch's update says.
            let regionKnown =
                switch s.configuration.sdk {
                case .ump: s.ump?.response != nil
                case .pac: s.pacInfoUpdate == .succeeded || s.pacInfoUpdate == .failed
                case .none: true
                }
            if !regionKnown && s.configuration.attDenial == .rejectAll {
                s.denialPolicyPending = true
            } else {
                applyDenialPolicy(&s, &out)
            }
        }
        switch requester {
        case .ump:
            ump(&s, .trackingAuthorizationFinished(status), &out, delivered: true)
        case .app:
            // Seed 004 switches on the status its callback receives (iOS 17.4 may deliver an early
            // `denied` while the alert is still up).
            if s.configuration.attOrder == .attFirst && status == .denied { s.cmpUpdateOnly = true }
            if s.phase == .running(.att) { advance(&s, &out) }
        }
    }

    static func applyDenialPolicy(_ s: inout AppState, _ out: inout Output) {
        switch s.configuration.attDenial {
        case .nothing:
            break
        case .rejectAll where s.configuration.sdk == .pac:
            pacRejectAll(&s, &out)
        case .rejectAll:
            out.effects.append(.note("tracking denied: the app records \"Do not consent\""))
            ump(&s, .recordChoiceWithoutForm(.doNotConsent), &out)
        case .resetPreferences where s.configuration.sdk == .pac:
            out.effects.append(.note("tracking denied: the app resets PAC"))
            pac(&s, .reset, &out)
        case .resetPreferences:
            out.effects.append(.note("tracking denied: the app resets UMP"))
            ump(&s, .reset, &out)
        }
        // Every key may be gone: an ad requested from now on is decided again.
        refreshAd(&s, &out)
    }
}
