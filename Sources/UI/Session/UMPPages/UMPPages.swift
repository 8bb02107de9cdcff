import Flow

/// The UMP pages as a child of the session: what the form offers (`UMPFormModel`), the form object
/// being edited (pages, switches, expanded descriptions, search), the search's matches, and where
/// focus and scroll stand on each page.
///
/// It keeps itself in step with the app: everything it is asked comes with the `AppState`, and a form
/// object it has not seen yet (each presentation is a new one) starts on its first layer with the
/// switches at the form's defaults, as UMP shows them on every presentation rather than the user's
/// earlier toggles, each page at its top on its first element.
struct UMPPages: Sendable {
    /// What the pages offer; nil when the form configures no UMP message.
    let model: UMPFormModel?
    /// The form object as the user left it.
    private(set) var form: UMPFormState
    /// The vendor search's matches, positions in `model.vendors`.
    private(set) var vendorPositions: [Int]
    /// The vendor search's matches, positions in `model.atps`.
    private(set) var atpPositions: [Int]
    /// Focus and scroll on the pages of this form object.
    var places = ViewMemory()

    /// The pages of `model`, before any form object is presented.
    init(model: UMPFormModel?) {
        self.model = model
        form = UMPFormState(formID: nil, draft: model?.initialChoices ?? UMPChoices())
        vendorPositions = model.map { Array(0..<$0.vendorCount) } ?? []
        atpPositions = model.map { Array($0.atps.indices) } ?? []
    }

    /// These pages showing `model` instead (the form file changed): the same form object, page,
    /// switches and search; a vendor's details whose vendor is no longer shown go back to the list.
    func reloading(model newModel: UMPFormModel?) -> UMPPages {
        var pages = UMPPages(model: newModel)
        pages.form = form
        pages.places = places
        if case .vendorDetail(let id) = form.page, newModel?.vendor(id: id) == nil { pages.form.pages.removeLast() }
        pages.refilter()
        return pages
    }

    /// The form object `app` presents as it stands: this one, or a fresh one for a form object these
    /// pages have not caught up with yet.
    func form(for app: AppState) -> UMPFormState {
        guard let presented = app.ump?.presented, presented.id != form.formID else { return form }
        return UMPFormState(formID: presented.id, draft: model?.initialChoices ?? UMPChoices())
    }

    /// The search's matches for the form `app` presents: nil (everything) for a form not caught up with.
    func positions(for app: AppState) -> (vendors: [Int], atps: [Int])? {
        form(for: app).formID == form.formID ? (vendorPositions, atpPositions) : nil
    }

    /// The page `app` shows while UMP's message or privacy options are up.
    func view(for app: AppState) -> ViewID {
        let firstLayer: ViewID = app.screen == .umpPrivacyOptions ? .umpPrivacyOptions : .umpFirstLayer
        guard model != nil else { return firstLayer }
        switch form(for: app).page {
        case .firstLayer: return firstLayer
        case .manageOptions: return .umpManageOptions
        case .vendors: return .umpVendors
        case .vendorDetail: return .umpVendorDetail
        }
    }

    /// Catches up with `app`: a newly presented form object starts afresh. True when it did.
    @discardableResult
    mutating func update(from app: AppState) -> Bool {
        guard let presented = app.ump?.presented, presented.id != form.formID else { return false }
        form = UMPFormState(formID: presented.id, draft: model?.initialChoices ?? UMPChoices())
        places = ViewMemory()
        refilter()
        return true
    }

    /// Recomputes the search's matches.
    mutating func refilter() {
        guard let model else { return }
        vendorPositions = model.vendorPositions(matching: form.search.text)
        atpPositions = model.atpPositions(matching: form.search.text)
    }
}

/// What a UMP page action asks of the session after the pages did their part.
enum UMPPagesOutcome: Hashable, Sendable {
    /// A choice: the engine must see this event.
    case event(AppEvent)
    /// The vendor search field takes the keyboard.
    case focusSearch
    /// The pages changed (or nothing did); the engine sees nothing.
    case none
}

extension UMPPages {
    /// Does `action` on the form `app` presents: page moves, switch flips and expanded descriptions
    /// stay here; a choice comes back as the engine event it stands for.
    mutating func perform(_ action: UMPPageAction, in app: AppState) -> UMPPagesOutcome {
        update(from: app)
        switch action {
        case .rejectAll: return .event(.umpForm(.confirmChoices(model?.rejectAllChoices ?? UMPChoices())))
        case .confirmSwitches: return .event(.umpForm(.confirmChoices(form.draft)))
        case .manageOptions: push(.manageOptions)
        case .openVendors: push(.vendors)
        case .openVendor(let id): if model?.vendor(id: id) != nil { push(.vendorDetail(id)) }
        case .back: goBack(in: app)
        case .toggleDetails(let item): setExpanded(item, !form.expanded.contains(item), in: app)
        case .toggle(let target): if model?.offers(target) == true { form.draft.toggle(target) }
        case .search: return .focusSearch
        }
        return .none
    }

    /// Back to the previous page (Backspace, "Back", Esc on a vendor's details).
    mutating func goBack(in app: AppState) {
        update(from: app)
        if form.pages.count > 1 { form.pages.removeLast() }
    }

    /// Expands or collapses the description of `item` on Manage options.
    mutating func setExpanded(_ item: ElementID, _ expanded: Bool, in app: AppState) {
        update(from: app)
        if expanded { form.expanded.insert(item) } else { form.expanded.remove(item) }
    }

    /// `/`: the vendor list, from any page (a vendor's details give way to it).
    mutating func openSearch(in app: AppState) {
        update(from: app)
        guard form.page != .vendors else { return }
        if case .vendorDetail = form.page { form.pages.removeLast() }
        push(.vendors)
    }

    /// Edits the search query with `key` (Esc clears it); true when the query changed.
    mutating func editSearch(_ key: Key, in app: AppState) -> Bool {
        update(from: app)
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
