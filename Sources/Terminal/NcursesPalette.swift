import CNcursesw
import Screens

/// Maps cell styles to ncurses attributes and colour pairs, allocating pairs as styles appear.
struct NcursesPalette {
    /// Whether colour was started; without it only attributes are used (monochrome, `NO_COLOR`).
    let usesColor: Bool
    /// Colour numbers and truecolor escapes for this terminal.
    let mapping: TerminalColorMapping
    /// Pairs the terminal has (`COLOR_PAIRS`).
    let pairCount: Int
    /// Allocated pairs by cell colours; pair 0 is the default. Keyed by the colours themselves, not
    /// their numbers, so two 24-bit colours with one nearest entry get two pairs and ncurses redraws a
    /// cell that changes between them (the overlay then repaints it).
    private var pairs: [ColorKey: Int16] = [:]

    /// A cell's foreground and background.
    private struct ColorKey: Hashable {
        var foreground: Color
        var background: Color
    }

    /// A palette for the current screen; `colorterm` is the `COLORTERM` value.
    init(usesColor: Bool, colorterm: String?) {
        self.usesColor = usesColor
        let colorCount = usesColor ? Int(cnc_colors()) : 0
        // ncurses's own test for a direct-colour entry (user_caps(5)): RGB as a flag or a number.
        let terminfoHasRGB = usesColor && (tigetflag("RGB") > 0 || tigetnum("RGB") > 0)
        self.mapping = TerminalColorMapping(
            mode: TerminalColorMode.choose(colorterm: colorterm, terminfoHasRGB: terminfoHasRGB),
            colorCount: colorCount)
        self.pairCount = usesColor ? Int(cnc_color_pairs()) : 0
    }

    /// The attribute bits for a style's attributes.
    static func attributes(_ attributes: CellAttributes) -> attr_t {
        var bits = cnc_a_normal()
        if attributes.contains(.bold) { bits |= cnc_a_bold() }
        if attributes.contains(.dim) { bits |= cnc_a_dim() }
        if attributes.contains(.underline) { bits |= cnc_a_underline() }
        if attributes.contains(.reverse) { bits |= cnc_a_reverse() }
        return bits
    }

    /// The colour pair for a style (0 when colour is off or pairs ran out).
    mutating func pair(for style: CellStyle) -> Int16 {
        guard usesColor, style.foreground != .default || style.background != .default else { return 0 }
        let fg = mapping.colorNumber(style.foreground), bg = mapping.colorNumber(style.background)
        if fg == -1 && bg == -1 { return 0 }
        let key = ColorKey(foreground: style.foreground, background: style.background)
        if let pair = pairs[key] { return pair }
        let next = pairs.count + 1
        guard next < pairCount, next <= Int(Int16.max), cnc_init_pair(Int32(next), fg, bg) != ERR else { return 0 }
        pairs[key] = Int16(next)
        return Int16(next)
    }
}
