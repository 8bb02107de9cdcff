import Basics
import CNcursesw
import Screens

/// Paints frames with ncursesw and reads keys; the only place that talks to the terminal.
///
/// Set-up follows the pitfalls met with ncurses from Swift: the locale first, `LINES`/`COLUMNS`
/// unset so resizes are seen, `newterm` (a friendly error instead of `initscr`'s exit), raw mode so
/// Ctrl+C arrives as a key, a 25 ms Escape delay, our own `NO_COLOR` handling, and handlers that put
/// the terminal back after a crash or a termination signal.
package final class NcursesBackend {
    /// Whether a backend is active in this process (ncurses has one global screen).
    nonisolated(unsafe) private static var active = false

    /// The ncurses screen.
    private let screen: OpaquePointer
    /// Its standard window.
    let window: UnsafeMutablePointer<WINDOW>
    /// Style to attribute and colour-pair mapping.
    var palette: NcursesPalette
    /// Whether `shutdown` has run.
    var isShutDown = false
    /// Whether the hardware cursor is shown.
    var cursorVisible = false
    /// The options it was started with.
    package let options: TerminalOptions

    /// Whether colours are in use (false under `NO_COLOR`, `--no-color`, or on a monochrome terminal).
    package var usesColor: Bool { palette.usesColor }

    /// Takes over the terminal: alternate screen, raw mode, keypad, optional mouse.
    package init(options: TerminalOptions = TerminalOptions()) throws {
        guard !NcursesBackend.active else { throw TerminalError.alreadyActive }
        let term = try NcursesBackend.checkTerminal()
        try NcursesBackend.setUTF8Locale()
        // The user's LINES/COLUMNS would pin the size; only a window over `maximumSize` is pinned, to it.
        NcursesBackend.exportCappedSize()
        TerminalRestoration.saveTerminalSettings()
        // Our termination handlers go in before newterm so ncurses does not install its own.
        TerminalRestoration.install()
        guard let screen = newterm(nil, cnc_stdout(), cnc_stdin()) else {
            TerminalRestoration.uninstall()
            throw TerminalError.unknownTerminal(term)
        }
        self.screen = screen
        guard let window = cnc_stdscr() else {
            endwin()
            delscreen(screen)
            TerminalRestoration.uninstall()
            throw TerminalError.unknownTerminal(term)
        }
        self.window = window
        self.options = options
        NcursesBackend.active = true
        // ncurses 6.4 flushes after every cursor move until the screen has been suspended once
        // (lib_mvcur.c, `_nc_mvcur`: `if (SP_PARM->_endwin == ewInitial) _nc_flush`; only doupdate's
        // return from `endwin` sets ewRunning), so each frame went out as ~80 writes, one per line,
        // and the terminal could show it half drawn. Suspending now, before anything is on the screen,
        // makes the first `doupdate` resume (tty_update.c) and every frame leave in one write; the
        // terminal sees the alternate screen entered, left and entered again in one burst.
        endwin()
        raw()
        noecho()
        nonl()
        keypad(window, true)
        nodelay(window, true)
        set_escdelay(25)
        curs_set(0)
        let color = ColorPolicy.usesColor(
            allowed: options.colorAllowed, noColorEnvironment: options.noColorEnvironment,
            terminalHasColors: has_colors()
                && ColorPolicy.isPlausible(colors: Int(tigetnum("colors")), pairs: Int(tigetnum("pairs"))))
        if color {
            start_color()
            use_default_colors()
        }
        palette = NcursesPalette(usesColor: color, colorterm: options.colortermEnvironment)
        if options.mouse {
            mousemask(cnc_all_mouse_events(), nil)
            mouseinterval(0)
        }
    }

    deinit { shutdown() }

    /// Checks, without touching the terminal, that standard input and output are a terminal and
    /// `TERM` is set; returns `TERM`. Apps call it before doing work a failed start would waste.
    @discardableResult
    package static func checkTerminal() throws -> String {
        guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else { throw TerminalError.notATerminal }
        guard let term = Environment.value(of: "TERM"), !term.isEmpty else { throw TerminalError.noTerminalType }
        // The app checks before its work and `init` again: read the terminfo entry once.
        if term == checkedTerm { return term }
        try checkCursorAddressing(term)
        checkedTerm = term
        return term
    }

    /// The `TERM` whose terminfo entry `checkTerminal` last accepted.
    nonisolated(unsafe) private static var checkedTerm: String?

    /// Refuses a terminal type without a terminfo entry or without `cup` (cursor addressing), such
    /// as `dumb`: ncurses would start and then draw every frame as a stream of lines.
    static func checkCursorAddressing(_ term: String) throws {
        var status: Int32 = 0
        guard setupterm(term, STDOUT_FILENO, &status) == OK else { throw TerminalError.unknownTerminal(term) }
        // tigetstr: nil when absent, (char *)-1 when `cup` is not a string capability.
        guard let cup = tigetstr("cup"), Int(bitPattern: cup) != -1 else { throw TerminalError.noCursorAddressing(term) }
    }

    /// Switches to a UTF-8 character type: the user's if it is one, else C.UTF-8; throws if neither is.
    ///
    /// Only `LC_CTYPE`: it is all ncursesw and `wcwidth` read, and `LC_ALL` had glibc open and map a
    /// file for each of the twelve categories at every start.
    private static func setUTF8Locale() throws {
        setlocale(LC_CTYPE, "")
        if currentCodeset() == "UTF-8" { return }
        // A POSIX/C locale is common in containers and CI where the terminal is UTF-8 anyway.
        if setlocale(LC_CTYPE, "C.UTF-8") != nil, currentCodeset() == "UTF-8" { return }
        throw TerminalError.notUTF8(codeset: currentCodeset())
    }

    /// The character set of the current locale (`UTF-8`, `ANSI_X3.4-1968`).
    private static func currentCodeset() -> String {
        guard let codeset = nl_langinfo(nl_item(CODESET)) else { return "unknown" }
        return String(cString: codeset)
    }

    /// The terminal's size now.
    package var size: Size {
        Size(width: Int(getmaxx(window)), height: Int(getmaxy(window)))
    }

    // MARK: - Shutdown

    /// Gives the terminal back (normal screen, cooked mode, cursor) and removes the signal handlers.
    package func shutdown() {
        guard !isShutDown else { return }
        isShutDown = true
        if options.mouse { mousemask(0, nil) }
        curs_set(1)
        endwin()
        delscreen(screen)
        TerminalRestoration.uninstall()
        NcursesBackend.active = false
    }
}
