import Basics
import CNcursesw
import Screens

/// The terminal's size as ncurses is given it: the window's, capped at `maximumSize`.
///
/// ncurses keeps sizes in a `short` (`NCURSES_SIZE_T`): a window of 32768 columns or rows made
/// `newterm` fail (reported as an unknown terminal type) and a resize to it crashed inside ncurses's
/// own SIGWINCH processing (`resize_term`), or left a negative width that trapped our painter. Well
/// below that, ncurses allocates and diffs every cell: 10000 by 10000 took minutes per frame. So
/// `TerminalRestoration` handles SIGWINCH itself (ncurses installs its handler only over the default
/// action) and `readKey` resizes ncurses to the capped size; the form is never wider than 120 columns,
/// and past the cap the window's edge is left blank.
extension NcursesBackend {
    /// More than any real window: an 8K display at a 6-pixel font is 1280 columns by 360 rows.
    package static let maximumSize = Size(width: 2048, height: 1024)

    /// The window's size from the kernel (`TIOCGWINSZ` on standard output) capped at `maximumSize`, or
    /// nil when it is unknown (0 by 0, as a new pty reports).
    static func cappedWindowSize() -> Size? {
        var window = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &window) == 0, window.ws_row > 0, window.ws_col > 0 else { return nil }
        return Size(width: min(Int(window.ws_col), maximumSize.width), height: min(Int(window.ws_row), maximumSize.height))
    }

    /// Exports `LINES`/`COLUMNS` as the capped size while the window is over the cap, and removes them
    /// otherwise. ncurses lets them override the kernel's size wherever it reads the size itself: in
    /// `newterm` and when the first `doupdate` resumes from the `endwin` of set-up.
    static func exportCappedSize() {
        guard let capped = cappedWindowSize(), capped.width == maximumSize.width || capped.height == maximumSize.height else {
            unsetenv("COLUMNS")
            unsetenv("LINES")
            return
        }
        setenv("COLUMNS", String(capped.width), 1)
        setenv("LINES", String(capped.height), 1)
    }

    /// After a SIGWINCH: resizes ncurses to the window's capped size and returns the new size, or nil
    /// when the size is unknown.
    func applyPendingResize() -> Size? {
        guard let capped = NcursesBackend.cappedWindowSize() else { return nil }
        NcursesBackend.exportCappedSize()
        if capped != size { _ = resizeterm(Int32(capped.height), Int32(capped.width)) }
        return size
    }
}
