/// A key press or terminal event, as the UI sees it from ncurses or from a keystroke script.
package enum Key: Hashable, Sendable {
    /// A printable character (never a space: that is `.space`).
    case char(Character)
    /// Enter / Return.
    case enter
    /// Tab.
    case tab
    /// Shift+Tab.
    case backTab
    /// Arrow up.
    case up
    /// Arrow down.
    case down
    /// Arrow left.
    case left
    /// Arrow right.
    case right
    /// The space bar (toggles switches).
    case space
    /// Escape (the form's dismiss).
    case escape
    /// Page up.
    case pageUp
    /// Page down.
    case pageDown
    /// Home.
    case home
    /// End.
    case end
    /// Backspace.
    case backspace
    /// Delete (forward).
    case delete
    /// Control plus a character, stored lower-case (`Ctrl+C` is `.ctrl("c")`).
    case ctrl(Character)
    /// The terminal changed size.
    case resize(Size)
    /// A mouse button at a cell.
    case mouse(x: Int, y: Int, button: MouseButton)
}

/// Which mouse action a `.mouse` key reports.
package enum MouseButton: String, Hashable, Sendable, CaseIterable {
    /// Left button press: a click.
    case left
    /// Middle button press.
    case middle
    /// Right button press.
    case right
    /// Wheel up.
    case scrollUp
    /// Wheel down.
    case scrollDown
}
