import Flow

// What activating an element does, and handing events to the app.
extension SimulatorState {
    /// Does what the view that drew an element on `view` recorded activating it means.
    mutating func perform(_ action: ElementAction, view: ViewID) -> [SimulatorEffect] {
        switch action {
        case .app(let event):
            return emit(event)
        case .pac(let action):
            return emit(.pacForm(action))
        case .ump(let action):
            // Page moves and switch flips stay on the pages; Confirm choices and Reject all are choices.
            switch pages.perform(action) {
            case .event(let event): return emit(event)
            case .focusSearch: setFocus(UMPElement.search, view: .umpVendors)
            case .none: break
            }
            return []
        case .page(let scrollView, let pages):
            page(scrollView, by: pages, view: view)
            return []
        }
    }

    /// An event the user (or a script) sends the app; the inspector will highlight what it changes
    /// in the store.
    mutating func emit(_ event: AppEvent) -> [SimulatorEffect] {
        inspectorBaseline = app.device
        return [reduceApp(event)]
    }

    /// Hands `event` to the app reducer and, in the same step, has the view follow what the app now
    /// shows: a UMP form object presented anew starts on its first layer (`UMPPages.present`), and
    /// cards shown anew forget their focus (`forgetFocusOnNewPresentation`). The effects go to the
    /// runtime, which writes the store and the trace and feeds follow-up events back.
    mutating func reduceApp(_ event: AppEvent) -> SimulatorEffect {
        let effects = AppReducer.reduce(&app, event)
        for case .ump(.presentForm(let form)) in effects {
            pages.present(formID: form.id)
            revision += 1
        }
        forgetFocusOnNewPresentation()
        return .app(event, effects)
    }
}
