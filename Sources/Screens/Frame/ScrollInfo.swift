/// Where a scroll view stands: what the screen keeps between frames and what indicators show.
package struct ScrollInfo: Hashable, Sendable {
    /// The first content line shown (0 at the top).
    package var offset: Int
    /// Content lines that fit in the viewport.
    package var viewportHeight: Int
    /// All content lines.
    package var contentHeight: Int

    /// Scroll state from its three numbers.
    package init(offset: Int, viewportHeight: Int, contentHeight: Int) {
        self.offset = offset
        self.viewportHeight = viewportHeight
        self.contentHeight = contentHeight
    }

    /// Whether the content is taller than the viewport.
    package var isScrollable: Bool { contentHeight > viewportHeight }
    /// Content lines above the viewport.
    package var linesAbove: Int { offset }
    /// Content lines below the viewport.
    package var linesBelow: Int { max(0, contentHeight - offset - viewportHeight) }
    /// The largest valid offset.
    package var maxOffset: Int { max(0, contentHeight - viewportHeight) }
    /// How far PgUp/PgDn move: a viewport less one line of overlap for context.
    package var pageSize: Int { max(1, viewportHeight - 1) }
}
