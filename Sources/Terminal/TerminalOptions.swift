import Screens

/// How the ncurses front end is set up.
package struct TerminalOptions: Sendable {
    /// Whether colour is wanted at all: `false` is the `--no-color` flag, which overrides everything.
    package var colorAllowed: Bool
    /// Whether to report mouse clicks (which stops the terminal's own text selection).
    package var mouse: Bool
    /// The value of `NO_COLOR` (nil when unset); read from the environment by default.
    package var noColorEnvironment: String?
    /// The value of `COLORTERM` (nil when unset), which says whether 24-bit colour shows; read from the
    /// environment by default.
    package var colortermEnvironment: String?
    /// The size below which the too-small screen replaces the app's screens.
    package var minimumSize: Size
    /// Chrome glyphs for screens the front end draws itself (the too-small screen).
    package var glyphs: Glyphs
    /// End the loop as soon as the first frame is on screen (start-up benchmarks).
    package var exitAfterFirstFrame: Bool
    /// Without a key for this long, render again anyway (`run --watch` polls its form file then);
    /// nil waits for keys only.
    package var idleRedraw: Duration?
    /// Whether right-to-left text goes to the terminal in display order (`Canvas.inDisplayOrder`), for
    /// terminals that do not reorder it; off sends the reading order, which bidi terminals reorder.
    package var reorderRTL = false

    /// Options; `noColorEnvironment` and `colortermEnvironment` default to the process's `NO_COLOR` and `COLORTERM`.
    package init(
        colorAllowed: Bool = true, mouse: Bool = true, noColorEnvironment: String? = Environment.value(of: "NO_COLOR"),
        colortermEnvironment: String? = Environment.value(of: "COLORTERM"),
        minimumSize: Size = TooSmallScreen.minimumSize, glyphs: Glyphs = .unicode, exitAfterFirstFrame: Bool = false,
        idleRedraw: Duration? = nil
    ) {
        self.colorAllowed = colorAllowed
        self.mouse = mouse
        self.noColorEnvironment = noColorEnvironment
        self.colortermEnvironment = colortermEnvironment
        self.minimumSize = minimumSize
        self.glyphs = glyphs
        self.exitAfterFirstFrame = exitAfterFirstFrame
        self.idleRedraw = idleRedraw
    }
}

/// The colour decision, apart from ncurses so it can be tested.
package enum ColorPolicy {
    /// Whether to start colour: the flag allows it, `NO_COLOR` is unset or empty (no-color.org), and
    /// the terminal has colours. ncurses itself ignores `NO_COLOR`, so this is where it is honoured.
    package static func usesColor(allowed: Bool, noColorEnvironment: String?, terminalHasColors: Bool) -> Bool {
        guard allowed, terminalHasColors else { return false }
        if let value = noColorEnvironment, !value.isEmpty { return false }
        return true
    }

    /// The most colours a terminfo entry has: direct-colour entries (xterm-direct) declare 2^24.
    package static let maximumColors = 1 << 24
    /// The most colour pairs a terminfo entry has (xterm-direct declares 0x10000).
    package static let maximumPairs = 1 << 16

    /// Whether a terminfo entry's `colors` and `pairs` are ones a terminal has. ncurses's
    /// `start_color` walks every colour it is told of, so `colors#0x7fffffff` (a corrupt or hostile
    /// entry) kept start-up busy for minutes; such an entry is drawn without colour instead.
    package static func isPlausible(colors: Int, pairs: Int) -> Bool {
        (0...maximumColors).contains(colors) && (0...maximumPairs).contains(pairs)
    }
}
