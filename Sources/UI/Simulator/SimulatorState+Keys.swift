import Flow

// Keys: what the table of bindings says a key means here and now, and doing it.
extension SimulatorState {
    /// Where keys are read now: the help overlay, the vendor search field, or the view on screen.
    var keyContext: KeyContext {
        if helpVisible { return .helpOverlay }
        let view = viewID
        if view == .umpVendors, memo?.focusedAction == .ump(.search) { return .vendorSearch }
        return .screen(view)
    }

    /// Whether `condition` holds now.
    func holds(_ condition: KeyCondition) -> Bool {
        switch condition {
        case .always: true
        case .privacySettingsShown: app.privacySettingsVisible
        case .umpRunning: app.ump != nil
        case .severalLanguages: form.languages.list.count > 1
        case .android: app.configuration.platform == .android
        }
    }

    /// The binding `key` means now (the layout it depends on is drawn first if it is stale); nil:
    /// the key does nothing here.
    package mutating func binding(for key: Key) -> KeyBinding? {
        ensureMemo()
        return KeyBindings.binding(for: key, in: keyContext, holds: holds)
    }

    /// A key press: a resize takes the new size; a mouse event clicks or scrolls; any other key does
    /// what its binding says (`KeyBindings.table`). A notice goes away with the next key.
    mutating func press(_ key: Key) -> [SimulatorEffect] {
        let hadNotice = notice != nil
        notice = nil
        switch key {
        case .resize(let size):
            screenSize = size
            return []
        case .mouse(let x, let y, let button):
            ensureMemo(needsElements: true)
            defer { revision += 1 }
            if helpVisible {
                clampHelpOffset()
                return []
            }
            return click(x: x, y: y, button: button, view: viewID)
        default:
            ensureMemo()
        }
        let context = keyContext
        guard let binding = KeyBindings.binding(for: key, in: context, holds: holds) else {
            // A key no binding handles changes nothing but the notice it clears: the state keeps its
            // revision, so the layout stays valid (each character of a paste into a screen without a
            // text field costs no frame).
            if context == .helpOverlay { clampHelpOffset() }
            if hadNotice { revision += 1 }
            return []
        }
        return perform(binding.command, key: key, in: context)
    }

    /// Does `command` for `key` pressed in `context` (activating an element does what the view that
    /// drew it recorded: `ElementAction`).
    mutating func perform(_ command: KeyCommand, key: Key, in context: KeyContext) -> [SimulatorEffect] {
        let view = viewID
        // Focus moves and keys into a full search field change nothing a frame shows but focus (the
        // layout stays as last drawn, so the next key needs no frame); everything else is a new revision.
        switch command {
        case .focusNext(let wrapping):
            moveFocus(by: 1, wrapping: wrapping, view: view)
            return []
        case .focusPrevious(let wrapping):
            moveFocus(by: -1, wrapping: wrapping, view: view)
            return []
        case .focusEdge(let first):
            focusEnd(first: first, view: view)
            keepLayoutAfterFocusMove(view: view)
            return []
        case .expand(let expanding):
            // Without a description to expand or collapse, Right and Left move focus.
            guard let item = expandableItem(expanding: expanding, view: view) else {
                moveFocus(by: expanding ? 1 : -1, wrapping: false, view: view)
                return []
            }
            pages.setExpanded(item, expanding)
        case .clearSearch:
            // An empty field is left for the results; a query is cleared first.
            guard !umpForm.search.text.isEmpty else {
                moveFocus(by: 1, wrapping: false, view: view)
                return []
            }
            editSearch(key)
        case .editSearch:
            // Typing into a full search field changes nothing, so it costs no new frame: a paste of
            // 100,000 characters stays linear and fast.
            if umpForm.search.text.count >= TextInput.maximumLength {
                switch key {
                case .char, .space: return []
                default: break
                }
            }
            editSearch(key)
        case .activate:
            // With nothing focused (a card shown from its top), a view with one button presses it.
            let stops = memo?.focusStops
            guard let id = memo?.focused ?? (stops?.count == 1 ? stops?.first?.id : nil), let action = stops?.action(of: id) else { break }
            // What the view that drew the element recorded activating it means.
            defer { revision += 1 }
            switch action {
            case .app(let event):
                return reduceApp(event, fromUser: true)
            case .pac(let action):
                return reduceApp(.pacForm(action), fromUser: true)
            case .ump(let action):
                // Page moves and switch flips stay on the pages; Confirm choices and Reject all are choices.
                switch pages.perform(action) {
                case .event(let event): return reduceApp(event, fromUser: true)
                case .focusSearch: setFocus(UMPElement.search, view: .umpVendors)
                case .none: break
                }
                return []
            case .page(let scrollView, let pages):
                page(scrollView, by: pages, view: view)
                return []
            }
        case .page(let direction): page(by: direction, view: view)
        case .back: goBack(view: view)
        case .dismiss:
            defer { revision += 1 }
            return reduceApp(.dismiss, fromUser: true)
        case .systemBack:
            return systemBack(view: view)
        case .openSearch:
            if ump != nil {
                pages.openSearch()
                setFocus(UMPElement.search, view: .umpVendors)
            }
        case .showHelp:
            helpVisible = true
            helpOffset = 0
        case .closeHelp:
            helpVisible = false
        case .scrollHelp(let lines, let pages):
            helpOffset = max(0, helpOffset + lines + pages * (memo?.helpScroll?.pageSize ?? 5))
        case .toggleInspector: inspectorVisible.toggle()
        case .scrollInspector(let pages): scrollInspector(by: pages * (memo?.inspectorScroll?.pageSize ?? 5))
        case .nextLanguage: showNextLanguage()
        case .app(let event):
            defer { revision += 1 }
            return reduceApp(event, fromUser: true)
        case .nextGeography:
            revision += 1
            var configuration = app.configuration
            configuration.debugGeography = SimulatorState.geography(after: configuration.debugGeography)
            notice = "relaunched in debug geography \(configuration.debugGeography)"
            return [.restart(configuration)]
        case .quit:
            return [.quit]
        }
        if context == .helpOverlay { clampHelpOffset() }
        revision += 1
        return []
    }

    /// Edits the search query with `key`; a new query has new matches, so the list goes back to its top.
    mutating func editSearch(_ key: Key) {
        if pages.editSearch(key) { self[place: .umpVendors].scroll = ScrollState() }
    }

    /// Keeps the help overlay's offset within its list.
    mutating func clampHelpOffset() {
        if let maxOffset = memo?.helpScroll?.maxOffset { helpOffset = min(helpOffset, maxOffset) }
    }

    /// Moves focus to the element `id` of the current view, as a script's `Focus <id>` does; false
    /// when the view has no such focusable element.
    mutating func focus(_ id: ElementID) -> Bool {
        ensureMemo()
        guard let memo, memo.focusStops.contains(id) else { return false }
        setFocus(id, view: memo.view)
        keepLayoutAfterFocusMove(view: memo.view)
        return true
    }

    /// Focuses and activates the element `id`, as a script's `Select <id>` does (a button is pressed,
    /// a switch flipped, a link followed); `.missing` when the view has no such focusable element.
    mutating func select(_ id: ElementID) -> [SimulatorEffect] {
        guard focus(id) else { return [.missing(id)] }
        return perform(.activate, key: .enter, in: keyContext)
    }
}

extension SimulatorState {
    /// Android's back button. No public source says how UMP for Android's form answers it, so this
    /// is a choice, documented in the Platforms article: on the pages after the first (Manage
    /// options, the vendor list, a vendor's details) it goes a page back, as the form's own back
    /// arrow does; on the first page, the privacy options form and the other cards it dismisses the
    /// form as Esc does (no decision: the status stays as it was and the app loads the form again);
    /// on the app's own screens it does nothing (leaving the app is not simulated).
    mutating func systemBack(view: ViewID) -> [SimulatorEffect] {
        switch view {
        case .umpManageOptions, .umpVendors, .umpVendorDetail:
            goBack(view: view)
            return []
        case .umpFirstLayer, .umpPrivacyOptions, .usMessage, .attExplainer:
            revision += 1
            return reduceApp(.dismiss, fromUser: true)
        case .home, .notRunning, .pacOptions, .pacLearnMore, .pacNPAConfirmation, .pacNPAOnly, .attAlert:
            return []
        }
    }
}
