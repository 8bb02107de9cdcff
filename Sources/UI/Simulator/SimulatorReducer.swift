import Flow

/// The simulator's update function: a `SimulatorAction` changes the `SimulatorState` and yields the
/// effects the runtime carries out (Elm's update, TCA's reducer).
///
/// The app's events go to the app reducer in the same step (`SimulatorState.reduceApp`), and the
/// view follows what the app then shows in that step too: nothing keeps a copy of the app's state
/// to catch up with afterwards.
package enum SimulatorReducer {
    /// Applies `action` to `state`; returns what the runtime must do.
    package static func reduce(_ state: inout SimulatorState, _ action: SimulatorAction) -> [SimulatorEffect] {
        switch action {
        case .key(let key):
            return state.press(key)
        case .select(let id):
            return state.select(id)
        case .focus(let id):
            return state.focus(id) ? [] : [.missing(id)]
        case .app(let event):
            state.revision += 1
            return state.reduceApp(event, fromUser: true)
        case .delivered(let event):
            return state.reduceApp(event, fromUser: false)
        case .launch(let stored):
            state.inspectorBaseline = stored
            state.revision += 1
            return state.reduceApp(.launch(stored: stored), fromUser: false)
        case .restart(let fresh, let stored):
            state.app = fresh
            state.inspectorBaseline = stored
            state.revision += 1
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
            state.revision += 1
            return []
        }
    }
}
