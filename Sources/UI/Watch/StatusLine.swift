/// A one-line message across the bottom row of a frame, over whatever is there (a reload error
/// while watching a form file), so it is seen without hiding the screen above it.
public enum StatusLine {
    /// The style: reverse video so it reads without colour, in the danger colour where there is one.
    public static let style = CellStyle(foreground: .danger, attributes: [.bold, .reverse])

    /// Draws `message`, truncated to the width and padded to fill the row, on the last row of `frame`.
    public static func draw(_ message: String, into frame: inout Frame) {
        let size = frame.size
        guard size.height > 0, size.width > 0 else { return }
        let row = Rect(x: 0, y: size.height - 1, width: size.width, height: 1)
        let clip = frame.canvas.clip
        frame.canvas.clip = frame.canvas.bounds
        defer { frame.canvas.clip = clip }
        let text = TextLayout.truncate(TerminalText.sanitize(message), width: size.width, ellipsis: frame.glyphs.ellipsis)
        frame.canvas.fill(row, style: style)
        frame.canvas.write(text, x: 0, y: row.y, style: style, within: row)
    }
}
