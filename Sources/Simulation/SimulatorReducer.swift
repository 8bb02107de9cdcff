import Flow

/// The simulator's update function: a `SimulatorAction` changes the `SimulatorState` and yields the
/// effects the runtime carries out (Elm's update, TCA's reducer).
///
/// The app's events go to the app reducer in the same step (`SimulatorState.reduceApp`), and the
/// view follows what the app then shows in that step too: nothing keeps a copy of the app's state
/// to catch up with afterwards.
package enum SimulatorReducer {
    /// Applies `action` to `state`; returns what the runtime must do. A key, `select` and `focus`
    /// are handled on `layout`, the screen's layout as `LayoutCache.settle` left the state (the
    /// runtime passes its cached one); without one, the screen is laid out here (a pure function of
    /// the state, `SimulatorState.layout(size:)`) and what that finds is reduced first.
    package static func reduce(_ state: inout SimulatorState, _ action: SimulatorAction, on layout: SimulatorLayout? = nil) -> [SimulatorEffect] {
        var given = layout
        func laidOut(_ state: inout SimulatorState) -> SimulatorLayout {
            if let given { return given }
            var cache = LayoutCache()
            let layout = cache.settle(&state, needsElements: action.layoutNeed == .elements)
            given = layout
            return layout
        }
        switch action {
        case .key(.resize(let size)):
            state.notice = nil
            state.screenSize = size
            return []
        case .key(let key):
            return state.press(key, on: laidOut(&state))
        case .select(let id):
            return state.select(id, on: laidOut(&state))
        case .focus(let id):
            return state.focus(id, on: laidOut(&state)) ? [] : [.missing(id)]
        case .app(let event):
            return state.reduceApp(event, fromUser: true)
        case .delivered(let event):
            return state.reduceApp(event, fromUser: false)
        case .launch(let stored):
            state.inspectorBaseline = stored
            return state.reduceApp(.launch(stored: stored), fromUser: false)
        case .restart(let fresh, let stored):
            state.app = fresh
            state.inspectorBaseline = stored
            return state.reduceApp(.launch(stored: stored), fromUser: false)
        case .resize(let size):
            state.screenSize = size
            return []
        case .reloadForm(let form):
            state = state.reloading(form: form)
            return []
        case .notice(let message):
            state.notice = message
            return []
        case .storeFailed(let message):
            AppReducer.stop(&state.app)
            state.forgetFocusOnNewPresentation()
            state.notice = message
            return []
        case .laidOut(let correction):
            guard correction.view == state.viewID else { return [] }
            state[place: correction.view] = correction.place
            state.inspectorOffset = correction.inspectorOffset
            state.helpOffset = correction.helpOffset
            return []
        }
    }
}
