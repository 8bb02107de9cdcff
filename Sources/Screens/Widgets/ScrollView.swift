import Forms

/// A vertical list of rows that scrolls to keep the focused row visible and shows that it scrolls.
///
/// When the rows are taller than the rectangle, its first row shows `↑ N more` (lines above) and its
/// last row `↓ N more` (lines below); both are registered as `<id>.scrollUp` / `<id>.scrollDown` so a
/// mouse click can page. The screen keeps the offset between frames: pass the previous offset in,
/// read the adjusted one back from `frame.scrolls[id]`.
package struct ScrollView: Widget {
    /// The scroll view's id (`vendors`).
    package var id: ElementID
    /// The rows, top to bottom.
    package var rows: [any Widget]
    /// The first content line to show, as the screen last knew it; adjusted to keep focus visible.
    package var offset: Int
    /// Whether the offset follows the focused row. Screens that let the user scroll freely (PgUp over
    /// text above the focused switch) turn it off until focus moves again.
    package var followsFocus: Bool

    /// A scroll view over `rows`, starting at content line `offset`.
    package init(id: ElementID, rows: [any Widget], offset: Int = 0, followsFocus: Bool = true) {
        self.id = id
        self.rows = rows
        self.offset = offset
        self.followsFocus = followsFocus
    }

    /// The natural height: all rows.
    package func height(forWidth width: Int) -> Int {
        rows.reduce(0) { $0 + $1.height(forWidth: width) }
    }

    /// Every row's focusable elements, in order (those scrolled out of view too).
    package var focusStops: [FocusStop] { rows.flatMap(\.focusStops) }

    /// Whether any row holds `id`.
    package func containsFocusable(_ id: ElementID) -> Bool { rows.contains { $0.containsFocusable(id) } }

    /// Draws the visible rows and the indicators; records the scroll state in `frame.scrolls[id]` and
    /// the layout in `frame.scrollLayouts[id]`.
    package func draw(in rect: Rect, into frame: inout Frame) {
        let heights = rows.map { $0.height(forWidth: rect.width) }
        let layout = ScrollLayout(rows: rows, heights: heights, rectHeight: rect.height)
        frame.scrollLayouts[id] = layout
        guard layout.isScrollable else {
            drawRows(heights, from: 0, in: rect, into: &frame)
            frame.scrolls[id] = ScrollInfo(offset: 0, viewportHeight: rect.height, contentHeight: layout.contentHeight)
            return
        }
        // Indicator rows are always reserved while scrollable, so content does not jump as they appear.
        let indicatorRows = ScrollLayout.indicatorRows(rectHeight: rect.height)
        let viewportRect = rect.inset(top: indicatorRows == 2 ? 1 : 0, bottom: indicatorRows >= 1 ? 1 : 0)
        let start = layout.start(offset: offset, followsFocus: followsFocus, focused: frame.focused)
        drawRows(heights, from: start, in: viewportRect, into: &frame)
        let info = ScrollInfo(offset: start, viewportHeight: layout.viewportHeight, contentHeight: layout.contentHeight)
        drawIndicators(info, in: rect, rows: indicatorRows, into: &frame)
        frame.scrolls[id] = info
    }

    /// Draws the rows that intersect content lines `start..<start+viewport.height`, clipped to `viewport`.
    private func drawRows(_ heights: [Int], from start: Int, in viewport: Rect, into frame: inout Frame) {
        let savedClip = frame.canvas.clip
        frame.canvas.clip = savedClip.intersection(viewport)
        defer { frame.canvas.clip = savedClip }
        var top = 0
        for (index, row) in rows.enumerated() {
            let height = heights[index]
            defer { top += height }
            if top + height <= start { continue }
            if top >= start + viewport.height { break }
            row.draw(in: Rect(x: viewport.x, y: viewport.y + top - start, width: viewport.width, height: height), into: &frame)
        }
    }

    /// Writes `↑ N more` / `↓ N more` in the reserved rows.
    private func drawIndicators(_ info: ScrollInfo, in rect: Rect, rows indicatorRows: Int, into frame: inout Frame) {
        let glyphs = frame.glyphs
        let more = TextTemplate.parse(frame.moreLines).0
        func lines(_ count: Int) -> String { TerminalText.sanitize(more.render([.count: String(count)])) }
        let above = "\(glyphs.moreAbove) " + lines(info.linesAbove)
        let below = "\(glyphs.moreBelow) " + lines(info.linesBelow)
        switch indicatorRows {
        case 2:
            let top = Rect(x: rect.x, y: rect.y, width: rect.width, height: 1)
            let bottom = Rect(x: rect.x, y: rect.maxY - 1, width: rect.width, height: 1)
            if info.linesAbove > 0 {
                Label(above, style: .muted, alignment: .trailing).draw(in: top, into: &frame)
                frame.register(id.child("scrollUp"), rect: top, action: .page(scrollView: id, pages: -1))
            }
            if info.linesBelow > 0 {
                Label(below, style: .muted, alignment: .trailing).draw(in: bottom, into: &frame)
                frame.register(id.child("scrollDown"), rect: bottom, action: .page(scrollView: id, pages: 1))
            }
        case 1:
            let bottom = Rect(x: rect.x, y: rect.maxY - 1, width: rect.width, height: 1)
            // "↑ 3  ↓ 5 more": the words follow the last number only.
            var parts: [String] = []
            if info.linesAbove > 0 {
                parts.append("\(glyphs.moreAbove) " + (info.linesBelow > 0 ? String(info.linesAbove) : lines(info.linesAbove)))
            }
            if info.linesBelow > 0 { parts.append(below) }
            Label(parts.joined(separator: "  "), style: .muted, alignment: .trailing).draw(in: bottom, into: &frame)
        default:
            break
        }
    }
}
