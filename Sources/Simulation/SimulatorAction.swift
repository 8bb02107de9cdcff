import Flow
import Forms
import Screens
import Store

/// Everything that can happen to the simulator: the one input of `SimulatorReducer`.
///
/// The terminal sends keys (a resize and a mouse event are keys too); the script player sends keys,
/// element commands and app events; `run --watch` reloads the form; the runtime feeds the app's own
/// follow-up events back, reports a store it could not write, and sends what laying the screen out
/// found.
package enum SimulatorAction: Sendable {
    /// A key press, a mouse event or a new terminal size: what the key bindings say it means.
    case key(Key)
    /// Focus the element and activate it (a script's `Select`, a preview step).
    case select(ElementID)
    /// Focus the element (a script's `Focus`).
    case focus(ElementID)
    /// An event for the app from outside the screen (a script's `Relaunch` or `Advance`, a preview
    /// step); the inspector marks what it changes.
    case app(AppEvent)
    /// An event the app's own effects asked for: a follow-up, or the launch after a relaunch.
    case delivered(AppEvent)
    /// The app starts with what the store holds; the inspector marks what the launch writes.
    case launch(stored: StoreDomain)
    /// A new app process on the same device (the `g` key's next geography): this fresh state,
    /// launched with what the store holds.
    case restart(AppState, stored: StoreDomain)
    /// The size keys are handled at until the next frame (a script's `Set Columns`).
    case resize(Size)
    /// The form file changed (`run --watch`): the same app, the new form on screen.
    case reloadForm(FormDefinition)
    /// A message to show over the screen until the next key.
    case notice(String)
    /// The store could not be written (or read): the app stops, and the message says so.
    case storeFailed(String)
    /// What laying the screen out found (the focus a view resolved, the scroll offsets it clamped):
    /// the state takes it, so keys see where the screen stands.
    case laidOut(LayoutCorrection)
}

extension SimulatorAction {
    /// What of the screen's layout handling this action reads: none, the focus stops and scroll
    /// extents, or the element boxes too (a click's hit test).
    var layoutNeed: LayoutNeed {
        switch self {
        case .key(.resize): .none
        case .key(.mouse): .elements
        case .key, .select, .focus: .extents
        case .app, .delivered, .launch, .restart, .resize, .reloadForm, .notice, .storeFailed, .laidOut: .none
        }
    }

    /// How much of the layout an action reads.
    enum LayoutNeed: Hashable, Sendable {
        case none, extents, elements
    }
}
