import Screens

/// Writes a canvas as text with ANSI SGR escape sequences, for `cat` in a terminal.
///
/// Colours go out as palette indexes (the same ones the ncurses backend uses), so the reader's
/// terminal shows them in its own palette, exactly as `consentsim run` would.
package struct ANSIExport: Sendable {
    /// Whether to emit colours; without them only attributes remain (what `NO_COLOR` shows).
    package var colors: Bool

    /// Whether 24-bit colours go out exactly (`38;2;r;g;b`, for terminals whose `COLORTERM` is
    /// `truecolor` or `24bit`) or as their nearest 256-colour entry.
    package var truecolor: Bool

    /// An exporter.
    package init(colors: Bool = true, truecolor: Bool = false) {
        self.colors = colors
        self.truecolor = truecolor
    }

    /// Whether a terminal with this `COLORTERM` value shows 24-bit colour (the convention
    /// terminals document: `truecolor` or `24bit`).
    package static func supportsTruecolor(colorterm: String?) -> Bool {
        guard let value = colorterm?.lowercased() else { return false }
        return value == "truecolor" || value == "24bit"
    }

    /// Every row, each ending with a reset (if styled) and a newline.
    ///
    /// Trailing spaces that show nothing (no background, reverse or underline) are dropped, as in
    /// `Canvas.text()`; removing the escape sequences gives back the canvas text.
    package func render(_ canvas: Canvas) -> String {
        var out = ""
        for y in 0..<canvas.size.height {
            var runs = canvas.styledRuns(row: y)
            trimInvisibleTail(&runs)
            var styled = false
            for run in runs {
                let parameters = sgrParameters(run.style)
                if parameters.isEmpty {
                    if styled { out += "\u{1B}[0m" }
                    styled = false
                } else {
                    out += "\u{1B}[0;" + parameters.joined(separator: ";") + "m"
                    styled = true
                }
                out += run.text
            }
            if styled { out += "\u{1B}[0m" }
            out += "\n"
        }
        return out
    }

    /// Drops the trailing spaces of a row that would look the same unwritten.
    func trimInvisibleTail(_ runs: inout [StyledRun]) {
        while var last = runs.last {
            guard !showsBlank(last.style) else { return }
            while let glyph = last.glyphs.last, glyph.character == " " {
                last.glyphs.removeLast()
                last.width -= 1
            }
            if last.glyphs.isEmpty {
                runs.removeLast()
            } else {
                runs[runs.count - 1] = last
                return
            }
        }
    }

    /// Whether a space in `style` is visible (a background, reverse video or an underline).
    func showsBlank(_ style: CellStyle) -> Bool {
        style.attributes.contains(.reverse) || style.attributes.contains(.underline) || (colors && style.background != .default)
    }

    /// The SGR parameters after the reset: attributes, then colours.
    package func sgrParameters(_ style: CellStyle) -> [String] {
        var p: [String] = []
        if style.attributes.contains(.bold) { p.append("1") }
        if style.attributes.contains(.dim) { p.append("2") }
        if style.attributes.contains(.underline) { p.append("4") }
        if style.attributes.contains(.reverse) { p.append("7") }
        if colors {
            for (color, base, bright, extended) in [(style.foreground, 30, 90, 38), (style.background, 40, 100, 48)] {
                if truecolor, case .rgb(let rgb) = color {
                    let c = rgb.components
                    p.append("\(extended);2;\(c.red);\(c.green);\(c.blue)")
                } else if let n = ExportPalette.paletteIndex(color) {
                    p.append(Self.color(n, base: base, bright: bright, extended: extended))
                }
            }
        }
        return p
    }

    /// The shortest SGR for palette index `n`: 30–37 / 90–97 for the 16 basic colours, else `38;5;n`.
    static func color(_ n: UInt8, base: Int, bright: Int, extended: Int) -> String {
        switch n {
        case 0..<8: String(base + Int(n))
        case 8..<16: String(bright + Int(n) - 8)
        default: "\(extended);5;\(n)"
        }
    }
}
