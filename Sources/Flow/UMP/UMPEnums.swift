/// `UMPConsentStatus` (iOS raw values; Android swaps required and notRequired).
package enum UMPConsentStatus: Int, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// Unknown until `requestConsentInfoUpdate` has been called.
    case unknown = 0
    /// User consent required but not yet obtained.
    case required = 1
    /// Consent not required (outside a regulated region, or no message configured).
    case notRequired = 2
    /// Consent obtained; personalised vs non-personalised is not said.
    case obtained = 3

    /// The Swift case name.
    package var description: String {
        switch self {
        case .unknown: "unknown"
        case .required: "required"
        case .notRequired: "notRequired"
        case .obtained: "obtained"
        }
    }
}

/// `UMPFormStatus`.
package enum UMPFormStatus: Int, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    case unknown = 0
    /// A consent form is available to load.
    case available = 1
    /// Showing a consent form is not required.
    case unavailable = 2

    /// The Swift case name.
    package var description: String {
        switch self {
        case .unknown: "unknown"
        case .available: "available"
        case .unavailable: "unavailable"
        }
    }
}

/// `UMPPrivacyOptionsRequirementStatus`.
package enum UMPPrivacyOptionsRequirementStatus: Int, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    case unknown = 0
    /// A way must be provided for the user to modify their privacy options.
    case required = 1
    case notRequired = 2

    /// The Swift case name.
    package var description: String {
        switch self {
        case .unknown: "unknown"
        case .required: "required"
        case .notRequired: "notRequired"
        }
    }
}

/// `UMPDebugGeography`: where a test device pretends to be.
package enum UMPDebugGeography: Int, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    case disabled = 0
    case eea = 1
    /// Deprecated in UMP 2.7.0 in favour of `other`.
    case notEEA = 2
    case regulatedUSState = 3
    case other = 4

    /// The Swift case name (`EEA`, `notEEA`, ...), as scripts and flags spell it.
    package var description: String {
        switch self {
        case .disabled: "disabled"
        case .eea: "EEA"
        case .notEEA: "notEEA"
        case .regulatedUSState: "regulatedUSState"
        case .other: "other"
        }
    }

    /// Parses the case name, case-insensitively.
    package init?(name: String) {
        guard let g = UMPDebugGeography.allCases.first(where: { $0.description.lowercased() == name.lowercased() }) else { return nil }
        self = g
    }
}
