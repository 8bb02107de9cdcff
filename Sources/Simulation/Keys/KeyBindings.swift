import Flow
import Screens

/// The key bindings of the simulator: one table, looked up by the key handler and written out by
/// the help line, the `?` overlay, `consentsim run --help` and the Commands article's key list.
///
/// A key means the first binding, in table order, that lists it for the context it was pressed in
/// and whose condition holds; the help of a context lists its bindings in table order too, so the
/// order below is also the order the help line gives way in (the first entries stay on a narrow
/// terminal). A key bound nowhere does nothing.
package enum KeyBindings {
    /// The bindings, most specific and most useful first.
    package static let table: [KeyBinding] = [
        // Everywhere, whatever has the keyboard.
        KeyBinding([.key(.ctrl("c"))], .everywhere, .quit),

        // The help overlay has the keyboard.
        KeyBinding([.key(.char("q"))], .helpOverlay, .quit),
        KeyBinding([.key(.escape), .key(.char("?")), .key(.enter)], .helpOverlay, .closeHelp),
        KeyBinding([.key(.down)], .helpOverlay, .scrollHelp(lines: 1, pages: 0)),
        KeyBinding([.key(.up)], .helpOverlay, .scrollHelp(lines: -1, pages: 0)),
        KeyBinding([.key(.pageDown)], .helpOverlay, .scrollHelp(lines: 0, pages: 1)),
        KeyBinding([.key(.pageUp)], .helpOverlay, .scrollHelp(lines: 0, pages: -1)),

        // The vendor search field has the keyboard (what it leaves, PgDn and the wheel, goes to the list).
        KeyBinding([.typing], .vendorSearch, help: KeyHelp("type", "filter", "Type a name or an id to filter the list"), .editSearch),
        KeyBinding(
            [.key(.enter), .key(.down), .key(.tab)], .vendorSearch,
            help: KeyHelp("Enter", "results", "Go to the results (Down and Tab too)"), .focusNext(wrapping: false)),
        KeyBinding([.key(.up), .key(.backTab)], .vendorSearch, .focusPrevious(wrapping: false)),
        KeyBinding([.key(.escape)], .vendorSearch, help: KeyHelp("Esc", "clear", "Clear the search; again to leave the field"), .clearSearch),

        // The screens.
        KeyBinding(
            [.key(.tab)], .screens, help: KeyHelp("Tab", "next", "Next element (Shift+Tab: previous; Up/Down also move)"),
            .focusNext(wrapping: true)),
        KeyBinding([.key(.backTab)], .screens, .focusPrevious(wrapping: true)),
        KeyBinding([.key(.down)], .screens, .focusNext(wrapping: false)),
        KeyBinding([.key(.up)], .screens, .focusPrevious(wrapping: false)),
        KeyBinding([.key(.space)], .switchPages, help: KeyHelp("Space", "toggle", "Flip the focused switch"), .activate),
        KeyBinding(
            [.key(.right)], .on(.umpManageOptions),
            help: KeyHelp("Right", "details", "Expand the focused item's description (Left collapses)"), .expand(true)),
        KeyBinding(
            [.key(.right)], .on(.umpFirstLayer, .umpPrivacyOptions), when: .learnMoreOffered,
            help: KeyHelp("Right", "learn more", "Unfold Learn more when it has focus (Left folds it)"), .expand(true)),
        KeyBinding([.key(.right)], .screens, .expand(true)),
        KeyBinding([.key(.left)], .screens, .expand(false)),
        KeyBinding(
            [.key(.enter)], .on(.umpVendors), help: KeyHelp("Enter", "details", "Open the focused vendor's details, or flip a switch"),
            .activate),
        KeyBinding([.key(.escape)], .on(.umpVendorDetail), help: KeyHelp("Esc", "back", "Back to the vendor list (Backspace too)"), .back),
        KeyBinding(
            [.key(.escape), .key(.backspace)], .on(.umpHelpDialog), help: KeyHelp("Esc", "close", "Close the help dialog (Backspace too)"),
            .back),
        KeyBinding(
            [.key(.enter)], .screens(except: .umpVendors, .umpVendorDetail),
            help: KeyHelp("Enter", "select", "Press the button, follow the link, flip the switch"), .activate),
        KeyBinding(
            [.key(.char("p"))], .on(.home), when: .privacySettingsShown,
            help: KeyHelp("p", "privacy", "Open the privacy settings (privacy-options form)"), .app(.tapPrivacySettings)),
        KeyBinding(
            [.key(.char("r"))], .appScreens, help: KeyHelp("r", "relaunch", "Relaunch the app (R: delete and reinstall)"),
            .app(.relaunch)),
        KeyBinding([.key(.char("R"))], .appScreens, .app(.reinstall)),
        KeyBinding([.key(.char("d"))], .appScreens, help: KeyHelp("d", "+1 day", "Move the clock forward one day"), .app(.advanceClock(days: 1))),
        KeyBinding(
            [.key(.char("m"))], .appScreens, help: KeyHelp("m", "+1 month", "Move the clock forward one month"),
            .app(.advanceClockMonths(1))),
        KeyBinding(
            [.key(.char("y"))], .appScreens,
            help: KeyHelp("y", "+13 months", "Move the clock forward 13 months (a stored TC string expires)"), .app(.advanceClockMonths(13))),
        KeyBinding(
            [.key(.char("u"))], .appScreens, when: .umpRunning, help: KeyHelp("u", "UMP reset", "Call UMP's reset() from the debug menu"),
            .app(.umpReset)),
        KeyBinding(
            [.key(.char("b"))], .screens, when: .android,
            help: KeyHelp("b", "Back", "Android's back button (a page back; on the form's first page, dismiss)"), .systemBack),
        KeyBinding([.key(.backspace)], .on(.umpManageOptions), help: .back, .back),
        KeyBinding([.key(.escape)], .on(.umpFirstLayer, .umpPrivacyOptions, .umpManageOptions), help: .dismiss, .dismiss),
        KeyBinding(
            [.key(.char("/"))], .on(.umpFirstLayer, .umpPrivacyOptions, .umpManageOptions, .umpVendors),
            help: KeyHelp("/", "search", "Search vendors by name or id"), .openSearch),
        KeyBinding([.key(.pageDown)], .switchPages, help: .page, .page(1)),
        KeyBinding([.key(.backspace)], .on(.umpVendors), help: .back, .back),
        KeyBinding([.key(.escape)], .on(.umpVendors), help: .dismiss, .dismiss),
        KeyBinding(
            [.key(.char("i"))], .screens, help: KeyHelp("i", "inspector", "Show or hide the store inspector ([ and ] scroll it)"),
            .toggleInspector),
        KeyBinding([.key(.pageDown)], .appScreens, help: .page, .page(1)),
        KeyBinding([.key(.char("q"))], .screens, help: KeyHelp("q", "quit", "Quit (Ctrl+C too)"), .quit),
        KeyBinding([.key(.pageDown)], .on(.umpFirstLayer, .umpPrivacyOptions), help: .page, .page(1)),

        // Described by the help above, or by nothing on the screen's own line.
        KeyBinding([.key(.pageDown)], .screens, .page(1)),
        KeyBinding([.key(.enter), .key(.space)], .screens, .activate),
        KeyBinding([.key(.escape)], .on(.attExplainer, .usMessage, .pacOptions, .pacLearnMore, .pacNPAConfirmation, .pacNPAOnly), .dismiss),
        KeyBinding([.key(.backspace)], .on(.umpVendorDetail), .back),
        KeyBinding([.key(.char("/"))], .on(.umpVendorDetail), .openSearch),
        KeyBinding([.key(.char("["))], .screens, .scrollInspector(-1)),
        KeyBinding([.key(.char("]"))], .screens, .scrollInspector(1)),
        KeyBinding([.key(.char("?"))], .screens, help: KeyHelp("?", "help", "List the keys of the screen", placement: .pinned), .showHelp),
        KeyBinding(
            [.key(.char("g"))], .appScreens, when: .umpRunning,
            help: KeyHelp("g", "geography", "Relaunch in the next debug geography", now: .geography, placement: .overlay), .nextGeography),
        KeyBinding(
            [.key(.char("l"))], .screens, when: .severalLanguages,
            help: KeyHelp("l", "language", "Show the form in the next of its languages", now: .language, placement: .overlay), .nextLanguage),
        // Scrolling, last in the overlay: every view that scrolls, home's status rows included.
        KeyBinding(
            [.key(.pageUp)], .screens, help: KeyHelp("PgUp", "up", "Page up (with --mouse, the wheel scrolls too)", placement: .overlay),
            .page(-1)),
        KeyBinding(
            [.key(.home)], .screens, help: KeyHelp("Home", "top", "Back to the top of the view, its first element focused", placement: .overlay),
            .focusEdge(first: true)),
        KeyBinding(
            [.key(.end)], .screens, help: KeyHelp("End", "bottom", "To the bottom of the view, its last element focused", placement: .overlay),
            .focusEdge(first: false)),
    ]

    /// The binding `key` means in `context` where `holds` says which conditions hold; nil: the key
    /// does nothing there.
    package static func binding(for key: Key, in context: KeyContext, holds: (KeyCondition) -> Bool) -> KeyBinding? {
        for place in context.lookupOrder {
            if let binding = table.first(where: { $0.scope.contains(place) && $0.matches(key) && holds($0.condition) }) { return binding }
        }
        return nil
    }

    /// The help of the bindings of `context` whose conditions hold, in table order (the pinned one aside).
    package static func help(in context: KeyContext, holds: (KeyCondition) -> Bool) -> [KeyHelp] {
        table.compactMap { binding in
            guard let help = binding.help, help.placement != .pinned, binding.scope.contains(context), holds(binding.condition) else { return nil }
            return help
        }
    }

    /// The help shown at the end of every help line (`? help`).
    package static var pinned: [KeyHelp] { table.compactMap { $0.help?.placement == .pinned ? $0.help : nil } }
}

extension KeyScope {
    /// The pages with switches: Manage options, the vendor list, a vendor's details.
    static let switchPages = KeyScope.on(.umpManageOptions, .umpVendors, .umpVendorDetail)
    /// The app's own screens: home, and the app not running.
    static let appScreens = KeyScope.on(.home, .notRunning)
}

extension KeyHelp {
    /// Backspace on the pages after the first layer.
    static let back = KeyHelp("Bksp", "back", "Back to the previous page")
    /// Esc on the UMP pages.
    static let dismiss = KeyHelp("Esc", "dismiss", "Close the form without a choice (the app loads it again)")
    /// PgDn wherever the help line lists it.
    static let page = KeyHelp("PgDn", "scroll", "Page down (PgUp: up; Home: top; End: bottom)")
}
