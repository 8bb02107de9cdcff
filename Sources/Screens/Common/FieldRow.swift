/// `Label   value`: a label column then the value wrapping in the rest; on narrow widths the value
/// goes under the label, indented, so nothing is cut.
package struct FieldRow: Widget, Hashable {
    /// The sanitized label.
    package let label: String
    /// The sanitized value.
    package let value: String
    /// Columns reserved for the label (the value starts after them).
    package var labelWidth: Int
    /// How the value is drawn.
    package var valueStyle: CellStyle

    /// A field.
    package init(_ label: String, _ value: String, labelWidth: Int = 16, valueStyle: CellStyle = .plain) {
        self.label = TerminalText.sanitize(label)
        self.value = TerminalText.sanitize(value)
        self.labelWidth = labelWidth
        self.valueStyle = valueStyle
    }

    /// Whether label and value share rows at `width`.
    private func isSideBySide(_ width: Int) -> Bool {
        CellWidth.string(label) < labelWidth && width >= labelWidth + 12
    }

    /// Rows for the label and the wrapped value.
    package func height(forWidth width: Int) -> Int {
        if isSideBySide(width) { return max(1, TextLayout.lineCount(value, width: width - labelWidth)) }
        return TextLayout.lineCount(label, width: max(1, width)) + TextLayout.lineCount(value, width: max(1, width - 2))
    }

    /// Draws label and value.
    package func draw(in rect: Rect, into frame: inout Frame) {
        guard !rect.isEmpty else { return }
        if isSideBySide(rect.width) {
            frame.canvas.write(label, x: rect.x, y: rect.y, style: .bold, within: rect)
            for (row, line) in TextLayout.wrap(value, width: rect.width - labelWidth).enumerated() where row < rect.height {
                frame.canvas.write(line, x: rect.x + labelWidth, y: rect.y + row, style: valueStyle, within: rect)
            }
            return
        }
        let labelLines = TextLayout.wrap(label, width: max(1, rect.width))
        for (row, line) in labelLines.enumerated() where row < rect.height {
            frame.canvas.write(line, x: rect.x, y: rect.y + row, style: .bold, within: rect)
        }
        for (row, line) in TextLayout.wrap(value, width: max(1, rect.width - 2)).enumerated() {
            let y = rect.y + labelLines.count + row
            guard y < rect.maxY else { break }
            frame.canvas.write(line, x: rect.x + 2, y: y, style: valueStyle, within: rect)
        }
    }
}
