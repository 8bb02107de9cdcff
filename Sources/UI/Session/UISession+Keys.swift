import Flow

extension UISession {
    /// Handles one key on what `app` shows; returns the events for the engine and whether to quit.
    ///
    /// Keys: Tab/Shift+Tab (wrapping) and Up/Down move focus; Left/Right move focus, or collapse and
    /// expand a description on Manage options; Enter and Space activate (toggle a switch, press a
    /// button, follow a link, expand; with nothing focused, the only button of a one-button view);
    /// PgUp/PgDn page; Home/End go to the ends; Esc is the form's
    /// dismiss (back on a vendor's details, clear in the search field); Backspace goes back a page;
    /// `/` searches vendors; `i` toggles the inspector (`[`/`]` scroll it); `?` help; `q` and
    /// Ctrl+C quit. On the home screen: `p` privacy settings, `r` relaunch, `R` reinstall,
    /// `d`/`m`/`y` clock +1 day, +1 month, +13 months, `u` UMP reset.
    package mutating func handle(_ key: Key, app: AppState) -> SessionResponse {
        notice = nil
        if case .ctrl("c") = key { return .quit }
        if case .resize(let size) = key {
            screenSize = size
            return .none
        }
        if case .mouse = key { ensureMemo(app, needsElements: true) } else { ensureMemo(app) }
        let view = viewID(for: app)
        if let move = focusMove(for: key, view: view) {
            // Only focus moves: the layout stays as last drawn, so the next key needs no frame.
            switch move {
            case .step(let steps, let wrapping): moveFocus(by: steps, wrapping: wrapping, view: view)
            case .edge(let first): focusEnd(first: first, view: view)
            }
            keepLayoutAfterFocusMove(view: view)
            return .none
        }
        if !helpVisible, view == .umpVendors, memo?.focusedAction == .ump(.search), umpForm.search.text.count >= TextInput.maximumLength {
            // Typing into a full search field changes nothing, so it costs no new frame: a paste of
            // 100,000 characters stays linear and fast.
            switch key {
            case .char, .space: return .none
            default: break
            }
        }
        defer { revision += 1 }
        if helpVisible { return handleInHelp(key) }
        if view == .umpVendors, memo?.focusedAction == .ump(.search), let response = handleInSearch(key, app: app) {
            return response
        }
        switch key {
        case .char("q"): return .quit
        case .char("?"):
            helpVisible = true
            helpOffset = 0
        case .char("i"):
            inspectorVisible.toggle()
        case .char("["): scrollInspector(by: -(memo?.inspectorScroll?.pageSize ?? 5))
        case .char("]"): scrollInspector(by: memo?.inspectorScroll?.pageSize ?? 5)
        case .tab, .backTab, .down, .up, .home, .end:
            break  // `focusMove` moved focus above.
        case .pageDown: page(by: 1, view: view)
        case .pageUp: page(by: -1, view: view)
        case .enter, .space:
            // With nothing focused (a card shown from its top), a view with one button presses it.
            let sole = memo?.focusOrder.count == 1 ? memo?.focusOrder.first : nil
            if let id = memo?.focused ?? sole, let action = memo?.focusStops.action(of: id) { return perform(action, view: view, app: app) }
        case .right: setExpanded(true, view: view, app: app)  // Without a description to expand, `focusMove` moved focus.
        case .left: setExpanded(false, view: view, app: app)
        case .escape: return escape(view: view, app: app)
        case .backspace: goBack(view: view, app: app)
        case .mouse(let x, let y, let button): return click(x: x, y: y, button: button, view: view, app: app)
        case .char(let c): return shortcut(c, view: view, app: app)
        case .delete, .ctrl, .resize: break
        }
        return .none
    }

    /// Moves focus to the element `id` of the current view, as a script's `Focus <id>` does; false
    /// when the view has no such focusable element.
    package mutating func focus(_ id: ElementID, app: AppState) -> Bool {
        ensureMemo(app)
        guard let memo, memo.focusOrder.contains(id) else { return false }
        setFocus(id, view: memo.view)
        keepLayoutAfterFocusMove(view: memo.view)
        return true
    }

    /// Focuses and activates the element `id`, as a script's `Select <id>` does (a button is pressed,
    /// a switch flipped, a link followed); nil when the view has no such focusable element.
    package mutating func activate(_ id: ElementID, app: AppState) -> SessionResponse? {
        guard focus(id, app: app) else { return nil }
        defer { revision += 1 }
        guard let action = memo?.focusStops.action(of: id) else { return SessionResponse.none }
        return perform(action, view: viewID(for: app), app: app)
    }

    // MARK: - Focus and scrolling

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
        focusByView[view] = id
        memo?.focused = id
        var state = scrollByView[view] ?? UISession.initialScroll
        state.followsFocus = true
        scrollByView[view] = state
    }

    mutating func moveFocus(by steps: Int, wrapping: Bool, view: ViewID) {
        guard let memo, !memo.focusOrder.isEmpty else { return }
        var ring = FocusRing(ids: memo.focusOrder, focused: memo.focused, wraps: wrapping)
        ring.move(by: steps)
        if let id = ring.focused { setFocus(id, view: view) }
    }

    mutating func focusEnd(first: Bool, view: ViewID) {
        guard let memo, let id = first ? memo.focusOrder.first : memo.focusOrder.last else { return }
        setFocus(id, view: view)
        scrollByView[view] = ScrollState(offset: first ? 0 : Int.max / 2, followsFocus: true)
    }

    /// Scrolls the view a page; focus follows into view after the next frame (`remember`).
    mutating func page(by direction: Int, view: ViewID) {
        guard let info = memo?.mainScroll, info.isScrollable else {
            focusEnd(first: direction < 0, view: view)
            return
        }
        scroll(view: view, to: info.offset + direction * info.pageSize, info: info)
    }

    /// Scrolls the view freely to `offset` (clamped).
    mutating func scroll(view: ViewID, to offset: Int, info: ScrollInfo) {
        scrollByView[view] = ScrollState(offset: min(max(0, offset), info.maxOffset), followsFocus: false)
        needsRender = true
    }

    mutating func scrollInspector(by lines: Int) {
        guard inspectorVisible else { return }
        let maxOffset = memo?.inspectorScroll?.maxOffset ?? 0
        inspectorOffset = min(max(0, inspectorOffset + lines), maxOffset)
    }

    // MARK: - Pages

    /// The Manage options item whose description `expanding` would expand or collapse: the focused
    /// disclosure, or the item the focused switch sits under, if it is not already as asked.
    func expandableItem(expanding: Bool, view: ViewID) -> ElementID? {
        guard view == .umpManageOptions else { return nil }
        let item: ElementID?
        switch memo?.focusedAction {
        case .ump(.toggleDetails(let disclosed))?: item = disclosed
        case .ump(.toggle(let target))?: item = target.describedItem
        default: item = nil
        }
        guard let item else { return nil }
        return umpForm.expanded.contains(item) != expanding ? item : nil
    }

    /// Expands or collapses the description of the focused item on Manage options, if it has one.
    mutating func setExpanded(_ expanded: Bool, view: ViewID, app: AppState) {
        guard let item = expandableItem(expanding: expanded, view: view) else { return }
        pages.setExpanded(item, expanded, in: app)
    }

    /// Backspace: back a page on the UMP pages after the first layer.
    mutating func goBack(view: ViewID, app: AppState) {
        switch view {
        case .umpManageOptions, .umpVendors, .umpVendorDetail:
            pages.goBack(in: app)
        case .home, .notRunning, .umpFirstLayer, .umpPrivacyOptions, .pacOptions, .pacLearnMore, .pacNPAConfirmation, .pacNPAOnly,
             .attExplainer, .attAlert, .usMessage:
            break
        }
    }

    /// Esc: back from a vendor's details; the form's dismiss on the UMP pages; the stand-ins' own.
    mutating func escape(view: ViewID, app: AppState) -> SessionResponse {
        switch view {
        case .umpVendorDetail:
            goBack(view: view, app: app)
            return .none
        case .umpFirstLayer, .umpPrivacyOptions, .umpManageOptions, .umpVendors:
            return emit([.dismiss], app: app)
        case .attExplainer, .usMessage, .pacOptions, .pacLearnMore, .pacNPAConfirmation, .pacNPAOnly:
            // The explainer and the US message close without a choice; the PAC page sends its own
            // `close_app` dismiss (the engine reloads the form).
            return emit([.dismiss], app: app)
        case .attAlert:
            // The system alert cannot be dismissed without an answer.
            return .none
        case .home, .notRunning:
            return .none
        }
    }

    /// Single-character shortcuts of the current view.
    mutating func shortcut(_ c: Character, view: ViewID, app: AppState) -> SessionResponse {
        if c == "l", view != .umpVendors || memo?.focusedAction != .ump(.search) {
            showNextLanguage()
            return .none
        }
        switch view {
        case .home, .notRunning:
            let event: AppEvent?
            switch c {
            case "p": event = app.privacySettingsVisible && view == .home ? .tapPrivacySettings : nil
            case "r": event = .relaunch
            case "R": event = .reinstall
            case "d": event = .advanceClock(days: 1)
            case "m": event = .advanceClockMonths(1)
            case "y": event = .advanceClockMonths(13)
            case "u": event = app.ump != nil ? .umpReset : nil
            case "g" where app.ump != nil:
                return SessionResponse(geography: UISession.geography(after: app.configuration.debugGeography))
            default: event = nil
            }
            return event.map { emit([$0], app: app) } ?? .none
        case .umpFirstLayer, .umpPrivacyOptions, .umpManageOptions, .umpVendors, .umpVendorDetail:
            guard c == "/", ump != nil else { return .none }
            pages.openSearch(in: app)
            setFocus(UMPElement.search, view: .umpVendors)
            return .none
        case .pacOptions, .pacLearnMore, .pacNPAConfirmation, .pacNPAOnly, .attExplainer, .attAlert, .usMessage:
            return .none
        }
    }
}
