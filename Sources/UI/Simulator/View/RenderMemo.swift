import Flow

/// What the last frame laid out: enough to move focus, page, and hit-test a click without drawing again.
struct RenderMemo: Sendable {
    /// The view drawn.
    var view: ViewID
    /// The terminal size.
    var size: Size
    /// The state revision it was drawn at.
    var revision: Int
    /// What of the app state it was drawn from.
    var token: AppToken
    /// The view's focusable elements in order, with their actions (those out of view too).
    var focusStops: [FocusStop]
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
