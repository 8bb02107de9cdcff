import Flow
import Forms
import Store

/// What the last frame laid out: enough to move focus, page, and hit-test a click without drawing again.
struct RenderMemo: Sendable {
    /// The view drawn.
    var view: ViewID
    /// The terminal size.
    var size: Size
    /// The session revision it was drawn at.
    var revision: Int
    /// What of the app state it was drawn from.
    var token: AppToken
    /// The view's focusable elements in order, with their actions (those out of view too).
    var focusStops: [FocusStop]
    /// Their ids.
    var focusOrder: [ElementID]
    /// The focused element.
    var focused: ElementID?
    /// The whole screen as drawn: every visible element's rectangle and action, for hit-testing.
    var frame: Frame
    /// The view's main scroll view.
    var mainScroll: ScrollInfo?
    /// The inspector's scroll view.
    var inspectorScroll: ScrollInfo?
    /// The help overlay's scroll view.
    var helpScroll: ScrollInfo?
    /// The main scroll view's layout: where it will stand after a focus move, known without drawing.
    var mainLayout: ScrollLayout?
    /// Whether `elements` are where the current focus has them; false after focus moved without a
    /// frame (the scroll may have followed), so a click is hit-tested on a fresh one.
    var elementsCurrent = true

    /// What activating the focused element means.
    var focusedAction: ElementAction? { focused.flatMap { focusStops.action(of: $0) } }
}

/// The parts of the app state a view's layout depends on.
struct AppToken: Hashable, Sendable {
    var screen: AppScreen
    var presentedForm: Int?
    var privacySettingsVisible: Bool
    var launchCount: Int

    init(_ app: AppState) {
        screen = app.screen
        presentedForm = app.ump?.presented?.id
        privacySettingsVisible = app.privacySettingsVisible
        launchCount = app.launchCount
    }
}

extension UISession {
    /// A view shown for the first time starts at its top and on its first element in reading order
    /// (`FocusResolution`), scrolled only as far as that element needs: the same element at every
    /// terminal size, so a script's raw keys mean the same at 40x12 as at 200x60 (issue 15). On a
    /// small terminal that can hide the title; PgUp shows it.
    static let initialScroll = ScrollState(offset: 0, followsFocus: true)

    /// The main scroll view of `view`, if it has one.
    static func scrollID(for view: ViewID) -> ElementID? {
        switch view {
        case .home: HomeView.scrollID
        case .umpFirstLayer, .umpPrivacyOptions: UMPFirstLayerView.scrollID
        case .umpManageOptions: UMPManageOptionsView.scrollID
        case .umpVendors: UMPVendorListView.scrollID
        case .umpVendorDetail: UMPVendorDetailView.scrollID
        case .pacOptions, .pacLearnMore, .pacNPAConfirmation, .pacNPAOnly: PACFormView.scrollID
        case .attExplainer: ATTExplainerView.scrollID
        case .attAlert: ATTAlertView.scrollID
        case .usMessage: USStatesMessageView.scrollID
        case .notRunning: nil
        }
    }

    /// The whole screen for `app` at `size`: the current view, the inspector if on, the help line,
    /// and the help overlay or a notice on top. Below 40x12, the too-small screen.
    package func render(_ app: AppState, size: Size) -> RenderedScreen {
        if TooSmallScreen.applies(to: size) {
            return RenderedScreen(frame: TooSmallScreen.frame(size: size, glyphs: glyphs), focusStops: [])
        }
        let view = viewID(for: app)
        let layout = SessionLayout(size: size, inspector: inspectorVisible, device: device)
        let context = ViewContext(form: form, language: language, size: layout.main.size, focus: focusByView[view], glyphs: glyphs,
                                  texts: texts)
        let main = renderView(view, app: app, context: context)
        var frame: Frame
        if layout.main.width == size.width {
            // The view spans the width: it grows into the whole screen instead of being copied.
            frame = main.frame
            frame.canvas.extend(rows: size.height - layout.main.height)
        } else {
            frame = Frame(size: size, focused: main.frame.focused, glyphs: glyphs)
            frame.place(main.frame, at: Point(x: layout.main.x, y: layout.main.y))
        }
        if let rect = layout.inspector {
            let diff = inspectorBaseline.map { app.device.diff(from: $0) } ?? StoreDiff()
            var data = InspectorData(domain: app.device, diff: diff)
            data.verdicts = InspectorData.verdicts(of: app)
            let inspector = InspectorView.render(
                data, offset: inspectorOffset,
                context: ViewContext(form: form, language: language, size: rect.size, glyphs: glyphs, texts: texts))
            frame.place(inspector.frame, at: Point(x: rect.x, y: rect.y))
        }
        frame.focused = main.frame.focused
        helpLine(for: view, app: app, inspectorHidden: layout.inspectorHidden).draw(in: layout.helpLine, into: &frame)
        if helpVisible {
            HelpOverlay.draw(title: "Keys: \(view.rawValue)", entries: keyHelp(for: view, app: app).map { HelpLine.Entry($0.key, $0.detail) },
                             offset: helpOffset, into: &frame)
        }
        if let notice { OverlayNote.draw(notice, into: &frame) }
        // One pass gives every role the form's colours: links, box titles, focus, help and inspector alike.
        context.theme.recolor(&frame.canvas)
        return RenderedScreen(frame: frame, focusStops: main.focusStops)
    }

    /// The current view alone, at `context.size`.
    func renderView(_ view: ViewID, app: AppState, context: ViewContext) -> RenderedScreen {
        let scroll = scrollByView[view] ?? UISession.initialScroll
        switch view {
        case .home:
            let entry = form.ump.map { _ in context.text(.privacyOptionsEntry) } ?? "Privacy settings"
            let data = HomeViewData(app: app, appName: TerminalText.sanitize(form.app.name), iconGlyph: TerminalText.sanitize(form.app.iconGlyph),
                                    privacySettingsLabel: entry, offersPrivacyEntry: form.ump?.privacyOptionsEntryPoint ?? true)
            return HomeView.render(data, scroll: scroll, context: context)
        case .notRunning:
            return NotRunningView.render(context: context)
        case .umpFirstLayer, .umpPrivacyOptions:
            let settings = form.ump
            let data = UMPFirstLayerData(
                buttons: settings?.firstLayer.buttons ?? [.consent, .doNotConsent, .manageOptions],
                closeIcon: settings?.firstLayer.closeIcon ?? false, isPrivacyOptions: view == .umpPrivacyOptions,
                showsLegitimateInterest: ump?.showsLegitimateInterest ?? true, scroll: scroll)
            return UMPFirstLayerView.render(data, context: context)
        case .umpManageOptions:
            guard let ump else { return FallbackScreen.render(view, context: context) }
            let state = pages.form(for: app)
            return UMPManageOptionsView.render(
                UMPManageOptionsData(model: ump, draft: state.draft, expanded: state.expanded, scroll: scroll), context: context)
        case .umpVendors:
            guard let ump else { return FallbackScreen.render(view, context: context) }
            let state = pages.form(for: app)
            let positions = pages.positions(for: app)
            let data = UMPVendorListData(model: ump, draft: state.draft, search: state.search,
                                         vendorPositions: positions?.vendors, atpPositions: positions?.atps, scroll: scroll)
            return UMPVendorListView.render(data, context: context)
        case .umpVendorDetail:
            let state = pages.form(for: app)
            guard let ump, case .vendorDetail(let id) = state.page, let vendor = ump.vendorList.vendor(id: id) else {
                return FallbackScreen.render(view, context: context)
            }
            return UMPVendorDetailView.render(UMPVendorDetailData(vendor: vendor, model: ump, draft: state.draft, scroll: scroll),
                                              context: context)
        case .pacOptions, .pacLearnMore, .pacNPAConfirmation, .pacNPAOnly:
            guard let pac = app.screen.pacForm else { return FallbackScreen.render(view, context: context) }
            return PACFormView.render(pac.presentation, screen: pac.screen, context: context, scrollOffset: scroll.freeOffset)
        case .attExplainer:
            return ATTExplainerView.render(context: context, scrollOffset: scroll.freeOffset)
        case .attAlert:
            return ATTAlertView.render(context: context, scrollOffset: scroll.freeOffset)
        case .usMessage:
            return USStatesMessageView.render(context: context, scrollOffset: scroll.freeOffset)
        }
    }

    /// Records what a frame of `app` laid out, so keys and clicks can use it, and keeps the scroll
    /// offsets the views adjusted. After free scrolling (PgDn) moved the focused element out of view,
    /// focus goes to the first element in view and `needsRender` asks for another frame.
    package mutating func remember(_ rendered: RenderedScreen, app: AppState, size: Size) {
        let view = viewID(for: app)
        let frame = rendered.frame
        let scrollID = UISession.scrollID(for: view)
        var memo = RenderMemo(
            view: view, size: size, revision: revision, token: AppToken(app), focusStops: rendered.focusStops,
            focusOrder: rendered.focusOrder, focused: frame.focused, frame: frame, mainScroll: scrollID.flatMap { frame.scrolls[$0] },
            inspectorScroll: frame.scrolls[InspectorView.scrollID], helpScroll: helpVisible ? frame.scrolls[HelpOverlay.scrollID] : nil,
            mainLayout: scrollID.flatMap { frame.scrollLayouts[$0] })
        needsRender = false
        screenSize = size
        if let info = memo.mainScroll {
            var state = scrollByView[view] ?? UISession.initialScroll
            state.offset = info.offset
            scrollByView[view] = state
        }
        if let info = memo.inspectorScroll { inspectorOffset = info.offset }
        if let info = memo.helpScroll { helpOffset = info.offset }
        if let focused = frame.focused { focusByView[view] = focused }
        if let state = scrollByView[view], !state.followsFocus, let focused = frame.focused, frame.elements[focused] == nil,
           !TooSmallScreen.applies(to: size) {
            // The first element in view, preferring those inside the scrolled area over the fixed ones.
            let inScroll = scrollID.flatMap { frame.elements[$0] }
            let visible = rendered.focusOrder.compactMap { id in frame.elements[id].map { (id, $0) } }
            let candidate = (visible.first { inScroll?.contains(Point(x: $0.1.x, y: $0.1.y)) ?? false } ?? visible.first)?.0
            if let candidate {
                focusByView[view] = candidate
                memo.focused = candidate
            } else {
                // Nothing focusable in view: scroll to the focused element rather than hide focus.
                scrollByView[view]?.followsFocus = true
            }
            needsRender = true
        }
        self.memo = memo
    }

    /// Renders and remembers in one step (what a driver does for every frame), re-rendering once
    /// when focus had to follow a free scroll.
    package mutating func frame(_ app: AppState, size: Size) -> RenderedScreen {
        var rendered = render(app, size: size)
        remember(rendered, app: app, size: size)
        if needsRender {
            rendered = render(app, size: size)
            remember(rendered, app: app, size: size)
        }
        return rendered
    }

    /// Makes sure `memo` describes the current view of `app` at `screenSize` (draws a frame if not);
    /// `needsElements` also asks for element rectangles as the current focus has them.
    mutating func ensureMemo(_ app: AppState, needsElements: Bool = false) {
        let view = viewID(for: app)
        if let memo, memo.view == view, memo.revision == revision, memo.size == screenSize, memo.token == AppToken(app),
           memo.elementsCurrent || !needsElements {
            return
        }
        _ = frame(app, size: screenSize)
    }

    /// Whether `view`'s scroll view lays out from its top each frame while it follows focus (the
    /// overlay cards), rather than from where it last stood (the UMP pages and home, which move as
    /// little as possible).
    static func followsFocusFromTop(_ view: ViewID) -> Bool {
        switch view {
        case .pacOptions, .pacLearnMore, .pacNPAConfirmation, .pacNPAOnly, .attExplainer, .attAlert, .usMessage: true
        case .home, .notRunning, .umpFirstLayer, .umpPrivacyOptions, .umpManageOptions, .umpVendors, .umpVendorDetail: false
        }
    }

    /// After focus moved without a frame: the scroll offset the next frame will show (the scroll view
    /// follows focus from the remembered layout, exactly as drawing would), and the memo stays current
    /// for the next key, its element rectangles aside.
    mutating func keepLayoutAfterFocusMove(view: ViewID) {
        if let layout = memo?.mainLayout, var state = scrollByView[view] {
            let from = UISession.followsFocusFromTop(view) && state.followsFocus ? 0 : state.offset
            state.offset = layout.start(offset: from, followsFocus: state.followsFocus, focused: memo?.focused)
            scrollByView[view] = state
            memo?.mainScroll?.offset = state.offset
        }
        revision += 1
        memo?.revision = revision
        memo?.elementsCurrent = false
    }
}
