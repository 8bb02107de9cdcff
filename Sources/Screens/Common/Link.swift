/// A focusable link: `›` marker column, then the underlined label, wrapping under itself.
///
/// Underlined so it reads as a link without colour; focus adds the marker and reverse video.
package struct Link: Widget, Hashable {
    /// The element id (`ump.vendorsLink`).
    package var id: ElementID
    /// The sanitized label.
    package let label: String
    /// The label's style when not focused.
    package var style: CellStyle
    /// What following it means.
    package var action: ElementAction?

    /// The style of a link without a theme: underlined, in the link colour.
    package static let defaultStyle = CellStyle(foreground: .link, attributes: .underline)

    /// A link with a sanitized label.
    package init(id: ElementID, label: String, style: CellStyle = Link.defaultStyle, action: ElementAction?) {
        self.id = id
        self.action = action
        self.style = style
        self.label = TerminalText.sanitize(label)
    }

    /// Rows for the wrapped label.
    package func height(forWidth width: Int) -> Int { max(1, TextLayout.lineCount(label, width: max(1, width - 1))) }

    /// The link.
    package var focusStops: [FocusStop] { [FocusStop(id, action)] }

    /// Whether `id` is this link.
    package func containsFocusable(_ id: ElementID) -> Bool { id == self.id }

    /// Draws marker and label; registers the id over the label.
    package func draw(in rect: Rect, into frame: inout Frame) {
        guard !rect.isEmpty else { return }
        let focused = frame.isFocused(id)
        var style = style
        if focused { style.attributes.insert(.reverse) }
        frame.canvas.write(focused ? String(frame.glyphs.focusMarker) : " ", x: rect.x, y: rect.y, style: focused ? .bold : .plain, within: rect)
        var right = rect.x + 1
        let lines = TextLayout.wrap(label, width: max(1, rect.width - 1))
        for (row, line) in lines.enumerated() where row < rect.height {
            right = max(right, frame.canvas.write(line, x: rect.x + 1, y: rect.y + row, style: style, within: rect))
        }
        frame.register(
            id, rect: Rect(x: rect.x, y: rect.y, width: min(right, rect.maxX) - rect.x, height: min(lines.count, rect.height)),
            action: action)
    }
}
