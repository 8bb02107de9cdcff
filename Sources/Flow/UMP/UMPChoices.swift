import TCF

/// The toggles of the GDPR message's "Manage options" pages when the user presses "Confirm choices".
///
/// Legitimate interest is recorded as objections because its switches start on: an empty value is
/// exactly what the form shows on opening (consent off, LI on), which is also what reopening the
/// privacy-options form shows (UMP does not restore previous toggles).
package struct UMPChoices: Hashable, Sendable {
    /// Purposes switched to "Consent".
    package var purposeConsents: IDSet
    /// Purposes whose "Legitimate interest" switch was turned off.
    package var purposeLIObjections: IDSet
    /// Vendors switched to "Consent".
    package var vendorConsents: IDSet
    /// Vendors whose "Legitimate interest" switch was turned off.
    package var vendorLIObjections: IDSet
    /// Special features opted in.
    package var specialFeatureOptIns: IDSet
    /// Google Ad Technology Providers consented (Additional Consent).
    package var atpConsents: IDSet

    /// Choices; the defaults are the form's initial toggles.
    package init(
        purposeConsents: IDSet = [], purposeLIObjections: IDSet = [], vendorConsents: IDSet = [],
        vendorLIObjections: IDSet = [], specialFeatureOptIns: IDSet = [], atpConsents: IDSet = []
    ) {
        self.purposeConsents = purposeConsents
        self.purposeLIObjections = purposeLIObjections
        self.vendorConsents = vendorConsents
        self.vendorLIObjections = vendorLIObjections
        self.specialFeatureOptIns = specialFeatureOptIns
        self.atpConsents = atpConsents
    }

    /// The toggles as the form opens: no consent, legitimate interest on.
    package static let defaults = UMPChoices()

    /// Every switch off, legitimate interest included: nothing at all for anyone.
    package static func nothing(in settings: UMPMessageSettings) -> UMPChoices {
        UMPChoices(purposeLIObjections: settings.vendorList.purposeIDs, vendorLIObjections: settings.disclosedVendorIDs)
    }
}

/// What the user chose in a presented UMP form: each choice's one name, from the button that makes
/// it (`ElementAction.app(.umpForm(.consentAll))`) through the app (`AppEvent.umpForm`) to UMP
/// (`UMPEvent.userOutcome`).
package enum UMPFormOutcome: Hashable, Sendable {
    /// "Consent" (first layer) or "Accept all": every purpose, special feature and vendor.
    case consentAll
    /// "Do not consent" (three-button first layer): no consent, legitimate interest left on.
    case doNotConsent
    /// "Confirm choices" on the manage-options pages: exactly these toggles.
    case confirmChoices(UMPChoices)
    /// The close icon ("Close (do not consent)"): same as "Do not consent".
    case close
    /// Left without any choice (Esc): nothing is stored and the form closes.
    case dismiss
    /// "Continue" on the IDFA explainer: the ATT alert follows.
    case continueToATT
    /// "Opt out" on the US states message's confirm page.
    case optOut

    /// The case name, for traces and transition tables.
    package var name: String {
        switch self {
        case .consentAll: "consentAll"
        case .doNotConsent: "doNotConsent"
        case .confirmChoices: "confirmChoices"
        case .close: "close"
        case .dismiss: "dismiss"
        case .continueToATT: "continueToATT"
        case .optOut: "optOut"
        }
    }
}
