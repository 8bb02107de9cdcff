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

    /// A UMP page action, routed to the pages: page changes and switch flips stay there; choices go
    /// to the engine.
    mutating func performUMP(_ action: UMPFormAction, app: AppState) -> SessionResponse {
        switch pages.perform(action, in: app) {
        case .event(let event): return emit([event], app: app)
        case .focusSearch: setFocus(UMPElement.search, view: .umpVendors)
        case .none: break
        }
        return .none
    }
}
