import Basics

/// A vendor of the Global Vendor List (GVL v3), with every documented field.
///
/// Field names are the JSON names of the IAB spec, so the model, the spec and `vendor-list.json`
/// read the same. Which fields are optional, and why, is documented in `VendorListDecoder.swift`.
public struct GVLVendor: Hashable, Sendable, Identifiable {
    /// The vendor id (1...65535), never reused by the IAB.
    public var id: Int
    /// The registered vendor name.
    public var name: String
    /// Purposes processed on the legal basis of consent.
    public var purposes: IDSet
    /// Purposes processed on the legal basis of legitimate interest.
    public var legIntPurposes: IDSet
    /// Purposes whose legal basis a publisher restriction may switch (a subset of the two above).
    public var flexiblePurposes: IDSet
    /// Special purposes (always legitimate interest, no user choice).
    public var specialPurposes: IDSet
    /// Features used across purposes.
    public var features: IDSet
    /// Special features used (they need the user's opt-in).
    public var specialFeatures: IDSet
    /// Data categories collected (ids of `VendorList.dataCategories`); nil when the vendor declares none
    /// (vendor 797 of list v17 omits the field). Ids are not checked against the list: v17's vendor
    /// 738 declares category 2008, which does not exist.
    public var dataDeclaration: IDSet?
    /// Retention periods; nil when absent.
    public var dataRetention: GVLDataRetention?
    /// Privacy-policy links by language (the spec asks for 1 to 40; not enforced).
    public var urls: [GVLVendorURL]
    /// The pre-v3 single privacy-policy URL, if an older-style entry still carries it.
    public var policyUrl: String?
    /// ISO-8601 date-time after which the vendor is deleted and must not be shown; nil for live vendors.
    public var deletedDate: String?
    /// The vendor's GET request size limit, if it declares one.
    public var overflow: GVLOverflow?
    /// Whether the vendor stores or reads cookies.
    public var usesCookies: Bool
    /// Longest cookie lifetime in seconds; nil when the vendor uses no cookies, 0 or less for session cookies.
    public var cookieMaxAgeSeconds: Int64?
    /// Whether the cookie lifetime is renewed on each access.
    public var cookieRefresh: Bool
    /// Whether the vendor uses storage or access other than cookies (local storage, identifiers, ...).
    public var usesNonCookieAccess: Bool
    /// URL of the vendor's device-storage disclosure JSON, if given.
    public var deviceStorageDisclosureUrl: String?

    /// A vendor; everything but the id and the name defaults to "declares nothing".
    public init(
        id: Int, name: String,
        purposes: IDSet = [], legIntPurposes: IDSet = [], flexiblePurposes: IDSet = [],
        specialPurposes: IDSet = [], features: IDSet = [], specialFeatures: IDSet = [],
        dataDeclaration: IDSet? = nil, dataRetention: GVLDataRetention? = nil,
        urls: [GVLVendorURL] = [], policyUrl: String? = nil, deletedDate: String? = nil,
        overflow: GVLOverflow? = nil, usesCookies: Bool = false, cookieMaxAgeSeconds: Int64? = nil,
        cookieRefresh: Bool = false, usesNonCookieAccess: Bool = false, deviceStorageDisclosureUrl: String? = nil
    ) {
        self.id = id
        self.name = name
        self.purposes = purposes
        self.legIntPurposes = legIntPurposes
        self.flexiblePurposes = flexiblePurposes
        self.specialPurposes = specialPurposes
        self.features = features
        self.specialFeatures = specialFeatures
        self.dataDeclaration = dataDeclaration
        self.dataRetention = dataRetention
        self.urls = urls
        self.policyUrl = policyUrl
        self.deletedDate = deletedDate
        self.overflow = overflow
        self.usesCookies = usesCookies
        self.cookieMaxAgeSeconds = cookieMaxAgeSeconds
        self.cookieRefresh = cookieRefresh
        self.usesNonCookieAccess = usesNonCookieAccess
        self.deviceStorageDisclosureUrl = deviceStorageDisclosureUrl
    }
}

extension GVLVendor {
    /// Whether the vendor is deleted. Like iabtcf-es, any `deletedDate` counts, whatever its date:
    /// a list only marks vendors that are gone, and a simulator must not depend on the wall clock.
    public var isDeleted: Bool { deletedDate != nil }

    /// `deletedDate` in seconds since the Unix epoch; nil when absent or not a valid ISO-8601 date-time.
    public var deletedEpochSeconds: Int64? { deletedDate.flatMap(ISO8601Timestamp.epochSeconds(from:)) }

    /// Whether the vendor declares special purposes and no consent or LI purpose at all.
    ///
    /// TCF policy (June 2021, enforced by iabtcf-es' SemanticPreEncoder) requires the vendor's
    /// legitimate-interest bit to be 1 in the TC string whenever such a vendor is disclosed.
    /// Features do not matter here: v17 has 17 such vendors, 10 of them without features.
    public var isSpecialPurposeOnly: Bool {
        purposes.isEmpty && legIntPurposes.isEmpty && !specialPurposes.isEmpty
    }

    /// Every purpose the vendor declares, on either legal basis.
    public var declaredPurposes: IDSet { purposes.union(legIntPurposes) }

    /// The links for `language` (matched case-insensitively, `pt-PT` also matches `pt`), else
    /// English, else the first entry; nil when the vendor lists none.
    public func url(forLanguage language: String) -> GVLVendorURL? {
        let wanted = language.lowercased()
        let base = wanted.split(separator: "-").first.map(String.init) ?? wanted
        return urls.first { $0.langId.lowercased() == wanted }
            ?? urls.first { $0.langId.lowercased() == base }
            ?? urls.first { $0.langId.lowercased() == "en" }
            ?? urls.first
    }

    /// Days data is kept for `purpose`: its own period, else the standard one; nil when neither is declared.
    public func retentionDays(forPurpose purpose: Int) -> Int? {
        dataRetention.flatMap { $0.purposes[purpose] ?? $0.stdRetention }
    }

    /// Days data is kept for special purpose `specialPurpose`: its own period, else the standard one.
    public func retentionDays(forSpecialPurpose specialPurpose: Int) -> Int? {
        dataRetention.flatMap { $0.specialPurposes[specialPurpose] ?? $0.stdRetention }
    }
}
