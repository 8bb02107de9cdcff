import Flow
import Forms
import Store

extension SimulatorState {
    /// The whole screen at `size`: the current view, the inspector if on, the help line, and the
    /// help overlay or a notice on top. Below 40x12, the too-small screen. A `picture` (what
    /// `preview` draws) has no focus marks and no key hints: a phone shows neither.
    package func render(size: Size, picture: Bool = false) -> RenderedScreen {
        if TooSmallScreen.applies(to: size) {
            return RenderedScreen(frame: TooSmallScreen.frame(size: size, glyphs: glyphs), focusStops: [])
        }
        let view = viewID
        let layout = ScreenLayout(size: size, inspector: inspectorVisible, device: device)
        var context = ViewContext(
            form: form, language: language, size: layout.main.size, focus: self[place: view].focus, glyphs: glyphs,
            texts: texts)
        context.marksFocus = !picture
        let main = renderView(view, context: context)
        var frame: Frame
        if layout.main.width == size.width {
            // The view spans the width: it grows into the whole screen instead of being copied.
            frame = main.frame
            frame.canvas.extend(rows: size.height - layout.main.height)
        } else {
            frame = Frame(size: size, focused: main.frame.focused, glyphs: glyphs)
            frame.marksFocus = !picture
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
        if !picture { helpLine(inspectorHidden: layout.inspectorHidden).draw(in: layout.helpLine, into: &frame) }
        if helpVisible {
            HelpOverlay.draw(title: "Keys: \(view.rawValue)", entries: overlayEntries, offset: helpOffset, into: &frame)
        }
        if let notice { OverlayNote.draw(notice, into: &frame) }
        // One pass gives every role the form's colours: links, box titles, focus, help and inspector alike.
        context.theme.recolor(&frame.canvas)
        return RenderedScreen(frame: frame, focusStops: main.focusStops)
    }

    /// Records what a frame laid out, so keys and clicks can use it, and keeps the scroll offsets the
    /// views adjusted. After free scrolling (PgDn) moved the focused element out of view,
    /// focus goes to the first element in view and `needsRender` asks for another frame; with none
    /// in view (home's status rows) the view stays where it was scrolled and focus waits below the
    /// fold for the next focus key. A view at its start keeps its first element focused.
    mutating func remember(_ rendered: RenderedScreen, size: Size) {
        let view = viewID
        let frame = rendered.frame
        let scrollID = SimulatorState.scrollID(for: view)
        var memo = RenderMemo(
            view: view, size: size, revision: revision, token: AppToken(app), focusStops: rendered.focusStops,
            focused: frame.focused, frame: frame, mainScroll: scrollID.flatMap { frame.scrolls[$0] },
            inspectorScroll: frame.scrolls[InspectorView.scrollID], helpScroll: helpVisible ? frame.scrolls[HelpOverlay.scrollID] : nil,
            mainLayout: scrollID.flatMap { frame.scrollLayouts[$0] })
        needsRender = false
        screenSize = size
        if let info = memo.mainScroll {
            var state = self[place: view].scroll ?? SimulatorState.initialScroll
            state.offset = info.offset
            self[place: view].scroll = state
        }
        if let info = memo.inspectorScroll { inspectorOffset = info.offset }
        if let info = memo.helpScroll { helpOffset = info.offset }
        if let focused = frame.focused { self[place: view].focus = focused }
        if let state = self[place: view].scroll, !state.followsFocus, !state.atStart, let focused = frame.focused,
            frame.elements[focused] == nil, !TooSmallScreen.applies(to: size)
        {
            // The first element in view, preferring those inside the scrolled area over the fixed ones.
            let inScroll = scrollID.flatMap { frame.elements[$0] }
            let visible = rendered.focusStops.compactMap { stop in frame.elements[stop.id].map { (stop.id, $0) } }
            if let candidate = (visible.first { inScroll?.contains(Point(x: $0.1.x, y: $0.1.y)) ?? false } ?? visible.first)?.0 {
                self[place: view].focus = candidate
                memo.focused = candidate
                needsRender = true
            }
        }
        self.memo = memo
    }

    /// Renders and remembers in one step (what a front end does for every frame), re-rendering once
    /// when focus had to follow a free scroll.
    package mutating func frame(size: Size) -> RenderedScreen {
        var rendered = render(size: size)
        remember(rendered, size: size)
        if needsRender {
            rendered = render(size: size)
            remember(rendered, size: size)
        }
        return rendered
    }

    /// Makes sure `memo` describes the current view at `screenSize` (draws a frame if not);
    /// `needsElements` also asks for element rectangles as the current focus has them.
    mutating func ensureMemo(needsElements: Bool = false) {
        let view = viewID
        if let memo, memo.view == view, memo.revision == revision, memo.size == screenSize, memo.token == AppToken(app),
            memo.elementsCurrent || !needsElements
        {
            return
        }
        _ = frame(size: screenSize)
    }
}
