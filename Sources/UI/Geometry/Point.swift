/// A cell position: column `x` from the left, row `y` from the top, both 0-based.
public struct Point: Hashable, Sendable, CustomStringConvertible {
    /// Column, 0-based.
    public var x: Int
    /// Row, 0-based.
    public var y: Int

    /// The cell at column `x`, row `y`.
    public init(x: Int, y: Int) {
        self.x = x
        self.y = y
    }

    /// `x,y`.
    public var description: String { "\(x),\(y)" }
}
