import Flow
import TCF

/// A UMP failure a run injects (`Set UMPError` / `--ump-error`): each `UMPRequestErrorCode` and
/// `UMPFormErrorCode` (texts in `UMPError.swift`), or no message published at all.
package enum UMPErrorChoice: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// Nothing fails.
    case none
    /// `requestConsentInfoUpdate` fails with code 1 (internal).
    case requestInternal
    /// Code 2: the app id in Info.plist is invalid.
    case invalidAppID
    /// Code 3: network error.
    case network
    /// Code 4: no form configured for the app id.
    case misconfiguration
    /// Loading a form fails with code 5 (internal).
    case formInternal
    /// Presenting a form fails with code 6 (already used).
    case alreadyUsed
    /// Loading a form fails with code 7 (unavailable).
    case formUnavailable
    /// Loading a form fails with code 8 (timeout).
    case timeout
    /// Presenting a form fails with code 9 (invalid view controller).
    case invalidViewController
    /// The publisher published no message: the update succeeds, `formStatus` is `unavailable`, and
    /// (UMP 2.5.0) `canRequestAds` is YES.
    case noMessage

    /// The script's spelling.
    package var description: String { rawValue }

    /// The choice whose injected failure returns `code` (nil for a code outside 1-9).
    package init?(code: Int) {
        guard let choice = UMPErrorChoice.allCases.first(where: { $0.code == code }) else { return nil }
        self = choice
    }

    /// The `UMPErrorDomain` code the SDK returns for this failure; nil for `none` and `noMessage`, which return no error.
    package var code: Int? {
        switch self {
        case .none, .noMessage: nil
        case .requestInternal: UMPRequestErrorCode.internal.rawValue
        case .invalidAppID: UMPRequestErrorCode.invalidAppID.rawValue
        case .network: UMPRequestErrorCode.network.rawValue
        case .misconfiguration: UMPRequestErrorCode.misconfiguration.rawValue
        case .formInternal: UMPFormErrorCode.internal.rawValue
        case .alreadyUsed: UMPFormErrorCode.alreadyUsed.rawValue
        case .formUnavailable: UMPFormErrorCode.unavailable.rawValue
        case .timeout: UMPFormErrorCode.timeout.rawValue
        case .invalidViewController: UMPFormErrorCode.invalidViewController.rawValue
        }
    }

    /// The server configuration with this failure injected.
    package func apply(to server: inout UMPServerConfiguration) {
        server.requestError = nil
        server.formError = nil
        server.appIDValid = true
        switch self {
        case .none: break
        case .requestInternal: server.requestError = .internal
        case .invalidAppID: server.appIDValid = false
        case .network: server.requestError = .network
        case .misconfiguration: server.requestError = .misconfiguration
        case .formInternal: server.formError = .internal
        case .alreadyUsed: server.formError = .alreadyUsed
        case .formUnavailable: server.formError = .unavailable
        case .timeout: server.formError = .timeout
        case .invalidViewController: server.formError = .invalidViewController
        case .noMessage:
            server.gdprMessage = false
            server.usStatesMessage = false
            server.idfaMessage = false
        }
    }
}
