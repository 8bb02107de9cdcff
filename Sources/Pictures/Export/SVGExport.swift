import Screens
import Simulation

/// Draws a frame as a faithful terminal screenshot in SVG: a monospace grid in the form's colours.
///
/// Alignment never depends on the browser's font: every glyph gets its own `x` (a wide glyph takes
/// exactly two cells), and backgrounds are rectangles on the grid. Output has no ids, dates or
/// random numbers, so the same frame always gives the same bytes (it can be committed and diffed).
package struct SVGExport: Sendable {
    /// Concrete colours for the palette roles and the terminal's defaults.
    package var palette: ExportPalette
    /// Cell size and font size.
    package var metrics: SVGMetrics

    /// Monospace fonts first, then CJK fonts, so the same faces serve every language where installed.
    package static let fontFamily =
        "'DejaVu Sans Mono','Menlo','Consolas','Liberation Mono','Noto Sans Mono CJK JP',"
        + "'Noto Sans CJK JP','Hiragino Sans','Apple SD Gothic Neo','Malgun Gothic','Yu Gothic','Noto Color Emoji',"
        + "'Apple Color Emoji','Segoe UI Emoji',monospace"

    /// The device whose frame surrounds the screen (none for `terminal`).
    package var device: DeviceProfile

    /// An exporter.
    package init(palette: ExportPalette = .dark, metrics: SVGMetrics = .standard, device: DeviceProfile = .terminal) {
        self.palette = palette
        self.metrics = metrics
        self.device = device
    }

    /// The SVG document for `frame`; `title` (escaped) becomes its accessible name.
    package func render(_ frame: Frame, title: String? = nil) -> String {
        var writer = SVGWriter(palette: palette, metrics: metrics, size: frame.size)
        let screen = writer.document(frame, title: title)
        return device == .terminal ? screen : DeviceBezel(device: device).wrap(screen, metrics: metrics, size: frame.size, title: title)
    }
}

/// One SVG document being written, with the numbers and attributes it repeats worked out once.
struct SVGWriter {
    let palette: ExportPalette
    let metrics: SVGMetrics
    /// The left edge of each column (and the right edge of the last), as SVG numbers.
    let columnX: [String]
    /// The width of 1, 2, ... cells, as SVG numbers.
    let widths: [String]
    /// The output so far.
    var out = ""
    /// Each style's concrete colours.
    var resolved: [CellStyle: (foreground: RGB, background: RGB)] = [:]
    /// Each style's text attributes after the `x` list (` fill="#…" font-weight="bold"`).
    var textAttributes: [CellStyle: String] = [:]

    init(palette: ExportPalette, metrics: SVGMetrics, size: Size) {
        self.palette = palette
        self.metrics = metrics
        columnX = (0...size.width).map { SVGMetrics.number(metrics.x($0)) }
        widths = (0...size.width).map { SVGMetrics.number(metrics.x($0)) }
        out.reserveCapacity(2048 + size.width * size.height * 24)
    }

    /// The whole document.
    mutating func document(_ frame: Frame, title: String?) -> String {
        let canvas = frame.canvas
        let width = columnX[canvas.size.width]
        let height = SVGMetrics.number(metrics.y(canvas.size.height))
        out += "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height)\" viewBox=\"0 0 \(width) \(height)\""
        out += " font-family=\"\(SVGExport.fontFamily)\" font-size=\"\(metrics.fontSize)\" xml:space=\"preserve\" style=\"white-space:pre\""
        if let title {
            out += " role=\"img\" aria-label=\"\(XMLEscaping.escape(title))\">\n<title>\(XMLEscaping.escape(title))</title>\n"
        } else {
            out += ">\n"
        }
        // Chromium ignores the root's white-space for positioned text and collapses runs of spaces.
        out += "<style>text{white-space:pre}</style>\n"
        out += "<rect width=\"\(width)\" height=\"\(height)\" fill=\"\(palette.background.hex)\"/>\n"
        let rows = (0..<canvas.size.height).map { canvas.styledRuns(row: $0) }
        out += "<g shape-rendering=\"crispEdges\">\n"
        for (y, runs) in rows.enumerated() { backgroundRects(runs, row: y) }
        out += "</g>\n<g>\n"
        for (y, runs) in rows.enumerated() {
            let baseline = " y=\"" + SVGMetrics.number(metrics.y(y) + metrics.baseline) + "\""
            for run in runs { textElements(run, baseline: baseline) }
        }
        out += "</g>\n"
        boxRules(rows)
        if let cursor = frame.cursor, cursor.x >= 0, cursor.y >= 0, cursor.x < canvas.size.width, cursor.y < canvas.size.height {
            cursorBar(at: cursor, style: canvas[cursor.x, cursor.y].style)
        }
        out += "</svg>\n"
        return out
    }

    /// The concrete colours of `style` (cached).
    mutating func colors(_ style: CellStyle) -> (foreground: RGB, background: RGB) {
        if let known = resolved[style] { return known }
        let colors = palette.resolve(style)
        resolved[style] = colors
        return colors
    }

    /// One rectangle per stretch of a row whose background is not the terminal's own.
    mutating func backgroundRects(_ runs: [StyledRun], row: Int) {
        var pending: (column: Int, width: Int, color: RGB)?
        let top = SVGMetrics.number(metrics.y(row)), height = SVGMetrics.number(metrics.cellHeight)
        func flush(_ out: inout String) {
            guard let p = pending else { return }
            out +=
                "<rect x=\"" + columnX[p.column] + "\" y=\"" + top + "\" width=\"" + widths[p.width] + "\" height=\"" + height
                + "\" fill=\"" + p.color.hex + "\"/>\n"
            pending = nil
        }
        for run in runs {
            let background = colors(run.style).background
            if background == palette.background {
                flush(&out)
            } else if let p = pending, p.color == background, p.column + p.width == run.column {
                pending!.width += run.width
            } else {
                flush(&out)
                pending = (run.column, run.width, background)
            }
        }
        flush(&out)
    }

    /// Box-drawing verticals as thin rectangles over their glyphs: a font's `│` is shorter than the
    /// 1.25 line height (DejaVu Sans Mono's is 1.16 em), so glyphs alone leave gaps and borders look
    /// dashed in every renderer. Each rectangle covers the part of the cell the glyph's stroke does.
    mutating func boxRules(_ rows: [[StyledRun]]) {
        let full = metrics.cellHeight, half = metrics.cellHeight / 2
        let thickness = max(10, metrics.cellWidth / 8), offset = (metrics.cellWidth - max(10, metrics.cellWidth / 8)) / 2
        var rules = ""
        for (y, runs) in rows.enumerated() {
            for run in runs {
                for glyph in run.glyphs {
                    let span: (top: Int, height: Int)
                    switch glyph.character {
                    case "│", "├", "┤", "┼": span = (0, full)
                    case "┌", "┐", "┬": span = (half, full - half)
                    case "└", "┘", "┴": span = (0, half)
                    default: continue
                    }
                    rules +=
                        "<rect x=\"" + SVGMetrics.number(metrics.x(glyph.column) + offset) + "\" y=\""
                        + SVGMetrics.number(metrics.y(y) + span.top) + "\" width=\"" + SVGMetrics.number(thickness)
                        + "\" height=\"" + SVGMetrics.number(span.height) + "\" fill=\"" + colors(run.style).foreground.hex + "\"/>\n"
                }
            }
        }
        guard !rules.isEmpty else { return }
        out += "<g shape-rendering=\"crispEdges\">\n" + rules + "</g>\n"
    }

    /// The `<text>` elements of one run: narrow glyphs share an element with one `x` per glyph; each
    /// wide glyph and each cluster of several UTF-16 units (emoji, combining marks) stands alone at
    /// its cell. Renderers that ignore `x` lists (librsvg) then still start every wide glyph on its
    /// cell, and browsers disagree on how an `x` list counts multi-unit clusters anyway.
    mutating func textElements(_ run: StyledRun, baseline: String) {
        let underline = run.style.attributes.contains(.underline)
        var glyphs = run.glyphs[...]
        if !underline {
            // Spaces without underline draw nothing; the background rectangles already cover them.
            while let first = glyphs.first, first.character == " " { glyphs.removeFirst() }
            while let last = glyphs.last, last.character == " " { glyphs.removeLast() }
        }
        guard !glyphs.isEmpty else { return }
        let attributes = self.attributes(run.style, baseline: baseline)
        var start = glyphs.startIndex
        var index = start
        while index < glyphs.endIndex {
            let glyph = glyphs[index]
            if !underline, glyph.character == " ", index + 1 < glyphs.endIndex, glyphs[index + 1].character == " " {
                // Chromium collapses a run of spaces inside <text> (xml:space and white-space:pre
                // notwithstanding), which moves every later glyph onto the wrong `x`; blank cells
                // draw nothing, so the element ends before them and the next starts after them.
                element(glyphs[start..<index], attributes)
                while index < glyphs.endIndex, glyphs[index].character == " " { index += 1 }
                start = index
                continue
            }
            if glyph.width == 1 && glyph.character.utf16.count == 1 {
                index += 1
                continue
            }
            element(glyphs[start..<index], attributes)
            element(glyphs[index...index], attributes)
            index += 1
            start = index
        }
        element(glyphs[start..<index], attributes)
    }

    /// The attributes after `x`: the row's baseline, then the style's (cached).
    mutating func attributes(_ style: CellStyle, baseline: String) -> String {
        if let known = textAttributes[style] { return baseline + known }
        var text = " fill=\"" + colors(style).foreground.hex + "\""
        if style.attributes.contains(.bold) { text += " font-weight=\"bold\"" }
        if style.attributes.contains(.underline) { text += " text-decoration=\"underline\"" }
        textAttributes[style] = text
        return baseline + text
    }

    /// `<text x="…" …>glyphs</text>`; nothing for no glyphs.
    mutating func element(_ glyphs: ArraySlice<StyledRun.Glyph>, _ attributes: String) {
        guard !glyphs.isEmpty else { return }
        out += "<text x=\""
        var first = true
        for glyph in glyphs {
            if !first { out += " " }
            out += columnX[glyph.column]
            first = false
        }
        out += "\"" + attributes + ">"
        for glyph in glyphs { XMLEscaping.append(glyph.character, to: &out) }
        out += "</text>\n"
    }

    /// The text cursor as a bar under its cell, in the cell's text colour.
    mutating func cursorBar(at point: Point, style: CellStyle) {
        let thickness = max(10, metrics.cellHeight / 10)
        out +=
            "<rect x=\"" + columnX[point.x] + "\" y=\"" + SVGMetrics.number(metrics.y(point.y + 1) - thickness)
            + "\" width=\"" + widths[1] + "\" height=\"" + SVGMetrics.number(thickness)
            + "\" fill=\"" + colors(style).foreground.hex + "\"/>\n"
    }
}
