/// The fixed geometry of an SVG screenshot: every cell the same size, whatever font the browser picks.
///
/// Lengths are kept in tenths of a pixel so output is integer arithmetic and byte-for-byte stable.
package struct SVGMetrics: Hashable, Sendable {
    /// A cell's width in tenths of a pixel.
    package var cellWidth: Int
    /// A cell's height in tenths of a pixel.
    package var cellHeight: Int
    /// The text baseline's distance from the top of its row, in tenths of a pixel.
    package var baseline: Int
    /// The font size in pixels.
    package var fontSize: Int

    /// Metrics from tenths of a pixel.
    package init(cellWidth: Int, cellHeight: Int, baseline: Int, fontSize: Int) {
        self.cellWidth = cellWidth
        self.cellHeight = cellHeight
        self.baseline = baseline
        self.fontSize = fontSize
    }

    /// 9.6 × 20 px cells at 16 px: the advance of common monospace fonts (0.6 em) and a 1.25 line height.
    package static let standard = SVGMetrics(cellWidth: 96, cellHeight: 200, baseline: 150, fontSize: 16)

    /// The left edge of `column`, in tenths.
    package func x(_ column: Int) -> Int { column * cellWidth }
    /// The top edge of `row`, in tenths.
    package func y(_ row: Int) -> Int { row * cellHeight }

    /// Tenths of a pixel as an SVG number: `96` → `9.6`, `200` → `20`.
    package static func number(_ tenths: Int) -> String {
        let sign = tenths < 0 ? "-" : ""
        let magnitude = abs(tenths)
        let whole = magnitude / 10, fraction = magnitude % 10
        return sign + (fraction == 0 ? "\(whole)" : "\(whole).\(fraction)")
    }
}
