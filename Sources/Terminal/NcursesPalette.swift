import CNcursesw
import UI

/// Maps cell styles to ncurses attributes and colour pairs, allocating pairs as styles appear.
struct NcursesPalette {
    /// Whether colour was started; without it only attributes are used (monochrome, `NO_COLOR`).
    let usesColor: Bool
    /// Colours the terminal has (`COLORS`).
    let colorCount: Int
    /// Pairs the terminal has (`COLOR_PAIRS`).
    let pairCount: Int
    /// Allocated pairs by (foreground, background) ncurses colour numbers; pair 0 is the default.
    private var pairs: [Int32: Int16] = [:]

    /// A palette for the current screen.
    init(usesColor: Bool) {
        self.usesColor = usesColor
        self.colorCount = usesColor ? Int(cnc_colors()) : 0
        self.pairCount = usesColor ? Int(cnc_color_pairs()) : 0
    }

    /// The ncurses colour number for a palette colour (-1: the terminal default).
    func colorNumber(_ color: Color) -> Int16 {
        switch color {
        case .default: return -1
        case .accent: return Int16(COLOR_CYAN)
        case .muted: return colorCount >= 16 ? 8 : -1  // bright black; plain terminals rely on A_DIM
        case .danger: return Int16(COLOR_RED)
        case .success: return Int16(COLOR_GREEN)
        case .warning: return Int16(COLOR_YELLOW)
        case .link: return Int16(COLOR_BLUE)
        case .indexed(let n): return Int(n) < colorCount ? Int16(n) : -1
        case .rgb: return color.nearestIndex.map { Int($0) < colorCount ? Int16($0) : -1 } ?? -1  // ncurses: nearest xterm entry
        }
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
        let fg = colorNumber(style.foreground), bg = colorNumber(style.background)
        if fg == -1 && bg == -1 { return 0 }
        let key = Int32(fg) << 16 | Int32(UInt16(bitPattern: bg))
        if let pair = pairs[key] { return pair }
        let next = pairs.count + 1
        guard next < pairCount, next <= Int(Int16.max) else { return 0 }
        init_pair(Int16(next), fg, bg)
        pairs[key] = Int16(next)
        return Int16(next)
    }
}
