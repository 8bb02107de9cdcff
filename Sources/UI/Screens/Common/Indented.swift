/// A widget drawn `columns` cells in from the left of its rectangle.
public struct Indented: Widget {
    /// The widget.
    public var child: any Widget
    /// Columns of indentation.
    public var columns: Int

    /// `child` indented by `columns`.
    public init(_ child: any Widget, by columns: Int) {
        self.child = child
        self.columns = max(0, columns)
    }

    /// The child's height at the narrower width.
    public func height(forWidth width: Int) -> Int { child.height(forWidth: max(1, width - columns)) }

    /// The child's ids.
    public var focusableIDs: [ElementID] { child.focusableIDs }

    /// Whether the child holds `id`.
    public func containsFocusable(_ id: ElementID) -> Bool { child.containsFocusable(id) }

    /// Draws the child in the indented rectangle.
    public func draw(in rect: Rect, into frame: inout Frame) { child.draw(in: rect.inset(left: columns), into: &frame) }
}
