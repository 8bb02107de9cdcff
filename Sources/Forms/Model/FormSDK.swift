/// Which SDK screen a form mirrors.
package enum FormSDK: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// Google UMP's GDPR ("European regulations") message: first layer, Manage options, vendors.
    case umpMessage
    /// Google UMP's privacy-options form, re-opened from the app's "Privacy and cookie settings" entry.
    case umpPrivacyOptions
    /// The legacy PersonalizedAdConsent (PAC) form with personalized / non-personalized / ad-free choices.
    case pac
    /// Apple's App Tracking Transparency: the app's explainer screen and the system alert.
    case att

    /// The YAML spelling.
    package var description: String { rawValue }

    /// The family of texts and settings the SDK uses (both UMP forms share one).
    package var family: TextFamily {
        switch self {
        case .umpMessage, .umpPrivacyOptions: .ump
        case .pac: .pac
        case .att: .att
        }
    }
}
