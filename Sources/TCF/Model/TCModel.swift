/// Everything a TCF v2.3 TC string carries: the core segment, Disclosed Vendors and the Publisher TC segment.
///
/// Field names follow the IAB "Consent string and vendor list formats v2" spec (camelCase), so the
/// `tc decode --json` output and this model read the same.
public struct TCModel: Hashable, Sendable {
    /// TC string format version; always 2 for TCF v2.x.
    public var version: Int = 2
    /// Creation time in deciseconds since the Unix epoch (36 bits).
    public var created: Int64 = 0
    /// Last update time in deciseconds since the Unix epoch (36 bits).
    public var lastUpdated: Int64 = 0
    /// IAB-assigned id of the CMP that wrote the string (12 bits).
    public var cmpId: Int = 0
    /// Version of that CMP (12 bits).
    public var cmpVersion: Int = 0
    /// CMP-internal number of the screen where consent was given (6 bits).
    public var consentScreen: Int = 0
    /// Two upper-case letters, ISO 639-1 language of the consent UI (e.g. `EN`).
    public var consentLanguage: String = "EN"
    /// `vendorListVersion` of the GVL used (12 bits).
    public var vendorListVersion: Int = 0
    /// `tcfPolicyVersion` of the GVL used (6 bits; 4 for TCF 2.2, 5 for later lists).
    public var tcfPolicyVersion: Int = 4
    /// Whether the string is service-specific (must be true in TCF v2.2+).
    public var isServiceSpecific: Bool = true
    /// Whether the CMP used non-standard stack texts or illustrations.
    public var useNonStandardTexts: Bool = false
    /// Opted-in special features (ids 1...12).
    public var specialFeatureOptIns = IDSet()
    /// Purposes with consent (ids 1...24).
    public var purposesConsent = IDSet()
    /// Purposes with legitimate-interest transparency and no objection (ids 1...24).
    public var purposesLITransparency = IDSet()
    /// True when purpose 1 was not disclosed (publisher-country special treatment).
    public var purposeOneTreatment: Bool = false
    /// Two upper-case letters, ISO 3166-1 alpha-2 country of the publisher (`AA` = unknown).
    public var publisherCC: String = "AA"
    /// Vendors with consent.
    public var vendorConsents = IDSet()
    /// Vendors with legitimate interest established and not objected to.
    public var vendorLegitimateInterests = IDSet()
    /// Publisher restrictions, one entry per (purpose, restriction type) pair.
    public var publisherRestrictions: [PublisherRestriction] = []
    /// Vendors disclosed in the CMP UI (segment type 1); nil when the string has no such segment.
    ///
    /// TCF 2.3 makes the segment mandatory: code building a model to encode should set this (to an
    /// empty set if no vendor was shown), since `TCString.encode` writes the segment only when non-nil.
    public var disclosedVendors: IDSet? = nil
    /// The Publisher TC segment (type 3); nil when absent.
    public var publisherTC: PublisherTC? = nil

    /// A model with every field at its default.
    public init() {}
}

/// The legal-basis restriction a publisher puts on vendors for one purpose.
public enum RestrictionType: Int, Hashable, Sendable, CaseIterable, Codable {
    /// The vendors may not process data for the purpose at all.
    case notAllowed = 0
    /// The vendors may process only with consent.
    case requireConsent = 1
    /// The vendors may process only on legitimate interest.
    case requireLegitimateInterest = 2
    /// Reserved by the spec.
    case undefined = 3

    /// The character used in `IABTCF_PublisherRestrictions{ID}` for this type.
    public var inAppCharacter: Character {
        switch self {
        case .notAllowed: "0"
        case .requireConsent: "1"
        case .requireLegitimateInterest: "2"
        case .undefined: "3"
        }
    }
}

/// One publisher restriction: for `purposeId`, `restrictionType` applies to `vendorIds`.
public struct PublisherRestriction: Hashable, Sendable {
    /// The purpose restricted (6 bits).
    public var purposeId: Int
    /// What is restricted.
    public var restrictionType: RestrictionType
    /// The vendors it applies to.
    public var vendorIds: IDSet

    /// A restriction of `restrictionType` on `vendorIds` for `purposeId`.
    public init(purposeId: Int, restrictionType: RestrictionType, vendorIds: IDSet) {
        self.purposeId = purposeId
        self.restrictionType = restrictionType
        self.vendorIds = vendorIds
    }
}

/// The Publisher TC segment: the publisher's own purposes and custom purposes.
public struct PublisherTC: Hashable, Sendable {
    /// GVL purposes the publisher has consent for (ids 1...24).
    public var pubPurposesConsent = IDSet()
    /// GVL purposes the publisher relies on legitimate interest for (ids 1...24).
    public var pubPurposesLITransparency = IDSet()
    /// How many custom purposes the publisher defined (0...63).
    public var numCustomPurposes: Int = 0
    /// Custom purposes with consent (ids 1...numCustomPurposes).
    public var customPurposesConsent = IDSet()
    /// Custom purposes on legitimate interest (ids 1...numCustomPurposes).
    public var customPurposesLITransparency = IDSet()

    /// An empty Publisher TC segment.
    public init() {}
}
