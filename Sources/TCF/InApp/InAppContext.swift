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

    /// A context for a CMP with the given ids.
    public init(gdprApplies: Bool?, cmpSdkID: Int, cmpSdkVersion: Int, additionalConsent: String? = nil) {
        self.gdprApplies = gdprApplies
        self.cmpSdkID = cmpSdkID
        self.cmpSdkVersion = cmpSdkVersion
        self.additionalConsent = additionalConsent
    }
}
