import Flow

/// A page of the UMP form: UI state only, Flow never sees it (it sees the outcome).
public enum UMPPage: Hashable, Sendable {
    /// The first layer (or the privacy-options form's first page).
    case firstLayer
    /// "Manage options".
    case manageOptions
    /// The vendor list.
    case vendors
    /// One vendor's details, by GVL id.
    case vendorDetail(Int)
}

/// The UMP form as the user is editing it: pages visited, switches, expanded descriptions, search.
///
/// Reset every time a form object is presented (UMP shows its defaults on every presentation, not
/// the user's earlier toggles).
public struct UMPFormState: Hashable, Sendable {
    /// The presented form object this state belongs to (`UMPPresentedForm.id`).
    public var formID: Int?
    /// Pages from the first layer to the current one (Back pops).
    public var pages: [UMPPage]
    /// The switches as they stand.
    public var draft: UMPChoices
    /// Items whose description is expanded (`purpose.3`, `feature.1`).
    public var expanded: Set<ElementID>
    /// The vendor search query.
    public var search: TextInput

    /// A form as it opens: first layer, switches at the form's defaults.
    public init(formID: Int?, draft: UMPChoices) {
        self.formID = formID
        pages = [.firstLayer]
        self.draft = draft
        expanded = []
        search = TextInput()
    }

    /// The page on screen.
    public var page: UMPPage { pages.last ?? .firstLayer }
}
