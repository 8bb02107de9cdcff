import Flow
import Forms
import Screens
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
        let focusedAction = main.frame.focused.flatMap { main.focusStops.action(of: $0) }
        if !picture {
            helpLine(inspectorHidden: layout.inspectorHidden, focusedAction: focusedAction).draw(in: layout.helpLine, into: &frame)
        }
        if helpVisible {
            HelpOverlay.draw(
                title: "Keys: \(view.rawValue)", entries: overlayEntries(focusedAction: focusedAction), offset: helpOffset, into: &frame)
        }
        if let notice { OverlayNote.draw(notice, into: &frame) }
        // One pass gives every role the form's colours: links, box titles, focus, help and inspector alike.
        context.theme.recolor(&frame.canvas)
        return RenderedScreen(frame: frame, focusStops: main.focusStops)
    }

    /// What the screen lays out at `size` (focus stops, element boxes, scroll extents): a pure
    /// function of the state and the size, which the runtime caches (`LayoutCache`).
    package func layout(size: Size) -> SimulatorLayout { SimulatorLayout(render(size: size), of: self, size: size) }

    /// What `layout` found that the state does not say yet, to send back through the reducer
    /// (`SimulatorAction.laidOut`): the focus the view resolved, the scroll offsets the views
    /// adjusted. After free scrolling (PgDn) moved the focused element out of view, focus goes to
    /// the first element in view (and the screen is laid out again); with none in view (home's
    /// status rows) the view stays where it was scrolled and focus waits below the fold for the next
    /// focus key. A view at its start keeps its first element focused. Nil: nothing to correct.
    package func correction(for layout: SimulatorLayout) -> LayoutCorrection? {
        let view = viewID
        guard layout.view == view else { return nil }
        let frame = layout.frame
        var correction = LayoutCorrection(view: view, place: self[place: view], inspectorOffset: inspectorOffset, helpOffset: helpOffset)
        if let info = layout.mainScroll {
            var state = correction.place.scroll ?? SimulatorState.initialScroll
            state.offset = info.offset
            correction.place.scroll = state
        }
        if let info = layout.inspectorScroll { correction.inspectorOffset = info.offset }
        if let info = layout.helpScroll { correction.helpOffset = info.offset }
        if let focused = layout.focused { correction.place.focus = focused }
        if layout.elementsCurrent, let state = correction.place.scroll, !state.followsFocus, !state.atStart, let focused = layout.focused,
            frame.elements[focused] == nil, !TooSmallScreen.applies(to: layout.size)
        {
            // The first element in view, preferring those inside the scrolled area over the fixed ones.
            let scrollID = SimulatorState.scrollID(for: view)
            let inScroll = scrollID.flatMap { frame.elements[$0] }
            let visible = layout.focusStops.compactMap { stop in frame.elements[stop.id].map { (stop.id, $0) } }
            if let candidate = (visible.first { inScroll?.contains(Point(x: $0.1.x, y: $0.1.y)) ?? false } ?? visible.first)?.0 {
                correction.place.focus = candidate
                correction.refocused = true
            }
        }
        let unchanged = correction.place == self[place: view] && correction.inspectorOffset == inspectorOffset && correction.helpOffset == helpOffset
        return unchanged ? nil : correction
    }
}

/// What laying the screen out found that the state does not say yet: where focus and scroll stand
/// on the view, and the inspector's and help overlay's scroll offsets, as the views clamped them.
package struct LayoutCorrection: Hashable, Sendable {
    /// The view laid out.
    var view: ViewID
    /// Its focus and scroll as laid out.
    var place: ViewMemory.Place
    /// The inspector's offset as laid out.
    var inspectorOffset: Int
    /// The help overlay's offset as laid out.
    var helpOffset: Int
    /// Whether focus moved into view after a free scroll: the screen must be laid out again.
    var refocused = false
}
