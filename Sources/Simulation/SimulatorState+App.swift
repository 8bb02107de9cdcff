import Flow

// Handing events to the app, and the view following what it then shows.
extension SimulatorState {
    /// Hands `event` to the app reducer and, in the same step, has the view follow what the app now
    /// shows: a UMP form object presented anew starts on its first layer (`UMPPages.present`), and
    /// cards shown anew forget their focus (`forgetFocusOnNewPresentation`). An event the user (or a
    /// script) sends makes the app's store before it the inspector's baseline, so the inspector
    /// highlights what the event changes; the app's own follow-ups keep the baseline. The effects go
    /// to the runtime, which writes the store and the trace and feeds follow-up events back.
    mutating func reduceApp(_ event: AppEvent, fromUser: Bool) -> [SimulatorEffect] {
        if fromUser { inspectorBaseline = app.device }
        let effects = AppReducer.reduce(&app, event)
        for case .ump(.presentForm(let form)) in effects {
            pages.present(formID: form.id)
        }
        forgetFocusOnNewPresentation()
        return [.app(event, effects)]
    }
}
