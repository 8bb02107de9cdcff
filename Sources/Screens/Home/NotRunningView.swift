import Flow

/// The screen while the app is not running: one button that launches it.
package enum NotRunningView {
    /// Launch the app.
    package static let launch: ElementID = "app.launch"

    /// The not-running screen.
    package static func render(context: ViewContext) -> RenderedScreen {
        var frame = context.simulatorFrame()
        frame.focused = launch
        let inner = Box(title: context.form.app.name).draw(in: frame.canvas.bounds, into: &frame).inset(left: 1, right: 1)
        let text = Paragraph("The app is not running.")
        text.draw(in: inner, into: &frame)
        let button = ButtonRow([Button(id: launch, label: "Launch", prominence: .primary, action: .app(.relaunch))])
        button.draw(in: inner.inset(top: text.height(forWidth: inner.width) + 1), into: &frame)
        return RenderedScreen(frame: frame, focusStops: button.focusStops)
    }
}
