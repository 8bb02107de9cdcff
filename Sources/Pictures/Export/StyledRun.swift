import Screens

/// A stretch of one canvas row drawn in one style: what exporters turn into one element or one SGR.
package struct StyledRun: Hashable, Sendable {
    /// One glyph of the run and where it stands.
    package struct Glyph: Hashable, Sendable {
        /// The grapheme cluster.
        package var character: Character
        /// Its first column.
        package var column: Int
        /// Cells it covers (2 for wide glyphs).
        package var width: Int
    }

    /// The style every cell of the run has.
    package var style: CellStyle
    /// The first column.
    package var column: Int
    /// Cells covered, continuation cells included.
    package var width: Int
    /// The glyphs left to right (continuation cells are part of their glyph).
    package var glyphs: [Glyph]

    /// Whether every glyph is a space (only the background shows).
    package var isBlank: Bool { glyphs.allSatisfy { $0.character == " " } }

    /// The run's text.
    package var text: String { String(glyphs.map(\.character)) }
}

extension Canvas {
    /// Row `y` cut into runs of equal style, left to right, covering the whole row.
    ///
    /// A wide glyph's continuation cells join the glyph's run whatever their own style, so a glyph
    /// is never split between two runs.
    package func styledRuns(row y: Int) -> [StyledRun] {
        var runs: [StyledRun] = []
        let cells = Array(row(y))
        var x = 0
        while x < cells.count {
            let cell = cells[x]
            var width = 1
            while x + width < cells.count, cells[x + width].isContinuation { width += 1 }
            // A stray continuation (never produced by `Canvas`, but cheap to survive) shows as a space.
            let glyph = StyledRun.Glyph(character: cell.character ?? " ", column: x, width: width)
            if let last = runs.last, last.style == cell.style {
                runs[runs.count - 1].glyphs.append(glyph)
                runs[runs.count - 1].width += width
            } else {
                runs.append(StyledRun(style: cell.style, column: x, width: width, glyphs: [glyph]))
            }
            x += width
        }
        return runs
    }
}
