import Store

extension AppState {
    /// A short name of where the app is, for transition tables: `screen/phase` (PAC's form with its
    /// screen, `pacForm(options)/running(cmp)`).
    package var transitionPhase: String { "\(screen)/\(phase.name)" }
}

extension AppReducer {
    /// The app's transition table (phases `screen/phase`), explored from first launches in each ATT
    /// order and region, for UMP, PAC and no CMP, with the SDKs' follow-ups delivered before user
    /// input as the runtime does.
    package static let transitions: [Transition] = Array(Set(umpTransitions + pacTransitions)).sorted()

    /// UMP apps and the app without a CMP.
    static var umpTransitions: [Transition] {
        var base = AppConfiguration()
        base.umpMessage = UMPMessageSettings(vendorList: .transitionSample)
        var configs: [AppConfiguration] = []
        for order in ATTOrder.allCases {
            var c = base
            c.attOrder = order
            configs.append(c)
        }
        for geo in [UMPDebugGeography.other, .regulatedUSState] {
            var c = base
            c.debugGeography = geo
            configs.append(c)
        }
        var required = base
        required.attOrder = .noATT
        required.requiresAds = true
        configs.append(required)
        for rule in [RepromptRule.googleNone, .never] {
            var c = required
            c.reprompt = rule
            configs.append(c)
        }
        var none = base
        none.sdk = .none
        configs.append(none)
        let alphabet: [AppEvent] = [
            .umpForm(.consentAll), .umpForm(.doNotConsent), .umpForm(.confirmChoices(.defaults)),
            .umpForm(.confirmChoices(.nothing(in: base.umpMessage))), .umpForm(.close), .dismiss, .umpForm(.optOut), .explainerContinue, .alertAllow,
            .alertAskNotToTrack, .tapPrivacySettings,
            .advanceClockMonths(13), .umpReset, .relaunch, .reinstall,
        ]
        return explore(configs, alphabet: alphabet)
    }

    /// PAC apps: each ATT order with the denial policies, outside the EEA, every form option, a
    /// failing server, an under-age tag and an empty privacy URL.
    static var pacTransitions: [Transition] {
        var base = AppConfiguration()
        base.sdk = .pac
        // Unused by PAC, but every state hashes its configuration: keep the vendor list small.
        base.umpMessage = UMPMessageSettings(vendorList: .transitionSample)
        var configs: [AppConfiguration] = []
        for order in [ATTOrder.noATT, .attFirst, .cmpFirst, .cmpThenATTIfPersonalized, .umpManaged] {
            var c = base
            c.attOrder = order
            configs.append(c)
        }
        for policy in [ATTDenialPolicy.rejectAll, .resetPreferences] {
            for order in [ATTOrder.attFirst, .cmpFirst] {
                var c = base
                c.attOrder = order
                c.attDenial = policy
                configs.append(c)
            }
        }
        let variants: [(inout AppConfiguration) -> Void] = [
            { $0.debugGeography = .other },
            { $0.pac.formOptions = PACFormOptions(adFree: true) },
            { $0.pac.formOptions = PACFormOptions(personalized: false, adFree: true) },
            { $0.pac.formOptions = PACFormOptions(nonPersonalized: false) },
            { $0.pac.formOptions = PACFormOptions(personalized: false) },
            { $0.pac.server.failure = .transportError(PACServerFailure.offlineErrorText) },
            { $0.underAgeOfConsent = true },
            { $0.pac.privacyPolicyURL = "" },
            { $0.pac.publisherIDs = ["pub-0000000000000000"] },
        ]
        for tweak in variants {
            var c = base
            c.attOrder = .noATT
            tweak(&c)
            configs.append(c)
        }
        let alphabet: [AppEvent] = [
            .pacForm(.choosePersonalized), .pacForm(.chooseNonPersonalized), .pacForm(.chooseAdFree), .pacForm(.agree),
            .pacForm(.back), .pacForm(.showLearnMore), .dismiss, .alertAllow, .alertAskNotToTrack, .tapPrivacySettings,
            .pacReset, .relaunch, .reinstall,
        ]
        return explore(configs, alphabet: alphabet)
    }

    static func explore(_ configs: [AppConfiguration], alphabet: [AppEvent]) -> [Transition] {
        TransitionExplorer.explore(
            initial: configs.map { (AppState(configuration: $0), [AppEvent.launch(stored: StoreDomain())]) },
            alphabet: alphabet, maxStates: 3000,
            step: { state, event in
                AppReducer.reduce(&state, event).compactMap { effect in effect.nextEvent(stored: { state.device }) }
            },
            phase: \.transitionPhase, name: \.name)
    }
}
