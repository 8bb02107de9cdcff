/// A terminal colour a form may name: the terminal's default, one of the 16 ANSI colours, or a 256-colour index.
package enum TerminalColor: Hashable, Sendable, CustomStringConvertible {
    /// The terminal's own foreground or background (`default` in YAML).
    case terminalDefault
    /// One of the 16 ANSI colours, by name (`blue`, `brightWhite`).
    case named(ANSIColor)
    /// An xterm 256-colour index (0...255 in YAML).
    case indexed(Int)
    /// A 24-bit colour, 0xRRGGBB (`"#7B1FA2"` in YAML): exact in SVG, HTML and truecolor terminals,
    /// the nearest xterm 256-colour entry elsewhere.
    case rgb(Int)

    /// The YAML spelling (`default`, a colour name, or the index).
    package var description: String {
        switch self {
        case .terminalDefault: "default"
        case .named(let color): color.rawValue
        case .indexed(let index): String(index)
        case .rgb(let value): TerminalColor.hex(value)
        }
    }

    /// The xterm 256-colour index (ANSI colours are 0...15; a 24-bit colour's nearest entry); nil for
    /// the terminal's default.
    package var paletteIndex: Int? {
        switch self {
        case .terminalDefault: nil
        case .named(let color): color.index
        case .indexed(let index): index
        case .rgb(let value): TerminalColor.nearestIndex(to: value)
        }
    }

    /// `#RRGGBB`, upper case as designers write it.
    static func hex(_ value: Int) -> String {
        let digits = String(value & 0xFFFFFF, radix: 16, uppercase: true)
        return "#" + String(repeating: "0", count: 6 - digits.count) + digits
    }

    /// The xterm 256-colour entry closest to 0xRRGGBB (squared RGB distance; ties to the lower index),
    /// searching the colour cube and grey ramp (16...255), which every 256-colour terminal defines the
    /// same way; the first 16 are left to the terminal's theme.
    package static func nearestIndex(to value: Int) -> Int {
        let (r, g, b) = (value >> 16 & 0xFF, value >> 8 & 0xFF, value & 0xFF)
        var best = (index: 16, distance: Int.max)
        for index in 16...255 {
            guard let entry = TerminalColor.indexed(index).approximateRGB else { continue }
            let (er, eg, eb) = (entry >> 16 & 0xFF, entry >> 8 & 0xFF, entry & 0xFF)
            let distance = (er - r) * (er - r) + (eg - g) * (eg - g) + (eb - b) * (eb - b)
            if distance < best.distance { best = (index, distance) }
        }
        return best.index
    }

    /// The colour in xterm's default palette as 0xRRGGBB, for contrast and "equal weight" checks;
    /// nil for the terminal's default, whose colour is unknown.
    package var approximateRGB: Int? {
        if case .rgb(let value) = self { return value & 0xFFFFFF }
        guard let index = paletteIndex else { return nil }
        switch index {
        case 0..<16:
            return ANSIColor.xtermRGB[index]
        case 16..<232:
            // The 6×6×6 colour cube.
            let levels = [0, 95, 135, 175, 215, 255]
            let n = index - 16
            return levels[n / 36] << 16 | levels[(n / 6) % 6] << 8 | levels[n % 6]
        default:
            let grey = 8 + 10 * (index - 232)
            return grey << 16 | grey << 8 | grey
        }
    }
}

/// The 16 ANSI colours by the names forms use.
package enum ANSIColor: String, Hashable, Sendable, CaseIterable {
    case black, red, green, yellow, blue, magenta, cyan, white
    case brightBlack, brightRed, brightGreen, brightYellow, brightBlue, brightMagenta, brightCyan, brightWhite

    /// The palette index, 0...15.
    package var index: Int { Self.allCases.firstIndex(of: self)! }

    /// xterm's default RGB values for indexes 0...15.
    static let xtermRGB = [
        0x000000, 0xCD0000, 0x00CD00, 0xCDCD00, 0x0000EE, 0xCD00CD, 0x00CDCD, 0xE5E5E5,
        0x7F7F7F, 0xFF0000, 0x00FF00, 0xFFFF00, 0x5C5CFF, 0xFF00FF, 0x00FFFF, 0xFFFFFF,
    ]
}
