/// Lays a `PhoneScreen` out in points on a `PhoneDevice` and writes it as SVG: the screen in a thin
/// case, the system bars, and the caption under it.
///
/// Pure and deterministic (no ids, dates or fonts from outside), like the terminal pictures. Parts a
/// test or a reader looks for carry a class: `logo`, `headline`, `footer`, `button`, `system-alert`.
package struct PhoneRenderer: Sendable {
    /// The phone drawn on.
    package var device: PhoneDevice

    /// The case around the screen, in points.
    static let bezel = 12.0
    /// The caption's text size.
    static let captionSize = 11.0

    /// A renderer for `device`.
    package init(device: PhoneDevice) { self.device = device }

    /// The SVG document of `screen`; `title` becomes its accessible name.
    package func svg(_ screen: PhoneScreen, title: String) -> String {
        let bezel = Self.bezel
        let captionWidth = device.width + 2 * bezel - 8
        let captionLines = screen.caption.isEmpty ? [] : PhoneText.wrap([PhoneRun(screen.caption)], width: captionWidth, size: Self.captionSize)
        let captionHeight = captionLines.isEmpty ? 0 : Double(captionLines.count) * 15 + 10
        let width = device.width + 2 * bezel, height = device.height + 2 * bezel + captionHeight
        var out = "<svg xmlns=\"http://www.w3.org/2000/svg\" xml:space=\"preserve\" width=\"\(pointText(width))\" height=\"\(pointText(height))\""
        out += " viewBox=\"0 0 \(pointText(width)) \(pointText(height))\" role=\"img\" aria-label=\"\(XMLEscaping.escape(title))\">\n"
        if !screen.caption.isEmpty { out += "<desc>\(XMLEscaping.escape(screen.caption))</desc>\n" }
        out += "<rect width=\"\(pointText(width))\" height=\"\(pointText(device.height + 2 * bezel))\" rx=\"56\" fill=\"#111113\"/>\n"
        out +=
            "<svg x=\"\(pointText(bezel))\" y=\"\(pointText(bezel))\" width=\"\(pointText(device.width))\" height=\"\(pointText(device.height))\">\n"
        out += "<clipPath id=\"screen\"><rect width=\"\(pointText(device.width))\" height=\"\(pointText(device.height))\" rx=\"44\"/></clipPath>\n"
        out += "<g clip-path=\"url(#screen)\" font-family=\"\(XMLEscaping.escape(device.fontFamily))\">\n"
        var canvas = PhoneCanvas(palette: screen.palette, device: device)
        switch screen.presentation {
        case .fullScreen: canvas.fullScreen(screen)
        case .card(let maxWidth): canvas.card(screen, maxWidth: maxWidth)
        case .systemAlert: canvas.systemAlert(screen)
        }
        out += canvas.out
        out += device.systemBars(dark: canvas.darkBehindBars)
        out += "</g>\n</svg>\n"
        for (index, line) in captionLines.enumerated() {
            let y = device.height + 2 * bezel + 16 + Double(index) * 15
            out += "<text class=\"caption\" x=\"4\" y=\"\(pointText(y))\" font-size=\"\(pointText(Self.captionSize))\" fill=\"#5f6368\""
            out += " font-family=\"\(XMLEscaping.escape(device.fontFamily))\">"
            out += XMLEscaping.escape(line.pieces.map(\.text).joined()) + "</text>\n"
        }
        out += "</svg>\n"
        return out
    }
}

/// The SVG of one screen being written, and the point sizes of each kind of block.
struct PhoneCanvas {
    let palette: PhonePalette
    let device: PhoneDevice
    var out = ""
    /// Whether the status bar sits on a dark colour (its text is then white).
    var darkBehindBars = false

    init(palette: PhonePalette, device: PhoneDevice) {
        self.palette = palette
        self.device = device
    }

    // MARK: - Presentations

    /// The screen's own background, the content scrolled to the anchor and clipped above the
    /// footer, and the footer pinned at the bottom over a hairline.
    mutating func fullScreen(_ screen: PhoneScreen) {
        darkBehindBars = palette.background.isDark
        rect(x: 0, y: 0, width: device.width, height: device.height, fill: palette.background)
        let padding = 24.0, contentWidth = device.width - 2 * padding
        let footerHeight = screen.footer.isEmpty ? 0 : self.footerHeight(screen.footer, inRow: screen.footerInRow, width: device.width - 32) + 32
        let bottom = device.height - device.bottomBar
        let footerTop = bottom - footerHeight
        let top = device.statusBar + 16
        var probe = self
        let offset = screen.anchor.map { probe.blocks(Array(screen.blocks.prefix($0)), x: padding, y: 0, width: contentWidth) } ?? 0
        out += "<svg class=\"content\" x=\"0\" y=\"\(pointText(device.statusBar))\" width=\"\(pointText(device.width))\""
        out += " height=\"\(pointText(footerTop - device.statusBar))\" overflow=\"hidden\">\n"
        _ = blocks(screen.blocks, x: padding, y: top - device.statusBar - offset, width: contentWidth)
        out += "</svg>\n"
        if !screen.footer.isEmpty {
            out += "<g class=\"footer\">\n"
            rect(x: 0, y: footerTop, width: device.width, height: device.height - footerTop, fill: palette.background)
            line(x1: 0, y1: footerTop, x2: device.width, y2: footerTop, color: palette.line)
            footer(screen.footer, inRow: screen.footerInRow, x: 16, y: footerTop + 16, width: device.width - 32)
            out += "</g>\n"
        }
    }

    /// consentform.html's card: the dimmed page (`#overlay::before`, black at 50 %), the white card
    /// (`#content`: 10-pixel corners, 20-pixel padding, centred text, the two-layer shadow) centred
    /// vertically (`#overlay.center`), 20 pixels from each side (`#overlay`), at most `maxWidth` wide.
    mutating func card(_ screen: PhoneScreen, maxWidth: Double) {
        darkBehindBars = true
        rect(x: 0, y: 0, width: device.width, height: device.height, fill: RGB(0xF1F3F4))
        out += "<rect width=\"\(pointText(device.width))\" height=\"\(pointText(device.height))\" fill=\"#000\" fill-opacity=\"0.5\"/>\n"
        let width = min(maxWidth, device.width - 40), padding = 20.0
        let x = (device.width - width) / 2
        var probe = self
        let contentHeight = probe.blocks(screen.blocks, x: 0, y: 0, width: width - 2 * padding)
        let footerHeight = screen.footer.isEmpty ? 0 : self.footerHeight(screen.footer, inRow: screen.footerInRow, width: width - 2 * padding)
        let height = contentHeight + footerHeight + 2 * padding
        let y = max(device.statusBar + 8, (device.height - height) / 2)
        out += "<g class=\"card\">\n"
        out +=
            "<rect x=\"\(pointText(x))\" y=\"\(pointText(y + 2))\" width=\"\(pointText(width))\" height=\"\(pointText(height))\" rx=\"10\" fill=\"#000\" fill-opacity=\"0.2\"/>\n"
        out +=
            "<rect x=\"\(pointText(x))\" y=\"\(pointText(y))\" width=\"\(pointText(width))\" height=\"\(pointText(height))\" rx=\"10\" fill=\"\(palette.background.hex)\"/>\n"
        _ = blocks(screen.blocks, x: x + padding, y: y + padding, width: width - 2 * padding)
        if !screen.footer.isEmpty {
            out += "<g class=\"footer\">\n"
            footer(screen.footer, inRow: screen.footerInRow, x: x + padding, y: y + padding + contentHeight, width: width - 2 * padding)
            out += "</g>\n"
        }
        out += "</g>\n"
    }

    /// iOS's alert: a 270-point card with 14-point corners in the system's light grey over the dimmed
    /// app, the title (17 pt semibold) and message (13 pt) centred, then each button on its own row
    /// under a hairline, in system blue; never the app's colours.
    mutating func systemAlert(_ screen: PhoneScreen) {
        rect(x: 0, y: 0, width: device.width, height: device.height, fill: palette.background)
        out += "<rect width=\"\(pointText(device.width))\" height=\"\(pointText(device.height))\" fill=\"#000\" fill-opacity=\"0.2\"/>\n"
        darkBehindBars = palette.background.isDark
        let width = 270.0, padding = 16.0
        let x = (device.width - width) / 2
        var probe = self
        let textHeight = probe.blocks(screen.blocks, x: 0, y: 0, width: width - 2 * padding)
        // A label too long for the alert wraps, and its row grows (iOS does the same).
        let rows = screen.footer.map { button in
            max(44, Double(PhoneText.wrap([PhoneRun(button.label)], width: width - 16, size: 17).count) * 22 + 22)
        }
        let height = 20 + textHeight + 4 + rows.reduce(0, +)
        let y = (device.height - height) / 2
        out += "<g class=\"system-alert\">\n"
        out +=
            "<rect x=\"\(pointText(x))\" y=\"\(pointText(y))\" width=\"\(pointText(width))\" height=\"\(pointText(height))\" rx=\"14\" fill=\"#f2f2f2\" fill-opacity=\"0.96\"/>\n"
        _ = blocks(screen.blocks, x: x + padding, y: y + 20, width: width - 2 * padding)
        out += "<g class=\"footer\">\n"
        var rowTop = y + 20 + textHeight + 4
        for (button, rowHeight) in zip(screen.footer, rows) {
            line(x1: x, y1: rowTop, x2: x + width, y2: rowTop, color: RGB(0xC6C6C8))
            out += "<g class=\"button\">"
            let lines = PhoneText.wrap([PhoneRun(button.label)], width: width - 16, size: 17)
            for (index, label) in lines.enumerated() {
                let y = rowTop + (rowHeight - Double(lines.count) * 22) / 2 + Double(index) * 22 + 16
                text(label.pieces.map(\.text).joined(), x: x + width / 2, y: y, size: 17, color: ATTSystemColors.blue, anchor: "middle")
            }
            out += "</g>\n"
            rowTop += rowHeight
        }
        out += "</g>\n</g>\n"
    }

    // MARK: - Blocks

    /// Draws `blocks` from `y` in a column `width` wide at `x`; returns the height used.
    mutating func blocks(_ blocks: [PhoneBlock], x: Double, y: Double, width: Double) -> Double {
        var cursor = y
        for block in blocks { cursor += self.block(block, x: x, y: cursor, width: width) }
        return cursor - y
    }

    /// Draws one block; returns its height with the room after it.
    mutating func block(_ block: PhoneBlock, x: Double, y: Double, width: Double) -> Double {
        switch block {
        case .logo(let glyph, let name):
            out += "<g class=\"logo\">"
            defer { out += "</g>\n" }
            guard let name else {
                let tile = 56.0
                out +=
                    "<rect x=\"\(pointText(x + (width - tile) / 2))\" y=\"\(pointText(y))\" width=\"\(pointText(tile))\" height=\"\(pointText(tile))\" rx=\"14\" fill=\"\(palette.accent.blended(toward: RGB(0xFFFFFF), fraction: 0.88).hex)\"/>"
                text(glyph, x: x + width / 2, y: y + 38, size: 30, color: palette.text, anchor: "middle")
                return tile + 16
            }
            // consentform.html's title: the 32-pixel icon, 10 pixels, then the name at 18 pixels, centred.
            let icon = glyph.isEmpty ? 0 : 42.0
            let nameWidth = PhoneText.width(name, size: 18)
            let start = x + (width - icon - min(nameWidth, width - icon)) / 2
            if !glyph.isEmpty { text(glyph, x: start + 16, y: y + 24, size: 26, color: palette.text, anchor: "middle") }
            text(name, x: start + icon, y: y + 23, size: 18, color: palette.text)
            return 34
        case .headline(let value, let alignment, let size):
            out += "<g class=\"headline\">"
            let height = paragraph(
                [PhoneRun(value, .bold)], alignment, x: x, y: y, width: width, size: size, color: palette.text, lineHeight: size * 1.3)
            out += "</g>\n"
            return height + 12
        case .heading(let value):
            let height = paragraph([PhoneRun(value, .bold)], .leading, x: x, y: y + 8, width: width, size: 17, color: palette.text, lineHeight: 22)
            return height + 16
        case .paragraph(let runs, let alignment, let size, let muted):
            let color = muted ? palette.muted : palette.text
            return paragraph(runs, alignment, x: x, y: y, width: width, size: size, color: color, lineHeight: (size * 1.35).rounded()) + size * 0.8
        case .bullet(let value):
            text("•", x: x + 4, y: y + 15, size: 15, color: palette.accent)
            return paragraph([PhoneRun(value)], .leading, x: x + 18, y: y, width: width - 18, size: 15, color: palette.text, lineHeight: 20) + 8
        case .toggle(let label, let isOn):
            let height = max(
                31,
                paragraph([PhoneRun(label, .bold)], .leading, x: x, y: y + 5, width: width - 64, size: 15, color: palette.text, lineHeight: 20) + 10)
            toggleSwitch(x: x + width - 51, y: y + (height - 31) / 2, isOn: isOn)
            return height + 8
        case .item(let title, let switches, let detail, let link):
            var cursor = y + 12
            cursor += paragraph([PhoneRun(title, .bold)], .leading, x: x, y: cursor, width: width, size: 15, color: palette.text, lineHeight: 20) + 6
            for item in switches {
                let labelHeight = paragraph(
                    [PhoneRun(item.label)], .leading, x: x, y: cursor + 6, width: width - 64, size: 14, color: palette.muted, lineHeight: 19)
                if item.fixed {
                    text("✓", x: x + width - 12, y: cursor + 20, size: 15, color: palette.accent, anchor: "middle")
                } else {
                    toggleSwitch(x: x + width - 51, y: cursor, isOn: item.isOn)
                }
                cursor += max(31, labelHeight + 12) + 4
            }
            if let detail, !detail.isEmpty {
                cursor +=
                    paragraph([PhoneRun(detail)], .leading, x: x, y: cursor + 2, width: width, size: 13, color: palette.muted, lineHeight: 18) + 6
            }
            if let link {
                cursor +=
                    paragraph([PhoneRun(link, .link)], .leading, x: x, y: cursor + 2, width: width, size: 14, color: palette.accent, lineHeight: 19)
                    + 4
            }
            cursor += 10
            line(x1: x, y1: cursor, x2: x + width, y2: cursor, color: palette.line)
            return cursor - y
        case .link(let value, let alignment):
            return paragraph([PhoneRun(value, .link)], alignment, x: x, y: y, width: width, size: 15, color: palette.accent, lineHeight: 20) + 12
        case .chips(let names):
            return chips(names, x: x, y: y, width: width)
        case .search(let placeholder):
            out += "<rect x=\"\(pointText(x))\" y=\"\(pointText(y))\" width=\"\(pointText(width))\" height=\"36\" rx=\"10\" fill=\"#f1f3f4\"/>"
            text("⌕ " + placeholder, x: x + 12, y: y + 23, size: 15, color: palette.muted)
            return 48
        case .divider:
            line(x1: x, y1: y + 8, x2: x + width, y2: y + 8, color: palette.line)
            return 16
        case .gap(let height):
            return height
        }
    }

    /// consentform.html's provider chips (`#providers li`): 12-pixel names in #3C4043, padded 6 by 10,
    /// 1-pixel #DADCE0 outline with 8-pixel corners, 2 pixels apart and 5 between rows, left-aligned;
    /// the list stops at 460 pixels (`max-height` on screens taller than 700) and scrolls inside.
    mutating func chips(_ names: [String], x: Double, y: Double, width: Double) -> Double {
        let rowHeight = 28.0, cap = 460.0
        var cursorX = x, cursorY = y
        out += "<g class=\"chips\">\n"
        for name in names {
            let chipWidth = min(width, PhoneText.width(name, size: 12) + 22)
            if cursorX + chipWidth > x + width && cursorX > x {
                cursorX = x
                cursorY += rowHeight + 5
            }
            if cursorY + rowHeight > y + cap { break }
            out +=
                "<rect x=\"\(pointText(cursorX + 0.5))\" y=\"\(pointText(cursorY + 0.5))\" width=\"\(pointText(chipWidth - 1))\" height=\"\(pointText(rowHeight - 1))\" rx=\"8\" fill=\"none\" stroke=\"#dadce0\"/>"
            text(name, x: cursorX + 11, y: cursorY + 18, size: 12, color: RGB(0x3C4043))
            out += "\n"
            cursorX += chipWidth + 2
        }
        out += "</g>\n"
        return min(cursorY + rowHeight, y + cap) - y + 12 + 1
    }

    /// An iOS-style switch, 51 by 31: the accent track with the knob right when on, grey with it left when off.
    mutating func toggleSwitch(x: Double, y: Double, isOn: Bool) {
        let track = isOn ? palette.accent : RGB(0xE3E3E6)
        out +=
            "<g class=\"switch\" data-on=\"\(isOn)\"><rect x=\"\(pointText(x))\" y=\"\(pointText(y))\" width=\"51\" height=\"31\" rx=\"15.5\" fill=\"\(track.hex)\"/>"
        out +=
            "<circle cx=\"\(pointText(isOn ? x + 35.5 : x + 15.5))\" cy=\"\(pointText(y + 15.5))\" r=\"13.5\" fill=\"#fff\" stroke=\"#000\" stroke-opacity=\"0.08\"/></g>\n"
    }

    // MARK: - Buttons

    /// The height of `buttons` laid out `width` wide.
    func footerHeight(_ buttons: [PhoneButton], inRow: Bool, width: Double) -> Double {
        let gap = 8.0
        if inRow {
            let each = (width - gap * Double(buttons.count - 1)) / Double(buttons.count)
            return buttons.map { buttonHeight($0, width: each) }.max() ?? 0
        }
        if buttons.allSatisfy({ $0.shape == .pacAction }) { return 52 }
        return buttons.reduce(0) { $0 + buttonHeight($1, width: width) + buttonSpacing($1) } - (buttons.last.map(buttonSpacing) ?? 0)
            + (buttons.first?.shape == .pacOption ? 16 : 0)
    }

    /// The room above a stacked button of `button`'s shape.
    func buttonSpacing(_ button: PhoneButton) -> Double { button.shape == .pacOption ? 16 : 8 }

    /// A button's size and label metrics.
    func metrics(_ shape: PhoneButton.Shape) -> (height: Double, radius: Double, size: Double, lineHeight: Double, padding: Double) {
        switch shape {
        case .standard: (44, 8, 15, 19, 16)
        case .pacOption: (52, 8, 16, 19, 16)
        case .pacAction: (32, 4, 14, 18, 16)
        }
    }

    /// A button's height at `width`: its minimum, or its wrapped label's.
    func buttonHeight(_ button: PhoneButton, width: Double) -> Double {
        let m = metrics(button.shape)
        let lines = PhoneText.wrap([PhoneRun(button.label, .bold)], width: width - 2 * m.padding, size: m.size).count
        return max(m.height, Double(lines) * m.lineHeight + 24)
    }

    /// Draws the buttons stacked or side by side from `y`.
    mutating func footer(_ buttons: [PhoneButton], inRow: Bool, x: Double, y: Double, width: Double) {
        let gap = 8.0
        if buttons.allSatisfy({ $0.shape == .pacAction }) {
            // consentform.html's `.actions`: inline buttons, centred, 12 pixels apart, 20 below the text.
            let widths = buttons.map { PhoneText.width($0.label, size: 14, bold: true) + 32 + ($0.role.isOutlined ? 18 : 0) }
            var cursor = x + (width - widths.reduce(0, +) - 12 * Double(buttons.count - 1)) / 2
            for (button, buttonWidth) in zip(buttons, widths) {
                self.button(button, x: cursor, y: y + 20, width: buttonWidth, height: 32)
                cursor += buttonWidth + 12
            }
            return
        }
        if inRow {
            let each = (width - gap * Double(buttons.count - 1)) / Double(buttons.count)
            let height = buttons.map { buttonHeight($0, width: each) }.max() ?? 0
            for (index, button) in buttons.enumerated() {
                self.button(button, x: x + Double(index) * (each + gap), y: y, width: each, height: height)
            }
            return
        }
        var cursor = y + (buttons.first?.shape == .pacOption ? 16 : 0)
        for button in buttons {
            let height = buttonHeight(button, width: width)
            self.button(button, x: x, y: cursor, width: width, height: height)
            cursor += height + buttonSpacing(button)
        }
    }

    /// Draws one button in its rectangle.
    mutating func button(_ button: PhoneButton, x: Double, y: Double, width: Double, height: Double) {
        let m = metrics(button.shape)
        let (fill, stroke, ink): (RGB?, RGB?, RGB) =
            switch button.role {
            case .filled(let color): (color, nil, color.isDark ? RGB(0xFFFFFF) : RGB(0x202124))
            case .outlined(let color): (nil, RGB(0xDADCE0), color)
            case .text(let color): (nil, nil, color)
            case .systemAlert: (nil, nil, ATTSystemColors.blue)
            }
        out += "<g class=\"button\">"
        var attributes =
            "x=\"\(pointText(x + 0.5))\" y=\"\(pointText(y + 0.5))\" width=\"\(pointText(width - 1))\" height=\"\(pointText(height - 1))\" rx=\"\(pointText(m.radius))\""
        attributes += " fill=\"\(fill?.hex ?? "none")\""
        if let stroke { attributes += " stroke=\"\(stroke.hex)\"" }
        out += "<rect \(attributes)/>"
        var label = [PhoneRun(button.label, .bold)]
        if button.shape == .pacAction && button.role.isOutlined {
            // `.back`'s arrow, drawn as its background image is: a chevron before the label.
            label = [PhoneRun("‹ " + button.label, .bold)]
        }
        let lines = PhoneText.wrap(label, width: width - 2 * m.padding, size: m.size)
        let top = y + (height - Double(lines.count) * m.lineHeight) / 2
        for (index, line) in lines.enumerated() {
            text(
                line.pieces.map(\.text).joined(), x: x + width / 2, y: top + Double(index) * m.lineHeight + m.size, size: m.size, color: ink,
                anchor: "middle", weight: "500")
        }
        out += "</g>\n"
    }

    // MARK: - Text and lines

    /// Draws wrapped `runs`; returns their height.
    mutating func paragraph(
        _ runs: [PhoneRun], _ alignment: PhoneAlignment, x: Double, y: Double, width: Double, size: Double, color: RGB,
        lineHeight: Double
    ) -> Double {
        let lines = PhoneText.wrap(runs, width: width, size: size)
        for (index, line) in lines.enumerated() {
            let baseline = y + Double(index) * lineHeight + (lineHeight + size * 0.7) / 2
            // One `<text>` per line with a `<tspan>` per style: the browser places each piece after
            // the previous one with the font it really uses, so only the wrapping is estimated.
            let (x, anchor): (Double, String?) =
                switch alignment {
                case .leading: (x, nil)
                case .center: (x + width / 2, "middle")
                case .trailing: (x + width, "end")
                }
            out += "<text x=\"\(pointText(x))\" y=\"\(pointText(baseline))\" font-size=\"\(pointText(size))\" fill=\"\(color.hex)\""
            if let anchor { out += " text-anchor=\"\(anchor)\"" }
            out += ">"
            var pieces = line.pieces
            while let last = pieces.last, last.text.hasSuffix(" ") {
                pieces[pieces.count - 1].text.removeLast()
                if pieces[pieces.count - 1].text.isEmpty { pieces.removeLast() }
            }
            for piece in pieces {
                switch piece.style {
                case .plain: out += "<tspan>"
                case .bold: out += "<tspan font-weight=\"600\">"
                case .link: out += "<tspan fill=\"\(palette.accent.hex)\">"
                }
                out += XMLEscaping.escape(piece.text) + "</tspan>"
            }
            out += "</text>\n"
        }
        return Double(lines.count) * lineHeight
    }

    /// One `<text>`.
    mutating func text(_ value: String, x: Double, y: Double, size: Double, color: RGB, anchor: String? = nil, weight: String? = nil) {
        out += "<text x=\"\(pointText(x))\" y=\"\(pointText(y))\" font-size=\"\(pointText(size))\" fill=\"\(color.hex)\""
        if let anchor { out += " text-anchor=\"\(anchor)\"" }
        if let weight { out += " font-weight=\"\(weight)\"" }
        out += ">\(XMLEscaping.escape(value))</text>"
    }

    /// A filled rectangle.
    mutating func rect(x: Double, y: Double, width: Double, height: Double, fill: RGB) {
        out +=
            "<rect x=\"\(pointText(x))\" y=\"\(pointText(y))\" width=\"\(pointText(width))\" height=\"\(pointText(height))\" fill=\"\(fill.hex)\"/>\n"
    }

    /// A one-point line.
    mutating func line(x1: Double, y1: Double, x2: Double, y2: Double, color: RGB) {
        out +=
            "<line x1=\"\(pointText(x1))\" y1=\"\(pointText(y1))\" x2=\"\(pointText(x2))\" y2=\"\(pointText(y2))\" stroke=\"\(color.hex)\" stroke-width=\"1\"/>\n"
    }
}

extension PhoneButton.Role {
    /// Whether the button is outlined.
    var isOutlined: Bool { if case .outlined = self { true } else { false } }
}

extension RGB {
    /// Whether white text reads better on it than black (relative luminance under 0.4).
    var isDark: Bool {
        let (r, g, b) = components
        return (0.2126 * Double(r) + 0.7152 * Double(g) + 0.0722 * Double(b)) / 255 < 0.5
    }
}

/// iOS's own colours for its alerts, which apps cannot change.
package enum ATTSystemColors {
    /// `UIColor.systemBlue` in light mode, the alert buttons' colour (Apple HIG, "Color",
    /// developer.apple.com/design/human-interface-guidelines/color).
    package static let blue = ATTAlertView.systemBlue
}
