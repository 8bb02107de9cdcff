import Flow
import Screens

/// What a screen lays out, a pure function of the state and the terminal size
/// (`SimulatorState.layout(size:)`): the view's focus stops, the element boxes and the scroll
/// extents. Keys read it to move focus, page and hit-test a click; the runtime keeps the last one
/// (`LayoutCache`), the state never does.
package struct SimulatorLayout: Sendable {
    /// The view laid out.
    package var view: ViewID
    /// The terminal size.
    package var size: Size
    /// The view's focusable elements in order, with their actions (those out of view too).
    package var focusStops: [FocusStop]
    /// The focused element.
    package var focused: ElementID?
    /// The whole screen as drawn: every visible element's box and action, for hit-testing.
    package var frame: Frame
    /// The view's main scroll view.
    var mainScroll: ScrollInfo?
    /// The inspector's scroll view.
    var inspectorScroll: ScrollInfo?
    /// The help overlay's scroll view.
    var helpScroll: ScrollInfo?
    /// The main scroll view's rows: where it stands after a focus move, known without drawing.
    var mainLayout: ScrollLayout?
    /// Whether the element boxes in `frame` are where the focus has them; false for a layout the
    /// cache moved to a new focus without drawing (`moved(to:)`), so a click asks for a drawn one.
    var elementsCurrent = true

    /// The layout of `rendered`, the screen `state` drew at `size`.
    init(_ rendered: RenderedScreen, of state: SimulatorState, size: Size) {
        let frame = rendered.frame
        let scrollID = SimulatorState.scrollID(for: state.viewID)
        view = state.viewID
        self.size = size
        focusStops = rendered.focusStops
        focused = frame.focused
        self.frame = frame
        mainScroll = scrollID.flatMap { frame.scrolls[$0] }
        inspectorScroll = frame.scrolls[InspectorView.scrollID]
        helpScroll = state.helpVisible ? frame.scrolls[HelpOverlay.scrollID] : nil
        mainLayout = scrollID.flatMap { frame.scrollLayouts[$0] }
    }

    /// What activating the focused element means.
    var focusedAction: ElementAction? { focused.flatMap { focusStops.action(of: $0) } }

    /// This layout with focus on `id` and the main scroll view at `scroll`'s offset: what laying
    /// out again would find, the element boxes aside. A focus move changes neither the focus stops
    /// nor the scroll extents.
    func moved(to id: ElementID?, place scroll: ScrollState?) -> SimulatorLayout {
        var layout = self
        layout.focused = id
        if let scroll { layout.mainScroll?.offset = scroll.offset }
        layout.elementsCurrent = false
        return layout
    }

    /// This layout with focus on `id` (a script's `Select`, a click, just before activating).
    func focusing(_ id: ElementID) -> SimulatorLayout {
        var layout = self
        layout.focused = id
        return layout
    }
}
