import Basics

/// Why the terminal front end could not start; each case reads as a message for the user.
package enum TerminalError: Error, Equatable, CustomStringConvertible {
    /// Standard input or output is not a terminal (redirected, or running under CI without a pty).
    case notATerminal
    /// `TERM` is unset or empty.
    case noTerminalType
    /// ncurses has no terminfo entry for `TERM`.
    case unknownTerminal(String)
    /// The terminal type cannot move the cursor (`TERM=dumb`): a full-screen UI would draw garbage.
    case noCursorAddressing(String)
    /// Neither the user's locale nor C.UTF-8 gives UTF-8 output.
    case notUTF8(codeset: String)
    /// A second backend was started while one is active (ncurses has one global screen).
    case alreadyActive

    /// A one-line explanation with what to do about it.
    package var description: String {
        switch self {
        case .notATerminal:
            return "standard input and output must be a terminal; for scripted runs use the headless player instead"
        case .noTerminalType:
            return "TERM is not set; set it to your terminal's type, e.g. TERM=xterm-256color"
        case .unknownTerminal(let term):
            return "unknown terminal type \"\(MessageText.line(term, limit: 80))\" (no terminfo entry); try TERM=xterm-256color"
        case .noCursorAddressing(let term):
            return
                "the terminal type \"\(term)\" cannot move the cursor, which the full-screen UI needs; use a terminal such as TERM=xterm-256color, or the headless player (consentsim play)"
        case .notUTF8(let codeset):
            return "the terminal needs a UTF-8 locale (current character set: \(codeset)); set LANG=C.UTF-8"
        case .alreadyActive:
            return "the terminal is already in use by this process"
        }
    }
}
