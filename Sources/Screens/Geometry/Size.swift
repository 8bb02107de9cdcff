/// A size in terminal cells: columns by rows.
package struct Size: Hashable, Sendable, CustomStringConvertible {
    /// Columns.
    package var width: Int
    /// Rows.
    package var height: Int

    /// A size of `width` columns and `height` rows (negative values count as 0).
    package init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
    }

    /// `WxH`, the way terminal sizes are usually written (`80x24`).
    package var description: String { "\(width)x\(height)" }

    /// Whether both dimensions are at least those of `other`.
    package func fits(_ other: Size) -> Bool { width >= other.width && height >= other.height }
}
