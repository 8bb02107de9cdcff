/// The stable, language-independent id of what is on screen: scripts `Expect View <id>` against it.
package enum ViewID: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// The simulated app's own screen.
    case home = "home"
    /// The app is not running (between a termination and the next launch).
    case notRunning = "notRunning"
    /// UMP's GDPR message, first layer.
    case umpFirstLayer = "ump.firstLayer"
    /// UMP's GDPR message reopened from "Privacy settings" (first layer, privacy-options title).
    case umpPrivacyOptions = "ump.privacyOptions"
    /// "Manage options": purposes and special features with their switches.
    case umpManageOptions = "ump.manageOptions"
    /// The vendor list with per-vendor switches and search.
    case umpVendors = "ump.vendors"
    /// One vendor's details.
    case umpVendorDetail = "ump.vendorDetail"
    /// The help dialog of one of the first layer's "Learn more" items.
    case umpHelpDialog = "ump.helpDialog"
    /// The legacy PAC form's options.
    case pacOptions = "pac.options"
    /// PAC's "Learn how…" provider list.
    case pacLearnMore = "pac.learnMore"
    /// PAC's non-personalized confirmation.
    case pacNPAConfirmation = "pac.npaConfirmation"
    /// PAC's non-personalized-only screen.
    case pacNPAOnly = "pac.npaOnly"
    /// UMP's IDFA explainer before the ATT alert.
    case attExplainer = "att.explainer"
    /// The iOS tracking alert.
    case attAlert = "att.alert"
    /// UMP's US states message.
    case usMessage = "us.message"

    /// The id as scripts write it.
    package var description: String { rawValue }

    /// Whether this is one of the UMP GDPR message's pages (`UMPPages` keeps their state).
    var isUMPPage: Bool {
        switch self {
        case .umpFirstLayer, .umpPrivacyOptions, .umpManageOptions, .umpVendors, .umpVendorDetail, .umpHelpDialog: true
        case .home, .notRunning, .pacOptions, .pacLearnMore, .pacNPAConfirmation, .pacNPAOnly, .attExplainer, .attAlert, .usMessage: false
        }
    }
}
