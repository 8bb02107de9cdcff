/// The store inspector: the app's `UserDefaults` keys live (`IABTCF_*`, `IABGPP_*`,
/// `personalized_ad_status`, …) with typed values; keys the last action added or changed are marked
/// `+`/`*` and bold, removed ones `-` and dim, so the change reads without colour too.
package enum InspectorView {
    /// The key list's scroll view.
    package static let scrollID: ElementID = "inspector"

    /// The inspector for `data`, scrolled to `offset`, in a frame of `context.size`.
    package static func render(_ data: InspectorData, offset: Int, context: ViewContext) -> RenderedScreen {
        var frame = context.simulatorFrame()
        frame.focused = nil
        let title = "Store (\(data.entries.count - data.removed) keys)"
        let inner = Box(title: title, borderStyle: .muted).draw(in: frame.canvas.bounds, into: &frame).inset(left: 1, right: 1)
        var rows: [any Widget] = []
        let summary =
            data.added + data.changed + data.removed == 0
            ? "Last action changed nothing."
            : "Last action: +\(data.added) added, *\(data.changed) changed, -\(data.removed) removed"
        rows.append(Paragraph(summary, style: .muted))
        rows += data.verdicts.map { Paragraph($0, style: .bold) }
        if data.entries.isEmpty { rows.append(Paragraph("The store is empty.", style: .muted)) }
        rows += data.entries.map(EntryRow.init)
        let scroll = ScrollView(id: scrollID, rows: rows, offset: offset, followsFocus: false)
        frame.register(scrollID, rect: inner)
        scroll.draw(in: inner, into: &frame)
        return RenderedScreen(frame: frame, focusStops: [])
    }
}

/// One key: the marked key (wrapping, so long key names are never cut), then its value indented.
struct EntryRow: Widget {
    var entry: InspectorData.Entry

    init(_ entry: InspectorData.Entry) { self.entry = entry }

    var marker: String {
        switch entry.change {
        case .added?: "+"
        case .changed?: "*"
        case .removed?: "-"
        case nil: " "
        }
    }

    var style: CellStyle {
        switch entry.change {
        case .added?: CellStyle(foreground: .success, attributes: .bold)
        case .changed?: CellStyle(foreground: .warning, attributes: .bold)
        case .removed?: .muted
        case nil: .plain
        }
    }

    func height(forWidth width: Int) -> Int {
        TextLayout.lineCount(entry.key, width: max(1, width - 2)) + TextLayout.lineCount(entry.value, width: max(1, width - 4))
    }

    func draw(in rect: Rect, into frame: inout Frame) {
        let keyLines = TextLayout.wrap(entry.key, width: max(1, rect.width - 2))
        frame.canvas.write(marker, x: rect.x, y: rect.y, style: style, within: rect)
        var y = rect.y
        for line in keyLines {
            frame.canvas.write(line, x: rect.x + 2, y: y, style: style, within: rect)
            y += 1
        }
        for line in TextLayout.wrap(entry.value, width: max(1, rect.width - 4)) {
            frame.canvas.write(line, x: rect.x + 4, y: y, style: entry.change == .removed ? .muted : .plain, within: rect)
            y += 1
        }
    }
}
