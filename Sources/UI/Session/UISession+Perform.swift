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
}
