/// The labels of the vendor page's switch columns, measured once per frame and shared by every row.
final class UMPListColumns: Sendable {
    /// "Consent" and its width.
    let consent: String, consentWidth: Int
    /// "Legitimate interest" and its width.
    let legitimateInterest: String, legitimateInterestWidth: Int
    /// "Always active" and its width (rows without switches).
    let alwaysActive: String, alwaysActiveWidth: Int
    /// Whether the LI column exists at all.
    let showsLegitimateInterest: Bool

    init(consent: String, legitimateInterest: String, alwaysActive: String, showsLegitimateInterest: Bool) {
        self.consent = consent
        consentWidth = CellWidth.string(consent)
        self.legitimateInterest = legitimateInterest
        legitimateInterestWidth = CellWidth.string(legitimateInterest)
        self.alwaysActive = alwaysActive
        alwaysActiveWidth = CellWidth.string(alwaysActive)
        self.showsLegitimateInterest = showsLegitimateInterest
    }

    /// Cells of a switch with a label of `labelWidth`: marker, box, space, label.
    static func switchWidth(_ labelWidth: Int) -> Int { 5 + labelWidth }

    /// Cells of the consent and LI columns side by side.
    var switchesWidth: Int {
        UMPListColumns.switchWidth(consentWidth) + (showsLegitimateInterest ? 1 + UMPListColumns.switchWidth(legitimateInterestWidth) : 0)
    }
}

/// One row of the vendor page: `›Name (755)        [ ] Consent  [x] Legitimate interest`.
///
/// The title (focusable for vendors: Enter opens the details) and the switches share a line when they
/// fit, the switches right-aligned in columns (a blank where a vendor has no such switch); otherwise
/// the title wraps and the switches follow, indented, side by side or one per line. A vendor with no
/// switch at all (special purposes only) says "Always active". Focus shows as the `›` marker plus
/// reverse video. Three words, so a list of hundreds of rows allocates no boxes.
struct UMPListRow: Widget {
    /// The vendor or ATP.
    let entry: UMPFormModel.Entry
    /// The shared column labels.
    let columns: UMPListColumns
    /// Bit 0: consent on; bit 1: legitimate interest on.
    let state: UInt8

    init(entry: UMPFormModel.Entry, columns: UMPListColumns, consent: Bool, legitimateInterest: Bool) {
        self.entry = entry
        self.columns = columns
        state = (consent ? 1 : 0) | (legitimateInterest ? 2 : 0)
    }

    /// Whether the row has any switch.
    private var hasSwitches: Bool { entry.hasConsent || entry.hasLegitimateInterest }

    /// Cells of what follows the title on one line.
    private var trailingWidth: Int { hasSwitches ? columns.switchesWidth : columns.alwaysActiveWidth }

    /// Whether title and switches share one line at `width`.
    private func isInline(_ width: Int) -> Bool { 1 + entry.titleWidth + 2 + trailingWidth <= width }

    /// Whether the switches, under the title, fit side by side.
    private func switchesSideBySide(_ width: Int) -> Bool { 2 + trailingWidth <= width }

    /// The switches this row offers (for stacking).
    private var switchCount: Int { (entry.hasConsent ? 1 : 0) + (entry.hasLegitimateInterest ? 1 : 0) }

    func height(forWidth width: Int) -> Int {
        if isInline(width) { return 1 }
        let titleRows = entry.titleLineCount(width: max(1, width - 1))
        return titleRows + (switchesSideBySide(width) ? 1 : max(1, switchCount))
    }

    var focusStops: [FocusStop] {
        var stops: [FocusStop] = []
        entry.appendFocusStops(to: &stops)
        return stops
    }

    func containsFocusable(_ id: ElementID) -> Bool {
        id == entry.details?.id || id == entry.consent?.id || id == entry.legitimateInterest?.id
    }

    func draw(in rect: Rect, into frame: inout Frame) {
        guard !rect.isEmpty else { return }
        let titleFocused = entry.details.map { frame.isFocused($0.id) } ?? false
        var titleStyle = CellStyle.plain
        if titleFocused { titleStyle.attributes.insert(.reverse) }
        frame.canvas.write(
            titleFocused ? String(frame.glyphs.focusMarker) : " ", x: rect.x, y: rect.y, style: titleFocused ? .bold : .plain,
            within: rect)
        let inline = isInline(rect.width)
        let lines = inline || entry.titleWidth <= rect.width - 1 ? [entry.title] : TextLayout.wrap(entry.title, width: max(1, rect.width - 1))
        var right = rect.x + 1
        for (row, line) in lines.enumerated() where row < rect.height {
            right = max(right, frame.canvas.write(line, x: rect.x + 1, y: rect.y + row, style: titleStyle, within: rect))
        }
        if let details = entry.details {
            frame.register(
                details.id, rect: Rect(x: rect.x, y: rect.y, width: min(right, rect.maxX) - rect.x, height: min(lines.count, rect.height)),
                action: details.action)
        }
        var x = inline ? rect.maxX - trailingWidth : rect.x + 2
        var y = inline ? rect.y : rect.y + lines.count
        guard hasSwitches else {
            frame.canvas.write(columns.alwaysActive, x: x, y: y, style: .muted, within: rect)
            return
        }
        let stacked = !inline && !switchesSideBySide(rect.width)
        func advance(past labelWidth: Int) {
            if stacked { y += 1 } else { x += UMPListColumns.switchWidth(labelWidth) + 1 }
        }
        if let consent = entry.consent {
            drawSwitch(consent, columns.consent, on: state & 1 != 0, x: x, y: y, within: rect, into: &frame)
            advance(past: columns.consentWidth)
        } else if !stacked {
            advance(past: columns.consentWidth)
        }
        if let legitimateInterest = entry.legitimateInterest {
            drawSwitch(legitimateInterest, columns.legitimateInterest, on: state & 2 != 0, x: x, y: y, within: rect, into: &frame)
        }
    }

    /// Draws one switch at (`x`, `y`) and registers it.
    private func drawSwitch(_ stop: FocusStop, _ label: String, on: Bool, x: Int, y: Int, within rect: Rect, into frame: inout Frame) {
        let focused = frame.isFocused(stop.id)
        var style = CellStyle.plain
        if focused { style.attributes.insert(.reverse) }
        let glyphs = frame.glyphs
        frame.canvas.write(focused ? String(glyphs.focusMarker) : " ", x: x, y: y, style: focused ? .bold : .plain, within: rect)
        var end = frame.canvas.write(on ? glyphs.switchOn : glyphs.switchOff, x: x + 1, y: y, style: style, within: rect)
        end = frame.canvas.write(" ", x: end, y: y, style: style, within: rect)
        end = frame.canvas.write(label, x: end, y: y, style: style, within: rect)
        frame.register(stop.id, rect: Rect(x: x, y: y, width: min(end, rect.maxX) - x, height: 1), action: stop.action)
    }
}
