/// What a CMP knows besides the TC model when it writes the in-app keys.
public struct InAppContext: Hashable, Sendable {
    /// Whether GDPR applies: true, false, or nil while undetermined (the key then stays unset).
    public var gdprApplies: Bool?
    /// The CMP SDK id (`IABTCF_CmpSdkID`); 300 for Google UMP.
    public var cmpSdkID: Int
    /// The CMP SDK version (`IABTCF_CmpSdkVersion`).
    public var cmpSdkVersion: Int
    /// Google's Additional Consent string, written as `IABTCF_AddtlConsent` when present.
    public var additionalConsent: String?
    /// Whose habits the keys follow (the IAB table by default).
    public var profile: KeyProfile
    /// How many purposes the vendor list declares: the `ump` profile writes one character per purpose.
    public var purposeCount: Int
    /// `IABTCF_UserConsentRecordId`, written under the `ump` profile when present.
    public var userConsentRecordID: String?

    /// A context for a CMP with the given ids.
    public init(
        gdprApplies: Bool?, cmpSdkID: Int, cmpSdkVersion: Int, additionalConsent: String? = nil, profile: KeyProfile = .spec,
        purposeCount: Int = 11, userConsentRecordID: String? = nil
    ) {
        self.gdprApplies = gdprApplies
        self.cmpSdkID = cmpSdkID
        self.cmpSdkVersion = cmpSdkVersion
        self.additionalConsent = additionalConsent
        self.profile = profile
        self.purposeCount = purposeCount
        self.userConsentRecordID = userConsentRecordID
    }
}
