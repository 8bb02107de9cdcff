import Flow

/// One key binding: the key, a short word for the help line, a sentence for the help overlay.
struct KeyHelp: Hashable, Sendable {
    var key: String
    var short: String
    var detail: String

    init(_ key: String, _ short: String, _ detail: String) {
        self.key = key
        self.short = short
        self.detail = detail
    }
}

extension UISession {
    /// The keys of `view` for the `?` overlay, most useful first; then `g` (geography, on the app's
    /// home) and `l` (language, everywhere), which the help line leaves out to keep its room.
    func keyHelp(for view: ViewID, app: AppState) -> [KeyHelp] {
        let languages = form.languages.list.map(\.rawValue).joined(separator: " ")
        let language = KeyHelp("l", "language", "Show the form in the next of its languages (\(languages); now \(self.language))")
        let geography = KeyHelp("g", "geography",
                                "Relaunch in the next debug geography (EEA, regulatedUSState, other, disabled; now \(app.configuration.debugGeography))")
        let relaunches = (view == .home || view == .notRunning) && app.ump != nil
        return viewKeyHelp(for: view, app: app) + (relaunches ? [geography] : []) + (form.languages.list.count > 1 ? [language] : [])
    }

    /// The keys particular to `view`, most useful first.
    func viewKeyHelp(for view: ViewID, app: AppState) -> [KeyHelp] {
        let focus = KeyHelp("Tab", "next", "Next element (Shift+Tab: previous; Up/Down also move)")
        let select = KeyHelp("Enter", "select", "Press the button, follow the link, flip the switch")
        let inspector = KeyHelp("i", "inspector", "Show or hide the store inspector ([ and ] scroll it)")
        let quit = KeyHelp("q", "quit", "Quit (Ctrl+C too)")
        let page = KeyHelp("PgDn", "scroll", "Page down (PgUp: up; Home/End: first/last element)")
        let dismiss = KeyHelp("Esc", "dismiss", "Close the form without a choice (the app loads it again)")
        let back = KeyHelp("Bksp", "back", "Back to the previous page")
        let search = KeyHelp("/", "search", "Search vendors by name or id")
        switch view {
        case .home, .notRunning:
            var keys = [focus, select]
            if app.privacySettingsVisible && view == .home { keys.append(KeyHelp("p", "privacy", "Open the privacy settings (privacy-options form)")) }
            keys += [
                KeyHelp("r", "relaunch", "Relaunch the app (R: delete and reinstall)"),
                KeyHelp("d", "+1 day", "Move the clock forward one day"),
                KeyHelp("m", "+1 month", "Move the clock forward one month"),
                KeyHelp("y", "+13 months", "Move the clock forward 13 months (a stored TC string expires)"),
            ]
            if app.ump != nil { keys.append(KeyHelp("u", "UMP reset", "Call UMP's reset() from the debug menu")) }
            return keys + [inspector, page, quit]
        case .umpFirstLayer, .umpPrivacyOptions:
            return [focus, select, dismiss, search, inspector, quit, page]
        case .umpManageOptions:
            return [focus, KeyHelp("Space", "toggle", "Flip the focused switch"),
                    KeyHelp("Right", "details", "Expand the focused item's description (Left collapses)"),
                    select, back, dismiss, search, page, inspector, quit]
        case .umpVendors:
            if memo?.focusedAction == .ump(.search) {
                return [KeyHelp("type", "filter", "Type a name or an id to filter the list"),
                        KeyHelp("Enter", "results", "Go to the results (Down and Tab too)"),
                        KeyHelp("Esc", "clear", "Clear the search; again to leave the field")]
            }
            return [focus, KeyHelp("Space", "toggle", "Flip the focused switch"),
                    KeyHelp("Enter", "details", "Open the focused vendor's details, or flip a switch"),
                    search, page, back, dismiss, inspector, quit]
        case .umpVendorDetail:
            return [focus, KeyHelp("Space", "toggle", "Flip the focused switch"),
                    KeyHelp("Esc", "back", "Back to the vendor list (Backspace too)"), page, inspector, quit]
        case .pacOptions, .pacLearnMore, .pacNPAConfirmation, .pacNPAOnly, .attExplainer, .attAlert, .usMessage:
            return [focus, select, inspector, quit]
        }
    }

    /// The help line of `view`: its keys, then `? help`.
    func helpLine(for view: ViewID, app: AppState, inspectorHidden: Bool) -> HelpLine {
        var entries = viewKeyHelp(for: view, app: app).map { HelpLine.Entry($0.key, $0.short) }
        if inspectorHidden, let index = entries.firstIndex(where: { $0.key == "i" }) {
            entries[index] = HelpLine.Entry("i", "inspector (no room)")
        }
        return HelpLine(entries, pinned: [HelpLine.Entry("?", "help")])
    }
}
