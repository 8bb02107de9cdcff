/// The runtime's cache of the screen's layout, keyed by what the layout depends on: the whole
/// simulator state (its terminal size included), so it can never be stale.
///
/// It holds one entry, the state last laid out and its layout. A state that differs from it only by
/// where focus and scroll stand on the view on screen reuses its focus stops and scroll extents
/// (a focus move changes neither): Tab through a page and each key costs no layout, only the
/// element boxes a click needs are laid out again.
package struct LayoutCache: Sendable {
    private var entry: (state: SimulatorState, layout: SimulatorLayout)?

    /// An empty cache.
    package init() {}

    /// The layout of `state` at its size, with element boxes where its focus has them when
    /// `needsElements` (a click's hit test, a frame to show).
    package mutating func layout(of state: SimulatorState, needsElements: Bool) -> SimulatorLayout {
        // Another view or size is another layout: known without comparing the states.
        if let entry, entry.layout.size == state.screenSize, entry.state.viewID == state.viewID {
            let view = state.viewID
            let place = state[place: view]
            if entry.state[place: view] == place {
                if entry.layout.elementsCurrent || !needsElements, entry.state == state { return entry.layout }
            } else if !needsElements, let moved = LayoutCache.moved(entry.layout, of: entry.state, to: state) {
                self.entry = (state, moved)
                return moved
            }
        }
        let fresh = state.layout(size: state.screenSize)
        entry = (state, fresh)
        return fresh
    }

    /// Lays `state` out and sends what the layout found back through the reducer
    /// (`SimulatorAction.laidOut`) until the state says all of it: the layout keys are handled on
    /// and frames are shown from.
    package mutating func settle(_ state: inout SimulatorState, needsElements: Bool) -> SimulatorLayout {
        var layout = layout(of: state, needsElements: needsElements)
        // Focus that follows a free scroll into view is the one correction that changes the layout;
        // laid out again, nothing is left to correct.
        for _ in 0..<2 {
            guard let correction = state.correction(for: layout) else { break }
            _ = SimulatorReducer.reduce(&state, .laidOut(correction))
            if correction.refocused {
                layout = self.layout(of: state, needsElements: needsElements)
            } else {
                // What the correction writes is what the layout already shows.
                entry = (state, layout)
            }
        }
        return layout
    }

    /// `layout`, laid out for `old`, moved to `new`'s focus and scroll when the two states differ
    /// only there on the view on screen, and that scroll follows focus (or stands at the view's
    /// start); nil otherwise (a free scroll needs element boxes to find what is in view).
    static func moved(_ layout: SimulatorLayout, of old: SimulatorState, to new: SimulatorState) -> SimulatorLayout? {
        let view = new.viewID
        guard old.viewID == view, layout.view == view else { return nil }
        let place = new[place: view]
        guard place.focus != nil else { return nil }
        if let scroll = place.scroll, !scroll.followsFocus, !scroll.atStart { return nil }
        var a = old
        var b = new
        a[place: view] = ViewMemory.Place()
        b[place: view] = ViewMemory.Place()
        guard a == b else { return nil }
        var moved = layout.moved(to: place.focus, place: place.scroll)
        if let rows = layout.mainLayout, let scroll = place.scroll {
            moved.mainScroll?.offset = SimulatorState.following(scroll, focus: place.focus, rows: rows, view: view).offset
        }
        return moved
    }
}
