/// A named fixed-width field of the TC string bit layout.
///
/// The name is what error messages print, so it follows the spec's field names in camelCase.
struct FieldSpec: Sendable {
    /// The spec name of the field, used in error messages.
    let name: StaticString
    /// The width of the field in bits.
    let bits: Int

    init(_ name: StaticString, _ bits: Int) {
        self.name = name
        self.bits = bits
    }
}

extension FieldSpec {
    // Core segment, in layout order.
    static let version = FieldSpec("version", 6)
    static let created = FieldSpec("created", 36)
    static let lastUpdated = FieldSpec("lastUpdated", 36)
    static let cmpId = FieldSpec("cmpId", 12)
    static let cmpVersion = FieldSpec("cmpVersion", 12)
    static let consentScreen = FieldSpec("consentScreen", 6)
    static let consentLanguage = FieldSpec("consentLanguage", 12)
    static let vendorListVersion = FieldSpec("vendorListVersion", 12)
    static let tcfPolicyVersion = FieldSpec("tcfPolicyVersion", 6)
    static let isServiceSpecific = FieldSpec("isServiceSpecific", 1)
    static let useNonStandardTexts = FieldSpec("useNonStandardTexts", 1)
    static let specialFeatureOptIns = FieldSpec("specialFeatureOptIns", 12)
    static let purposesConsent = FieldSpec("purposesConsent", 24)
    static let purposesLITransparency = FieldSpec("purposesLITransparency", 24)
    static let purposeOneTreatment = FieldSpec("purposeOneTreatment", 1)
    static let publisherCC = FieldSpec("publisherCC", 12)

    // Vendor sections (consent, LI, disclosed, allowed) and restriction entries.
    static let maxVendorId = FieldSpec("maxVendorId", 16)
    static let isRangeEncoding = FieldSpec("isRangeEncoding", 1)
    static let numEntries = FieldSpec("numEntries", 12)
    static let isARange = FieldSpec("isARange", 1)
    static let startOrOnlyVendorId = FieldSpec("startOrOnlyVendorId", 16)
    static let endVendorId = FieldSpec("endVendorId", 16)

    // Publisher restrictions.
    static let numPubRestrictions = FieldSpec("numPubRestrictions", 12)
    static let purposeId = FieldSpec("purposeId", 6)
    static let restrictionType = FieldSpec("restrictionType", 2)

    // Non-core segments.
    static let segmentType = FieldSpec("segmentType", 3)
    static let pubPurposesConsent = FieldSpec("pubPurposesConsent", 24)
    static let pubPurposesLITransparency = FieldSpec("pubPurposesLITransparency", 24)
    static let numCustomPurposes = FieldSpec("numCustomPurposes", 6)

    /// One 6-bit letter of a two-letter code (`a` = 0).
    static let letter = FieldSpec("letter", 6)
}
