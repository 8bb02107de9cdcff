import Pictures
import Screens

/// How the live terminal shows a form's 24-bit (`#RRGGBB`) colours.
package enum TerminalColorMode: Equatable, Sendable {
    /// Colour numbers index the terminal's palette; a 24-bit colour becomes its nearest xterm-256 entry.
    case palette
    /// The terminfo entry has the `RGB` capability (xterm-direct, tmux-direct): ncurses colour numbers
    /// are 0xRRGGBB, and the entry keeps only the lowest numbers for the palette.
    case direct
    /// `COLORTERM` says 24-bit but the terminfo entry is a palette one (xterm-256color): ncurses lays
    /// out with the nearest entry and the backend repaints 24-bit cells with `38;2;r;g;b` after it.
    case overlay

    /// The mode for a terminal: its terminfo entry first (a direct entry has no palette numbers to
    /// fall back to), then `COLORTERM` by the rule the ANSI export uses. Direct colour through ncurses
    /// 6.1's RGB capability (user_caps(5)) is what ncurses programs such as pspg do; the overlay covers
    /// the common COLORTERM=truecolor with TERM=xterm-256color, where ncurses has no way to say 38;2.
    package static func choose(colorterm: String?, terminfoHasRGB: Bool) -> TerminalColorMode {
        if terminfoHasRGB { return .direct }
        return ANSIExport.supportsTruecolor(colorterm: colorterm) ? .overlay : .palette
    }
}

/// The colour numbers and escapes cell colours become in one terminal; pure, so tests need no terminal.
package struct TerminalColorMapping: Equatable, Sendable {
    /// How 24-bit colours are shown.
    package var mode: TerminalColorMode
    /// Colours the terminal has (`COLORS`).
    package var colorCount: Int

    /// A mapping for a terminal with `colorCount` colours.
    package init(mode: TerminalColorMode, colorCount: Int) {
        self.mode = mode
        self.colorCount = colorCount
    }

    /// The lowest direct colour number that is not a palette colour: xterm-direct keeps 0–7 for the
    /// ANSI colours (`CO#8` in ncurses terminfo.src's xterm+direct; T. Dickey, stackoverflow.com/a/63611791)
    /// and xterm-direct16 0–15, so 0x000000–0x00000F are drawn as 0x000010, which looks the same.
    static let firstDirectColor: Int32 = 16

    /// The ncurses colour number for a cell colour (-1: the terminal default).
    package func colorNumber(_ color: Color) -> Int32 {
        switch color {
        case .default: return -1
        case .accent: return 6  // COLOR_CYAN
        case .muted:
            if mode == .direct { return direct(RGB.xterm(8)) }
            return colorCount >= 16 ? 8 : -1  // bright black; plain terminals rely on A_DIM
        case .danger: return 1  // COLOR_RED
        case .success: return 2  // COLOR_GREEN
        case .warning: return 3  // COLOR_YELLOW
        case .link: return 4  // COLOR_BLUE
        case .indexed(let n):
            if mode == .direct { return n < 8 ? Int32(n) : direct(RGB.xterm(n)) }
            return Int(n) < colorCount ? Int32(n) : -1
        case .rgb(let rgb):
            if mode == .direct { return direct(rgb) }
            return color.nearestIndex.map { Int($0) < colorCount ? Int32($0) : -1 } ?? -1  // nearest xterm entry
        }
    }

    /// A direct colour number, kept above the numbers the entry reserves for its palette.
    private func direct(_ rgb: RGB) -> Int32 { max(Int32(rgb.value), Self.firstDirectColor) }

    /// The SGR parameters (after a reset) that repaint a cell of `style` in exact colour, or nil when
    /// ncurses's own drawing is already right (no 24-bit colour, or not the overlay mode).
    package func overlayParameters(_ style: CellStyle) -> [String]? {
        func exact(_ color: Color) -> Bool { if case .rgb = color { true } else { false } }
        guard mode == .overlay, exact(style.foreground) || exact(style.background) else { return nil }
        return ANSIExport(colors: true, truecolor: true).sgrParameters(style)
    }
}
