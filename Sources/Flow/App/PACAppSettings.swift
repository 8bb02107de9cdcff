/// The options the app sets on every `PACConsentForm` it creates.
public struct PACFormOptions: Hashable, Sendable {
    /// `shouldOfferPersonalizedAds`.
    public var personalized: Bool
    /// `shouldOfferNonPersonalizedAds`.
    public var nonPersonalized: Bool
    /// `shouldOfferAdFree`.
    public var adFree: Bool

    /// Options; the defaults are the iOS SDK's (personalized and non-personalized on, ad-free off).
    public init(personalized: Bool = true, nonPersonalized: Bool = true, adFree: Bool = false) {
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
public struct PACAppSettings: Hashable, Sendable {
    /// The identifiers passed to `requestConsentInfoUpdate(forPublisherIdentifiers:)`.
    public var publisherIDs: [String]
    /// The form's options.
    public var formOptions: PACFormOptions
    /// `applicationPrivacyPolicyURL.absoluteString`; empty reproduces the initialiser returning nil.
    public var privacyPolicyURL: String
    /// The simulated server (location, publishers and their companies, injected failures).
    public var server: PACServerScenario
    /// `debugIdentifiers` (IDFA strings); matter only on a device that is not a simulator.
    public var debugIdentifiers: [String]?

    /// Settings; the defaults are the default scenario's publisher with the SDK's form options.
    public init(
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
    public var pacDebugGeography: PACDebugGeography {
        switch debugGeography {
        case .disabled: .disabled
        case .eea: .eea
        case .notEEA, .other, .regulatedUSState: .notEEA
        }
    }
}
