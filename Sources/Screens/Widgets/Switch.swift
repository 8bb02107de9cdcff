/// An on/off choice: `›[x] Label`, the label wrapping under itself; ASCII box so its width is certain.
///
/// Focus shows as the `›` marker plus reverse video on the box and label, so it needs no colour.
/// A disabled switch (a purpose that cannot be refused, say) is dim and not focusable.
package struct Switch: Widget, Hashable {
    /// The element id (`purpose.3.consent`).
    package var id: ElementID
    /// The sanitized label.
    package let label: String
    /// Whether the switch is on.
    package var isOn: Bool
    /// Whether the user can change it.
    package var isEnabled: Bool
    /// What flipping it means.
    package var action: ElementAction?

    /// A switch with a sanitized label (line breaks become spaces).
    package init(id: ElementID, label: String, isOn: Bool, isEnabled: Bool = true, action: ElementAction? = nil) {
        self.id = id
        self.action = action
        self.label = TerminalText.sanitize(label)
        self.isOn = isOn
        self.isEnabled = isEnabled
    }

    /// Columns before the label: marker, box, space.
    static let labelIndent = 5

    /// Rows for the wrapped label.
    package func height(forWidth width: Int) -> Int {
        max(1, TextLayout.lineCount(label, width: max(1, width - Switch.labelIndent)))
    }

    /// The switch when enabled.
    package var focusStops: [FocusStop] { isEnabled ? [FocusStop(id, action)] : [] }

    /// Whether `id` is this (enabled) switch.
    package func containsFocusable(_ id: ElementID) -> Bool { isEnabled && id == self.id }

    /// Draws the marker, box and wrapped label, and registers the id over all of it.
    package func draw(in rect: Rect, into frame: inout Frame) {
        guard !rect.isEmpty else { return }
        let focused = isEnabled && frame.isFocused(id)
        var style = CellStyle.plain
        if !isEnabled { style = .muted }
        if focused { style.attributes.insert(.reverse) }
        let glyphs = frame.glyphs
        frame.canvas.write(focused ? String(glyphs.focusMarker) : " ", x: rect.x, y: rect.y, style: focused ? .bold : .plain, within: rect)
        let box = isEnabled ? (isOn ? glyphs.switchOn : glyphs.switchOff) : (isOn ? glyphs.switchOn : glyphs.switchLocked)
        var right = frame.canvas.write(box, x: rect.x + 1, y: rect.y, style: style, within: rect)
        let lines = TextLayout.wrap(label, width: max(1, rect.width - Switch.labelIndent))
        for (row, line) in lines.enumerated() where row < rect.height {
            let y = rect.y + row
            if row == 0 && focused {
                // The gap between box and label is part of the highlight, so the whole control reads as one.
                frame.canvas.write(" ", x: right, y: y, style: style, within: rect)
            }
            right = max(right, frame.canvas.write(line, x: rect.x + Switch.labelIndent, y: y, style: style, within: rect))
        }
        let height = min(lines.count, rect.height)
        frame.register(
            id, rect: Rect(x: rect.x, y: rect.y, width: min(right, rect.maxX) - rect.x, height: height),
            action: isEnabled ? action : nil)
    }
}
