/// A button on UMP's first layer.
package enum FirstLayerButton: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// "Consent": consent to every purpose and vendor, and close.
    case consent
    /// "Do not consent": refuse everything, and close.
    case doNotConsent
    /// "Manage options": open the purposes page.
    case manageOptions

    /// The YAML spelling.
    package var description: String { rawValue }

    /// The text key of the button's label.
    package var textKey: TextKey {
        switch self {
        case .consent: .consent
        case .doNotConsent: .doNotConsent
        case .manageOptions: .manageOptions
        }
    }
}

/// UMP's first layer as chosen in AdMob's "User consent options".
package struct FirstLayer: Hashable, Sendable {
    /// The buttons in display order: 2 (consent, manageOptions) or 3 (all three).
    package var buttons: [FirstLayerButton]
    /// Whether the "Close (do not consent)" icon is shown; closing counts as not consenting.
    package var closeIcon: Bool

    /// A first layer.
    package init(buttons: [FirstLayerButton], closeIcon: Bool = false) {
        self.buttons = buttons
        self.closeIcon = closeIcon
    }

    /// The buttons AdMob allows: "Consent or Manage options", or "Consent, Do not consent, or Manage options".
    package static let allowedCounts = 2...3
}
