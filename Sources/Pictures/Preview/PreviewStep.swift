import Flow
import Screens

/// One thing a person (or a script) does on the way to a screen.
package enum PreviewStep: Hashable, Sendable {
    /// Focus an element and activate it, as Enter on it or a click does.
    case activate(ElementID)
    /// Move focus to an element; its scroll view brings it into view.
    case focus(ElementID)
    /// Press a key.
    case key(Key)
    /// Send an event straight to the engine, as a script's lifecycle command does (a relaunch, the
    /// clock moving, a set of choices confirmed).
    case send(AppEvent)
}
