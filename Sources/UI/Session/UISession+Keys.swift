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
        // A key that changes nothing keeps the frame: a paste into a screen without a text field
        // (100,000 characters on the first layer) drew the screen again for each character.
        var changed = true
        defer { if changed { revision += 1 } }
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
            let sole = memo?.focusStops.count == 1 ? memo?.focusStops.first?.id : nil
            if let id = memo?.focused ?? sole, let action = memo?.focusStops.action(of: id) { return perform(action, view: view, app: app) }
        case .right: setExpanded(true, view: view, app: app)  // Without a description to expand, `focusMove` moved focus.
        case .left: setExpanded(false, view: view, app: app)
        case .escape: return escape(view: view, app: app)
        case .backspace: goBack(view: view, app: app)
        case .mouse(let x, let y, let button): return click(x: x, y: y, button: button, view: view, app: app)
        case .char(let c):
            guard let response = shortcut(c, view: view, app: app) else {
                changed = false
                return .none
            }
            return response
        case .delete, .ctrl, .resize: break
        }
        return .none
    }

    /// Moves focus to the element `id` of the current view, as a script's `Focus <id>` does; false
    /// when the view has no such focusable element.
    package mutating func focus(_ id: ElementID, app: AppState) -> Bool {
        ensureMemo(app)
        guard let memo, memo.focusStops.contains(id) else { return false }
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

    /// Single-character shortcuts of the current view; nil when `c` does nothing there.
    mutating func shortcut(_ c: Character, view: ViewID, app: AppState) -> SessionResponse? {
        if c == "l", view != .umpVendors || memo?.focusedAction != .ump(.search) {
            showNextLanguage()
            return SessionResponse.none
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
            return event.map { emit([$0], app: app) }
        case .umpFirstLayer, .umpPrivacyOptions, .umpManageOptions, .umpVendors, .umpVendorDetail:
            guard c == "/", ump != nil else { return nil }
            pages.openSearch(in: app)
            setFocus(UMPElement.search, view: .umpVendors)
            return SessionResponse.none
        case .pacOptions, .pacLearnMore, .pacNPAConfirmation, .pacNPAOnly, .attExplainer, .attAlert, .usMessage:
            return nil
        }
    }
}
