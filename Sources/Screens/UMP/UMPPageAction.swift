import Forms

/// What an activated element of the UMP pages does to the pages: moves between them, flips a
/// switch, or makes the choice the switches stand for. (The buttons that make a choice outright,
/// "Consent", "Do not consent", "Accept all" and the close icon, send it to the app as it is:
/// `.app(.umpForm(.consentAll))`.)
package enum UMPPageAction: Hashable, Sendable {
    /// "Manage options": open the purposes page.
    case manageOptions
    /// The vendors link or "Vendor preferences": open the vendor list.
    case openVendors
    /// Open one vendor's details.
    case openVendor(Int)
    /// Open the help dialog of the first layer's "Learn more" item at this place (from 1).
    case openHelp(Int)
    /// Back to the previous page.
    case back
    /// Expand or collapse an item's description (its disclosure's id, `UMPElement.item`).
    case toggleDetails(ElementID)
    /// Flip a switch.
    case toggle(UMPSwitch)
    /// Focus the vendor search field.
    case search
    /// "Reject all": every switch the form offers off, confirmed.
    case rejectAll
    /// "Confirm choices": the switches as they stand, confirmed.
    case confirmSwitches
}

/// The element ids shared by the UMP pages.
package enum UMPElement {
    /// "Consent".
    package static let consent: ElementID = "ump.consent"
    /// "Do not consent".
    package static let doNotConsent: ElementID = "ump.doNotConsent"
    /// "Manage options".
    package static let manageOptions: ElementID = "ump.manageOptions"
    /// The close icon.
    package static let close: ElementID = "ump.close"
    /// The first layer's link to the vendor list.
    package static let vendorsLink: ElementID = "ump.vendorsLink"
    /// "Vendor preferences" on Manage options.
    package static let vendorPreferences: ElementID = "ump.vendorPreferences"
    /// "Back".
    package static let back: ElementID = "ump.back"
    /// "Accept all".
    package static let acceptAll: ElementID = "ump.acceptAll"
    /// "Reject all".
    package static let rejectAll: ElementID = "ump.rejectAll"
    /// "Confirm choices".
    package static let confirmChoices: ElementID = "ump.confirmChoices"
    /// The vendor search field.
    package static let search: ElementID = "ump.vendors.search"
    /// The first layer's folding "Learn more" section (`.fc-faq-header`).
    package static let learnMore: ElementID = "ump.learnMore"
    /// The help dialog's close button.
    package static let helpDialogClose: ElementID = "ump.helpDialog.close"

    /// One of the publisher's "Learn more" items, by its place from 1 (`ump.learnMore.2`).
    package static func learnMoreItem(_ index: Int) -> ElementID { ElementID(.numbered("ump.learnMore.", index)) }

    /// The disclosure of a TCF item on Manage options (`purpose.3`, `specialFeature.1`).
    package static func item(_ kind: TCFItemKind, _ id: Int) -> ElementID { ElementID("\(kind.rawValue).\(id)") }

    /// A vendor's row on the vendor page, which opens its details (`vendor.755`).
    package static func vendor(_ id: Int) -> ElementID { ElementID(.numbered("vendor.", id)) }

    /// The "Back" link of the pages after the first layer.
    static func backLink(context: ViewContext) -> Link {
        Link(id: back, label: context.text(.back), action: .ump(.back))
    }
}

/// Buttons and their roles, styled from the form's accept/reject colours.
enum UMPButtons {
    /// A button of the UMP pages with the form's accept or reject style, doing `action`.
    static func button(_ id: ElementID, _ label: String, accept: Bool?, action: ElementAction, context: ViewContext) -> Button {
        let style: CellStyle
        switch accept {
        case true?: style = context.theme.acceptButton
        case false?: style = context.theme.rejectButton
        case nil: style = context.theme.accent
        }
        return Button(id: id, label: label, prominence: .primary, customStyle: style, action: action)
    }

    /// Where a page's buttons go: fixed at the bottom of `inner` at every width, stacked where one
    /// line cannot hold them, as UMP's form keeps its footer on a phone while the content scrolls
    /// above it; nil only where a stacked footer would leave the content fewer than
    /// `minimumBodyRows` (the page then appends the buttons to its scrolling rows), never for the
    /// first layer's (`alwaysFixed`). A blank row separates a fixed footer when there is room.
    static func layout(_ buttons: ButtonRow, in inner: Rect, alwaysFixed: Bool = false) -> (body: Rect, footer: Rect?) {
        let height = buttons.height(forWidth: inner.width)
        guard alwaysFixed || inner.height - height >= minimumBodyRows else { return (inner, nil) }
        let gap = inner.height >= 16 ? 1 : 0
        let (body, footer) = inner.splitBottom(height + gap)
        return (body, footer.inset(top: gap))
    }

    /// The fewest content rows a fixed footer leaves above it.
    static let minimumBodyRows = 6

    /// "Accept all", "Reject all", "Confirm choices" with equal weight.
    static func secondLayer(context: ViewContext) -> ButtonRow {
        ButtonRow(
            [
                button(UMPElement.acceptAll, context.text(.acceptAll), accept: true, action: .app(.umpForm(.consentAll)), context: context),
                button(UMPElement.rejectAll, context.text(.rejectAll), accept: false, action: .ump(.rejectAll), context: context),
                button(UMPElement.confirmChoices, context.text(.confirmChoices), accept: nil, action: .ump(.confirmSwitches), context: context),
            ], equalWeight: true)
    }
}
