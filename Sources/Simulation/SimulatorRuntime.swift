import Flow
import Forms
import Screens
import Store

/// The device's store could not be written (or read) during an action: the app stopped there.
package struct SimulatorStoreFailure: Error, CustomStringConvertible {
    /// The store's own error.
    package var underlying: any Error

    /// The store's message.
    package var description: String { "\(underlying)" }
}

/// A configuration the simulator refuses to run.
package struct SimulatorRefusal: Error, CustomStringConvertible {
    /// One line saying why.
    package var description: String
}

/// Runs the simulator: sends each action to `SimulatorReducer` and carries out the effects it
/// returns — the app's store writes and trace records (`FlowIO`), the follow-up events the app asks
/// for (sent back as actions through the one drain loop, `EventDrain`, until none are left), a new
/// app process. It keeps the screen's layout (`LayoutCache`), never in the state: keys are handled
/// on it and frames shown from it. The one runtime behind `run`,
/// `record`, `play`/`test`, `preview`, `run --watch` and `graph --screens`; `Simulator` builds it.
///
/// When the store cannot be written, the app does not go on as if it had been: it stops (the
/// not-running screen, with the error over it), the action throws, and `storeFailure` keeps the
/// message so `run` exits with status 1 at the end.
package final class SimulatorRuntime {
    /// The simulator's state: the app's and the view's.
    package private(set) var state: SimulatorState
    /// The device: the app's store, the OS's store, the trace.
    package let io: FlowIO
    /// How many actions one `send` may handle (the first and all it leads to) before the runtime
    /// gives up: a reducer that never settles is reported instead of spinning forever.
    package var maxActionsPerSend = 10_000
    /// The first store failure of the session, if any (the app stopped there).
    package private(set) var storeFailure: String?
    /// The app's console since its last launch (`Expect Log`).
    package private(set) var console = AppConsole()
    /// The screen's last layout, keyed by the state it was laid out for.
    private var layouts = LayoutCache()

    /// A runtime for `state` on `stores`: the OS state restored from them, the trace started.
    package init(state: SimulatorState, stores: SimulatorStores, trace: (any TraceSink)? = nil) throws {
        io = FlowIO(store: stores.device, systemStore: stores.system, trace: trace)
        var state = state
        state.app = try io.start(state.app.configuration)
        self.state = state
    }

    // MARK: - What is on screen

    /// The app's state.
    package var app: AppState { state.app }
    /// The stable id of what is on screen.
    package var viewID: ViewID { state.viewID }
    /// The focused element.
    package var focusedElement: ElementID? { layout().focused }

    /// The frame at `size`: the screen laid out at that size (a new size is sent as an action first),
    /// from the cache when nothing changed since the last one.
    package func frame(size: Size) -> Frame {
        if size != state.screenSize { _ = SimulatorReducer.reduce(&state, .resize(size)) }
        return layout(needsElements: true).frame
    }

    /// The current screen at `size` as a preview picture (`SimulatorState.render(size:picture:)`),
    /// laid out as the last `frame(size:)` left it.
    package func picture(size: Size) -> Frame { state.render(size: size, picture: true).frame }

    /// The binding `key` means now (the recorder writes a key by what it does).
    package func binding(for key: Key) -> KeyBinding? { state.binding(for: key, on: layout()) }

    /// The screen's layout at the state's size, from the cache, with what it found reduced into the
    /// state (`LayoutCache.settle`).
    private func layout(needsElements: Bool = false) -> SimulatorLayout { layouts.settle(&state, needsElements: needsElements) }

    // MARK: - Actions

    /// Launches the app with what the store holds.
    package func launch() throws {
        let stored = try storeAccess { try io.stored() }
        try send(.launch(stored: stored))
    }

    /// A key; false when the user quit.
    @discardableResult
    package func handle(_ key: Key) throws -> Bool { try !send(.key(key)).contains(.quit) }

    /// Focuses and activates `id`; false when the view has no such element.
    @discardableResult
    package func select(_ id: ElementID) throws -> Bool { try !send(.select(id)).contains(.missing(id)) }

    /// Focuses `id`; false when the view has no such element. (A focus move reaches neither the app
    /// nor the store, so there is nothing for the runtime to do.)
    @discardableResult
    package func focus(_ id: ElementID) -> Bool { !SimulatorReducer.reduce(&state, .focus(id), on: layout()).contains(.missing(id)) }

    /// Sends `action` and everything its effects lead to, through the one drain loop (`EventDrain`),
    /// until nothing is left; returns the effects that are the caller's (quit, a missing element).
    /// An action that reads the screen's layout (a key, `select`, `focus`) is handled on the cached
    /// one (`LayoutCache.settle`).
    @discardableResult
    package func send(_ action: SimulatorAction) throws -> [SimulatorEffect] {
        var theirs: [SimulatorEffect] = []
        try EventDrain.run(action, limit: maxActionsPerSend) { next in
            // What the app was before this step: a new process starts from its fresh state.
            let before: AppState
            if case .restart(let fresh, _) = next { before = fresh } else { before = state.app }
            let need = next.layoutNeed
            let layout = need == .none ? nil : self.layout(needsElements: need == .elements)
            var following: [SimulatorAction] = []
            for effect in SimulatorReducer.reduce(&state, next, on: layout) {
                switch effect {
                case .app(let event, let effects):
                    try storeAccess { try io.persist(effects, system: before.system, state.app.system) }
                    try io.record(event, effects: effects, from: before, to: state.app)
                    console.record(event, effects)
                    for appEffect in effects {
                        if let event = try storeAccess({ try appEffect.nextEvent(stored: { try io.stored() }) }) {
                            following.append(.delivered(event))
                        }
                    }
                case .restart(let configuration):
                    let (fresh, stored) = try storeAccess { (try io.restart(configuration, system: state.app.system), try io.stored()) }
                    following.append(.restart(fresh, stored: stored))
                case .quit, .missing:
                    theirs.append(effect)
                }
            }
            return following
        }
        try io.flush()
        return theirs
    }

    /// Runs a store read or write; when it fails, the app stops there (`SimulatorAction.storeFailed`)
    /// and the error is thrown on.
    private func storeAccess<T>(_ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch {
            let message = "Not saved: \(error). The app stopped; Launch starts it again from what the store holds."
            if storeFailure == nil { storeFailure = "\(error)" }
            _ = SimulatorReducer.reduce(&state, .storeFailed(message))
            throw SimulatorStoreFailure(underlying: error)
        }
    }
}
