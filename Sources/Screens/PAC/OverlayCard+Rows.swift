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
        let paragraph = Indented(Paragraph(text, style: style, alignment: alignment), by: textIndent)
        guard let id else { return paragraph }
        return Tagged(id: id, child: paragraph)
    }

    /// The link style of a theme: underlined, in the accent colour when the form has one.
    static func linkStyle(_ theme: ScreenTheme) -> CellStyle {
        let color = theme.accent.foreground == .default ? Color.link : theme.accent.foreground
        return CellStyle(foreground: color, attributes: .underline)
    }
}
