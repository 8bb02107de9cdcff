/// `PACConsentStatus` of the legacy PersonalizedAdConsent SDK.
package enum PACConsentStatus: Int, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    case unknown = 0
    case nonPersonalized = 1
    case personalized = 2

    /// The Swift case name.
    package var description: String {
        switch self {
        case .unknown: "unknown"
        case .nonPersonalized: "nonPersonalized"
        case .personalized: "personalized"
        }
    }

    /// The `consent_state` string PAC persists (`unknown`, `non_personalized`, `personalized`).
    package var storedString: String {
        switch self {
        case .unknown: "unknown"
        case .nonPersonalized: "non_personalized"
        case .personalized: "personalized"
        }
    }

    /// The status for a persisted `consent_state`; anything unrecognised (including `not_eea`) is unknown.
    package init(storedString: String) {
        switch storedString {
        case "non_personalized": self = .nonPersonalized
        case "personalized": self = .personalized
        default: self = .unknown
        }
    }
}

/// `PACDebugGeography`.
package enum PACDebugGeography: Int, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    case disabled = 0
    case eea = 1
    case notEEA = 2

    /// The Swift case name.
    package var description: String {
        switch self {
        case .disabled: "disabled"
        case .eea: "EEA"
        case .notEEA: "notEEA"
        }
    }
}

/// An `NSError` in PAC's `Consent` domain (every PAC error has code 1).
package struct PACError: Error, Hashable, Sendable, CustomStringConvertible {
    /// `PACErrorDomain`.
    package static let domain = "Consent"
    /// `NSLocalizedDescriptionKey`.
    package var message: String

    /// An error with `message` (nil becomes PAC's "Internal error.").
    package init(_ message: String?) { self.message = message ?? "Internal error." }

    /// `Error Domain=Consent Code=1 "message"`.
    package var description: String { "Error Domain=\(PACError.domain) Code=1 \"\(message)\"" }
}
