/// `UMPRequestErrorCode`: errors of `requestConsentInfoUpdate`.
public enum UMPRequestErrorCode: Int, Hashable, Sendable, CaseIterable {
    case `internal` = 1
    case invalidAppID = 2
    case network = 3
    case misconfiguration = 4

    /// The header's description of the code.
    public var defaultMessage: String {
        switch self {
        case .internal: "Internal error."
        case .invalidAppID: "The application's app ID is invalid."
        case .network: "Network error communicating with Funding Choices."
        case .misconfiguration: "A misconfiguration exists in the Funding Choices UI."
        }
    }
}

/// `UMPFormErrorCode`: errors of loading and presenting forms.
public enum UMPFormErrorCode: Int, Hashable, Sendable, CaseIterable {
    case `internal` = 5
    case alreadyUsed = 6
    case unavailable = 7
    case timeout = 8
    case invalidViewController = 9

    /// The header's description of the code.
    public var defaultMessage: String {
        switch self {
        case .internal: "Internal error."
        case .alreadyUsed: "Form was already used."
        case .unavailable: "Form is unavailable."
        case .timeout: "Loading a form timed out."
        case .invalidViewController: "Form cannot be presented from the provided view controller."
        }
    }
}

/// An `NSError` in `UMPErrorDomain` as the app receives it in a completion handler.
public struct UMPError: Error, Hashable, Sendable, CustomStringConvertible {
    /// `com.google.user_messaging_platform`, the domain string observed on devices.
    public static let domain = "com.google.user_messaging_platform"
    /// The numeric code (request codes 1-4, form codes 5-9).
    public var code: Int
    /// `localizedDescription`.
    public var message: String

    /// A request error with its default or a specific message.
    public init(_ code: UMPRequestErrorCode, message: String? = nil) {
        self.code = code.rawValue
        self.message = message ?? code.defaultMessage
    }

    /// A form error with its default or a specific message.
    public init(_ code: UMPFormErrorCode, message: String? = nil) {
        self.code = code.rawValue
        self.message = message ?? code.defaultMessage
    }

    /// `Error Domain=… Code=N "message"`, as NSError prints.
    public var description: String { "Error Domain=\(UMPError.domain) Code=\(code) \"\(message)\"" }
}
