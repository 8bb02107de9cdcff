import Screens

/// What the simulator draws when the app shows a screen the form does not describe (a UMP page
/// while the form configures PAC, say): an honest frame naming the screen instead of a blank one.
enum FallbackScreen {
    /// A boxed notice naming `view` and the form's SDK.
    static func render(_ view: ViewID, context: ViewContext) -> RenderedScreen {
        var frame = context.emptyFrame()
        frame.focused = nil
        let inner = Box(title: "screen \(view.rawValue)").draw(in: frame.canvas.bounds, into: &frame).inset(left: 1, right: 1)
        Paragraph("The form (\(context.form.sdk)) does not describe the screen \(view.rawValue).", style: .bold)
            .draw(in: inner, into: &frame)
        return RenderedScreen(frame: frame, focusStops: [])
    }
}
