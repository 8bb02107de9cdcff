/// Widgets one under another, each as tall as it needs, with blank rows between them.
package struct VStack: Widget {
    /// The children, top to bottom.
    package var children: [any Widget]
    /// Blank rows between children.
    package var spacing: Int

    /// A stack of `children`.
    package init(_ children: [any Widget], spacing: Int = 0) {
        self.children = children
        self.spacing = spacing
    }

    /// The children's heights plus spacing.
    package func height(forWidth width: Int) -> Int {
        children.reduce(0) { $0 + $1.height(forWidth: width) } + spacing * max(0, children.count - 1)
    }

    /// The children's focusable elements, in order.
    package var focusStops: [FocusStop] { children.flatMap(\.focusStops) }

    /// Whether a child holds `id`.
    package func containsFocusable(_ id: ElementID) -> Bool { children.contains { $0.containsFocusable(id) } }

    /// Draws the children from the top; those below the rectangle are not drawn.
    package func draw(in rect: Rect, into frame: inout Frame) {
        var y = rect.y
        for child in children {
            guard y < rect.maxY else { break }
            let height = child.height(forWidth: rect.width)
            child.draw(in: Rect(x: rect.x, y: y, width: rect.width, height: min(height, rect.maxY - y)), into: &frame)
            y += height + spacing
        }
    }
}

/// Blank rows.
package struct Spacer: Widget, Hashable {
    /// How many rows.
    package var rows: Int

    /// `rows` blank rows.
    package init(rows: Int = 1) { self.rows = max(0, rows) }

    /// `rows`, whatever the width.
    package func height(forWidth width: Int) -> Int { rows }

    /// Draws nothing.
    package func draw(in rect: Rect, into frame: inout Frame) {}
}
