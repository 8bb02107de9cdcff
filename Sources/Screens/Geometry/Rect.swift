/// A rectangle of cells; `maxX`/`maxY` are exclusive.
package struct Rect: Hashable, Sendable, CustomStringConvertible {
    /// Left column.
    package var x: Int
    /// Top row.
    package var y: Int
    /// Columns (never negative).
    package var width: Int
    /// Rows (never negative).
    package var height: Int

    /// A rectangle with its top-left corner at (`x`, `y`).
    package init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = max(0, width)
        self.height = max(0, height)
    }

    /// The rectangle at the origin covering `size`.
    package init(origin: Point = Point(x: 0, y: 0), size: Size) {
        self.init(x: origin.x, y: origin.y, width: size.width, height: size.height)
    }

    /// An empty rectangle at the origin.
    package static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    /// Left column.
    package var minX: Int { x }
    /// Top row.
    package var minY: Int { y }
    /// One past the right column.
    package var maxX: Int { x + width }
    /// One past the bottom row.
    package var maxY: Int { y + height }
    /// The size.
    package var size: Size { Size(width: width, height: height) }
    /// Whether it covers no cell.
    package var isEmpty: Bool { width == 0 || height == 0 }

    /// `x,y WxH`.
    package var description: String { "\(x),\(y) \(width)x\(height)" }

    /// Whether the cell at `point` lies inside.
    package func contains(_ point: Point) -> Bool {
        point.x >= x && point.x < maxX && point.y >= y && point.y < maxY
    }

    /// The cells both rectangles cover (empty, at the origin, if none).
    package func intersection(_ other: Rect) -> Rect {
        let left = max(x, other.x), top = max(y, other.y)
        let right = min(maxX, other.maxX), bottom = min(maxY, other.maxY)
        guard right > left, bottom > top else { return .zero }
        return Rect(x: left, y: top, width: right - left, height: bottom - top)
    }

    /// The rectangle shrunk by the given margins (never below zero size).
    package func inset(top: Int = 0, left: Int = 0, bottom: Int = 0, right: Int = 0) -> Rect {
        Rect(x: x + left, y: y + top, width: width - left - right, height: height - top - bottom)
    }

    /// The rectangle shrunk by `amount` on every side.
    package func inset(by amount: Int) -> Rect {
        inset(top: amount, left: amount, bottom: amount, right: amount)
    }

    /// Splits off the top `rows` rows (clamped): the slice and what remains below it.
    package func splitTop(_ rows: Int) -> (top: Rect, rest: Rect) {
        let n = min(max(0, rows), height)
        return (Rect(x: x, y: y, width: width, height: n), Rect(x: x, y: y + n, width: width, height: height - n))
    }

    /// Splits off the bottom `rows` rows (clamped): what remains above and the slice.
    package func splitBottom(_ rows: Int) -> (rest: Rect, bottom: Rect) {
        let n = min(max(0, rows), height)
        return (Rect(x: x, y: y, width: width, height: height - n), Rect(x: x, y: maxY - n, width: width, height: n))
    }
}
