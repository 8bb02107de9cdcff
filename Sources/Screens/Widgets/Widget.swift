/// Something that draws itself into a rectangle of a frame and reports its interactive elements.
package protocol Widget: Sendable {
    /// Rows the widget needs at `width` columns.
    func height(forWidth width: Int) -> Int
    /// Draws into `rect` of `frame`, registering the rectangles of its elements.
    func draw(in rect: Rect, into frame: inout Frame)
    /// Focusable elements with their actions, in focus order.
    var focusStops: [FocusStop] { get }
    /// Whether `id` is one of `focusableIDs` (scroll views ask every row; make it cheap).
    func containsFocusable(_ id: ElementID) -> Bool
}

extension Widget {
    /// No focusable elements.
    package var focusStops: [FocusStop] { [] }

    /// Focusable element ids, in focus order.
    package var focusableIDs: [ElementID] { focusStops.ids }

    /// Looks `id` up in `focusStops`.
    package func containsFocusable(_ id: ElementID) -> Bool { focusStops.contains { $0.id == id } }
}

/// Horizontal placement of text in its rectangle.
package enum Alignment: Hashable, Sendable {
    /// Flush left.
    case leading
    /// Centred (an odd leftover cell goes to the right).
    case center
    /// Flush right.
    case trailing

    /// The column offset for content `contentWidth` wide in `width` columns.
    package func offset(contentWidth: Int, in width: Int) -> Int {
        let spare = max(0, width - contentWidth)
        switch self {
        case .leading: return 0
        case .center: return spare / 2
        case .trailing: return spare
        }
    }
}
