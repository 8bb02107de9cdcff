import Basics
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
package enum AppReducer {
    /// Applies `event` to `state`; returns the effects. Store writes come first, as one `persist`,
    /// so that whatever follows (a relaunch reading the store) sees them.
    package static func reduce(_ state: inout AppState, _ event: AppEvent) -> [AppEffect] {
        var output = Output()
        handle(&state, event, &output)
        if !output.writes.isEmpty { output.effects.insert(.persist(output.writes), at: 0) }
        return output.effects
    }

    /// Effects and store writes collected while one event is handled.
    struct Output {
        var effects: [AppEffect] = []
        var writes: [StoreWrite] = []
    }

    static func handle(_ state: inout AppState, _ event: AppEvent, _ output: inout Output) {
        switch event {
        case .launch(let stored):
            launch(&state, stored: stored, &output)
        case .relaunch:
            terminate(&state, &output)
            output.effects.append(.relaunchFromStore)
        case .reinstall:
            terminate(&state, &output)
            state.device = StoreDomain()
            output.writes.append(.clear)
            state.launchCount = 0
            att(&state, .reinstall, &output)
            output.effects.append(.relaunchFromStore)
        case .umpForm(let outcome): umpOutcome(&state, outcome, &output)
        case .dismiss:
            if state.launch?.appExplainerShowing == true {
                output.effects.append(.note("the explainer has one way on: Continue, to the system alert"))
            } else if state.launch?.cmp.ifPAC({ $0.value.sdk.presentedFormID != nil }) == true {
                pacUserAction(&state, .webDismiss(status: AppReducer.pacEscapeStatus), &output)
            } else {
                umpOutcome(&state, .dismiss, &output)
            }
        case .explainerContinue:
            if state.launch?.appExplainerShowing == true {
                state.launch?.appExplainerShowing = false
                state.launch?.attRequester = .app
                att(&state, .requestAuthorization, &output)
            } else {
                umpOutcome(&state, .continueToATT, &output)
            }
        case .alertAllow: att(&state, .alertAllow, &output)
        case .alertAskNotToTrack: att(&state, .alertAskNotToTrack, &output)
        case .tapPrivacySettings:
            guard state.phase == .ready, state.screen == .home, state.privacySettingsVisible else {
                output.effects.append(.note("\"Privacy settings\" is not available now"))
                return
            }
            state.launch?.alert = nil
            state.launch?.phase = .privacyOptions(byApp: false)
            if state.launch?.cmp.sdk == .pac {
                pacPresentNewForm(&state, &output)
            } else {
                ump(&state, .presentPrivacyOptionsForm, &output)
            }
        case .trackingSettings(let change):
            trackingSettings(&state, change, &output)
        case .advanceClock(let days):
            moveClock(&state, to: state.system.today.adding(days: max(0, days)), &output)
        case .advanceClockMonths(let months):
            moveClock(&state, to: state.system.today.adding(months: max(0, months)), &output)
        case .vendorListUpdated(let version, let policy):
            state.configuration.umpMessage = state.configuration.umpMessage.withVendorList(version: version, policyVersion: policy)
            output.effects.append(.note("vendor list \(version) (policy \(policy)) published; UMP serves it from the next launch"))
        case .umpReset:
            ump(&state, .reset, &output)
            // canRequestAds is false from here: the ad slot follows `requestAd`'s rule.
            refreshAd(&state, &output)
        case .ump(let umpEvent):
            ump(&state, umpEvent, &output, delivered: true)
        case .pacForm(let action):
            pacUserAction(&state, action, &output)
        case .pacReset:
            pac(&state, .reset, &output)
        case .pacServerUpdated(let scenario):
            state.configuration.pac.server = scenario
            output.effects.append(.note("the pubvendors server changed; PAC sees it at the next info update"))
        case .pac(let pacEvent):
            pac(&state, pacEvent, &output, delivered: true)
        }
    }

    // MARK: Lifecycle

    /// The app's process ends: ATT hears of it, and everything the launch knew is dropped.
    static func terminate(_ state: inout AppState, _ output: inout Output) {
        att(&state, .appTerminated, &output)
        state.launch = nil
    }

    /// A switch changed in Settings › Privacy & Security › Tracking. iOS quits a running app whose
    /// privacy permissions change (Apple's privacy session at WWDC 2012: "If permissions changes, app is
    /// quit", as quoted in morenoh149/react-native-contacts#9; openradar 17945133 "Changing the privacy
    /// settings of an app kills it"), so the app reads the new `trackingAuthorizationStatus` at its next
    /// launch, where UMP, the app's checks and its ATT order see it like any other status.
    static func trackingSettings(_ state: inout AppState, _ change: TrackingSettingsChange, _ output: inout Output) {
        let before = state.system.att
        att(&state, .settings(change), &output)
        guard state.system.att != before else {
            output.effects.append(
                .note(
                    "Settings: nothing to change (\(change.name) with tracking \(before.status), \"Allow Apps to Request to Track\" \(before.allowAppsToRequestToTrack ? "on" : "off"))"
                ))
            return
        }
        output.effects.append(.note("Settings: tracking now reads \(state.system.att.status); the app reads it at its next launch"))
        if state.launch != nil {
            terminate(&state, &output)
            output.effects.append(.note("iOS quits the app when its privacy settings change"))
        }
    }

    /// The app's process ends and nothing starts it again, as after a crash: ATT hears of it and
    /// everything the launch knew is dropped; nothing is written. The simulator stops the app this
    /// way when its store cannot be written, rather than let it go on as if it had been.
    package static func stop(_ state: inout AppState) {
        var output = Output()
        terminate(&state, &output)
    }

    static func launch(_ state: inout AppState, stored: StoreDomain, _ output: inout Output) {
        terminate(&state, &output)
        state.device = stored
        state.launchCount += 1
        let configuration = state.configuration
        switch configuration.sdk {
        case .ump:
            let environment = configuration.umpEnvironment
            let persisted = UMPPersisted.read(from: stored, platform: configuration.platform)
            state.launch = AppLaunch(cmp: .ump(CMPBox(UMPState(environment: environment, persisted: persisted, reading: reading(state)))))
            ump(&state, .appLaunched(environment, persisted), &output)
        case .pac:
            pacLaunch(&state, stored: stored, &output)
        case .none:
            state.launch = AppLaunch(cmp: .noCMP)
        }
        let attStep = state.system.att.available && configuration.attOrder != .noATT
        var steps: [LaunchStep]
        switch (configuration.sdk, configuration.attOrder) {
        case (.none, _): steps = [.att]
        case (_, .attFirst): steps = [.att, .cmp]
        case (_, .cmpFirst), (_, .cmpThenATTIfPersonalized), (.pac, .umpManaged): steps = [.cmp, .att]
        case (_, .umpManaged), (_, .noATT): steps = [.cmp]
        }
        if !attStep { steps.removeAll { $0 == .att } }
        state.launch?.pendingSteps = steps
        advance(&state, &output)
    }

    static func reading(_ state: AppState) -> UMPDeviceReading {
        UMPDeviceReading(today: state.system.today, attStatus: state.system.att.statusForAds)
    }

    /// Moves the clock to `date`, unless a TC string could not record that day: then it stays, and a note says why.
    static func moveClock(_ state: inout AppState, to date: CivilDate, _ output: inout Output) {
        if let refusal = SimulatedClock.refusal(date) {
            output.effects.append(.note("the clock stays at \(state.system.today): \(refusal)"))
            return
        }
        state.system.today = date
        clockMoved(&state, &output)
    }

    /// Starts the next launch step, or finishes the launch.
    static func advance(_ state: inout AppState, _ output: inout Output) {
        guard let step = state.launch?.pendingSteps.first else {
            finishLaunch(&state, &output)
            return
        }
        state.launch?.pendingSteps.removeFirst()
        state.launch?.phase = .running(step)
        switch step {
        case .att:
            guard state.system.att.status == .notDetermined else {
                // PubConsent's iOS ATT guide calls `requestTrackingAuthorization` on every launch; a
                // decided status answers at once, and `denied` runs the denial branch again.
                if state.configuration.attOrder == .attFirst, state.system.att.status == .denied {
                    state.launch?.attRequester = .app
                    attAnswered(&state, .denied, &output)
                } else {
                    advance(&state, &output)
                }
                return
            }
            if state.configuration.attOrder == .cmpThenATTIfPersonalized, let checks = state.appChecks,
                !checks.canShowPersonalizedAds.value
            {
                // liko apps' AdMob GDPR guide (4.1) asks for tracking only when personalized ads are possible.
                output.effects.append(.note("canShowPersonalizedAds() is false: the app does not ask for tracking (liko apps' AdMob GDPR guide)"))
                advance(&state, &output)
                return
            }
            if state.configuration.appATTExplainer {
                // The app's pre-prompt first; its one button leads on to the system alert.
                state.launch?.appExplainerShowing = true
                return
            }
            state.launch?.attRequester = .app
            att(&state, .requestAuthorization, &output)
        case .cmp:
            startCMP(&state, &output)
        }
    }

    static func startCMP(_ state: inout AppState, _ output: inout Output) {
        switch state.launch?.cmp.sdk {
        case .ump:
            let updateOnly = state.launch?.cmpUpdateOnly == true || skipsConsentForm(state)
            state.launch?.cmpUpdateOnly = updateOnly
            if updateOnly { output.effects.append(.note("tracking denied: the consent form is skipped (PubConsent's ATT guide)")) }
            ump(&state, .requestConsentInfoUpdate(state.configuration.umpRequestParameters, reading(state)), &output)
            // In parallel with the request: the previous session's answer may already allow ads.
            if state.launch?.cmp.ifUMP({ $0.value.canRequestAds }) == true { startAds(&state, &output) }
        case .pac:
            pacStartCMP(&state, &output)
        case ConsentSDK.none?, nil:
            advance(&state, &output)
        }
    }

    /// PubConsent's att-first order (its iOS ATT guide, implementation 1) shows the CMP when iOS < 14 or ATT is authorized, restricted or
    /// notDetermined; only `denied` skips it.
    static func skipsConsentForm(_ state: AppState) -> Bool {
        state.configuration.attOrder == .attFirst && state.system.att.statusForAds == .denied
    }

    /// The CMP step is over: start ads if allowed and go on with the launch.
    static func cmpStepDone(_ state: inout AppState, _ output: inout Output) {
        if state.canRequestAds { startAds(&state, &output) }
        advance(&state, &output)
    }

    static func finishLaunch(_ state: inout AppState, _ output: inout Output) {
        state.launch?.phase = .ready
        if state.canRequestAds { startAds(&state, &output) }
        requireAdsCheck(&state, &output)
    }

    /// An app that needs ads re-prompts through the privacy-options form when its `RepromptRule` says so.
    /// `closed` is set when the app's own privacy-options form just closed without an error.
    static func requireAdsCheck(_ state: inout AppState, _ output: inout Output, closed: Bool = false) {
        guard state.configuration.requiresAds, state.launch?.cmp.sdk == .ump, state.phase == .ready else { return }
        switch state.configuration.reprompt {
        case .never:
            return
        case .googleNone:
            guard state.privacySettingsVisible, state.adEligibility.kind == .none else { return }
            output.effects.append(.note("no ad can be served: the app asks again through the privacy options"))
        case .appChecks:
            // liko apps' AdMob GDPR guide: `reRequestGDPR` re-presents after a close only while consent is not obtained;
            // at launch it runs when `canShowAds()` is false, and first checks `formStatus == .available`.
            if closed {
                guard state.launch?.cmp.ifUMP({ $0.value.consentStatus }) != .obtained else { return }
            } else {
                guard let checks = state.appChecks, !checks.canShowAds.value else { return }
            }
            guard state.launch?.cmp.ifUMP({ $0.value.formStatus }) == .available else {
                output.effects.append(
                    .note("canShowAds() is false but formStatus is not available: reRequestGDPR gives up (liko apps' AdMob GDPR guide)"))
                return
            }
            output.effects.append(
                .note(
                    closed
                        ? "consent not obtained: the app presents the privacy options again (liko apps' AdMob GDPR guide)"
                        : "canShowAds() is false: the app asks again through the privacy options (liko apps' AdMob GDPR guide)"))
        }
        state.launch?.phase = .privacyOptions(byApp: true)
        AppReducer.ump(&state, .presentPrivacyOptionsForm, &output)
    }

    // MARK: Ads

    static func startAds(_ state: inout AppState, _ output: inout Output) {
        if !state.mobileAdsStarted {
            state.launch?.mobileAdsStarted = true
            output.effects.append(.startMobileAds)
        }
        requestAd(&state, &output)
    }

    /// After the clock or ATT changed: a running app's next ad request reflects it.
    /// The device's clock moved while the app runs: a running UMP dates what it writes next by it (a
    /// consent saved after `Advance` is created that day, as on a device whose calendar moved on), and
    /// the ad the app shows is decided again under the rules in force on the new date.
    static func clockMoved(_ state: inout AppState, _ output: inout Output) {
        let today = state.system.today
        _ = state.launch?.cmp.withUMP { $0.reading.today = today }
        refreshAd(&state, &output)
    }

    static func refreshAd(_ state: inout AppState, _ output: inout Output) {
        guard state.adRequest != nil else { return }
        requestAd(&state, &output)
    }

    /// Requests an ad when the request would differ from the last one, and only while `canRequestAds`
    /// is true. Google's sample apps check it before every load, not only the first (`playAgain` in
    /// googleads-mobile-ios-examples, Swift/admob/InterstitialExample/InterstitialExample/ViewController.swift,
    /// commit 068ebed): once it turns false (a UMP `reset()`, say) the app loads no further ad, so its
    /// slot holds none until consent is gathered again.
    static func requestAd(_ state: inout AppState, _ output: inout Output) {
        guard state.canRequestAds else {
            if state.adRequest != nil {
                state.launch?.adRequest = nil
                output.effects.append(.note("canRequestAds is false: the app requests no further ad until consent is gathered again"))
            }
            return
        }
        let request = state.adRequestNow()
        if state.adRequest != request {
            state.launch?.adRequest = request
            output.effects.append(.requestAd(request))
        }
    }

    // MARK: UMP

    static func umpOutcome(_ state: inout AppState, _ outcome: UMPFormOutcome, _ output: inout Output) {
        guard state.launch?.cmp.ifUMP({ $0.value.presented != nil }) == true else {
            output.effects.append(.note("no form is on screen"))
            return
        }
        ump(&state, .userOutcome(outcome), &output, delivered: true)
    }

    /// Runs UMP's reducer and reacts to its effects the way the app's code would.
    static func ump(_ state: inout AppState, _ event: UMPEvent, _ output: inout Output, delivered: Bool = false) {
        guard state.launch?.cmp.sdk == .ump else {
            output.effects.append(.note("UMP is not running"))
            return
        }
        if !delivered {
            let release = state.configuration.sdkInForce
            output.effects.append(.call(event, api: release.flatMap { UMPAPINames.name(of: event, in: $0) }))
            if case .requestConsentInfoUpdate = event, let release, !SDKChanges.has(.noAdvertisingID, release) {
                output.effects.append(.note("\(release.title) reads the advertising identifier: \(state.system.att.idfa)"))
            }
        }
        let effects = state.launch?.cmp.withUMP { UMPReducer.reduce(&$0, event) } ?? []
        for effect in effects {
            switch effect {
            case .store(let writes):
                writes.apply(to: &state.device)
                output.writes += writes
            case .schedule(let later):
                output.effects.append(.followUp(.ump(later)))
            case .presentForm, .dismissForm, .console:
                output.effects.append(.ump(effect))
            case .requestTrackingAuthorization:
                output.effects.append(.ump(effect))
                state.launch?.attRequester = .ump
                att(&state, .requestAuthorization, &output)
            case .completion(let completion):
                output.effects.append(.ump(effect))
                umpCompletion(&state, completion, &output)
            }
        }
    }

    static func umpCompletion(_ state: inout AppState, _ completion: UMPCompletion, _ output: inout Output) {
        if let error = completion.error {
            state.launch?.lastError = error.logged(on: state.configuration.platform)
            state.launch?.lastUMPErrorCode = error.code
        }
        switch completion {
        case .consentInfoUpdate(let error):
            if state.denialPolicyPending {
                state.launch?.denialPolicyPending = false
                applyDenialPolicy(&state, &output)
            }
            guard state.phase == .running(.cmp) else { return }
            if error == nil && state.launch?.cmpUpdateOnly == false {
                ump(&state, .loadAndPresentIfRequired, &output)
            } else {
                // "If an error occurs … you should still attempt to request ads": previous session's status.
                cmpStepDone(&state, &output)
            }
        case .loadAndPresentIfRequired(let error):
            guard state.phase == .running(.cmp) else { return }
            if error == nil, state.launch?.cmp.ifUMP({ $0.value.consentStatus }) == .required {
                output.effects.append(.note("the form closed without a choice: the app loads and presents it again"))
                ump(&state, .loadAndPresentIfRequired, &output)
            } else {
                cmpStepDone(&state, &output)
            }
        case .privacyOptions(let error):
            guard case .privacyOptions(let byApp) = state.phase else { return }
            state.launch?.phase = .ready
            if error != nil && !byApp { state.launch?.alert = "Please try again later." }
            if state.canRequestAds { startAds(&state, &output) } else { refreshAd(&state, &output) }
            // googleNone asks again after every close; the guide's `reRequestGDPR` only after a close of
            // its own form that left consent not obtained.
            if error == nil, state.configuration.reprompt != .appChecks || byApp {
                requireAdsCheck(&state, &output, closed: state.configuration.reprompt == .appChecks)
            }
        case .load, .present:
            break
        }
    }

    // MARK: ATT

    /// Runs ATT's reducer and hands its answer to whoever asked.
    static func att(_ state: inout AppState, _ event: ATTEvent, _ output: inout Output) {
        let effects = ATTReducer.reduce(&state.system.att, event)
        // The ad requested as the app becomes active again comes after the app's ATT callback has run
        // (a denial policy may reset UMP, and then `requestAd` requests none).
        var activeAgain = false
        defer { if activeAgain { refreshAd(&state, &output) } }
        for effect in effects {
            output.effects.append(.att(effect))
            switch effect {
            case .showAlert:
                break
            case .completion(let status):
                guard state.launch?.attRequester != nil else { break }
                if state.system.att.alertShowing && state.configuration.att174Workaround {
                    output.effects.append(.note("early ATT callback ignored; the status is read again when the alert closes"))
                    state.launch?.attAwaitingAlertClose = true
                    break
                }
                attAnswered(&state, status, &output)
            case .dismissAlert(let status):
                if state.launch?.attAwaitingAlertClose == true {
                    state.launch?.attAwaitingAlertClose = false
                    attAnswered(&state, status, &output)
                } else {
                    // The app becomes active again: an ad requested now carries the new IDFA.
                    activeAgain = true
                }
            }
        }
    }

    static func attAnswered(_ state: inout AppState, _ status: ATTrackingStatus, _ output: inout Output) {
        guard let requester = state.launch?.attRequester else { return }
        state.launch?.attRequester = nil
        if status == .denied && state.configuration.attDenial != .nothing {
            // "Do not consent" needs to know whether GDPR applies, which only this launch's update says.
            let regionKnown: Bool? =
                switch state.launch?.cmp.sdk {
                case .ump: state.launch?.cmp.ifUMP { $0.value.response != nil }
                case .pac: state.pacInfoUpdate == .succeeded || state.pacInfoUpdate == .failed
                case ConsentSDK.none?, nil: nil
                }
            if regionKnown == false && state.configuration.attDenial == .rejectAll {
                state.launch?.denialPolicyPending = true
            } else if regionKnown != nil {
                applyDenialPolicy(&state, &output)
            }
        }
        switch requester {
        case .ump:
            ump(&state, .trackingAuthorizationFinished(status), &output, delivered: true)
        case .app:
            // PubConsent's guide switches on the status its callback receives (iOS 17.4 may deliver an early
            // `denied` while the alert is still up).
            if state.configuration.attOrder == .attFirst && status == .denied { state.launch?.cmpUpdateOnly = true }
            if state.phase == .running(.att) { advance(&state, &output) }
        }
    }

    static func applyDenialPolicy(_ state: inout AppState, _ output: inout Output) {
        let isPAC = state.launch?.cmp.sdk == .pac
        switch state.configuration.attDenial {
        case .nothing:
            break
        case .rejectAll where isPAC:
            pacRejectAll(&state, &output)
        case .rejectAll:
            output.effects.append(.note("tracking denied: the app records \"Do not consent\""))
            ump(&state, .recordChoiceWithoutForm(.doNotConsent), &output)
        case .resetPreferences where isPAC:
            output.effects.append(.note("tracking denied: the app resets PAC"))
            pac(&state, .reset, &output)
        case .resetPreferences:
            output.effects.append(.note("tracking denied: the app resets UMP"))
            ump(&state, .reset, &output)
        }
        // Every key may be gone: an ad requested from now on is decided again.
        refreshAd(&state, &output)
    }
}
