/// Draws a frame as a faithful terminal screenshot in SVG: a monospace grid in the form's colours.
///
/// Alignment never depends on the browser's font: every glyph gets its own `x` (a wide glyph takes
/// exactly two cells), and backgrounds are rectangles on the grid. Output has no ids, dates or
/// random numbers, so the same frame always gives the same bytes (it can be committed and diffed).
public struct SVGExport: Sendable {
    /// Concrete colours for the palette roles and the terminal's defaults.
    public var palette: ExportPalette
    /// Cell size and font size.
    public var metrics: SVGMetrics

    /// Monospace fonts first, then CJK fonts, so the same faces serve every language where installed.
    public static let fontFamily = "'DejaVu Sans Mono','Menlo','Consolas','Liberation Mono','Noto Sans Mono CJK JP',"
        + "'Noto Sans CJK JP','Hiragino Sans','Apple SD Gothic Neo','Malgun Gothic','Yu Gothic',monospace"

    /// An exporter.
    public init(palette: ExportPalette = .dark, metrics: SVGMetrics = .standard) {
        self.palette = palette
        self.metrics = metrics
    }

    /// The SVG document for `frame`; `title` (escaped) becomes its accessible name.
    public func render(_ frame: Frame, title: String? = nil) -> String {
        let canvas = frame.canvas
        let width = SVGMetrics.number(metrics.x(canvas.size.width))
        let height = SVGMetrics.number(metrics.y(canvas.size.height))
        var out = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height)\" viewBox=\"0 0 \(width) \(height)\""
        out += " font-family=\"\(Self.fontFamily)\" font-size=\"\(metrics.fontSize)\" xml:space=\"preserve\" style=\"white-space:pre\""
        if let title {
            out += " role=\"img\" aria-label=\"\(XMLEscaping.escape(title))\">\n<title>\(XMLEscaping.escape(title))</title>\n"
        } else {
            out += ">\n"
        }
        out += "<rect width=\"\(width)\" height=\"\(height)\" fill=\"\(palette.background.hex)\"/>\n"
        var backgrounds = "", texts = ""
        for y in 0..<canvas.size.height {
            let runs = canvas.styledRuns(row: y)
            backgrounds += backgroundRects(runs, row: y)
            for run in runs { texts += textElements(run, row: y) }
        }
        if !backgrounds.isEmpty { out += "<g shape-rendering=\"crispEdges\">\n" + backgrounds + "</g>\n" }
        if !texts.isEmpty { out += "<g>\n" + texts + "</g>\n" }
        if let cursor = frame.cursor, cursor.x >= 0, cursor.y >= 0, cursor.x < canvas.size.width, cursor.y < canvas.size.height {
            out += cursorBar(at: cursor, style: canvas[cursor.x, cursor.y].style)
        }
        return out + "</svg>\n"
    }

    /// One rectangle per stretch of a row whose background is not the terminal's own.
    func backgroundRects(_ runs: [StyledRun], row: Int) -> String {
        var out = ""
        var pending: (column: Int, width: Int, color: RGB)?
        func flush() {
            guard let p = pending else { return }
            out += "<rect x=\"\(SVGMetrics.number(metrics.x(p.column)))\" y=\"\(SVGMetrics.number(metrics.y(row)))\""
                + " width=\"\(SVGMetrics.number(metrics.x(p.width)))\" height=\"\(SVGMetrics.number(metrics.cellHeight))\""
                + " fill=\"\(p.color.hex)\"/>\n"
            pending = nil
        }
        for run in runs {
            let background = palette.resolve(run.style).background
            if background == palette.background {
                flush()
            } else if let p = pending, p.color == background, p.column + p.width == run.column {
                pending!.width += run.width
            } else {
                flush()
                pending = (run.column, run.width, background)
            }
        }
        flush()
        return out
    }

    /// The `<text>` elements of one run: narrow glyphs share an element with one `x` per glyph; each
    /// wide glyph and each cluster of several UTF-16 units (emoji, combining marks) stands alone at
    /// its cell. Renderers that ignore `x` lists (librsvg) then still start every wide glyph on its
    /// cell, and browsers disagree on how an `x` list counts multi-unit clusters anyway.
    func textElements(_ run: StyledRun, row: Int) -> String {
        let underline = run.style.attributes.contains(.underline)
        var glyphs = run.glyphs[...]
        if !underline {
            // Spaces without underline draw nothing; the background rectangles already cover them.
            while let first = glyphs.first, first.character == " " { glyphs.removeFirst() }
            while let last = glyphs.last, last.character == " " { glyphs.removeLast() }
        }
        guard !glyphs.isEmpty else { return "" }
        let open = openTag(for: run.style, row: row)
        var out = ""
        var narrow: [StyledRun.Glyph] = []
        func flush() {
            guard !narrow.isEmpty else { return }
            out += element(open, narrow)
            narrow = []
        }
        for glyph in glyphs {
            if glyph.width == 1 && glyph.character.utf16.count == 1 {
                narrow.append(glyph)
            } else {
                flush()
                out += element(open, [glyph])
            }
        }
        flush()
        return out
    }

    /// `<text x="…" …>glyphs</text>`.
    func element(_ open: (prefix: String, suffix: String), _ glyphs: [StyledRun.Glyph]) -> String {
        let xs = glyphs.map { SVGMetrics.number(metrics.x($0.column)) }.joined(separator: " ")
        return open.prefix + "x=\"\(xs)\"" + open.suffix + XMLEscaping.escape(String(glyphs.map(\.character))) + "</text>\n"
    }

    /// The parts of a text element's start tag around its `x` list.
    func openTag(for style: CellStyle, row: Int) -> (prefix: String, suffix: String) {
        var suffix = " y=\"\(SVGMetrics.number(metrics.y(row) + metrics.baseline))\" fill=\"\(palette.resolve(style).foreground.hex)\""
        if style.attributes.contains(.bold) { suffix += " font-weight=\"bold\"" }
        if style.attributes.contains(.underline) { suffix += " text-decoration=\"underline\"" }
        return ("<text ", suffix + ">")
    }

    /// The text cursor as a bar under its cell, in the cell's text colour.
    func cursorBar(at point: Point, style: CellStyle) -> String {
        let thickness = max(10, metrics.cellHeight / 10)
        return "<rect x=\"\(SVGMetrics.number(metrics.x(point.x)))\" y=\"\(SVGMetrics.number(metrics.y(point.y + 1) - thickness))\""
            + " width=\"\(SVGMetrics.number(metrics.cellWidth))\" height=\"\(SVGMetrics.number(thickness))\""
            + " fill=\"\(palette.resolve(style).foreground.hex)\"/>\n"
    }
}
