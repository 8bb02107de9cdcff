/// A push button: `[ Label ]`, with a `›` marker column before it and reverse video when focused.
///
/// Focus is visible without colour (marker plus reverse video); prominence only adds bold and colour.
package struct Button: Widget, Hashable {
    /// How strongly a button is drawn.
    package enum Prominence: Int, Hashable, Sendable, Comparable {
        /// Plain text.
        case secondary = 0
        /// Bold, in the accent colour.
        case primary = 1

        /// Orders by visual weight.
        package static func < (lhs: Prominence, rhs: Prominence) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// The element id (`ump.consent`).
    package var id: ElementID
    /// The sanitized label.
    package let label: String
    /// Visual weight.
    package var prominence: Prominence
    /// The label is padded to at least this many cells (equal-width button rows).
    package var minimumLabelWidth: Int
    /// A style that replaces the prominence's (a form's accept/reject colours); focus still adds reverse video.
    package var customStyle: CellStyle?
    /// What pressing it means.
    package var action: ElementAction?

    /// A button with a sanitized one-line label.
    package init(
        id: ElementID, label: String, prominence: Prominence = .secondary, minimumLabelWidth: Int = 0,
        customStyle: CellStyle? = nil, action: ElementAction? = nil
    ) {
        self.id = id
        self.action = action
        self.label = TerminalText.sanitize(label)
        self.prominence = prominence
        self.minimumLabelWidth = minimumLabelWidth
        self.customStyle = customStyle
    }

    /// Columns for the marker, brackets and label: `›[ Label ]`.
    package var naturalWidth: Int { 5 + max(CellWidth.string(label), minimumLabelWidth) }

    /// Always one row.
    package func height(forWidth width: Int) -> Int { 1 }

    /// The button.
    package var focusStops: [FocusStop] { [FocusStop(id, action)] }

    /// Whether `id` is this button.
    package func containsFocusable(_ id: ElementID) -> Bool { id == self.id }

    /// The style of the bracketed body.
    package func style(focused: Bool) -> CellStyle {
        var style: CellStyle
        switch prominence {
        case .primary: style = CellStyle(foreground: .accent, attributes: .bold)
        case .secondary: style = .plain
        }
        if let customStyle { style = customStyle }
        if focused { style.attributes.insert(.reverse) }
        return style
    }

    /// Draws at the left of `rect` (truncating the label if `rect` is narrow) and registers the id.
    package func draw(in rect: Rect, into frame: inout Frame) {
        guard !rect.isEmpty else { return }
        let focused = frame.isFocused(id)
        let labelRoom = min(max(CellWidth.string(label), minimumLabelWidth), max(0, rect.width - 5))
        let shown = TextLayout.pad(TextLayout.truncate(label, width: labelRoom, ellipsis: frame.glyphs.ellipsis), toWidth: labelRoom)
        let marker = focused ? String(frame.glyphs.focusMarker) : " "
        var x = frame.canvas.write(marker, x: rect.x, y: rect.y, style: focused ? .bold : .plain, within: rect)
        x = frame.canvas.write("[ " + shown + " ]", x: x, y: rect.y, style: style(focused: focused), within: rect)
        frame.register(id, rect: Rect(x: rect.x, y: rect.y, width: min(x, rect.maxX) - rect.x, height: 1), action: action)
    }
}

/// Buttons side by side, or stacked one per row when they do not fit side by side.
///
/// With `equalWeight` (accept and reject, say) every button gets the same prominence (the highest in
/// the row) and the same width, so neither is highlighted over the other.
package struct ButtonRow: Widget, Hashable {
    /// The buttons, in focus order.
    package var buttons: [Button]
    /// Whether all buttons are drawn with the same weight and width.
    package var equalWeight: Bool
    /// Placement of the row (or of each stacked button).
    package var alignment: Alignment
    /// Columns between buttons.
    package var spacing: Int

    /// A row of buttons.
    package init(_ buttons: [Button], equalWeight: Bool = false, alignment: Alignment = .leading, spacing: Int = 2) {
        self.buttons = buttons
        self.equalWeight = equalWeight
        self.alignment = alignment
        self.spacing = spacing
    }

    /// The buttons as they are drawn (equalised when `equalWeight`).
    package var effectiveButtons: [Button] {
        guard equalWeight, !buttons.isEmpty else { return buttons }
        let prominence = buttons.map(\.prominence).max() ?? .secondary
        let labelWidth = buttons.map { CellWidth.string($0.label) }.max() ?? 0
        return buttons.map { button in
            var copy = button
            copy.prominence = prominence
            copy.minimumLabelWidth = max(copy.minimumLabelWidth, labelWidth)
            return copy
        }
    }

    /// Columns the row needs side by side.
    package var naturalWidth: Int {
        let widths = effectiveButtons.map(\.naturalWidth)
        return widths.reduce(0, +) + spacing * max(0, widths.count - 1)
    }

    /// One row when the buttons fit side by side, else one per button.
    package func height(forWidth width: Int) -> Int {
        naturalWidth <= width ? min(1, buttons.count) : buttons.count
    }

    /// The buttons.
    package var focusStops: [FocusStop] { buttons.map { FocusStop($0.id, $0.action) } }

    /// Whether `id` is one of the buttons.
    package func containsFocusable(_ id: ElementID) -> Bool { buttons.contains { $0.id == id } }

    /// Draws side by side or stacked, as `height(forWidth:)` decided.
    package func draw(in rect: Rect, into frame: inout Frame) {
        let drawn = effectiveButtons
        if naturalWidth <= rect.width {
            var x = rect.x + alignment.offset(contentWidth: naturalWidth, in: rect.width)
            for button in drawn {
                button.draw(in: Rect(x: x, y: rect.y, width: button.naturalWidth, height: 1).intersection(rect), into: &frame)
                x += button.naturalWidth + spacing
            }
            return
        }
        for (row, button) in drawn.enumerated() where row < rect.height {
            let width = min(button.naturalWidth, rect.width)
            let x = rect.x + alignment.offset(contentWidth: width, in: rect.width)
            button.draw(in: Rect(x: x, y: rect.y + row, width: width, height: 1), into: &frame)
        }
    }
}
