import Flow
import Screens

// Keys: what the table of bindings says a key means here and now, and doing it.
extension SimulatorState {
    /// Where keys are read on `layout`: the help overlay, the vendor search field, or the view on screen.
    func keyContext(_ layout: SimulatorLayout) -> KeyContext {
        helpVisible ? .helpOverlay : helpContext(focusedAction: layout.focusedAction)
    }

    /// Whether `condition` holds now.
    func holds(_ condition: KeyCondition) -> Bool {
        switch condition {
        case .always: true
        case .privacySettingsShown: app.privacySettingsVisible
        case .umpRunning: app.ump != nil
        case .severalLanguages: form.languages.list.count > 1
        case .android: app.configuration.platform == .android
        case .learnMoreOffered: form.learnMoreItemCount > 0
        }
    }

    /// The binding `key` means on `layout`, the screen's layout now; nil: the key does nothing here.
    package func binding(for key: Key, on layout: SimulatorLayout) -> KeyBinding? {
        KeyBindings.binding(for: key, in: keyContext(layout), holds: holds)
    }

    /// A key press on `layout` (the screen's layout now): a mouse event clicks or scrolls; any other
    /// key does what its binding says (`KeyBindings.table`). A notice goes away with the next key.
    /// (A resize the reducer takes itself: it needs no layout.)
    mutating func press(_ key: Key, on layout: SimulatorLayout) -> [SimulatorEffect] {
        notice = nil
        switch key {
        case .mouse(let x, let y, let button):
            if helpVisible {
                clampHelpOffset(layout)
                return []
            }
            return click(x: x, y: y, button: button, view: viewID, on: layout)
        default:
            break
        }
        let context = keyContext(layout)
        guard let binding = KeyBindings.binding(for: key, in: context, holds: holds) else {
            // A key no binding handles changes nothing but the notice it clears, so the layout the
            // runtime keeps stays valid (each character of a paste into a screen without a text field
            // costs no layout).
            if context == .helpOverlay { clampHelpOffset(layout) }
            return []
        }
        return perform(binding.command, key: key, in: context, on: layout)
    }

    /// Does `command` for `key` pressed in `context` on `layout` (activating an element does what
    /// the view that drew it recorded: `ElementAction`).
    mutating func perform(_ command: KeyCommand, key: Key, in context: KeyContext, on layout: SimulatorLayout) -> [SimulatorEffect] {
        let view = viewID
        // Focus moves and keys into a full search field change nothing a frame shows but focus, so
        // the runtime moves its layout to the new focus without laying the screen out again.
        switch command {
        case .focusNext(let wrapping):
            moveFocus(by: 1, wrapping: wrapping, view: view, on: layout)
            return []
        case .focusPrevious(let wrapping):
            moveFocus(by: -1, wrapping: wrapping, view: view, on: layout)
            return []
        case .focusEdge(let first):
            focusEnd(first: first, view: view, on: layout)
            keepLayoutAfterFocusMove(view: view, on: layout)
            return []
        case .expand(let expanding):
            // Without a description to expand or collapse, Right and Left move focus.
            guard let item = expandableItem(expanding: expanding, view: view, on: layout) else {
                moveFocus(by: expanding ? 1 : -1, wrapping: false, view: view, on: layout)
                return []
            }
            pages.setExpanded(item, expanding)
        case .clearSearch:
            // An empty field is left for the results; a query is cleared first.
            guard !umpForm.search.text.isEmpty else {
                moveFocus(by: 1, wrapping: false, view: view, on: layout)
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
            let stops = layout.focusStops
            guard let id = layout.focused ?? (stops.count == 1 ? stops.first?.id : nil), let action = stops.action(of: id) else { break }
            // What the view that drew the element recorded activating it means.
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
                page(scrollView, by: pages, view: view, on: layout)
                return []
            }
        case .page(let direction): page(by: direction, view: view, on: layout)
        case .back: goBack(view: view)
        case .dismiss:
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
            helpOffset = max(0, helpOffset + lines + pages * (layout.helpScroll?.pageSize ?? 5))
        case .toggleInspector: inspectorVisible.toggle()
        case .scrollInspector(let pages): scrollInspector(by: pages * (layout.inspectorScroll?.pageSize ?? 5), on: layout)
        case .nextLanguage: showNextLanguage()
        case .app(let event):
            return reduceApp(event, fromUser: true)
        case .nextGeography:
            var configuration = app.configuration
            configuration.debugGeography = SimulatorState.geography(after: configuration.debugGeography)
            notice = "relaunched in debug geography \(configuration.debugGeography)"
            return [.restart(configuration)]
        case .quit:
            return [.quit]
        }
        if context == .helpOverlay { clampHelpOffset(layout) }
        return []
    }

    /// Edits the search query with `key`; a new query has new matches, so the list goes back to its top.
    mutating func editSearch(_ key: Key) {
        if pages.editSearch(key) { self[place: .umpVendors].scroll = ScrollState() }
    }

    /// Keeps the help overlay's offset within its list.
    mutating func clampHelpOffset(_ layout: SimulatorLayout) {
        if let maxOffset = layout.helpScroll?.maxOffset { helpOffset = min(helpOffset, maxOffset) }
    }

    /// Moves focus to the element `id` of the current view on `layout`, as a script's `Focus <id>`
    /// does; false when the view has no such focusable element.
    mutating func focus(_ id: ElementID, on layout: SimulatorLayout) -> Bool {
        guard layout.view == viewID, layout.focusStops.contains(id) else { return false }
        setFocus(id, view: layout.view)
        keepLayoutAfterFocusMove(view: layout.view, on: layout.focusing(id))
        return true
    }

    /// Focuses and activates the element `id` on `layout`, as a script's `Select <id>` does (a
    /// button is pressed, a switch flipped, a link followed); `.missing` when the view has no such
    /// focusable element.
    mutating func select(_ id: ElementID, on layout: SimulatorLayout) -> [SimulatorEffect] {
        guard focus(id, on: layout) else { return [.missing(id)] }
        let focused = layout.focusing(id)
        return perform(.activate, key: .enter, in: keyContext(focused), on: focused)
    }
}

extension SimulatorState {
    /// Android's back button. No public source says how UMP for Android's form answers it, so this
    /// is a choice, documented in the Platforms article: on the pages after the first (Manage
    /// options, the vendor list, a vendor's details) it goes a page back, as the form's own back
    /// arrow does, and closes a "Learn more" item's help dialog; on the first page, the privacy options form and the other cards it dismisses the
    /// form as Esc does (no decision: the status stays as it was and the app loads the form again);
    /// on the app's own screens it does nothing (leaving the app is not simulated).
    mutating func systemBack(view: ViewID) -> [SimulatorEffect] {
        switch view {
        case .umpManageOptions, .umpVendors, .umpVendorDetail, .umpHelpDialog:
            goBack(view: view)
            return []
        case .umpFirstLayer, .umpPrivacyOptions, .usMessage, .attExplainer:
            return reduceApp(.dismiss, fromUser: true)
        case .home, .notRunning, .pacOptions, .pacLearnMore, .pacNPAConfirmation, .pacNPAOnly, .attAlert:
            return []
        }
    }
}
