import Basics
import TCF

extension UMPReducer {
    /// UMP's transition table (phases `consentStatus/activity`), explored from fresh installs in
    /// each region with and without the IDFA message, and from a session with stored consent.
    package static let transitions: [Transition] = {
        let message = UMPMessageSettings(vendorList: .transitionSample)
        let today = CivilDate(year: 2026, month: 1, day: 15)
        var initial: [(UMPState, [UMPEvent])] = []
        let stored = UMPConsentBuilder.build(choices: .defaults, settings: message, today: today, consentScreen: 1)?.tcString
        for idfa in [false, true] {
            let env = UMPEnvironment(server: UMPServerConfiguration(idfaMessage: idfa), message: message)
            for persisted in [UMPPersisted(), UMPPersisted(consentStatus: .obtained, privacyOptionsRequirementStatus: .required, tcString: stored)] {
                initial.append((UMPState(environment: env, persisted: persisted), []))
            }
        }
        let reading = UMPDeviceReading(today: today, attStatus: .notDetermined)
        var alphabet: [UMPEvent] = UMPDebugGeography.allCases.filter { $0 != .notEEA }.map {
            .requestConsentInfoUpdate(UMPRequestParameters(debugSettings: UMPDebugSettings(geography: $0)), reading)
        }
        alphabet += [
            .requestConsentInfoUpdate(UMPRequestParameters(tagForUnderAgeOfConsent: true, debugSettings: UMPDebugSettings(geography: .eea)), reading),
            .loadAndPresentIfRequired, .loadForm, .present(formID: 1), .presentPrivacyOptionsForm,
            .trackingAuthorizationFinished(.authorized), .reset, .recordChoiceWithoutForm(.doNotConsent),
        ]
        alphabet += [UMPFormOutcome.consentAll, .doNotConsent, .confirmChoices(.defaults), .close, .dismiss, .continueToATT, .optOut]
            .map { .userOutcome($0) }
        return TransitionExplorer.explore(
            initial: initial, alphabet: alphabet, maxStates: 4000,
            step: { state, event in
                UMPReducer.reduce(&state, event).compactMap { if case .schedule(let later) = $0 { later } else { nil } }
            },
            phase: \.phase, name: \.name)
    }()
}

extension VendorList {
    /// A four-vendor list (Google 755, a consent vendor, an LI vendor, a special-purpose-only vendor)
    /// that keeps state exploration fast; the purposes are the real TCF 2.2 ones.
    package static let transitionSample: VendorList = {
        let purposes = embedded.purposes
        return VendorList(
            vendorListVersion: embedded.vendorListVersion, tcfPolicyVersion: embedded.tcfPolicyVersion,
            lastUpdated: embedded.lastUpdated, purposes: purposes, specialPurposes: embedded.specialPurposes,
            features: embedded.features, specialFeatures: embedded.specialFeatures,
            vendors: [10, 20, 56, 755].compactMap { embedded.vendor(id: $0) })
    }()
}
