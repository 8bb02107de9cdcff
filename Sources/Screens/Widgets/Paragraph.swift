/// Wrapped text; when the rectangle is too short, the last line shown ends in `…` so the cut shows.
package struct Paragraph: Widget, Hashable {
    /// The sanitized text (`\n` separates paragraphs).
    package let text: String
    /// How the text is drawn.
    package var style: CellStyle
    /// Placement of each line.
    package var alignment: Alignment

    /// A paragraph of `text`, sanitized for the terminal (line breaks kept).
    package init(_ text: String, style: CellStyle = .plain, alignment: Alignment = .leading) {
        self.text = TerminalText.sanitize(text, keepingNewlines: true)
        self.style = style
        self.alignment = alignment
    }

    /// The wrapped lines at `width`.
    package func lines(width: Int) -> [String] { TextLayout.wrap(text, width: width) }

    /// Rows needed at `width`.
    package func height(forWidth width: Int) -> Int { TextLayout.lineCount(text, width: width) }

    /// Draws the wrapped lines from the top of `rect`.
    package func draw(in rect: Rect, into frame: inout Frame) {
        guard !rect.isEmpty else { return }
        var lines = lines(width: rect.width)
        if lines.count > rect.height {
            lines.removeLast(lines.count - rect.height)
            lines[lines.count - 1] = TextLayout.truncate(lines[lines.count - 1], width: rect.width, ellipsis: frame.glyphs.ellipsis, always: true)
        }
        for (row, line) in lines.enumerated() {
            let x = rect.x + alignment.offset(contentWidth: CellWidth.string(line), in: rect.width)
            frame.canvas.write(line, x: x, y: rect.y + row, style: style, within: rect)
        }
    }
}

/// One line of text, truncated with `…` when it does not fit.
package struct Label: Widget, Hashable {
    /// The sanitized text, on one line.
    package let text: String
    /// How the text is drawn.
    package var style: CellStyle
    /// Placement in the rectangle.
    package var alignment: Alignment

    /// A label of `text`, sanitized (line breaks become spaces).
    package init(_ text: String, style: CellStyle = .plain, alignment: Alignment = .leading) {
        self.text = TerminalText.sanitize(text)
        self.style = style
        self.alignment = alignment
    }

    /// Always one row.
    package func height(forWidth width: Int) -> Int { 1 }

    /// Draws the (possibly truncated) text on the first row of `rect`.
    package func draw(in rect: Rect, into frame: inout Frame) {
        guard !rect.isEmpty else { return }
        let shown = TextLayout.truncate(text, width: rect.width, ellipsis: frame.glyphs.ellipsis)
        let x = rect.x + alignment.offset(contentWidth: CellWidth.string(shown), in: rect.width)
        frame.canvas.write(shown, x: x, y: rect.y, style: style, within: rect)
    }
}
