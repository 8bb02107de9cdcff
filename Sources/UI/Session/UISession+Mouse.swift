import Flow

// The mouse: clicks and the wheel, hit-tested on the last frame's element rectangles.
extension UISession {
    /// A mouse event: a click focuses and activates what it hits (or pages at a scroll indicator);
    /// the wheel scrolls whatever is under the pointer.
    mutating func click(x: Int, y: Int, button: MouseButton, view: ViewID, app: AppState) -> SessionResponse {
        guard let memo else { return .none }
        let point = Point(x: x, y: y)
        switch button {
        case .left:
            guard let hit = UISession.element(at: point, in: memo.elements) else { return .none }
            if memo.focusOrder.contains(hit) {
                setFocus(hit, view: view)
                return perform(hit, view: view, app: app)
            }
            if let scrollID = UISession.scrollID(for: view), let info = memo.mainScroll {
                if hit == scrollID.child("scrollDown") { scroll(view: view, to: info.offset + info.pageSize, info: info) }
                if hit == scrollID.child("scrollUp") { scroll(view: view, to: info.offset - info.pageSize, info: info) }
            }
            if hit == InspectorView.scrollID.child("scrollDown") { scrollInspector(by: memo.inspectorScroll?.pageSize ?? 5) }
            if hit == InspectorView.scrollID.child("scrollUp") { scrollInspector(by: -(memo.inspectorScroll?.pageSize ?? 5)) }
        case .scrollUp, .scrollDown:
            let lines = button == .scrollUp ? -3 : 3
            if let rect = memo.elements[InspectorView.scrollID], rect.contains(point) {
                scrollInspector(by: lines)
            } else if let info = memo.mainScroll {
                scroll(view: view, to: info.offset + lines, info: info)
            }
        case .middle, .right:
            break
        }
        return .none
    }

    /// The smallest element containing `point`, like `Frame.element(at:)`.
    static func element(at point: Point, in elements: [ElementID: Rect]) -> ElementID? {
        var best: (id: ElementID, area: Int)?
        for (id, rect) in elements where rect.contains(point) {
            let area = rect.width * rect.height
            if let current = best, current.area < area || (current.area == area && current.id < id) { continue }
            best = (id, area)
        }
        return best?.id
    }
}
