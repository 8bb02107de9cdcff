import Flow

extension UISession {
    /// Events for the engine; the inspector will highlight what they change in the store.
    mutating func emit(_ events: [AppEvent], app: AppState) -> SessionResponse {
        inspectorBaseline = app.device
        return SessionResponse(events: events)
    }

    /// Does what the view that drew an element on `view` recorded activating it means.
    mutating func perform(_ action: ElementAction, view: ViewID, app: AppState) -> SessionResponse {
        switch action {
        case .app(let event):
            return emit([event], app: app)
        case .pac(let action):
            return emit([.pacForm(action)], app: app)
        case .ump(let action):
            return performUMP(action, app: app)
        case .page(let scrollView, let pages):
            page(scrollView, by: pages, view: view)
            return .none
        }
    }

    /// A UMP page action: page changes and switch flips stay in the UI; choices go to the engine.
    mutating func performUMP(_ action: UMPFormAction, app: AppState) -> SessionResponse {
        switch action {
        case .consent, .acceptAll:
            return emit([.consentAll], app: app)
        case .doNotConsent:
            return emit([.doNotConsent], app: app)
        case .close:
            return emit([.close], app: app)
        case .rejectAll:
            return emit([.confirmChoices(ump?.rejectAllChoices ?? UMPChoices())], app: app)
        case .confirmChoices:
            return emit([.confirmChoices(umpForm.draft)], app: app)
        case .manageOptions:
            push(.manageOptions)
        case .openVendors:
            push(.vendors)
        case .openVendor(let id):
            if ump?.vendor(id: id) != nil { push(.vendorDetail(id)) }
        case .back:
            goBack(view: viewID(for: app))
        case .toggleDetails(let item):
            if umpForm.expanded.contains(item) { umpForm.expanded.remove(item) } else { umpForm.expanded.insert(item) }
        case .toggle(let target):
            if ump?.offers(target) == true { umpForm.draft.toggle(target) }
        case .search:
            setFocus(UMPElement.search, view: .umpVendors)
        }
        return .none
    }
}
