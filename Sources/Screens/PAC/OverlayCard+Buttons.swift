extension OverlayCard {
    /// Equal-weight buttons: side by side, all as wide as the widest, when they fit in the row;
    /// otherwise stacked, each the full width with its label centred and wrapped, never cut.
    ///
    /// The stock `ButtonRow` truncates a label that is too long; a consent button must show its whole
    /// label in every language, so a stacked button grows a row instead.
    struct Buttons: Widget {
        /// One button.
        struct Item {
            /// The element id.
            var id: ElementID
            /// The sanitized label.
            let label: String
            /// The style when not focused (focus adds reverse video).
            var style: CellStyle
            /// What pressing it means.
            var action: ElementAction

            /// A button with a sanitized one-paragraph label.
            init(id: ElementID, label: String, style: CellStyle, action: ElementAction) {
                self.id = id
                self.action = action
                self.label = TerminalText.sanitize(label)
                self.style = style
            }
        }

        /// The buttons, in focus order.
        var items: [Item]
        /// Stack even when they would fit side by side (the iOS alert's two buttons).
        var alwaysStacked: Bool = false
        /// Columns between buttons side by side.
        var spacing: Int = 2

        /// Columns of marker, brackets and padding around a label: `›[ label ]`.
        static let chrome = 5

        /// The widest label.
        var labelWidth: Int { items.map { CellWidth.string($0.label) }.max() ?? 0 }

        /// Columns the buttons need side by side.
        var sideBySideWidth: Int {
            items.count * (labelWidth + Buttons.chrome) + spacing * max(0, items.count - 1)
        }

        /// Whether they are drawn side by side at `width`.
        func isSideBySide(width: Int) -> Bool { !alwaysStacked && sideBySideWidth <= width }

        private func stackedLines(_ item: Item, width: Int) -> [String] {
            TextLayout.wrap(item.label, width: max(1, width - Buttons.chrome))
        }

        func height(forWidth width: Int) -> Int {
            if isSideBySide(width: width) { return items.isEmpty ? 0 : 1 }
            return items.reduce(0) { $0 + stackedLines($1, width: width).count }
        }

        var focusStops: [FocusStop] { items.map { FocusStop($0.id, $0.action) } }
        func containsFocusable(_ id: ElementID) -> Bool { items.contains { $0.id == id } }

        func draw(in rect: Rect, into frame: inout Frame) {
            guard !rect.isEmpty else { return }
            if isSideBySide(width: rect.width) {
                var x = rect.x + Alignment.center.offset(contentWidth: sideBySideWidth, in: rect.width)
                for item in items {
                    drawButton(item, lines: [item.label], labelRoom: labelWidth, at: Point(x: x, y: rect.y), into: &frame)
                    x += labelWidth + Buttons.chrome + spacing
                }
                return
            }
            var y = rect.y
            let room = max(1, rect.width - Buttons.chrome)
            for item in items {
                let lines = stackedLines(item, width: rect.width)
                drawButton(item, lines: lines, labelRoom: room, at: Point(x: rect.x, y: y), into: &frame)
                y += lines.count
            }
        }

        /// `›[ line ]`, the bracket opening on the first line and closing on the last, labels centred.
        private func drawButton(_ item: Item, lines: [String], labelRoom: Int, at origin: Point, into frame: inout Frame) {
            let focused = frame.isFocused(item.id)
            let style = focused ? item.style.adding(.reverse) : item.style
            for (row, line) in lines.enumerated() {
                let y = origin.y + row
                let marker = focused && row == 0 ? String(frame.glyphs.focusMarker) : " "
                frame.canvas.write(marker, x: origin.x, y: y, style: focused ? .bold : .plain)
                let lead = Alignment.center.offset(contentWidth: CellWidth.string(line), in: labelRoom)
                let padded = TextLayout.pad(String(repeating: " ", count: lead) + line, toWidth: labelRoom)
                let body = (row == 0 ? "[ " : "  ") + padded + (row == lines.count - 1 ? " ]" : "  ")
                frame.canvas.write(body, x: origin.x + 1, y: y, style: style)
            }
            frame.register(
                item.id, rect: Rect(x: origin.x, y: origin.y, width: labelRoom + Buttons.chrome, height: lines.count),
                action: item.action)
        }
    }
}
