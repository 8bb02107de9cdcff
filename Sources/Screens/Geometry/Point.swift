/// A cell position: column `x` from the left, row `y` from the top, both 0-based.
package struct Point: Hashable, Sendable, CustomStringConvertible {
    /// Column, 0-based.
    package var x: Int
    /// Row, 0-based.
    package var y: Int

    /// The cell at column `x`, row `y`.
    package init(x: Int, y: Int) {
        self.x = x
        self.y = y
    }

    /// `x,y`.
    package var description: String { "\(x),\(y)" }
}
