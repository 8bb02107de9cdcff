/// The full key list of the current screen, in a box drawn over it (`?` opens and closes it).
package enum HelpOverlay {
    /// The scroll view id of the key list.
    package static let scrollID: ElementID = "help"

    /// Draws the overlay centred over `frame`; long lists scroll (`offset`) with `↑/↓ N more`.
    package static func draw(title: String, entries: [HelpLine.Entry], offset: Int, into frame: inout Frame) {
        let size = frame.size
        let keyWidth = min(14, entries.map { CellWidth.string($0.key) }.max() ?? 0)
        let width = min(size.width - 2, max(36, min(64, size.width * 3 / 4)))
        let rows: [any Widget] =
            entries.map { FieldRow($0.key, $0.action, labelWidth: keyWidth + 2) }
            + [Spacer(), Paragraph("Esc or ? closes this help.", style: .muted)]
        let contentHeight = rows.reduce(0) { $0 + $1.height(forWidth: width - 4) }
        let height = min(size.height - 2, contentHeight + 2)
        let rect = Rect(x: (size.width - width) / 2, y: (size.height - height) / 2, width: width, height: height)
        frame.canvas.fill(rect)
        let inner = Box(title: title).draw(in: rect, into: &frame).inset(left: 1, right: 1)
        ScrollView(id: scrollID, rows: rows, offset: offset, followsFocus: false).draw(in: inner, into: &frame)
        frame.register(scrollID, rect: inner)
    }
}
