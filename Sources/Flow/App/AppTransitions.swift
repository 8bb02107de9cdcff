import Store

extension AppState {
    /// A short name of where the app is, for transition tables: `screen/phase`.
    public var transitionPhase: String { "\(screen.rawValue)/\(phase.name)" }
}

extension AppReducer {
    /// The app's transition table (phases `screen/phase`), explored from first launches in each ATT
    /// order and region, with the SDKs' follow-ups delivered before user input as the runtime does.
    public static let transitions: [Transition] = {
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
        var none = base
        none.sdk = .none
        configs.append(none)
        let alphabet: [AppEvent] = [
            .consentAll, .doNotConsent, .confirmChoices(.defaults), .confirmChoices(.nothing(in: base.umpMessage)), .close,
            .dismiss, .optOut, .explainerContinue, .alertAllow, .alertAskNotToTrack, .tapPrivacySettings,
            .advanceClockMonths(13), .umpReset, .relaunch, .reinstall,
        ]
        return TransitionExplorer.explore(
            initial: configs.map { (AppState(configuration: $0), [AppEvent.launch(stored: StoreDomain())]) },
            alphabet: alphabet, maxStates: 3000,
            step: { s, e in
                AppReducer.reduce(&s, e).compactMap {
                    switch $0 {
                    case .followUp(let next): next
                    case .relaunchFromStore: .launch(stored: s.device)
                    default: nil
                    }
                }
            },
            phase: \.transitionPhase, name: \.name)
    }()
}
