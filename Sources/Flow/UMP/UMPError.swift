/// `UMPRequestErrorCode`: errors of `requestConsentInfoUpdate`.
package enum UMPRequestErrorCode: Int, Hashable, Sendable, CaseIterable {
    case `internal` = 1
    case invalidAppID = 2
    case network = 3
    case misconfiguration = 4

    /// The header's description of the code.
    package var defaultMessage: String {
        switch self {
        case .internal: "Internal error."
        case .invalidAppID: "The application's app ID is invalid."
        case .network: "Network error communicating with Funding Choices."
        case .misconfiguration: "A misconfiguration exists in the Funding Choices UI."
        }
    }
}

/// `UMPFormErrorCode`: errors of loading and presenting forms.
package enum UMPFormErrorCode: Int, Hashable, Sendable, CaseIterable {
    case `internal` = 5
    case alreadyUsed = 6
    case unavailable = 7
    case timeout = 8
    case invalidViewController = 9

    /// The header's description of the code.
    package var defaultMessage: String {
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
package struct UMPError: Error, Hashable, Sendable, CustomStringConvertible {
    /// `com.google.user_messaging_platform`, the domain string observed on devices.
    package static let domain = "com.google.user_messaging_platform"
    /// The numeric code (request codes 1-4, form codes 5-9).
    package var code: Int
    /// `localizedDescription`.
    package var message: String

    /// A request error with its default or a specific message.
    package init(_ code: UMPRequestErrorCode, message: String? = nil) {
        self.code = code.rawValue
        self.message = message ?? code.defaultMessage
    }

    /// A form error with its default or a specific message.
    package init(_ code: UMPFormErrorCode, message: String? = nil) {
        self.code = code.rawValue
        self.message = message ?? code.defaultMessage
    }

    /// `Error Domain=… Code=N "message"`, as NSError prints.
    package var description: String { "Error Domain=\(UMPError.domain) Code=\(code) \"\(message)\"" }

    /// The Android `FormError.ErrorCode` of the same failure (Android has one set of codes for
    /// requests and forms: `UMPAndroidEnums.swift`); iOS's request codes 1-4 and form codes 5-9 do
    /// not overlap, so the code says which.
    package var androidErrorCode: Int {
        if let request = UMPRequestErrorCode(rawValue: code) { return request.androidErrorCode }
        if let form = UMPFormErrorCode(rawValue: code) { return form.androidErrorCode }
        return code
    }

    /// The error as `platform`'s app logs it: iOS prints the NSError; Google's Android example apps
    /// log `String.format("%s: %s", getErrorCode(), getMessage())` (googleads/googleads-mobile-android-examples,
    /// java/admanager/BannerExample/.../MyActivity.java), so an Android app shows `2: message`.
    package func logged(on platform: DevicePlatform) -> String {
        switch platform {
        case .ios: description
        case .android: "\(androidErrorCode): \(message)"
        }
    }
}
