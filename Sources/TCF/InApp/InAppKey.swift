/// The names of the CMP API v2 in-app keys (NSUserDefaults / SharedPreferences), with their types.
public enum InAppKey {
    public static let cmpSdkID = "IABTCF_CmpSdkID"
    public static let cmpSdkVersion = "IABTCF_CmpSdkVersion"
    public static let policyVersion = "IABTCF_PolicyVersion"
    public static let gdprApplies = "IABTCF_gdprApplies"
    public static let publisherCC = "IABTCF_PublisherCC"
    public static let purposeOneTreatment = "IABTCF_PurposeOneTreatment"
    public static let useNonStandardTexts = "IABTCF_UseNonStandardTexts"
    public static let tcString = "IABTCF_TCString"
    public static let vendorConsents = "IABTCF_VendorConsents"
    public static let vendorLegitimateInterests = "IABTCF_VendorLegitimateInterests"
    public static let purposeConsents = "IABTCF_PurposeConsents"
    public static let purposeLegitimateInterests = "IABTCF_PurposeLegitimateInterests"
    public static let specialFeaturesOptIns = "IABTCF_SpecialFeaturesOptIns"
    public static let publisherRestrictionsPrefix = "IABTCF_PublisherRestrictions"
    public static let publisherConsent = "IABTCF_PublisherConsent"
    public static let publisherLegitimateInterests = "IABTCF_PublisherLegitimateInterests"
    public static let publisherCustomPurposesConsents = "IABTCF_PublisherCustomPurposesConsents"
    public static let publisherCustomPurposesLegitimateInterests = "IABTCF_PublisherCustomPurposesLegitimateInterests"
    public static let disclosedVendors = "IABTCF_DisclosedVendors"
    /// Google's Additional Consent string (not in the IAB table; read by Google's adapters).
    public static let additionalConsent = "IABTCF_AddtlConsent"
    /// The pre-TCF 2.2 name of `useNonStandardTexts`, which Google UMP still writes (see `KeyProfile.ump`).
    public static let useNonStandardStacks = "IABTCF_UseNonStandardStacks"
    /// A UUID Google UMP writes with each consent (not in the IAB table; see `KeyProfile.ump`).
    public static let userConsentRecordID = "IABTCF_UserConsentRecordId"
    /// Google's switch for the TCF integration of Consent Mode (1 = on): the in-app form of the CMP
    /// API's `TCData.enableAdvertiserConsentMode` ("Implement the TCF", developers.google.com/tag-platform),
    /// read by Google Analytics for Firebase (see `ConsentMode.firebaseTCF`). Not in the IAB table.
    public static let enableAdvertiserConsentMode = "IABTCF_EnableAdvertiserConsentMode"

    /// Every key the IAB table or Google's UMP defines, in the table's order, Google's additions last
    /// (`IABTCF_PublisherRestrictions{ID}` aside: see `isKnownKey`).
    public static let knownKeys: [String] = [
        cmpSdkID, cmpSdkVersion, policyVersion, gdprApplies, publisherCC, purposeOneTreatment, useNonStandardTexts,
        tcString, vendorConsents, vendorLegitimateInterests, purposeConsents, purposeLegitimateInterests,
        specialFeaturesOptIns, publisherConsent, publisherLegitimateInterests, publisherCustomPurposesConsents,
        publisherCustomPurposesLegitimateInterests, disclosedVendors, additionalConsent, useNonStandardStacks,
        userConsentRecordID, enableAdvertiserConsentMode,
    ]

    /// Whether `key` is in `knownKeys` or names restrictions for a purpose (`IABTCF_PublisherRestrictions2`).
    public static func isKnownKey(_ key: String) -> Bool {
        if knownKeys.contains(key) { return true }
        guard key.hasPrefix(publisherRestrictionsPrefix) else { return false }
        let digits = key.dropFirst(publisherRestrictionsPrefix.count)
        return !digits.isEmpty && digits.allSatisfy { $0.isASCII && $0.isNumber }
    }

    /// The key holding restrictions for `purposeId`, e.g. `IABTCF_PublisherRestrictions2`.
    public static func publisherRestrictions(purposeId: Int) -> String { publisherRestrictionsPrefix + String(purposeId) }

    /// Keys whose value must be a Number; every other `IABTCF_` key is a String.
    public static let numberKeys: Set<String> = [
        cmpSdkID, cmpSdkVersion, policyVersion, gdprApplies, purposeOneTreatment, useNonStandardTexts, useNonStandardStacks,
        enableAdvertiserConsentMode,
    ]

    /// Whether `key` belongs to the TCF in-app namespace.
    public static func isTCFKey(_ key: String) -> Bool { key.hasPrefix("IABTCF_") }

    /// Whether `key` carries TC data (removed when GDPR does not apply), as opposed to CMP presence keys.
    public static func isTCDataKey(_ key: String) -> Bool {
        isTCFKey(key) && ![cmpSdkID, cmpSdkVersion, policyVersion, gdprApplies].contains(key)
    }
}
