import Flow

/// What a key binding does: the one name of each thing a key can do in the simulator.
package enum KeyCommand: Hashable, Sendable {
    /// Focus the next element (Tab wraps at the end; Down stops there).
    case focusNext(wrapping: Bool)
    /// Focus the previous element (Shift+Tab wraps at the start; Up stops there).
    case focusPrevious(wrapping: Bool)
    /// Home: the view back at its top with its first element focused; End: the last element, the
    /// view at its bottom.
    case focusEdge(first: Bool)
    /// Expand (Right) or collapse (Left) the focused item's description on Manage options; where
    /// there is none to change, focus moves on (Right) or back (Left).
    case expand(Bool)
    /// Activate the focused element (press, flip, follow); with nothing focused, a view's only button.
    case activate
    /// Scroll the view's scroll view a page down (1) or up (-1).
    case page(Int)
    /// Back a page on the UMP pages after the first layer.
    case back
    /// Esc: the form's dismiss (the app loads it again), or the card's own way out.
    case dismiss
    /// Android's system back button: a page back on the form's later pages, the form's dismiss on
    /// its first page (`SimulatorState.systemBack`).
    case systemBack
    /// Open the vendor list with the search field focused.
    case openSearch
    /// Edit the search query with the key.
    case editSearch
    /// Clear the query; on an empty field, leave it for the results.
    case clearSearch
    /// Show the help overlay.
    case showHelp
    /// Close the help overlay.
    case closeHelp
    /// Scroll the help overlay by lines (`lines`) or pages.
    case scrollHelp(lines: Int, pages: Int)
    /// Show or hide the store inspector.
    case toggleInspector
    /// Scroll the inspector a page down (1) or up (-1).
    case scrollInspector(Int)
    /// Show the form in the next of its languages.
    case nextLanguage
    /// Send an event to the app (the home screen's shortcuts).
    case app(AppEvent)
    /// Relaunch the app in the next UMP debug geography.
    case nextGeography
    /// Quit.
    case quit

    /// What a recording writes for a key that did this (`ScriptRecorder`): a focus move, an
    /// activation of the focused element, text typed into a field, or the key itself.
    package var recorded: RecordedKey {
        switch self {
        case .focusNext, .focusPrevious, .focusEdge: .focusMove
        case .activate: .activation
        case .editSearch: .typing
        case .expand, .page, .back, .dismiss, .systemBack, .openSearch, .clearSearch, .showHelp, .closeHelp, .scrollHelp, .toggleInspector,
            .scrollInspector, .nextLanguage, .app, .nextGeography, .quit:
            .key
        }
    }
}

/// How a recording writes a key, by what it did.
package enum RecordedKey: Hashable, Sendable {
    /// It moved focus only: written as `Focus <id>`, or dropped before an activation.
    case focusMove
    /// It activated the focused element: `Select <id>`.
    case activation
    /// It typed into a text field: part of a `Type "…"` line.
    case typing
    /// Anything else: the key by name.
    case key
}
