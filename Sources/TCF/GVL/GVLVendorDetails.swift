/// How long a vendor keeps data, in days (GVL v3 `dataRetention`).
public struct GVLDataRetention: Hashable, Sendable {
    /// The default retention in days for every purpose without its own entry; nil when the vendor
    /// gives none (65 vendors of list v17 omit it and list only per-purpose periods).
    public var stdRetention: Int?
    /// Retention in days by purpose id, overriding `stdRetention`.
    public var purposes: [Int: Int]
    /// Retention in days by special purpose id, overriding `stdRetention`.
    public var specialPurposes: [Int: Int]

    /// A retention declaration.
    public init(stdRetention: Int? = nil, purposes: [Int: Int] = [:], specialPurposes: [Int: Int] = [:]) {
        self.stdRetention = stdRetention
        self.purposes = purposes
        self.specialPurposes = specialPurposes
    }
}

/// A vendor's privacy-policy links for one language (an element of GVL v3 `urls`).
public struct GVLVendorURL: Hashable, Sendable {
    /// The language of the linked pages, as the GVL writes it (`en`, `de`, ...; case as given).
    public var langId: String
    /// The privacy-policy URL.
    public var privacy: String
    /// The URL explaining the vendor's legitimate-interest claim; nil when absent
    /// (195 of the 1,063 entries in list v17 have none, mostly vendors without LI purposes).
    public var legIntClaim: String?

    /// A localised URL pair.
    public init(langId: String, privacy: String, legIntClaim: String? = nil) {
        self.langId = langId
        self.privacy = privacy
        self.legIntClaim = legIntClaim
    }
}

/// A vendor's HTTP GET request size limit (GVL `overflow`), in kilobytes: 32 or 128 by the spec.
public struct GVLOverflow: Hashable, Sendable {
    /// The largest GET request, in KB, the vendor's servers accept.
    public var httpGetLimit: Int

    /// An overflow declaration.
    public init(httpGetLimit: Int) { self.httpGetLimit = httpGetLimit }
}
