/// A one-line notice in a small box over the screen ("no such element", "store write failed").
package enum OverlayNote {
    /// Draws `text` boxed near the bottom of `frame`, wrapped to at most three lines.
    package static func draw(_ text: String, into frame: inout Frame) {
        let size = frame.size
        let width = min(size.width - 2, max(20, CellWidth.string(text) + 4))
        let lines = Array(TextLayout.wrap(TerminalText.sanitize(text), width: width - 4).prefix(3))
        let height = lines.count + 2
        let rect = Rect(x: (size.width - width) / 2, y: max(0, size.height - height - 2), width: width, height: height)
        frame.canvas.fill(rect)
        let inner = Box(borderStyle: .bold).draw(in: rect, into: &frame).inset(left: 1, right: 1)
        for (row, line) in lines.enumerated() {
            frame.canvas.write(line, x: inner.x, y: inner.y + row, style: .bold, within: inner)
        }
    }
}
