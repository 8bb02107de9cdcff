/// Where a scroll view stands: what the screen keeps between frames and what indicators show.
public struct ScrollInfo: Hashable, Sendable {
    /// The first content line shown (0 at the top).
    public var offset: Int
    /// Content lines that fit in the viewport.
    public var viewportHeight: Int
    /// All content lines.
    public var contentHeight: Int

    /// Scroll state from its three numbers.
    public init(offset: Int, viewportHeight: Int, contentHeight: Int) {
        self.offset = offset
        self.viewportHeight = viewportHeight
        self.contentHeight = contentHeight
    }

    /// Whether the content is taller than the viewport.
    public var isScrollable: Bool { contentHeight > viewportHeight }
    /// Content lines above the viewport.
    public var linesAbove: Int { offset }
    /// Content lines below the viewport.
    public var linesBelow: Int { max(0, contentHeight - offset - viewportHeight) }
    /// The largest valid offset.
    public var maxOffset: Int { max(0, contentHeight - viewportHeight) }
    /// How far PgUp/PgDn move: a viewport less one line of overlap for context.
    public var pageSize: Int { max(1, viewportHeight - 1) }
}
