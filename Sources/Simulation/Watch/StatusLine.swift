import Screens

/// A message across the bottom rows of a frame, over whatever is there (a reload error or a
/// "reloaded" note while watching a form file), so it is seen without hiding the screen above it.
package enum StatusLine {
    /// The style of errors: reverse video so it reads without colour, in the danger colour where there is one.
    package static let style = CellStyle(foreground: .danger, attributes: [.bold, .reverse])
    /// The style of notes (`reloaded 12:03:04`).
    package static let noteStyle = CellStyle(foreground: .success, attributes: [.reverse])

    /// Draws `message` wrapped over as many bottom rows as it needs, up to a third of the screen
    /// (the last row cut with `…` beyond that), each row filled across the width.
    package static func draw(_ message: String, style: CellStyle = StatusLine.style, into frame: inout Frame) {
        let size = frame.size
        guard size.height > 0, size.width > 0 else { return }
        let clip = frame.canvas.clip
        frame.canvas.clip = frame.canvas.bounds
        defer { frame.canvas.clip = clip }
        var lines = TextLayout.wrap(TerminalText.sanitize(message), width: size.width)
        let room = max(1, size.height / 3)
        if lines.count > room {
            let rest = lines[(room - 1)...].joined(separator: " ")
            lines = Array(lines.prefix(room - 1)) + [TextLayout.truncate(rest, width: size.width, ellipsis: frame.glyphs.ellipsis)]
        }
        for (index, line) in lines.enumerated() {
            let row = Rect(x: 0, y: size.height - lines.count + index, width: size.width, height: 1)
            frame.canvas.fill(row, style: style)
            frame.canvas.write(line, x: 0, y: row.y, style: style, within: row)
        }
    }

    /// Draws a watch status: an error in the error style, a note in the note style.
    package static func draw(_ status: WatchStatus, into frame: inout Frame) {
        switch status {
        case .error(let message): draw(message, style: style, into: &frame)
        case .note(let message): draw(message, style: noteStyle, into: &frame)
        }
    }
}

/// What `run --watch` says about the form file at the bottom of the screen.
package enum WatchStatus: Hashable, Sendable {
    /// The newest version does not load: its problems, the last good version on screen.
    case error(String)
    /// The newest version loaded (`reloaded 12:03:04`).
    case note(String)
}
