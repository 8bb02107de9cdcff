/// A border drawn with box-drawing glyphs, with an optional title in the top edge: `┌─ Title ───┐`.
package struct Box: Hashable, Sendable {
    /// The sanitized title, if any (truncated with `…` when the box is narrow).
    package let title: String?
    /// Style of the border.
    package var borderStyle: CellStyle
    /// Style of the title.
    package var titleStyle: CellStyle

    /// A box with an optional one-line title.
    package init(title: String? = nil, borderStyle: CellStyle = .plain, titleStyle: CellStyle = CellStyle(foreground: .accent, attributes: .bold)) {
        self.title = title.map { TerminalText.sanitize($0) }
        self.borderStyle = borderStyle
        self.titleStyle = titleStyle
    }

    /// The area inside the border.
    package static func inner(of rect: Rect) -> Rect { rect.inset(by: 1) }

    /// Draws the border and title; returns the area inside, which it leaves untouched.
    @discardableResult
    package func draw(in rect: Rect, into frame: inout Frame) -> Rect {
        guard rect.width >= 2, rect.height >= 2 else { return .zero }
        let g = frame.glyphs
        for (y, left, right) in [(rect.y, g.topLeft, g.topRight), (rect.maxY - 1, g.bottomLeft, g.bottomRight)] {
            frame.canvas.put(left, x: rect.x, y: y, style: borderStyle, within: rect)
            frame.canvas.writeRun(g.horizontal, count: rect.width - 2, x: rect.x + 1, y: y, style: borderStyle, within: rect)
            frame.canvas.put(right, x: rect.maxX - 1, y: y, style: borderStyle, within: rect)
        }
        for y in (rect.y + 1)..<(rect.maxY - 1) {
            frame.canvas.put(g.vertical, x: rect.x, y: y, style: borderStyle, within: rect)
            frame.canvas.put(g.vertical, x: rect.maxX - 1, y: y, style: borderStyle, within: rect)
        }
        // "┌─ " + title + " " + at least one "─" + "┐"
        if let title, !title.isEmpty, rect.width >= 7 {
            let shown = TextLayout.truncate(title, width: rect.width - 5, ellipsis: g.ellipsis)
            frame.canvas.write(" " + shown + " ", x: rect.x + 2, y: rect.y, style: titleStyle, within: rect)
        }
        return Box.inner(of: rect)
    }
}
