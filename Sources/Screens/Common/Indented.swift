/// A widget drawn `columns` cells in from the left of its rectangle.
package struct Indented: Widget {
    /// The widget.
    package var child: any Widget
    /// Columns of indentation.
    package var columns: Int

    /// `child` indented by `columns`.
    package init(_ child: any Widget, by columns: Int) {
        self.child = child
        self.columns = max(0, columns)
    }

    /// The child's height at the narrower width.
    package func height(forWidth width: Int) -> Int { child.height(forWidth: max(1, width - columns)) }

    /// The child's focusable elements.
    package var focusStops: [FocusStop] { child.focusStops }

    /// Whether the child holds `id`.
    package func containsFocusable(_ id: ElementID) -> Bool { child.containsFocusable(id) }

    /// Draws the child in the indented rectangle.
    package func draw(in rect: Rect, into frame: inout Frame) { child.draw(in: rect.inset(left: columns), into: &frame) }
}
