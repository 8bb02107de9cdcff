import Screens

/// A canvas as the escape sequences a terminal needs to show it (for asciinema recordings).
package enum ANSIFrame {
    /// Clear, then every row at its position with SGR styles; wide glyphs take their cells.
    package static func render(_ canvas: Canvas) -> String {
        var out = "\u{1B}[0m\u{1B}[H\u{1B}[2J"
        for y in 0..<canvas.size.height {
            out += "\u{1B}[\(y + 1);1H"
            var current = CellStyle.plain
            for cell in canvas.row(y) {
                guard case .glyph(let c) = cell.content else { continue }
                if cell.style != current {
                    out += sgr(cell.style)
                    current = cell.style
                }
                out.append(c)
            }
            if current != .plain { out += "\u{1B}[0m" }
        }
        return out
    }

    /// The SGR sequence that sets `style` from scratch.
    static func sgr(_ style: CellStyle) -> String {
        var codes = ["0"]
        if style.attributes.contains(.bold) { codes.append("1") }
        if style.attributes.contains(.dim) { codes.append("2") }
        if style.attributes.contains(.underline) { codes.append("4") }
        if style.attributes.contains(.reverse) { codes.append("7") }
        if let fg = color(style.foreground, background: false) { codes.append(fg) }
        if let bg = color(style.background, background: true) { codes.append(bg) }
        return "\u{1B}[" + codes.joined(separator: ";") + "m"
    }

    /// The SGR parameter of a palette colour, mapped as the ncurses front end maps it.
    static func color(_ color: Color, background: Bool) -> String? {
        let base = background ? 40 : 30
        switch color {
        case .default: return nil
        case .accent: return String(base + 6)
        case .muted: return String(base + 60)
        case .danger: return String(base + 1)
        case .success: return String(base + 2)
        case .warning: return String(base + 3)
        case .link: return String(base + 4)
        case .indexed(let n): return (background ? "48;5;" : "38;5;") + String(n)
        case .rgb(let rgb): return (background ? "48;2;" : "38;2;") + "\(rgb.components.red);\(rgb.components.green);\(rgb.components.blue)"
        }
    }
}
