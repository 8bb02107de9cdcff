import Flow

extension UISession {
    /// Handles one key on what `app` shows; returns the events for the engine and whether to quit.
    ///
    /// Keys: Tab/Shift+Tab (wrapping) and Up/Down move focus; Left/Right move focus, or collapse and
    /// expand a description on Manage options; Enter and Space activate (toggle a switch, press a
    /// button, follow a link, expand); PgUp/PgDn page; Home/End go to the ends; Esc is the form's
    /// dismiss (back on a vendor's details, clear in the search field); Backspace goes back a page;
    /// `/` searches vendors; `i` toggles the inspector (`[`/`]` scroll it); `?` help; `q` and
    /// Ctrl+C quit. On the home screen: `p` privacy settings, `r` relaunch, `R` reinstall,
    /// `d`/`m`/`y` clock +1 day, +1 month, +13 months, `u` UMP reset.
    public mutating func handle(_ key: Key, app: AppState) -> SessionResponse {
        sync(with: app)
        notice = nil
        if case .ctrl("c") = key { return .quit }
        if case .resize = key { return .none }
        ensureMemo(app)
        defer { revision += 1 }
        let view = viewID(for: app)
        if helpVisible { return handleInHelp(key) }
        if view == .umpVendors, memo?.focused == UMPElement.search, let response = handleInSearch(key, app: app) {
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
        case .tab: moveFocus(by: 1, wrapping: true, view: view)
        case .backTab: moveFocus(by: -1, wrapping: true, view: view)
        case .down: moveFocus(by: 1, wrapping: false, view: view)
        case .up: moveFocus(by: -1, wrapping: false, view: view)
        case .home: focusEnd(first: true, view: view)
        case .end: focusEnd(first: false, view: view)
        case .pageDown: page(by: 1, view: view)
        case .pageUp: page(by: -1, view: view)
        case .enter, .space:
            if let id = memo?.focused { return perform(id, view: view, app: app) }
        case .right:
            if !setExpanded(true, view: view) { moveFocus(by: 1, wrapping: false, view: view) }
        case .left:
            if !setExpanded(false, view: view) { moveFocus(by: -1, wrapping: false, view: view) }
        case .escape: return escape(view: view, app: app)
        case .backspace: goBack(view: view)
        case .mouse(let x, let y, let button): return click(x: x, y: y, button: button, view: view, app: app)
        case .char(let c): return shortcut(c, view: view, app: app)
        case .delete, .ctrl, .resize: break
        }
        return .none
    }

    /// Moves focus to the element `id` of the current view, as a script's `Focus <id>` does; false
    /// when the view has no such focusable element.
    public mutating func focus(_ id: ElementID, app: AppState) -> Bool {
        sync(with: app)
        ensureMemo(app)
        guard let memo, memo.focusOrder.contains(id) else { return false }
        defer { revision += 1 }
        setFocus(id, view: memo.view)
        return true
    }

    /// Focuses and activates the element `id`, as a script's `Select <id>` does (a button is pressed,
    /// a switch flipped, a link followed); nil when the view has no such focusable element.
    public mutating func activate(_ id: ElementID, app: AppState) -> SessionResponse? {
        guard focus(id, app: app) else { return nil }
        defer { revision += 1 }
        return perform(id, view: viewID(for: app), app: app)
    }

    // MARK: - Focus and scrolling

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

    /// Expands or collapses the description of the focused item on Manage options; false when the
    /// focused element belongs to no expandable item (or it already is as asked).
    mutating func setExpanded(_ expanded: Bool, view: ViewID) -> Bool {
        guard view == .umpManageOptions, let focused = memo?.focused else { return false }
        let parts = focused.rawValue.split(separator: ".")
        guard parts.count >= 2, ["purpose", "specialPurpose", "feature", "specialFeature"].contains(parts[0]) else { return false }
        let item = ElementID("\(parts[0]).\(parts[1])")
        guard umpForm.expanded.contains(item) != expanded else { return false }
        if expanded { umpForm.expanded.insert(item) } else { umpForm.expanded.remove(item) }
        return true
    }

    mutating func goBack(view: ViewID) {
        switch view {
        case .umpManageOptions, .umpVendors, .umpVendorDetail:
            if umpForm.pages.count > 1 { umpForm.pages.removeLast() }
        case .home, .notRunning, .umpFirstLayer, .umpPrivacyOptions, .pacOptions, .pacLearnMore, .pacNPAConfirmation, .pacNPAOnly,
             .attExplainer, .attAlert, .usMessage:
            break
        }
    }

    mutating func push(_ page: UMPPage) {
        if umpForm.page != page { umpForm.pages.append(page) }
    }

    /// Esc: back from a vendor's details; the form's dismiss on the UMP pages; the stand-ins' own.
    mutating func escape(view: ViewID, app: AppState) -> SessionResponse {
        switch view {
        case .umpVendorDetail:
            goBack(view: view)
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
            default: event = nil
            }
            return event.map { emit([$0], app: app) } ?? .none
        case .umpFirstLayer, .umpPrivacyOptions, .umpManageOptions, .umpVendors, .umpVendorDetail:
            guard c == "/", ump != nil else { return .none }
            if umpForm.page != .vendors {
                if case .vendorDetail = umpForm.page { umpForm.pages.removeLast() }
                push(.vendors)
            }
            setFocus(UMPElement.search, view: .umpVendors)
            return .none
        case .pacOptions, .pacLearnMore, .pacNPAConfirmation, .pacNPAOnly, .attExplainer, .attAlert, .usMessage:
            return .none
        }
    }
}
