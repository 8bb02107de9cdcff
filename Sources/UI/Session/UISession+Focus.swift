import Flow

// Focus: which element of each view has it, and how keys move it without drawing a frame.
extension UISession {
    /// How a key that does nothing but move focus moves it.
    enum FocusMove: Hashable {
        /// Along the focus order (Tab wraps at the ends, the arrows stop).
        case step(Int, wrapping: Bool)
        /// To the first or the last element.
        case edge(first: Bool)
    }

    /// The focus move `key` makes on `view`, or nil when it does anything else (help is up, it types
    /// into the search field, it expands a description, it is not a movement key).
    func focusMove(for key: Key, view: ViewID) -> FocusMove? {
        if helpVisible { return nil }
        if view == .umpVendors, memo?.focusedAction == .ump(.search) {
            // In the search field, Enter, Down and Tab go to the results, Up and Shift+Tab back; Esc
            // leaves an empty field (and clears a query first). Other keys edit the query.
            switch key {
            case .enter, .down, .tab: return .step(1, wrapping: false)
            case .up, .backTab: return .step(-1, wrapping: false)
            case .escape: return umpForm.search.text.isEmpty ? .step(1, wrapping: false) : nil
            default: return nil
            }
        }
        switch key {
        case .tab: return .step(1, wrapping: true)
        case .backTab: return .step(-1, wrapping: true)
        case .down: return .step(1, wrapping: false)
        case .up: return .step(-1, wrapping: false)
        case .home: return .edge(first: true)
        case .end: return .edge(first: false)
        case .right: return expandableItem(expanding: true, view: view) == nil ? .step(1, wrapping: false) : nil
        case .left: return expandableItem(expanding: false, view: view) == nil ? .step(-1, wrapping: false) : nil
        default: return nil
        }
    }

    /// Focuses `id`; the view's scroll follows focus again.
    mutating func setFocus(_ id: ElementID, view: ViewID) {
        self[place: view].focus = id
        memo?.focused = id
        var state = self[place: view].scroll ?? UISession.initialScroll
        state.followsFocus = true
        self[place: view].scroll = state
    }

    mutating func moveFocus(by steps: Int, wrapping: Bool, view: ViewID) {
        guard let memo else { return }
        let stops = memo.focusStops
        // An element no longer listed counts as the first, as `FocusRing` starts there.
        let index = memo.focused.flatMap { stops.index(of: $0) } ?? 0
        if let target = FocusRing.target(from: index, by: steps, count: stops.count, wraps: wrapping) { setFocus(stops[target].id, view: view) }
    }

    mutating func focusEnd(first: Bool, view: ViewID) {
        guard let memo, let id = (first ? memo.focusStops.first : memo.focusStops.last)?.id else { return }
        setFocus(id, view: view)
        self[place: view].scroll = ScrollState(offset: first ? 0 : Int.max / 2, followsFocus: true)
    }

    /// After focus moved without a frame: the scroll offset the next frame will show (the scroll view
    /// follows focus from the remembered layout, exactly as drawing would), and the memo stays current
    /// for the next key, its element rectangles aside.
    mutating func keepLayoutAfterFocusMove(view: ViewID) {
        if let layout = memo?.mainLayout, var state = self[place: view].scroll {
            let from = UISession.followsFocusFromTop(view) && state.followsFocus ? 0 : state.offset
            state.offset = layout.start(offset: from, followsFocus: state.followsFocus, focused: memo?.focused)
            self[place: view].scroll = state
            memo?.mainScroll?.offset = state.offset
        }
        revision += 1
        memo?.revision = revision
        memo?.elementsCurrent = false
    }
}
