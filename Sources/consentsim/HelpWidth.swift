import Basics

/// The narrowest width help is laid out for.
///
/// ArgumentParser indents option descriptions past the option names and traps (an assertion in its
/// `StringExtensions.swift`, so in debug builds such as `swift run`) when `COLUMNS` or the terminal
/// leaves nothing after that indent; a negative `COLUMNS` did the same. Help on a narrower terminal
/// wraps there instead, as `fold` would.
enum HelpWidth {
    static let minimum = 40

    /// Raises `COLUMNS` to `minimum` when it, or else the terminal, is narrower, before anything lays out help.
    static func ensureMinimum() {
        if RootHelp.screenWidth < minimum { setenv("COLUMNS", String(minimum), 1) }
    }
}
