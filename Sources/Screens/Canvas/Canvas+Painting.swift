extension Canvas {
    /// Calls `paint` with each glyph of row `y` a terminal must draw, left to right: every glyph
    /// in the first `columns` columns but plain spaces, with the number of cells it covers there.
    ///
    /// Reads the stored codes directly: going through `self[x, y]` would make a `Cell` with a
    /// `Character` for each of the 4,800 cells of a 120x40 screen, most of the cost of painting it.
    package func forEachGlyphToPaint(
        row y: Int, columns: Int,
        _ paint: (_ glyph: Character, _ cells: Int, _ x: Int, _ style: CellStyle) -> Void
    ) {
        guard y >= 0, y < size.height else { return }
        let columns = min(columns, size.width)
        let start = y * size.width
        var x = 0
        while x < columns {
            let stored = storage[start + x]
            guard stored.code != GlyphCode.continuation else {
                x += 1
                continue
            }
            var cells = 1
            while x + cells < columns, storage[start + x + cells].code == GlyphCode.continuation { cells += 1 }
            if stored.code != GlyphCode.space || stored.style != .plain {
                paint(glyph(stored.code), cells, x, stored.style)
            }
            x += cells
        }
    }
}
