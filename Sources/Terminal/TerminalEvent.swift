import Screens

/// What reading input produced.
package enum TerminalEvent: Hashable, Sendable {
    /// A key (or a resize or a mouse click).
    case key(Key)
    /// The timeout passed with no input.
    case timeout
    /// The terminal went away (hangup, read error): the app should end.
    case endOfInput
    /// SIGTERM, SIGHUP, SIGINT or SIGQUIT arrived: the app should end and exit with 128 + signal.
    case terminated(signal: Int32)
}
