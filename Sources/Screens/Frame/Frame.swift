/// One rendered screen: the canvas plus what scripts and mouse clicks need to address its elements.
package struct Frame: Hashable, Sendable {
    /// The cells.
    package var canvas: Canvas
    /// Where each visible interactive element is (clipped to what is on screen).
    package var elements: [ElementID: Rect]
    /// What activating each visible element means, recorded with its rectangle by the widget that
    /// draws it (buttons, links, switches, scroll indicators).
    package var actions: [ElementID: ElementAction]
    /// The element with keyboard focus, if any.
    package var focused: ElementID?
    /// Where the text cursor should show (a search field being edited), or nil to hide it.
    package var cursor: Point?
    /// The state of each scroll view, by its id, so the screen can keep offsets between frames.
    package var scrolls: [ElementID: ScrollInfo]
    /// The chrome glyphs widgets draw with.
    package var glyphs: Glyphs
    /// What each scroll view laid out, by its id: bookkeeping for the simulator (where the next frame's
    /// offset will be after focus moves), not part of what is drawn, so equality ignores it.
    package var scrollLayouts: [ElementID: ScrollLayout]
    /// The scroll indicator's words after the arrow in the screen's language, `{count}` for the
    /// number of lines (the catalogue's `moreLines`); a view's context sets it.
    package var moreLines: String
    /// Whether widgets mark the focused element (reverse video, `›`, the search cursor): off for
    /// preview pictures, which show the screen as a person sees it before any key is pressed.
    package var marksFocus = true

    /// An empty frame of `size`.
    package init(size: Size, focused: ElementID? = nil, glyphs: Glyphs = .unicode) {
        self.canvas = Canvas(size: size)
        self.elements = [:]
        self.actions = [:]
        self.focused = focused
        self.cursor = nil
        self.scrolls = [:]
        self.glyphs = glyphs
        self.scrollLayouts = [:]
        self.moreLines = "{count} more"
    }

    /// Frames are equal when they draw and address the same things.
    package static func == (lhs: Frame, rhs: Frame) -> Bool {
        lhs.canvas == rhs.canvas && lhs.elements == rhs.elements && lhs.actions == rhs.actions && lhs.focused == rhs.focused
            && lhs.cursor == rhs.cursor
            && lhs.scrolls == rhs.scrolls && lhs.glyphs == rhs.glyphs
    }

    /// Hashes what `==` compares.
    package func hash(into hasher: inout Hasher) {
        hasher.combine(canvas)
        hasher.combine(elements)
        hasher.combine(actions)
        hasher.combine(focused)
        hasher.combine(cursor)
        hasher.combine(scrolls)
        hasher.combine(glyphs)
    }

    /// The frame's size.
    package var size: Size { canvas.size }

    /// Records where `id` is drawn, clipped to the canvas clip, and what activating it means;
    /// nothing is recorded if it is hidden.
    package mutating func register(_ id: ElementID, rect: Rect, action: ElementAction? = nil) {
        let visible = rect.intersection(canvas.clip).intersection(canvas.bounds)
        if visible.isEmpty {
            elements[id] = nil
            actions[id] = nil
            return
        }
        if let action { actions[id] = action }
        if let existing = elements[id] {
            // An element drawn in pieces (a wrapped label) is addressed by its bounding box.
            let left = min(existing.minX, visible.minX), top = min(existing.minY, visible.minY)
            let right = max(existing.maxX, visible.maxX), bottom = max(existing.maxY, visible.maxY)
            elements[id] = Rect(x: left, y: top, width: right - left, height: bottom - top)
        } else {
            elements[id] = visible
        }
    }

    /// The element under a cell (a mouse click), if any; the smallest one wins when they nest.
    package func element(at point: Point) -> ElementID? {
        var best: (id: ElementID, area: Int)?
        for (id, rect) in elements where rect.contains(point) {
            let area = rect.width * rect.height
            if let current = best, current.area < area || (current.area == area && current.id < id) { continue }
            best = (id, area)
        }
        return best?.id
    }

    /// Whether `id` is the focused element.
    package func isFocused(_ id: ElementID) -> Bool { marksFocus && focused == id }
}
