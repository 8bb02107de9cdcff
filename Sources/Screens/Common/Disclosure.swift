/// An item whose description expands: `›+ Title` collapsed, `›- Title` expanded, then the optional
/// note (`Always active`) and, when expanded, the description, all under the title.
///
/// The `+`/`-` sign shows the state without colour; Enter or Right expands, Left collapses.
package struct Disclosure: Widget, Hashable {
    /// The element id (`purpose.3`).
    package var id: ElementID
    /// The sanitized title.
    package let title: String
    /// A short muted line under the title, if any.
    package let note: String?
    /// The sanitized description, shown when expanded.
    package let detail: String
    /// Whether the description shows.
    package var isExpanded: Bool
    /// What activating it means (expanding or collapsing the description).
    package var action: ElementAction?

    /// Columns before the title: marker, sign, space.
    static let indent = 3

    /// A disclosure row.
    package init(id: ElementID, title: String, note: String? = nil, detail: String, isExpanded: Bool, action: ElementAction?) {
        self.id = id
        self.action = action
        self.title = TerminalText.sanitize(title)
        self.note = note.map { TerminalText.sanitize($0) }
        self.detail = TerminalText.sanitize(detail, keepingNewlines: true)
        self.isExpanded = isExpanded
    }

    /// The lines under the title, each with its style.
    private func bodyLines(width: Int) -> [(String, CellStyle)] {
        var lines: [(String, CellStyle)] = []
        if let note { lines += TextLayout.wrap(note, width: width).map { ($0, CellStyle.muted) } }
        if isExpanded && !detail.isEmpty { lines += TextLayout.wrap(detail, width: width).map { ($0, CellStyle.plain) } }
        return lines
    }

    /// Rows for the title, the note and the description if expanded.
    package func height(forWidth width: Int) -> Int {
        let inner = max(1, width - Disclosure.indent)
        let titleRows = TextLayout.lineCount(title, width: inner)
        if note == nil && !isExpanded { return titleRows }
        return titleRows + bodyLines(width: inner).count
    }

    /// The disclosure.
    package var focusStops: [FocusStop] { [FocusStop(id, action)] }

    /// Whether `id` is this disclosure.
    package func containsFocusable(_ id: ElementID) -> Bool { id == self.id }

    /// Draws the sign, title, note and description; registers the id over the title.
    package func draw(in rect: Rect, into frame: inout Frame) {
        guard !rect.isEmpty else { return }
        let focused = frame.isFocused(id)
        var titleStyle = CellStyle.bold
        if focused { titleStyle.attributes.insert(.reverse) }
        frame.canvas.write(focused ? String(frame.glyphs.focusMarker) : " ", x: rect.x, y: rect.y, style: focused ? .bold : .plain, within: rect)
        frame.canvas.write(isExpanded ? "-" : "+", x: rect.x + 1, y: rect.y, style: titleStyle, within: rect)
        if focused { frame.canvas.write(" ", x: rect.x + 2, y: rect.y, style: titleStyle, within: rect) }
        let inner = max(1, rect.width - Disclosure.indent)
        let titleLines = TextLayout.wrap(title, width: inner)
        var right = rect.x + Disclosure.indent
        for (row, line) in titleLines.enumerated() where row < rect.height {
            right = max(right, frame.canvas.write(line, x: rect.x + Disclosure.indent, y: rect.y + row, style: titleStyle, within: rect))
        }
        frame.register(
            id, rect: Rect(x: rect.x, y: rect.y, width: min(right, rect.maxX) - rect.x, height: min(titleLines.count, rect.height)),
            action: action)
        for (row, (line, style)) in bodyLines(width: inner).enumerated() {
            let y = rect.y + titleLines.count + row
            guard y < rect.maxY else { break }
            frame.canvas.write(line, x: rect.x + Disclosure.indent, y: y, style: style, within: rect)
        }
    }
}
