import Flow
import Screens

// The mouse: clicks and the wheel, hit-tested on the element boxes of the screen's layout.
extension SimulatorState {
    /// A mouse event: a click focuses and activates what it hits (or pages at a scroll indicator);
    /// the wheel scrolls whatever is under the pointer.
    mutating func click(x: Int, y: Int, button: MouseButton, view: ViewID, on layout: SimulatorLayout) -> [SimulatorEffect] {
        let point = Point(x: x, y: y)
        switch button {
        case .left:
            guard let hit = layout.frame.element(at: point) else { return [] }
            let action = layout.frame.actions[hit]
            if layout.focusStops.contains(hit) {
                setFocus(hit, view: view)
                return perform(.activate, key: .enter, in: .screen(view), on: layout.focusing(hit))
            }
            // A scroll indicator pages its scroll view.
            if case .page(let scrollView, let pages)? = action { page(scrollView, by: pages, view: view, on: layout) }
        case .scrollUp, .scrollDown:
            let lines = button == .scrollUp ? -3 : 3
            if let rect = layout.frame.elements[InspectorView.scrollID], rect.contains(point) {
                scrollInspector(by: lines, on: layout)
            } else if let info = layout.mainScroll {
                scroll(view: view, to: info.offset + lines, info: info)
            }
        case .middle, .right:
            break
        }
        return []
    }
}
