import Flow
import Screens

/// A page of the UMP form: UI state only, Flow never sees it (it sees the outcome).
package enum UMPPage: Hashable, Sendable {
    /// The first layer (or the privacy-options form's first page).
    case firstLayer
    /// "Manage options".
    case manageOptions
    /// The vendor list.
    case vendors
    /// One vendor's details, by GVL id.
    case vendorDetail(Int)
    /// The help dialog of one of the publisher's "Learn more" items, by its place from 1, over the
    /// first layer (`.fc-help-dialog`).
    case helpDialog(Int)
}

/// The UMP form as the user is editing it: pages visited, switches, expanded descriptions, search.
///
/// Reset every time a form object is presented (UMP shows its defaults on every presentation, not
/// the user's earlier toggles).
package struct UMPFormState: Hashable, Sendable {
    /// The presented form object this state belongs to (`UMPPresentedForm.id`).
    package var formID: Int?
    /// Pages from the first layer to the current one (Back pops).
    package var pages: [UMPPage]
    /// The switches as they stand.
    package var draft: UMPChoices
    /// Items whose description is expanded (`purpose.3`, `feature.1`), and the first layer's
    /// "Learn more" section when it is unfolded (`ump.learnMore`).
    package var expanded: Set<ElementID>
    /// The vendor search query.
    package var search: TextInput

    /// A form as it opens: first layer, switches at the form's defaults.
    package init(formID: Int?, draft: UMPChoices) {
        self.formID = formID
        pages = [.firstLayer]
        self.draft = draft
        expanded = []
        search = TextInput()
    }

    /// The page on screen.
    package var page: UMPPage { pages.last ?? .firstLayer }
}
