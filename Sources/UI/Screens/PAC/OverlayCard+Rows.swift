extension OverlayCard {
    /// Content columns before text: the column where a focused link's `›` goes, so text, links and
    /// button brackets line up.
    static let textIndent = 1

    /// A row drawn by `child` and registered under `id`, so scripts can find non-interactive parts
    /// (`pac.intro`) as well as buttons; only the part on screen is registered.
    struct Tagged: Widget {
        /// The element id.
        var id: ElementID
        /// What is drawn.
        var child: any Widget

        func height(forWidth width: Int) -> Int { child.height(forWidth: width) }
        var focusStops: [FocusStop] { child.focusStops }
        func containsFocusable(_ id: ElementID) -> Bool { child.containsFocusable(id) }

        func draw(in rect: Rect, into frame: inout Frame) {
            child.draw(in: rect, into: &frame)
            frame.register(id, rect: Rect(x: rect.x, y: rect.y, width: rect.width, height: child.height(forWidth: rect.width)).intersection(rect))
        }
    }

    /// `child` moved right by `left` columns.
    struct Indented: Widget {
        /// Columns to leave blank.
        var left: Int
        /// What is drawn.
        var child: any Widget

        func height(forWidth width: Int) -> Int { child.height(forWidth: max(1, width - left)) }
        var focusStops: [FocusStop] { child.focusStops }
        func containsFocusable(_ id: ElementID) -> Bool { child.containsFocusable(id) }

        func draw(in rect: Rect, into frame: inout Frame) {
            child.draw(in: rect.inset(left: min(left, max(0, rect.width - 1))), into: &frame)
        }
    }

    /// `child`, but never taller than `maxHeight` rows: a list that scrolls inside the card.
    struct Capped: Widget {
        /// The most rows given to the child.
        var maxHeight: Int
        /// What is drawn (a scroll view, to show what is cut).
        var child: any Widget

        func height(forWidth width: Int) -> Int { min(maxHeight, child.height(forWidth: width)) }
        var focusStops: [FocusStop] { child.focusStops }
        func containsFocusable(_ id: ElementID) -> Bool { child.containsFocusable(id) }
        func draw(in rect: Rect, into frame: inout Frame) { child.draw(in: rect, into: &frame) }
    }

    /// Focusable wrapped text: a link, or a provider chip. Underlined so it reads as a link without
    /// colour; focus adds the `›` marker and reverse video, like a button.
    struct Link: Widget {
        /// The element id.
        var id: ElementID
        /// The sanitized text (one paragraph).
        let text: String
        /// The style when not focused.
        var style: CellStyle
        /// What following it means.
        var action: ElementAction

        /// A link with sanitized text.
        init(id: ElementID, text: String, style: CellStyle, action: ElementAction) {
            self.id = id
            self.action = action
            self.text = TerminalText.sanitize(text)
            self.style = style
        }

        private func lines(_ width: Int) -> [String] {
            TextLayout.wrap(text, width: max(1, width - OverlayCard.textIndent))
        }

        func height(forWidth width: Int) -> Int { lines(width).count }
        var focusStops: [FocusStop] { [FocusStop(id, action)] }
        func containsFocusable(_ id: ElementID) -> Bool { id == self.id }

        func draw(in rect: Rect, into frame: inout Frame) {
            guard !rect.isEmpty else { return }
            let focused = frame.isFocused(id)
            let shown = focused ? style.adding(.reverse) : style
            if focused { frame.canvas.write(String(frame.glyphs.focusMarker), x: rect.x, y: rect.y, style: .bold, within: rect) }
            var right = rect.x
            for (row, line) in lines(rect.width).enumerated() where row < rect.height {
                right = max(right, frame.canvas.write(line, x: rect.x + OverlayCard.textIndent, y: rect.y + row, style: shown, within: rect))
            }
            let height = min(lines(rect.width).count, rect.height)
            frame.register(id, rect: Rect(x: rect.x, y: rect.y, width: min(right, rect.maxX) - rect.x, height: height), action: action)
        }
    }

    /// A horizontal line across the row: the separator above an iOS alert's buttons.
    struct Rule: Widget {
        /// The line's style.
        var style: CellStyle

        func height(forWidth width: Int) -> Int { 1 }

        func draw(in rect: Rect, into frame: inout Frame) {
            guard !rect.isEmpty else { return }
            let line = String(repeating: frame.glyphs.horizontal, count: rect.width)
            frame.canvas.write(line, x: rect.x, y: rect.y, style: style, within: rect)
        }
    }

    /// Body text: a paragraph after the marker column, registered under `id` when given.
    static func text(_ text: String, style: CellStyle, id: ElementID? = nil, alignment: Alignment = .leading) -> any Widget {
        let paragraph = Indented(left: textIndent, child: Paragraph(text, style: style, alignment: alignment))
        guard let id else { return paragraph }
        return Tagged(id: id, child: paragraph)
    }

    /// The link style of a theme: underlined, in the accent colour when the form has one.
    static func linkStyle(_ theme: ScreenTheme) -> CellStyle {
        let color = theme.accent.foreground == .default ? Color.link : theme.accent.foreground
        return CellStyle(foreground: color, attributes: .underline)
    }
}
