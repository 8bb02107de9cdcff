import Flow
import Screens

// Focus: which element of each view has it, and how keys move it along the screen's layout.
extension SimulatorState {
    /// Focuses `id`; the view's scroll follows focus again.
    mutating func setFocus(_ id: ElementID, view: ViewID) {
        self[place: view].focus = id
        var state = self[place: view].scroll ?? SimulatorState.initialScroll
        state.followsFocus = true
        state.atStart = false
        self[place: view].scroll = state
    }

    /// Moves focus `steps` along the focus order of `layout` (wrapping at the ends or stopping there).
    mutating func moveFocus(by steps: Int, wrapping: Bool, view: ViewID, on layout: SimulatorLayout) {
        let stops = layout.focusStops
        // An element no longer listed counts as the first, as `FocusRing` starts there.
        let index = layout.focused.flatMap { stops.index(of: $0) } ?? 0
        if let target = FocusRing.target(from: index, by: steps, count: stops.count, wraps: wrapping) { setFocus(stops[target].id, view: view) }
        keepLayoutAfterFocusMove(view: view, on: layout)
    }

    /// Home: the view back at its top, as first shown, focus on the first element; End: the last
    /// element, the view scrolled to its bottom.
    mutating func focusEnd(first: Bool, view: ViewID, on layout: SimulatorLayout) {
        guard let id = (first ? layout.focusStops.first : layout.focusStops.last)?.id else {
            // Nothing to focus: the view still scrolls to its top or bottom.
            self[place: view].scroll = first ? .start : ScrollState(offset: Int.max / 2, followsFocus: false)
            return
        }
        setFocus(id, view: view)
        self[place: view].scroll = first ? .start : ScrollState(offset: Int.max / 2, followsFocus: true)
    }

    /// After focus moved on `layout`: the scroll offset the screen will show, as laying it out
    /// again would find it (the scroll view follows focus along the rows `layout` measured), so the
    /// next key sees where the view stands without the screen being laid out again.
    mutating func keepLayoutAfterFocusMove(view: ViewID, on layout: SimulatorLayout) {
        if let rows = layout.mainLayout, let state = self[place: view].scroll {
            self[place: view].scroll = SimulatorState.following(state, focus: self[place: view].focus, rows: rows, view: view)
        }
    }

    /// `state` after the scroll view of `view` with `rows` followed focus to `focus`: what drawing does.
    static func following(_ state: ScrollState, focus: ElementID?, rows: ScrollLayout, view: ViewID) -> ScrollState {
        var state = state
        let from = SimulatorState.followsFocusFromTop(view) && state.followsFocus ? 0 : state.offset
        state.offset = rows.start(offset: from, followsFocus: state.followsFocus, focused: focus)
        return state
    }
}
