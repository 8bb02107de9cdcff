/// A screen view's output: the frame plus the order Tab and the arrow keys move focus in.
package struct RenderedScreen: Hashable, Sendable {
    /// The drawn frame, with every interactive element registered by its stable id and action.
    package var frame: Frame
    /// Focusable elements in Tab order with what activating each means (first layer buttons,
    /// switches, links, ...), those scrolled out of view too.
    package var focusStops: [FocusStop]

    /// A rendered screen.
    package init(frame: Frame, focusStops: [FocusStop]) {
        self.frame = frame
        self.focusStops = focusStops
    }

    /// The focusable elements' ids in Tab order.
    package var focusOrder: [ElementID] { focusStops.ids }
}
