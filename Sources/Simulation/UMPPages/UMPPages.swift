import Flow
import Screens

/// The UMP pages as part of the simulator's state: what the form offers (`UMPFormModel`), the form
/// object being edited (pages, switches, expanded descriptions, search), the search's matches, and
/// where focus and scroll stand on each page.
///
/// A form object presented anew (each presentation is a new one) starts on its first layer with the
/// switches at the form's defaults, as UMP shows them on every presentation rather than the user's
/// earlier toggles, each page at its top on its first element: the reducer calls `present` in the
/// same step as the app presents the form.
package struct UMPPages: Equatable, Sendable {
    /// What the pages offer; nil when the form configures no UMP message.
    let model: UMPFormModel?
    /// How many "Learn more" items the form declares (their help dialogs are pages too).
    let learnMoreItems: Int
    /// The form object as the user left it.
    package private(set) var form: UMPFormState
    /// The vendor search's matches, positions in `model.vendors`.
    private(set) var vendorPositions: [Int]
    /// The vendor search's matches, positions in `model.atps`.
    private(set) var atpPositions: [Int]
    /// The search text those matches are for, normalized (`UMPFormModel.normalized`).
    private var matchedQuery = ""
    /// Focus and scroll on the pages of this form object.
    var places = ViewMemory()

    /// The pages of `model` with `learnMoreItems` "Learn more" items, before any form object is presented.
    init(model: UMPFormModel?, learnMoreItems: Int = 0) {
        self.model = model
        self.learnMoreItems = learnMoreItems
        form = UMPFormState(formID: nil, draft: model?.initialChoices ?? UMPChoices())
        vendorPositions = model.map { Array(0..<$0.vendorCount) } ?? []
        atpPositions = model.map { Array($0.atps.indices) } ?? []
    }

    /// These pages showing `model` instead (the form file changed): the same form object, page,
    /// switches and search; a vendor's details whose vendor is no longer shown go back to the list,
    /// and a help dialog whose item is gone closes.
    func reloading(model newModel: UMPFormModel?, learnMoreItems: Int = 0) -> UMPPages {
        var pages = UMPPages(model: newModel, learnMoreItems: learnMoreItems)
        pages.form = form
        pages.places = places
        switch form.page {
        case .vendorDetail(let id) where newModel?.vendor(id: id) == nil: pages.form.pages.removeLast()
        case .helpDialog(let index) where index > learnMoreItems: pages.form.pages.removeLast()
        default: break
        }
        pages.refilter()
        return pages
    }

    /// The form object `formID` comes up: its first layer, the form's defaults, every page at its
    /// top, no search.
    mutating func present(formID: Int) {
        form = UMPFormState(formID: formID, draft: model?.initialChoices ?? UMPChoices())
        places = ViewMemory()
        refilter()
    }

    /// The page on screen while UMP's message (or, `privacyOptions`, its privacy options) is up.
    func view(privacyOptions: Bool) -> ViewID {
        let firstLayer: ViewID = privacyOptions ? .umpPrivacyOptions : .umpFirstLayer
        guard model != nil else { return firstLayer }
        switch form.page {
        case .firstLayer: return firstLayer
        case .manageOptions: return .umpManageOptions
        case .vendors: return .umpVendors
        case .vendorDetail: return .umpVendorDetail
        case .helpDialog: return .umpHelpDialog
        }
    }

    /// Recomputes the search's matches. A query that extends the last one (a key typed, a paste)
    /// can only match fewer, so only the last matches are searched again: 256 pasted characters
    /// searched the whole list 256 times.
    mutating func refilter() {
        guard let model else { return }
        let query = UMPFormModel.normalized(form.search.text)
        let narrowing = !matchedQuery.isEmpty && query.hasPrefix(matchedQuery)
        vendorPositions = model.vendorPositions(matching: form.search.text, among: narrowing ? vendorPositions : nil)
        atpPositions = model.atpPositions(matching: form.search.text, among: narrowing ? atpPositions : nil)
        matchedQuery = query
    }
}

/// What a UMP page action asks of the simulator after the pages did their part.
enum UMPPagesOutcome: Hashable, Sendable {
    /// A choice: the app must see this event.
    case event(AppEvent)
    /// The vendor search field takes the keyboard.
    case focusSearch
    /// The pages changed (or nothing did); the app sees nothing.
    case none
}

extension UMPPages {
    /// Does `action` on the form object on screen: page moves, switch flips and expanded
    /// descriptions stay here; Confirm choices and Reject all come back as the choice they make.
    mutating func perform(_ action: UMPPageAction) -> UMPPagesOutcome {
        switch action {
        case .rejectAll: return .event(.umpForm(.confirmChoices(model?.rejectAllChoices ?? UMPChoices())))
        case .confirmSwitches: return .event(.umpForm(.confirmChoices(form.draft)))
        case .manageOptions: push(.manageOptions)
        case .openVendors: push(.vendors)
        case .openVendor(let id): if model?.vendor(id: id) != nil { push(.vendorDetail(id)) }
        case .openHelp(let index): if index >= 1 && index <= learnMoreItems { push(.helpDialog(index)) }
        case .back: goBack()
        case .toggleDetails(let item): setExpanded(item, !form.expanded.contains(item))
        case .toggle(let target): if model?.offers(target) == true { form.draft.toggle(target) }
        case .search: return .focusSearch
        }
        return .none
    }

    /// Back to the previous page (Backspace, "Back", Esc on a vendor's details).
    mutating func goBack() {
        if form.pages.count > 1 { form.pages.removeLast() }
    }

    /// Expands or collapses the description of `item` on Manage options.
    mutating func setExpanded(_ item: ElementID, _ expanded: Bool) {
        if expanded { form.expanded.insert(item) } else { form.expanded.remove(item) }
    }

    /// `/`: the vendor list, from any page (a vendor's details give way to it).
    mutating func openSearch() {
        guard form.page != .vendors else { return }
        if case .vendorDetail = form.page { form.pages.removeLast() }
        push(.vendors)
    }

    /// Edits the search query with `key` (Esc clears it); true when the query changed.
    mutating func editSearch(_ key: Key) -> Bool {
        let before = form.search.text
        if key == .escape {
            form.search = TextInput()
        } else {
            // Only a change re-filters: keys past the length cap cost nothing.
            guard form.search.handle(key), form.search.text != before else { return false }
        }
        refilter()
        return true
    }

    private mutating func push(_ page: UMPPage) {
        if form.page != page { form.pages.append(page) }
    }
}
