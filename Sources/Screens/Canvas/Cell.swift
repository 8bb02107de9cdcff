/// One cell of the canvas: the start of a glyph, or the covered part of a wide glyph to its left.
package struct Cell: Hashable, Sendable {
    /// What the cell shows.
    package enum Content: Hashable, Sendable {
        /// A grapheme cluster starting in this cell (it may cover cells to its right).
        case glyph(Character)
        /// Covered by the wide glyph that starts to the left; painters skip it.
        case continuation
    }

    /// What the cell shows.
    package var content: Content
    /// How it is drawn.
    package var style: CellStyle

    /// A cell showing `content` in `style`.
    package init(_ content: Content, style: CellStyle = .plain) {
        self.content = content
        self.style = style
    }

    /// A blank cell.
    package static let blank = Cell(.glyph(" "))

    /// Whether this cell is the covered part of a wide glyph.
    package var isContinuation: Bool {
        if case .continuation = content { return true }
        return false
    }

    /// The glyph starting here, or nil for a continuation cell.
    package var character: Character? {
        switch content {
        case .glyph(let c): return c
        case .continuation: return nil
        }
    }
}
