/// A screen view's output: the frame plus the order Tab and the arrow keys move focus in.
package struct RenderedScreen: Hashable, Sendable {
    /// The drawn frame, with every interactive element registered by its stable id.
    package var frame: Frame
    /// Focusable elements in Tab order (first layer buttons, switches, links, ...).
    package var focusOrder: [ElementID]

    /// A rendered screen.
    package init(frame: Frame, focusOrder: [ElementID]) {
        self.frame = frame
        self.focusOrder = focusOrder
    }
}
