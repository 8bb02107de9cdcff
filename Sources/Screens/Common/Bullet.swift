/// A bulleted paragraph with a hanging indent: `- text` with continuation lines under the text.
///
/// The bullet is ASCII `-`: `•` is East Asian Ambiguous and draws wide in CJK terminals.
package struct Bullet: Widget, Hashable {
    /// The sanitized text.
    package let text: String
    /// How the text is drawn.
    package var style: CellStyle

    /// A bullet of `text`.
    package init(_ text: String, style: CellStyle = .plain) {
        self.text = TerminalText.sanitize(text)
        self.style = style
    }

    /// Rows for the wrapped text.
    package func height(forWidth width: Int) -> Int { TextLayout.lineCount(text, width: max(1, width - 2)) }

    /// Draws the bullet and the wrapped text.
    package func draw(in rect: Rect, into frame: inout Frame) {
        guard !rect.isEmpty else { return }
        frame.canvas.write("-", x: rect.x, y: rect.y, style: style, within: rect)
        for (row, line) in TextLayout.wrap(text, width: max(1, rect.width - 2)).enumerated() where row < rect.height {
            frame.canvas.write(line, x: rect.x + 2, y: rect.y + row, style: style, within: rect)
        }
    }
}
