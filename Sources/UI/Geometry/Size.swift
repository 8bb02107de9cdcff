/// A size in terminal cells: columns by rows.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    /// Columns.
    public var width: Int
    /// Rows.
    public var height: Int

    /// A size of `width` columns and `height` rows (negative values count as 0).
    public init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
    }

    /// `WxH`, the way terminal sizes are usually written (`80x24`).
    public var description: String { "\(width)x\(height)" }

    /// Whether both dimensions are at least those of `other`.
    public func fits(_ other: Size) -> Bool { width >= other.width && height >= other.height }
}
