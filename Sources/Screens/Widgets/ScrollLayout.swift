/// What a scroll view laid out: its rows and their heights at the drawn width, and its viewport.
///
/// The scroll view decides where to start from this alone (`start`), so the simulator, moving focus
/// without drawing again, can work out the offset the next frame will show, exactly as drawing would.
/// Row heights never depend on focus, only on content and width.
package struct ScrollLayout: Sendable {
    /// The rows, top to bottom.
    let rows: [any Widget]
    /// Each row's height at the drawn width.
    let heights: [Int]
    /// All content lines.
    package let contentHeight: Int
    /// Content lines visible at once (the rectangle less the indicator rows when it scrolls).
    package let viewportHeight: Int

    /// The layout of `rows` with these heights in a rectangle `rectHeight` rows tall.
    init(rows: [any Widget], heights: [Int], rectHeight: Int) {
        self.rows = rows
        self.heights = heights
        contentHeight = heights.reduce(0, +)
        viewportHeight = contentHeight > rectHeight ? rectHeight - ScrollLayout.indicatorRows(rectHeight: rectHeight) : rectHeight
    }

    /// Whether the content is taller than the rectangle.
    package var isScrollable: Bool { contentHeight > viewportHeight }

    /// Rows reserved for the `↑ N more` / `↓ N more` indicators while the content scrolls.
    static func indicatorRows(rectHeight: Int) -> Int {
        rectHeight >= 3 ? 2 : (rectHeight == 2 ? 1 : 0)
    }

    /// The first content line shown for a requested `offset`: clamped, then moved as little as
    /// possible to keep the row holding `focused` in view when `followsFocus`.
    package func start(offset: Int, followsFocus: Bool, focused: ElementID?) -> Int {
        guard isScrollable else { return 0 }
        var start = min(max(0, offset), contentHeight - viewportHeight)
        guard followsFocus, let focused else { return start }
        var top = 0
        for (index, row) in rows.enumerated() {
            if row.containsFocusable(focused) {
                start = ScrollLayout.offset(start, keeping: top, height: heights[index], viewport: viewportHeight)
                break
            }
            top += heights[index]
        }
        return start
    }

    /// The offset that keeps rows `top..<top+height` in a viewport of `viewport` lines, moving as little as possible.
    static func offset(_ offset: Int, keeping top: Int, height: Int, viewport: Int) -> Int {
        if top < offset { return top }
        if top + height > offset + viewport { return max(0, min(top, top + height - viewport)) }
        return offset
    }
}
