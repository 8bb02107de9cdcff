/// The options the app sets on every `PACConsentForm` it creates.
package struct PACFormOptions: Hashable, Sendable {
    /// `shouldOfferPersonalizedAds`.
    package var personalized: Bool
    /// `shouldOfferNonPersonalizedAds`.
    package var nonPersonalized: Bool
    /// `shouldOfferAdFree`.
    package var adFree: Bool

    /// Options; the defaults are the iOS SDK's (personalized and non-personalized on, ad-free off).
    package init(personalized: Bool = true, nonPersonalized: Bool = true, adFree: Bool = false) {
        self.personalized = personalized
        self.nonPersonalized = nonPersonalized
        self.adFree = adFree
    }
}

/// What a PAC app passes to the SDK and what the simulated `pubvendors` server knows.
///
/// Settings shared with UMP stay on `AppConfiguration`: `underAgeOfConsent` becomes
/// `tagForUnderAgeOfConsent`, `testDevice` makes the device a simulator (PAC's debug features
/// apply), `debugGeography` maps to PAC's (`AppConfiguration.pacDebugGeography`) and `appName` is
/// the bundle name the form shows. `deviceRegion` is UMP's only: PAC's location is the scenario's.
package struct PACAppSettings: Hashable, Sendable {
    /// The identifiers passed to `requestConsentInfoUpdate(forPublisherIdentifiers:)`.
    package var publisherIDs: [String]
    /// The form's options.
    package var formOptions: PACFormOptions
    /// `applicationPrivacyPolicyURL.absoluteString`; empty reproduces the initialiser returning nil.
    package var privacyPolicyURL: String
    /// The simulated server (location, publishers and their companies, injected failures).
    package var server: PACServerScenario
    /// `debugIdentifiers` (IDFA strings); matter only on a device that is not a simulator.
    package var debugIdentifiers: [String]?

    /// Settings; the defaults are the default scenario's publisher with the SDK's form options.
    package init(
        publisherIDs: [String] = [PACServerScenario.defaultPublisherID], formOptions: PACFormOptions = PACFormOptions(),
        privacyPolicyURL: String = "https://example.com/privacy", server: PACServerScenario = .default,
        debugIdentifiers: [String]? = nil
    ) {
        self.publisherIDs = publisherIDs
        self.formOptions = formOptions
        self.privacyPolicyURL = privacyPolicyURL
        self.server = server
        self.debugIdentifiers = debugIdentifiers
    }
}

extension AppConfiguration {
    /// The app's debug geography as PAC knows it. PAC has only EEA and not-EEA, so every UMP
    /// geography outside the EEA (`notEEA`, `other`, `regulatedUSState`) maps to `.notEEA`.
    package var pacDebugGeography: PACDebugGeography {
        switch debugGeography {
        case .disabled: .disabled
        case .eea: .eea
        case .notEEA, .other, .regulatedUSState: .notEEA
        }
    }
}
