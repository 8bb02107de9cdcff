import Flow
import Forms
import Store

/// Drives a `UISession` against a `FlowRuntime`: keys in, events to the engine, frames out.
///
/// Thin on purpose: the session decides, the runtime runs the reducers and writes the store; this
/// only passes the session's events on and tells the session of each new app state (`observe`). `consentsim
/// run` wraps it around the terminal loop; tests and the script player drive it directly.
package final class SessionDriver {
    /// The UI state.
    package private(set) var session: UISession
    /// The engine (its store and trace are the only I/O); replaced when `g` relaunches in another geography.
    package let runtime: FlowRuntime

    /// A driver; call `launch()` to start the app.
    package init(session: UISession, runtime: FlowRuntime) {
        self.session = session
        self.runtime = runtime
    }

    /// The engine's state.
    package var app: AppState { runtime.state }

    /// The stable id of what is on screen.
    package var viewID: ViewID { session.viewID(for: runtime.state) }

    /// The focused element.
    package var focusedElement: ElementID? { session.focusedElement(for: runtime.state) }

    /// Launches the app; the inspector's first highlight is what the launch wrote.
    package func launch() throws {
        session.setInspectorBaseline(try runtime.store.load())
        try moving { try runtime.launch() }
    }

    /// Handles a key; false when the user quit.
    @discardableResult
    package func handle(_ key: Key) throws -> Bool {
        let response = session.handle(key, app: runtime.state)
        try apply(response)
        return !response.quit
    }

    /// Focuses and activates `id` (a script's `Select`); false when the view has no such element.
    @discardableResult
    package func activate(_ id: ElementID) throws -> Bool {
        guard let response = session.activate(id, app: runtime.state) else { return false }
        try apply(response)
        return true
    }

    /// Focuses `id` (a script's `Focus`); false when the view has no such element.
    @discardableResult
    package func focus(_ id: ElementID) -> Bool { session.focus(id, app: runtime.state) }

    /// Sends an event straight to the engine (scripts' lifecycle commands).
    package func send(_ event: AppEvent) throws {
        session.setInspectorBaseline(runtime.state.device)
        try apply(SessionResponse(events: [event]))
    }

    /// The frame for `size` (rendered and remembered, so the next key sees its layout).
    package func frame(size: Size) -> Frame {
        session.frame(runtime.state, size: size).frame
    }

    /// The terminal size keys are handled against until the next frame is drawn.
    package func resize(to size: Size) {
        session.screenSize = size
    }

    /// Shows `newForm` from the next frame on, in place (`run --watch`); the engine keeps its state.
    package func reload(form newForm: FormDefinition) {
        session = session.reloading(form: newForm)
    }

    /// Shows `message` over the screen until the next key (errors the caller chose to survive).
    package func show(notice message: String) {
        session.notice = message
    }

    /// Sends the response's events (and relaunches in its geography).
    private func apply(_ response: SessionResponse) throws {
        try moving {
            for event in response.events { try runtime.send(event) }
            if let geography = response.geography {
                // A new process on the same stores, as scripts' `Set Geography` then `Launch` do.
                var configuration = runtime.state.configuration
                configuration.debugGeography = geography
                session.setInspectorBaseline(try runtime.store.load())
                try runtime.relaunch(with: configuration)
                session.notice = "relaunched in debug geography \(geography)"
            }
        }
    }

    /// Runs `change` on the engine, then tells the session the app state it left: the one place the
    /// session learns of a new state, even when `change` failed halfway.
    private func moving(_ change: () throws -> Void) throws {
        defer { session.observe(runtime.state) }
        try change()
    }
}
