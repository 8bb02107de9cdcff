extension Frame {
    /// Draws `other` (a screen part rendered at its own size) at `origin`, taking over its element
    /// rectangles (moved by `origin`) and actions, scroll states and layouts, cursor and focus.
    package mutating func place(_ other: Frame, at origin: Point) {
        canvas.draw(other.canvas, at: origin)
        for (id, rect) in other.elements {
            register(
                id, rect: Rect(x: rect.x + origin.x, y: rect.y + origin.y, width: rect.width, height: rect.height),
                action: other.actions[id])
        }
        for (id, info) in other.scrolls { scrolls[id] = info }
        for (id, layout) in other.scrollLayouts { scrollLayouts[id] = layout }
        if let cursor = other.cursor { self.cursor = Point(x: cursor.x + origin.x, y: cursor.y + origin.y) }
        if let focused = other.focused { self.focused = focused }
    }
}
