import Flow

// Focus: which element of each view has it, and how keys move it without drawing a frame.
extension SimulatorState {
    /// Focuses `id`; the view's scroll follows focus again.
    mutating func setFocus(_ id: ElementID, view: ViewID) {
        self[place: view].focus = id
        memo?.focused = id
        var state = self[place: view].scroll ?? SimulatorState.initialScroll
        state.followsFocus = true
        state.atStart = false
        self[place: view].scroll = state
    }

    /// Moves focus `steps` along the focus order (wrapping at the ends or stopping there), from the
    /// layout last drawn.
    mutating func moveFocus(by steps: Int, wrapping: Bool, view: ViewID) {
        if let memo {
            let stops = memo.focusStops
            // An element no longer listed counts as the first, as `FocusRing` starts there.
            let index = memo.focused.flatMap { stops.index(of: $0) } ?? 0
            if let target = FocusRing.target(from: index, by: steps, count: stops.count, wraps: wrapping) { setFocus(stops[target].id, view: view) }
        }
        keepLayoutAfterFocusMove(view: view)
    }

    /// Home: the view back at its top, as first shown, focus on the first element; End: the last
    /// element, the view scrolled to its bottom.
    mutating func focusEnd(first: Bool, view: ViewID) {
        guard let memo, let id = (first ? memo.focusStops.first : memo.focusStops.last)?.id else {
            // Nothing to focus: the view still scrolls to its top or bottom.
            self[place: view].scroll = first ? .start : ScrollState(offset: Int.max / 2, followsFocus: false)
            return
        }
        setFocus(id, view: view)
        self[place: view].scroll = first ? .start : ScrollState(offset: Int.max / 2, followsFocus: true)
    }

    /// After focus moved without a frame: the scroll offset the next frame will show (the scroll view
    /// follows focus from the remembered layout, exactly as drawing would), and the memo stays current
    /// for the next key, its element rectangles aside.
    mutating func keepLayoutAfterFocusMove(view: ViewID) {
        if let layout = memo?.mainLayout, var state = self[place: view].scroll {
            let from = SimulatorState.followsFocusFromTop(view) && state.followsFocus ? 0 : state.offset
            state.offset = layout.start(offset: from, followsFocus: state.followsFocus, focused: memo?.focused)
            self[place: view].scroll = state
            memo?.mainScroll?.offset = state.offset
        }
        revision += 1
        memo?.revision = revision
        memo?.elementsCurrent = false
    }
}
