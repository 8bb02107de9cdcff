import Forms
import Screens

/// Lays a `PhoneScreen` out in points on a `PhoneDevice` and writes it as SVG: the screen in a thin
/// case, the system bars, and the caption under it.
///
/// Pure and deterministic (no ids, dates or fonts from outside), like the terminal pictures. Parts a
/// test or a reader looks for carry a class: `logo`, `headline`, `footer`, `button`, `system-alert`.
package struct PhoneRenderer: Sendable {
    /// The phone drawn on.
    package var device: PhoneDevice
    /// Whether the caption (what no public source fixes) is drawn under the phone; off for pictures
    /// that go to a client.
    package var showsCaption: Bool
    /// Where the font files are, as a folder URL relative to the picture ending in `/`
    /// (`PhoneFont.Source.link`); nil embeds the font in the picture.
    package var fontFolder: String?
    /// How Japanese breaks before small kana and the prolonged sound mark (`preview --line-break`).
    package var strictness = PhoneText.defaultStrictness

    /// The case around the screen, in points.
    static let bezel = 12.0
    /// The caption's text size.
    static let captionSize = 11.0

    /// A renderer for `device`.
    package init(device: PhoneDevice, showsCaption: Bool = true) {
        self.device = device
        self.showsCaption = showsCaption
    }

    /// The picture's caption: the screen's own, and a word on a form's font that is not bundled, since
    /// its lines are measured in the bundled font and a viewer that has the form's font may wrap them
    /// differently.
    static func caption(of screen: PhoneScreen) -> String {
        guard let family = screen.style.fontFamily else { return screen.caption }
        let note =
            "Lines are measured in \(PhoneFont.family), the bundled font; "
            + "the form's \(family) is drawn where the viewer has it and may wrap otherwise."
        return screen.caption.isEmpty ? note : screen.caption + " " + note
    }

    /// The SVG document of `screen`; `title` becomes its accessible name.
    package func svg(_ screen: PhoneScreen, title: String) -> String {
        let bezel = Self.bezel
        let captionWidth = device.width + 2 * bezel - 8
        let caption = showsCaption ? Self.caption(of: screen) : ""
        let captionLines = caption.isEmpty ? [] : PhoneText.wrap([PhoneRun(caption)], width: captionWidth, size: Self.captionSize)
        let captionHeight = captionLines.isEmpty ? 0 : Double(captionLines.count) * 15 + 10
        let width = device.width + 2 * bezel, height = device.height + 2 * bezel + captionHeight
        var out = "<svg xmlns=\"http://www.w3.org/2000/svg\" xml:space=\"preserve\" width=\"\(pointText(width))\" height=\"\(pointText(height))\""
        out += " viewBox=\"0 0 \(pointText(width)) \(pointText(height))\" role=\"img\" aria-label=\"\(XMLEscaping.escape(title))\">\n"
        if !caption.isEmpty { out += "<desc>\(XMLEscaping.escape(caption))</desc>\n" }
        let header = out
        out = ""
        out += "<rect width=\"\(pointText(width))\" height=\"\(pointText(device.height + 2 * bezel))\" rx=\"56\" fill=\"#111113\"/>\n"
        out +=
            "<svg x=\"\(pointText(bezel))\" y=\"\(pointText(bezel))\" width=\"\(pointText(device.width))\" height=\"\(pointText(device.height))\">\n"
        out += "<clipPath id=\"screen\"><rect width=\"\(pointText(device.width))\" height=\"\(pointText(device.height))\" rx=\"44\"/></clipPath>\n"
        // The form's font first, the platform's after it for whatever the viewer lacks.
        let family = screen.style.fontFamily.map { "'\($0)', " + device.fontFamily } ?? device.fontFamily
        out += "<g clip-path=\"url(#screen)\" font-family=\"\(XMLEscaping.escape(family))\">\n"
        var canvas = PhoneCanvas(palette: screen.palette, device: device)
        canvas.style = screen.style
        canvas.strictness = strictness
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
        // The font the layout measured with, embedded: only the weights the picture draws.
        var weights: Set<Int> = [PhoneFont.Weight.regular.css]
        if out.contains("font-weight=") { weights.insert(PhoneFont.Weight.medium.css) }
        return header + "<defs>" + PhoneFont.fontFaces(weights, linkedFrom: fontFolder) + "</defs>\n" + out
    }
}

/// The SVG of one screen being written, and the point sizes of each kind of block.
struct PhoneCanvas {
    let palette: PhonePalette
    let device: PhoneDevice
    var out = ""
    /// Whether the status bar sits on a dark colour (its text is then white).
    var darkBehindBars = false
    /// The message editor's options.
    var style = PhoneStyle()
    /// How Japanese breaks before small kana (`PhoneRenderer.strictness`).
    var strictness = PhoneText.defaultStrictness

    init(palette: PhonePalette, device: PhoneDevice) {
        self.palette = palette
        self.device = device
    }

    // MARK: - Presentations

    /// The screen's own background, the content scrolled to the anchor and clipped above the
    /// footer, and the footer pinned at the bottom over a hairline.
    mutating func fullScreen(_ screen: PhoneScreen) {
        darkBehindBars = palette.background.isDark
        if let opacity = style.overlayOpacity {
            // The form's overlay (`.fc-dialog-overlay`) over the app, seen above the dialog's top edge.
            darkBehindBars = opacity >= 0.3
            rect(x: 0, y: 0, width: device.width, height: device.height, fill: RGB(0xFFFFFF))
            out += "<rect class=\"overlay\" width=\"\(pointText(device.width))\" height=\"\(pointText(device.height))\" fill=\"#000\""
            out += " fill-opacity=\"\(pointText(opacity))\"/>\n"
            let top = device.statusBar + 4
            out += "<path d=\"M0,\(pointText(top + 12)) a12,12 0 0 1 12,-12 h\(pointText(device.width - 24)) a12,12 0 0 1 12,12"
            out += " V\(pointText(device.height)) H0 Z\" fill=\"\(palette.background.hex)\"/>\n"
        } else {
            rect(x: 0, y: 0, width: device.width, height: device.height, fill: palette.background)
        }
        let padding = 24.0, contentWidth = device.width - 2 * padding
        let footerHeight = screen.footer.isEmpty ? 0 : self.footerHeight(screen.footer, layout: screen.footerLayout, width: device.width - 32) + 32
        let bottom = device.height - device.bottomBar
        let footerTop = bottom - footerHeight
        let top = device.statusBar + 16 + (style.overlayOpacity == nil ? 0 : 8)
        var probe = self
        let offset = screen.anchor.map { probe.blocks(Array(screen.blocks.prefix($0)), x: padding, y: 0, width: contentWidth) } ?? 0
        // A picture that starts at a later block shows nothing of the blocks above it: its view begins
        // where that block does, not at the status bar (where the tail of the previous row would show).
        let viewTop = screen.anchor == nil ? device.statusBar : top
        out += "<svg class=\"content\" x=\"0\" y=\"\(pointText(viewTop))\" width=\"\(pointText(device.width))\""
        out += " height=\"\(pointText(footerTop - viewTop))\" overflow=\"hidden\">\n"
        _ = blocks(screen.blocks, x: padding, y: top - viewTop - offset, width: contentWidth)
        out += "</svg>\n"
        if !screen.footer.isEmpty {
            out += "<g class=\"footer\">\n"
            rect(x: 0, y: footerTop, width: device.width, height: device.height - footerTop, fill: palette.background)
            line(x1: 0, y1: footerTop, x2: device.width, y2: footerTop, color: palette.line)
            footer(screen.footer, layout: screen.footerLayout, x: 16, y: footerTop + 16, width: device.width - 32)
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
        let footerHeight = screen.footer.isEmpty ? 0 : self.footerHeight(screen.footer, layout: screen.footerLayout, width: width - 2 * padding)
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
            footer(screen.footer, layout: screen.footerLayout, x: x + padding, y: y + padding + contentHeight, width: width - 2 * padding)
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
            max(44, Double(wrap([PhoneRun(button.label)], width: width - 16, size: 17).count) * 22 + 22)
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
            let lines = wrap([PhoneRun(button.label)], width: width - 16, size: 17)
            for (index, label) in lines.enumerated() {
                let y = rowTop + (rowHeight - Double(lines.count) * 22) / 2 + Double(index) * 22 + 16
                textLine(label, x: x + width / 2, y: y, size: 17, color: ATTSystemColors.blue, anchor: "middle", styled: false)
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
        case .logoImage(let uri, let aspect, let alt):
            // At most 48 points high and the column's width, centred, as `.fc-header-image-container`.
            let height = min(48, width / max(aspect, 0.01)), imageWidth = height * aspect
            out += "<image class=\"logo\" role=\"img\" aria-label=\"\(XMLEscaping.escape(alt))\" x=\"\(pointText(x + (width - imageWidth) / 2))\""
            out += " y=\"\(pointText(y))\" width=\"\(pointText(imageWidth))\" height=\"\(pointText(height))\" href=\"\(XMLEscaping.escape(uri))\"/>\n"
            return height + 16
        case .appTitle(let name):
            let look = style[.appName], size = look.size ?? 16
            out += "<g class=\"app-title\">"
            let height = paragraph(
                [PhoneRun(name, (look.weight ?? 600) >= 500 ? .bold : .plain)], look.alignment ?? .center, x: x, y: y, width: width, size: size,
                color: look.color ?? palette.text, lineHeight: (size * 1.3).rounded(), boldWeight: look.weight ?? PhoneFont.Weight.medium.css)
            out += "</g>\n"
            return height + 8
        case .headline(let value, let alignment, let size):
            let look = style[.headline], size = look.size ?? size
            out += "<g class=\"headline\">"
            let height = paragraph(
                [PhoneRun(value, (look.weight ?? 600) >= 500 ? .bold : .plain)], look.alignment ?? alignment, x: x, y: y, width: width, size: size,
                color: look.color ?? palette.text, lineHeight: size * 1.3, boldWeight: look.weight ?? PhoneFont.Weight.medium.css)
            out += "</g>\n"
            return height + 12
        case .heading(let value):
            let height = paragraph([PhoneRun(value, .bold)], .leading, x: x, y: y + 8, width: width, size: 17, color: palette.text, lineHeight: 22)
            return height + 16
        case .paragraph(let runs, let alignment, let size, let muted):
            let look = style[.body], size = look.size ?? size
            let color = muted ? palette.muted : (look.color ?? palette.text)
            let runs = look.weight.map { weight in runs.map { $0.style == .plain && weight >= 500 ? PhoneRun($0.text, .bold) : $0 } } ?? runs
            return paragraph(
                runs, look.alignment ?? alignment, x: x, y: y, width: width, size: size, color: color, lineHeight: (size * 1.35).rounded(),
                boldWeight: look.weight ?? PhoneFont.Weight.medium.css) + size * 0.8
        case .bullet(let value):
            text("•", x: x + 4, y: y + 15, size: 15, color: palette.accent)
            return paragraph([PhoneRun(value)], .leading, x: x + 18, y: y, width: width - 18, size: 15, color: palette.text, lineHeight: 20) + 8
        case .toggle(let label, let isOn):
            let height = max(
                31,
                paragraph([PhoneRun(label, .bold)], .leading, x: x, y: y + 5, width: width - 64, size: 15, color: palette.text, lineHeight: 20) + 10)
            slider(x: x + width - 36, y: y + (height - 20) / 2, isOn: isOn, label: label)
            return height + 8
        case .preference(let row):
            return preference(row, x: x, y: y, width: width)
        case .link(let value, let alignment):
            return paragraph([PhoneRun(value, .link)], alignment, x: x, y: y, width: width, size: 15, color: linkColor, lineHeight: 20) + 12
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
        case .close(let label):
            // An icon button with an accessible name, 24 points in a 48-point target at the trailing edge.
            icon(.close, x: x + width - 24, y: y + 4, size: 24, color: palette.muted, label: label)
            return 32
        case .stacks(let entries):
            out += "<g class=\"stacks\">\n"
            var cursor = y
            for entry in entries {
                // `.fc-stack-icon`: the purpose's icon in a tinted circle, the text beside it.
                out +=
                    "<circle cx=\"\(pointText(x + 18))\" cy=\"\(pointText(cursor + 18))\" r=\"18\" fill=\"\(palette.accent.blended(toward: palette.background, fraction: 0.88).hex)\"/>"
                icon(entry.icon, x: x + 6, y: cursor + 6, size: 24, color: palette.accent, label: nil)
                let height = paragraph(
                    [PhoneRun(entry.text)], .leading, x: x + 48, y: cursor, width: width - 48, size: 15, color: palette.text, lineHeight: 20)
                cursor += max(36, height) + 12
            }
            out += "</g>\n"
            return cursor - y + 4
        case .disclosure(let label, let expanded, let items):
            out += "<g class=\"disclosure\" role=\"button\" aria-expanded=\"\(expanded)\" aria-label=\"\(XMLEscaping.escape(label))\">"
            icon(expanded ? .remove : .expandMore, x: x, y: y + 2, size: 24, color: linkColor, label: nil)
            var cursor =
                y
                + paragraph(
                    [PhoneRun(label, .bold)], .leading, x: x + 32, y: y + 4, width: width - 32, size: 15, color: linkColor, lineHeight: 20) + 12
            out += "</g>\n"
            if expanded {
                for item in items {
                    out += "<g class=\"faq-item\" role=\"button\" aria-label=\"\(XMLEscaping.escape(item))\">"
                    defer { out += "</g>\n" }
                    out += "<circle cx=\"\(pointText(x + 36))\" cy=\"\(pointText(cursor + 10))\" r=\"3\" fill=\"\(linkColor.hex)\"/>"
                    cursor +=
                        paragraph(
                            [PhoneRun(item, .link)], .leading, x: x + 48, y: cursor, width: width - 48, size: 14, color: linkColor,
                            lineHeight: 19) + 8
                }
            }
            return cursor - y + 4
        case .headerBar(let title, let back, let help):
            // `.fc-dialog-header`: the back arrow, the title, a help tip, over a hairline.
            out += "<g class=\"header-bar\">"
            icon(.arrowBack, x: x - 8, y: y + 8, size: 24, color: palette.text, label: back)
            let titleWidth = width - 40 - (help == nil ? 0 : 32)
            let height = max(
                40,
                paragraph([PhoneRun(title, .bold)], .leading, x: x + 28, y: y + 10, width: titleWidth, size: 16, color: palette.text, lineHeight: 21)
                    + 20)
            if let help { icon(.help, x: x + width - 22, y: y + 10, size: 20, color: palette.muted, label: help) }
            out += "</g>\n"
            line(x1: x - 24, y1: y + height, x2: x + width + 24, y2: y + height, color: palette.line)
            return height + 16
        case .sectionLabel(let label, let help):
            out += "<g class=\"section-label\">"
            let height = paragraph(
                [PhoneRun(label, .bold)], .leading, x: x, y: y + 8, width: width - 28, size: 14, color: palette.muted, lineHeight: 19)
            if let help { icon(.help, x: x + width - 20, y: y + 8, size: 20, color: palette.muted, label: help) }
            out += "</g>\n"
            return height + 16
        case .navigation(let label):
            // `.fc-navigation-button`: the next page's name and a chevron, between hairlines.
            out += "<g class=\"navigation\" role=\"button\" aria-label=\"\(XMLEscaping.escape(label))\">"
            let height = max(
                48,
                paragraph([PhoneRun(label, .bold)], .leading, x: x, y: y + 14, width: width - 32, size: 15, color: palette.accent, lineHeight: 20)
                    + 28)
            icon(.chevron, x: x + width - 24, y: y + (height - 24) / 2, size: 24, color: palette.accent, label: nil)
            out += "</g>\n"
            line(x1: x, y1: y + height, x2: x + width, y2: y + height, color: palette.line)
            return height + 8
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

    /// A purpose, feature or vendor row as `.fc-preference-container` holds it: the title (with its
    /// help tip), the muted lines, the links in a row, then each switch with its label; a hairline under it.
    mutating func preference(_ row: PhonePreference, x: Double, y: Double, width: Double) -> Double {
        out += "<g class=\"preference\">"
        defer { out += "</g>\n" }
        var cursor = y + 12
        let titleWidth = width - (row.help == nil ? 0 : 28)
        cursor +=
            paragraph([PhoneRun(row.title, .bold)], .leading, x: x, y: cursor, width: titleWidth, size: 15, color: palette.text, lineHeight: 20) + 4
        if let help = row.help { icon(.help, x: x + width - 20, y: y + 12, size: 20, color: palette.muted, label: help) }
        for text in row.lines where !text.isEmpty {
            var lines = wrap([PhoneRun(text)], width: width, size: 13)
            if let limit = row.maxLines, lines.count > limit {
                lines = Array(lines.prefix(limit))
                lines[limit - 1].pieces = [
                    PhoneText.Piece(text: lines[limit - 1].pieces.map(\.text).joined().trimmingSpaces + "…", style: .plain, x: 0, width: 0)
                ]
            }
            cursor += drawLines(lines, .leading, x: x, y: cursor, width: width, size: 13, color: palette.muted, lineHeight: 18) + 4
        }
        if !row.links.isEmpty {
            var runs: [PhoneRun] = []
            for (index, link) in row.links.enumerated() {
                if index > 0 { runs.append(PhoneRun("  |  ")) }
                runs.append(PhoneRun(link, .link))
            }
            out += "<g class=\"links\">"
            cursor += paragraph(runs, .leading, x: x, y: cursor, width: width, size: 13, color: palette.muted, lineHeight: 18) + 4
            out += "</g>"
        }
        for item in row.switches {
            let labelHeight = paragraph(
                [PhoneRun(item.label)], .leading, x: x, y: cursor + 6, width: width - 56, size: 14, color: palette.text, lineHeight: 19)
            if !item.fixed { slider(x: x + width - 36, y: cursor + 6, isOn: item.isOn, label: item.label + ", " + row.title) }
            cursor += max(32, labelHeight + 12)
        }
        cursor += 8
        line(x1: x, y1: cursor, x2: x + width, y2: cursor, color: palette.line)
        return cursor - y
    }

    /// The form's slider (`.fc-preference-slider`, a checkbox drawn as a track and a knob), the same on
    /// iOS and Android because the form is one web page: 36 by 20, the accent track and knob when on.
    mutating func slider(x: Double, y: Double, isOn: Bool, label: String) {
        let track = isOn ? palette.accent.blended(toward: palette.background, fraction: 0.5) : RGB(0xBDC1C6)
        out += "<g class=\"switch\" role=\"switch\" aria-checked=\"\(isOn)\" aria-label=\"\(XMLEscaping.escape(label))\" data-on=\"\(isOn)\">"
        out += "<rect x=\"\(pointText(x))\" y=\"\(pointText(y + 3))\" width=\"36\" height=\"14\" rx=\"7\" fill=\"\(track.hex)\"/>"
        let knob = isOn ? palette.accent : RGB(0xFFFFFF)
        out +=
            "<circle cx=\"\(pointText(isOn ? x + 26 : x + 10))\" cy=\"\(pointText(y + 10))\" r=\"10\" fill=\"\(knob.hex)\" stroke=\"#000\" stroke-opacity=\"0.15\"/></g>\n"
    }

    /// `icon` in a `size`-point square at (`x`, `y`), stroked in `color`; `label` makes it an image
    /// with that accessible name (an icon button), else it is decoration.
    mutating func icon(_ icon: PhoneIcon, x: Double, y: Double, size: Double, color: RGB, label: String?) {
        out += "<g class=\"icon\" data-icon=\"\(icon.rawValue)\""
        if let label { out += " role=\"img\" aria-label=\"\(XMLEscaping.escape(label))\"" } else { out += " aria-hidden=\"true\"" }
        out += " transform=\"translate(\(pointText(x)) \(pointText(y))) scale(\(pointText(size / 24)))\" fill=\"none\" stroke=\"\(color.hex)\""
        out += " stroke-width=\"2\" stroke-linecap=\"round\" stroke-linejoin=\"round\">"
        if let label { out += "<title>\(XMLEscaping.escape(label))</title>" }
        out += icon.svgPath(color: color) + "</g>"
    }

    // MARK: - Buttons

    /// `buttons` in rows as `layout` puts them at `width`.
    func footerRows(_ buttons: [PhoneButton], layout: PhoneFooterLayout, width: Double) -> [[PhoneButton]] {
        switch layout {
        case .stacked: return buttons.map { [$0] }
        case .row: return buttons.isEmpty ? [] : [buttons]
        case .pairByWidth:
            guard buttons.count >= 2 else { return buttons.map { [$0] } }
            let half = (width - Self.buttonGap) / 2
            let fits = buttons.prefix(2).allSatisfy { button in
                let m = metrics(button.shape)
                return wrap([PhoneRun(button.label, .bold)], width: half - 2 * (button.look.padding ?? m.padding), size: m.size).count == 1
            }
            return fits ? [Array(buttons.prefix(2))] + buttons.dropFirst(2).map { [$0] } : buttons.map { [$0] }
        }
    }

    /// The room between buttons side by side and between rows of Google's form.
    static let buttonGap = 8.0

    /// The height of `buttons` laid out `width` wide.
    func footerHeight(_ buttons: [PhoneButton], layout: PhoneFooterLayout, width: Double) -> Double {
        if buttons.allSatisfy({ $0.shape == .pacAction }) { return 52 }
        let rows = footerRows(buttons, layout: layout, width: width)
        var height = 0.0
        for row in rows {
            let each = (width - Self.buttonGap * Double(row.count - 1)) / Double(row.count)
            height += (row.map { buttonHeight($0, width: each) }.max() ?? 0) + buttonSpacing(row[0])
        }
        return height - (rows.last.map { buttonSpacing($0[0]) } ?? 0) + (buttons.first?.shape == .pacOption ? 16 : 0)
    }

    /// The room above a stacked button of `button`'s shape.
    func buttonSpacing(_ button: PhoneButton) -> Double { button.shape == .pacOption ? 16 : Self.buttonGap }

    /// A button's size and label metrics.
    func metrics(_ shape: PhoneButton.Shape) -> (height: Double, radius: Double, size: Double, lineHeight: Double, padding: Double) {
        switch shape {
        case .standard: (44, 8, 15, 19, 16)
        // consentform.html's `.button`: 16 pixels of padding inside a 1-pixel border (`box-sizing: border-box`).
        case .pacOption: (52, 8, 16, 19, 17)
        case .pacAction: (32, 4, 14, 18, 16)
        }
    }

    /// A button's height at `width`: its minimum, or its wrapped label's.
    func buttonHeight(_ button: PhoneButton, width: Double) -> Double {
        let m = metrics(button.shape)
        let lines = wrap([PhoneRun(button.label, .bold)], width: width - 2 * (button.look.padding ?? m.padding), size: m.size).count
        // The editor's padding is the room on every side of the label; the shape's minimum still holds.
        return max(m.height, Double(lines) * m.lineHeight + 2 * (button.look.padding ?? 12))
    }

    /// Draws the buttons as `layout` puts them from `y`.
    mutating func footer(_ buttons: [PhoneButton], layout: PhoneFooterLayout, x: Double, y: Double, width: Double) {
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
        var cursor = y + (buttons.first?.shape == .pacOption ? 16 : 0)
        for row in footerRows(buttons, layout: layout, width: width) {
            let each = (width - Self.buttonGap * Double(row.count - 1)) / Double(row.count)
            let height = row.map { buttonHeight($0, width: each) }.max() ?? 0
            for (index, button) in row.enumerated() {
                self.button(button, x: x + Double(index) * (each + Self.buttonGap), y: cursor, width: each, height: height)
            }
            cursor += height + buttonSpacing(row[0])
        }
    }

    /// Draws one button in its rectangle.
    mutating func button(_ button: PhoneButton, x: Double, y: Double, width: Double, height: Double) {
        let m = metrics(button.shape), look = button.look
        var (fill, stroke, ink): (RGB?, RGB?, RGB) =
            switch button.role {
            case .filled(let color): (color, nil, RGB(PhoneColors.label(onFill: color.value)))
            case .outlined(let color): (nil, RGB(0xDADCE0), color)
            case .text(let color): (nil, nil, color)
            case .systemAlert: (nil, nil, ATTSystemColors.blue)
            }
        if let label = look.label { ink = label }
        if let border = look.border { stroke = border }
        if look.borderWidth == 0 { stroke = nil }
        let kind =
            switch button.role {
            case .filled: "primary"
            case .outlined: "secondary"
            case .text: "text"
            case .systemAlert: "system"
            }
        out += "<g class=\"button\" data-kind=\"\(kind)\" role=\"button\" aria-label=\"\(XMLEscaping.escape(button.label))\">"
        var attributes =
            "x=\"\(pointText(x + 0.5))\" y=\"\(pointText(y + 0.5))\" width=\"\(pointText(width - 1))\" height=\"\(pointText(height - 1))\" rx=\"\(pointText(look.radius ?? m.radius))\""
        attributes += " fill=\"\(fill?.hex ?? "none")\""
        if let stroke {
            attributes += " stroke=\"\(stroke.hex)\""
            if let width = look.borderWidth { attributes += " stroke-width=\"\(pointText(width))\"" }
        }
        out += "<rect \(attributes)/>"
        var label = [PhoneRun(button.label, .bold)]
        if button.shape == .pacAction && button.role.isOutlined {
            // `.back`'s arrow, drawn as its background image is: a chevron before the label.
            label = [PhoneRun("‹ " + button.label, .bold)]
        }
        let lines = wrap(label, width: width - 2 * (look.padding ?? m.padding), size: m.size)
        let top = y + (height - Double(lines.count) * m.lineHeight) / 2
        for (index, line) in lines.enumerated() {
            textLine(
                line, x: x + width / 2, y: top + Double(index) * m.lineHeight + m.size, size: m.size, color: ink, anchor: "middle", weight: "500",
                styled: false)
        }
        out += "</g>\n"
    }

    // MARK: - Text and lines

    /// Draws wrapped `runs`; returns their height.
    mutating func paragraph(
        _ runs: [PhoneRun], _ alignment: PhoneAlignment, x: Double, y: Double, width: Double, size: Double, color: RGB,
        lineHeight: Double, boldWeight: Int = PhoneFont.Weight.medium.css
    ) -> Double {
        drawLines(
            wrap(runs, width: width, size: size), alignment, x: x, y: y, width: width, size: size, color: color, lineHeight: lineHeight,
            boldWeight: boldWeight)
    }

    /// `runs` wrapped as `PhoneText.wrap` does, with the picture's strictness and the form's direction.
    func wrap(_ runs: [PhoneRun], width: Double, size: Double) -> [PhoneText.Line] {
        PhoneText.wrap(runs, width: width, size: size, strictness: strictness, rightToLeft: style.direction.isRightToLeft)
    }

    /// Links' colour: the form's link style, else its accent.
    var linkColor: RGB { style[.link].color ?? palette.accent }

    /// Draws wrapped `lines`; returns their height.
    @discardableResult
    mutating func drawLines(
        _ lines: [PhoneText.Line], _ alignment: PhoneAlignment, x: Double, y: Double, width: Double, size: Double, color: RGB,
        lineHeight: Double, boldWeight: Int = PhoneFont.Weight.medium.css
    ) -> Double {
        // A right-to-left paragraph (its first strong character Arabic or Hebrew) starts at the right
        // edge. The form's direction, when it sets one, wins over the text's own.
        let rightToLeft: Bool = style.direction.isRightToLeft ?? lines.first?.isRightToLeft ?? false
        for (index, line) in lines.enumerated() {
            let baseline = y + Double(index) * lineHeight + (lineHeight + size * 0.7) / 2
            // One `<text>` per line with a `<tspan>` per style: the browser places each piece after
            // the previous one with the font it really uses, so only the wrapping is estimated.
            var line = line
            while let last = line.pieces.last, last.text.hasSuffix(" ") {
                line.pieces[line.pieces.count - 1].text.removeLast()
                if line.pieces[line.pieces.count - 1].text.isEmpty { line.pieces.removeLast() }
            }
            let (x, anchor): (Double, String?) =
                switch (alignment, rightToLeft) {
                case (.leading, false): (x, nil)
                case (.leading, true): (x + width, "end")
                case (.center, _): (x + width / 2, "middle")
                case (.trailing, false): (x + width, "end")
                case (.trailing, true): (x, nil)
                }
            textLine(line, x: x, y: baseline, size: size, color: color, anchor: anchor, boldWeight: boldWeight, rightToLeft: rightToLeft)
            out += "\n"
        }
        return Double(lines.count) * lineHeight
    }

    /// One `<text>` of a wrapped line, its pieces in their styles. A line with right-to-left text, or
    /// of a right-to-left paragraph, is ordered here by the bidi algorithm
    /// (`PhoneText.Line.visualRuns`) so that every viewer draws the same order: the line left to
    /// right as given, each run in its own direction, which for a right-to-left run the viewer shapes
    /// and mirrors (rule L4) itself.
    mutating func textLine(
        _ line: PhoneText.Line, x: Double, y: Double, size: Double, color: RGB, anchor: String? = nil, weight: String? = nil,
        boldWeight: Int = PhoneFont.Weight.medium.css, rightToLeft: Bool = false, styled: Bool = true
    ) {
        out += "<text x=\"\(pointText(x))\" y=\"\(pointText(y))\" font-size=\"\(pointText(size))\" fill=\"\(color.hex)\""
        if let anchor { out += " text-anchor=\"\(anchor)\"" }
        if let weight { out += " font-weight=\"\(weight)\"" }
        if line.isPlainLeftToRight && !rightToLeft {
            out += ">"
            pieces(line.pieces, boldWeight: boldWeight, styled: styled)
        } else {
            // The line's own override sets the runs left to right; a right-to-left run opens one
            // level, which reverses it alone. (A left-to-right run given its own override would sit
            // a level higher still, and the viewer would reverse the whole line around it.)
            out += " direction=\"ltr\" unicode-bidi=\"bidi-override\">"
            for run in line.visualRuns {
                if run.rightToLeft { out += "<tspan direction=\"rtl\" unicode-bidi=\"bidi-override\">" }
                pieces(run.pieces, boldWeight: boldWeight, styled: styled)
                if run.rightToLeft { out += "</tspan>" }
            }
        }
        out += "</text>"
    }

    /// Each piece as a `<tspan>` in its style, or only their text when not `styled` (a label set in
    /// one style by its `<text>`).
    private mutating func pieces(_ pieces: [PhoneText.Piece], boldWeight: Int, styled: Bool = true) {
        guard styled else {
            out += XMLEscaping.escape(pieces.map(\.text).joined())
            return
        }
        for piece in pieces {
            switch piece.style {
            case .plain: out += "<tspan>"
            case .bold: out += "<tspan font-weight=\"\(boldWeight)\">"
            case .link: out += "<tspan fill=\"\(linkColor.hex)\">"
            }
            out += XMLEscaping.escape(piece.text) + "</tspan>"
        }
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
    var isDark: Bool { PhoneColors.isDark(value) }
}

/// iOS's own colours for its alerts, which apps cannot change.
package enum ATTSystemColors {
    /// `UIColor.systemBlue` in light mode, the alert buttons' colour (Apple HIG, "Color",
    /// developer.apple.com/design/human-interface-guidelines/color).
    package static let blue = ATTAlertView.systemBlue
}
