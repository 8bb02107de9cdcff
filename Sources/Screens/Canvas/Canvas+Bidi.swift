extension Canvas {
    /// The canvas as a terminal that does not reorder text should be sent it: every row that holds
    /// right-to-left text (Arabic, Hebrew) in display order by the bidi algorithm (UAX #9, the row as
    /// one left-to-right line, rule L2), brackets at right-to-left levels mirrored (L4); every other
    /// row as it is.
    ///
    /// Terminals differ, hence `run --reorder-rtl`: the draft "BiDi in Terminal Emulators"
    /// (terminal-wg.pages.freedesktop.org/bidi, seen 2026-11-29) has the terminal reorder by default
    /// (its implicit mode), and its survey of terminals found Konsole, mlterm, PuTTY and macOS's
    /// Terminal reordering every line with no way to turn it off; those need the text in reading
    /// order, as the screens hold it. Terminals without bidi support (xterm among them) draw that
    /// order as it comes, each Arabic or Hebrew word backwards, and need this one.
    package func inDisplayOrder() -> Canvas {
        var out = self
        out.clip = out.bounds
        for y in 0..<size.height {
            let cells = row(y)
            // A row's glyphs (clusters) with their styles and widths, left to right.
            var glyphs: [(character: Character, style: CellStyle, width: Int)] = []
            var x = 0
            while x < cells.count {
                guard let character = cells[x].character else {
                    x += 1
                    continue
                }
                var width = 1
                while x + width < cells.count && cells[x + width].isContinuation { width += 1 }
                glyphs.append((character, cells[x].style, width))
                x += width
            }
            let characters = glyphs.map(\.character)
            let rightToLeft = characters.contains { character in
                guard let scalar = character.unicodeScalars.first, scalar.value >= 0x0590 else { return false }
                let value = UnicodeBidi.bidiClass(scalar)
                return value == .R || value == .AL
            }
            guard rightToLeft else { continue }
            let levels = UnicodeBidi.resolve(characters, level: 0).lineLevels(0..<characters.count)
            var column = 0
            for index in UnicodeBidi.visualOrder(levels) {
                var (character, style, width) = glyphs[index]
                if levels[index] & 1 == 1, character.unicodeScalars.count == 1, let scalar = character.unicodeScalars.first,
                    let glyph = UnicodeBidi.mirrored(scalar)
                {
                    character = Character(glyph)
                }
                out.put(character, x: column, y: y, style: style)
                column += width
            }
        }
        out.clip = clip
        return out
    }
}
