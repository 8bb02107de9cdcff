/// The ad request Google Mobile Ads may make for a user, from most to least data used.
public enum AdRequestKind: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// A normal request: personalised ads.
    case personalized = "personalized"
    /// A request with `npa=1`: non-personalised ads.
    case nonPersonalized = "non-personalized"
    /// Limited ads: no local identifiers and no personalisation.
    case limited = "limited"
    /// Technical ad delivery: an ad delivered on TCF Special Purpose 2 alone (the IP address), no other
    /// processing (Ad Manager's beta until Limited ads 2.0 replaced it in April 2025).
    case technical = "technical"
    /// No Google ad request is eligible.
    case none = "none"

    /// The lowercase name used in scripts and output.
    public var description: String { rawValue }

    /// How much the request may do, for comparing kinds: personalized 4 down to none 0.
    public var rank: Int {
        switch self {
        case .personalized: 4
        case .nonPersonalized: 3
        case .limited: 2
        case .technical: 1
        case .none: 0
        }
    }

    /// Extra request parameters the app adds for this kind (the legacy `npa` extra).
    public var requestExtras: [String: String] {
        switch self {
        case .nonPersonalized: ["npa": "1"]
        case .personalized, .limited, .technical, .none: [:]
        }
    }
}

/// Apple's `ATTrackingManager.AuthorizationStatus`, with its real raw values.
public enum ATTrackingStatus: Int, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    case notDetermined = 0
    case restricted = 1
    case denied = 2
    case authorized = 3

    /// The Swift case name (`notDetermined`, ...).
    public var description: String {
        switch self {
        case .notDetermined: "notDetermined"
        case .restricted: "restricted"
        case .denied: "denied"
        case .authorized: "authorized"
        }
    }

    /// Parses the case name, case-insensitively.
    public init?(name: String) {
        guard let s = ATTrackingStatus.allCases.first(where: { $0.description.lowercased() == name.lowercased() }) else {
            return nil
        }
        self = s
    }
}
