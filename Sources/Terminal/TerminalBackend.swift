import Screens

/// What the terminal loop (`TerminalApp`) needs of a terminal: its size, a frame painted, the next
/// key read. `NcursesBackend` is the terminal; the run loop's tests drive the same loop with keys in
/// and frames out, as ratatui's `TestBackend` and Bubble Tea's `WithInput`/`WithOutput` do.
package protocol TerminalBackend: AnyObject {
    /// The terminal's size now.
    var size: Size { get }
    /// Whether input is already waiting (a paste, keys typed ahead).
    var hasPendingInput: Bool { get }
    /// Shows `frame`.
    func paint(_ frame: Frame)
    /// The next key, or what happened instead, waiting at most `timeout` (nil: until there is one).
    func readKey(timeout: Duration?) -> TerminalEvent
}

extension NcursesBackend: TerminalBackend {}
