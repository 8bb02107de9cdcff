import Basics

/// `doctor --batch --summary html`: the summary as one self-contained HTML page, the kind of picture a
/// publisher puts in a report. Each table is an inline SVG bar chart whose bars are as long as the
/// shares, with the percentage and count beside each; no script, no style sheet, no font or image
/// from elsewhere, so it opens offline and prints as it shows.
extension FleetSummary {
    /// The page, in UTF-8.
    package var html: String {
        var page = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <title>consentsim fleet summary</title>
            <style>
            body { font-family: system-ui, sans-serif; margin: 2em auto; max-width: \(Self.chartWidth + 40)px; color: #1b1b1b; }
            h1 { font-size: 1.4em; } h2 { font-size: 1.1em; margin-top: 1.6em; }
            svg text { font-family: system-ui, sans-serif; font-size: 12px; fill: #1b1b1b; }
            .bar { fill: #3b6fd1; } .track { fill: #e8ecf4; }
            p.none { color: #666; }
            </style>
            </head>
            <body>

            """
        page += "<h1>Fleet summary</h1>\n"
        page += "<p id=\"totals\">\(devices) devices\(format.map { " (" + Self.escaped($0.rawValue) + ")" } ?? ""), \(badLines) bad lines</p>\n"
        Self.appendChart(id: "serving-modes", title: "Serving mode", rows: verdictRows, summary: self, to: &page)
        Self.appendChart(id: "error-codes", title: "Google TCF error code", rows: codeRows, summary: self, to: &page)
        Self.appendChart(id: "rules", title: "Rule that decided", rows: ruleRows, summary: self, to: &page)
        Self.appendChart(id: "lifts", title: "Least change that would lift", rows: liftRows, summary: self, to: &page)
        page += "</body>\n</html>\n"
        return page
    }

    /// The width of a chart, its label column and its longest bar, in CSS pixels.
    static let chartWidth = 880
    static let labelWidth = 420
    static let barWidth = 340
    static let rowHeight = 24

    /// One table as a heading and an SVG chart: a row per name, the bar `share × barWidth` long.
    static func appendChart(id: String, title: String, rows: [(name: String, count: Int)], summary: FleetSummary, to page: inout String) {
        page += "<section id=\"\(id)\">\n<h2>\(escaped(title))</h2>\n"
        guard !rows.isEmpty else {
            page += "<p class=\"none\">none</p>\n</section>\n"
            return
        }
        let height = rows.count * rowHeight
        page += "<svg class=\"chart\" role=\"img\" aria-label=\"\(escaped(title))\" width=\"\(chartWidth)\" height=\"\(height)\" "
        page += "viewBox=\"0 0 \(chartWidth) \(height)\">\n"
        for (i, row) in rows.enumerated() {
            let share = summary.share(row.count)
            let y = i * rowHeight
            let name = escaped(MessageText.line(row.name, limit: 200))
            // The label is cut to the column; the whole name is its tooltip.
            page += "<g class=\"row\" data-share=\"\(share)\"><title>\(name)</title>"
            page += "<text x=\"0\" y=\"\(y + 16)\">\(escaped(shortLabel(row.name)))</text>"
            page += "<rect class=\"track\" x=\"\(labelWidth)\" y=\"\(y + 4)\" width=\"\(barWidth)\" height=\"\(rowHeight - 8)\"/>"
            page += "<rect class=\"bar\" x=\"\(labelWidth)\" y=\"\(y + 4)\" width=\"\(barLength(share))\" height=\"\(rowHeight - 8)\"/>"
            page += "<text x=\"\(labelWidth + barWidth + 8)\" y=\"\(y + 16)\">\(percent(share).trimmingLeadingSpaces) (\(row.count))</text></g>\n"
        }
        page += "</svg>\n</section>\n"
    }

    /// A bar's length for `share`, to a hundredth of a pixel.
    static func barLength(_ share: Double) -> String {
        let hundredths = Int((min(1, max(0, share)) * Double(barWidth) * 100).rounded())
        let fraction = hundredths % 100
        return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
    }

    /// A label short enough for the label column: 56 characters at 12 px stay inside its 412 pixels
    /// in Chromium's default sans-serif (the Chromium test measures it).
    static func shortLabel(_ name: String) -> String {
        let line = MessageText.line(name, limit: 200)
        return line.count <= 56 ? line : String(line.prefix(55)) + "…"
    }

    /// Text for element content and quoted attributes.
    static func escaped(_ text: String) -> String {
        XMLText.escaped(text, XMLText.Escaping(quotationMark: "&quot;", apostrophe: "&#39;", controls: .illegalAsReplacement))
    }
}

extension String {
    fileprivate var trimmingLeadingSpaces: String { String(drop(while: { $0 == " " })) }
}
