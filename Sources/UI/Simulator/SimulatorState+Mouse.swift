import Flow

// The mouse: clicks and the wheel, hit-tested on the last frame's element rectangles.
extension SimulatorState {
    /// A mouse event: a click focuses and activates what it hits (or pages at a scroll indicator);
    /// the wheel scrolls whatever is under the pointer.
    mutating func click(x: Int, y: Int, button: MouseButton, view: ViewID) -> [SimulatorEffect] {
        guard let memo else { return [] }
        let point = Point(x: x, y: y)
        switch button {
        case .left:
            guard let hit = memo.frame.element(at: point) else { return [] }
            let action = memo.frame.actions[hit]
            if memo.focusStops.contains(hit) {
                setFocus(hit, view: view)
                return perform(.activate, key: .enter, in: .screen(view))
            }
            // A scroll indicator pages its scroll view.
            if case .page(let scrollView, let pages)? = action { page(scrollView, by: pages, view: view) }
        case .scrollUp, .scrollDown:
            let lines = button == .scrollUp ? -3 : 3
            if let rect = memo.frame.elements[InspectorView.scrollID], rect.contains(point) {
                scrollInspector(by: lines)
            } else if let info = memo.mainScroll {
                scroll(view: view, to: info.offset + lines, info: info)
            }
        case .middle, .right:
            break
        }
        return []
    }
}
