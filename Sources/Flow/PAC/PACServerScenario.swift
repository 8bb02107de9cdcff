/// A company in the simulated server's table (a `companies` entry).
package struct PACServerCompany: Hashable, Sendable {
    /// `company_id`.
    package var id: Int64
    /// `company_name`.
    package var name: String
    /// `policy_url`.
    package var policyURL: String

    /// A company.
    package init(id: Int64, name: String, policyURL: String) {
        self.id = id
        self.name = name
        self.policyURL = policyURL
    }
}

/// How the server's lookup of one publisher identifier goes.
package enum PACServerLookup: String, Hashable, Sendable, CaseIterable {
    /// Found: its companies are returned.
    case found
    /// `lookup_failed: true`.
    case lookupFailed
    /// `not_found: true` (also what any identifier missing from the scenario gets).
    case notFound
}

/// What the server knows about one publisher identifier.
package struct PACServerPublisher: Hashable, Sendable {
    /// The ad technology providers selected for it (`company_ids`).
    package var companyIDs: [Int64]
    /// `is_npa`: configured for non-personalized ads only.
    package var isNonPersonalizedOnly: Bool
    /// The lookup outcome.
    package var lookup: PACServerLookup

    /// A publisher.
    package init(companyIDs: [Int64], isNonPersonalizedOnly: Bool = false, lookup: PACServerLookup = .found) {
        self.companyIDs = companyIDs
        self.isNonPersonalizedOnly = isNonPersonalizedOnly
        self.lookup = lookup
    }
}

/// A failure the server injects instead of its normal answer.
package enum PACServerFailure: Hashable, Sendable {
    /// The session fails with this error text.
    case transportError(String)
    /// 200 with an empty body.
    case emptyBody
    /// A body that is not JSON.
    case invalidJSON
    /// A JSON array instead of an object.
    case nonDictionaryJSON
    /// The normal answer without `is_request_in_eea_or_unknown`.
    case missingEEAFlag
    /// Exactly this body.
    case body(String)

    /// The `NSURLErrorDomain` error of a device without a connection.
    package static let offlineErrorText =
        "Error Domain=NSURLErrorDomain Code=-1009 \"The Internet connection appears to be offline.\""
}

/// What the simulated `pubvendors` server knows and does.
package struct PACServerScenario: Hashable, Sendable {
    /// The device's real location is in the EEA (or unknown); `debug_geo` overrides it.
    package var isDeviceInEEAOrUnknown: Bool
    /// Known publisher identifiers; any other identifier is not found.
    package var publishers: [String: PACServerPublisher]
    /// The company table, in the order responses list companies.
    package var companies: [PACServerCompany]
    /// A failure to inject, if any.
    package var failure: PACServerFailure?

    /// A scenario.
    package init(
        isDeviceInEEAOrUnknown: Bool = true, publishers: [String: PACServerPublisher] = PACServerScenario.defaultPublishers,
        companies: [PACServerCompany] = PACServerScenario.defaultCompanies, failure: PACServerFailure? = nil
    ) {
        self.isDeviceInEEAOrUnknown = isDeviceInEEAOrUnknown
        self.publishers = publishers
        self.companies = companies
        self.failure = failure
    }

    /// The default: a device in the EEA, publisher `pub-0123456789012345` with five providers.
    package static let `default` = PACServerScenario()

    /// The publisher identifier the default scenario knows.
    package static let defaultPublisherID = "pub-0123456789012345"

    /// `pub-0123456789012345` → companies 1–5, personalized allowed.
    package static let defaultPublishers: [String: PACServerPublisher] = [
        defaultPublisherID: PACServerPublisher(companyIDs: [1, 2, 3, 4, 5])
    ]

    /// Well-known ad technology companies. The ids are invented (Google's real provider ids differ);
    /// the names and policy URLs are the companies' public privacy pages, for realism only.
    package static let defaultCompanies: [PACServerCompany] = [
        PACServerCompany(id: 1, name: "Google", policyURL: "https://policies.google.com/privacy"),
        PACServerCompany(id: 2, name: "AppLovin", policyURL: "https://www.applovin.com/privacy/"),
        PACServerCompany(id: 3, name: "Unity Ads", policyURL: "https://unity.com/legal/privacy-policy"),
        PACServerCompany(id: 4, name: "InMobi", policyURL: "https://www.inmobi.com/privacy-policy"),
        PACServerCompany(id: 5, name: "Liftoff", policyURL: "https://liftoff.io/privacy-policy/"),
    ]
}
