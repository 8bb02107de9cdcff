import Flow
import Forms

/// iOS's App Tracking Transparency alert: the system title with the app's name, the app's
/// `NSUserTrackingUsageDescription`, a separator, then "Ask App Not to Track" over "Allow", both full
/// width and of equal weight as iOS draws them.
///
/// Order and weight: "Ask App Not to Track" above "Allow", as Google's IDFA explainer help shows the
/// alert (support.google.com/admob/answer/10115027: "Ask App Not to Track / Allow") and as MacRumors
/// (2021-04-27) lists them ("Users are shown 'Ask App Not to Track' and 'Allow'"). We found no source
/// showing a bold preferred action, and Apple's HIG "Accessing user data" forbids even an app's own
/// cue that draws "attention to the Allow button on the system alert", so both are drawn alike.
/// Focus follows that reading order: the alert starts on "Ask App Not to Track" and Tab
/// reaches "Allow", so `Enter` asks not to track and `Tab Enter` allows.
package enum ATTAlertView {
    /// "Ask App Not to Track" (first, as on iOS).
    package static let askNotToTrackID: ElementID = "att.askNotToTrack"
    /// "Allow".
    package static let allowID: ElementID = "att.allow"
    /// The scroll view holding the alert's content.
    package static let scrollID: ElementID = "att.alert"
    /// The system title, registered for scripts.
    package static let titleID: ElementID = "att.alert.title"
    /// The usage description, registered for scripts.
    package static let messageID: ElementID = "att.alert.message"
    /// iOS's system blue (`UIColor.systemBlue` in light mode, #007AFF), which alert buttons use:
    /// Apple's HIG "Color" lists it among the system colors (developer.apple.com/design/human-interface-guidelines/color).
    package static let systemBlue = RGB(0x007AFF)
    /// The alert's width on wide terminals: iOS alerts are narrow (270pt).
    static let cardWidth = 44

    /// Draws the alert; the app name in the title is `context.form.app.name`. `scrollOffset` as in
    /// `PACFormView.render` (nil: follow focus).
    package static func render(context: ViewContext, scrollOffset: Int? = nil) -> RenderedScreen {
        if let tooSmall = TooSmallScreen.viewScreen(context) { return tooSmall }
        let context = context.resolvingFocus(in: [askNotToTrackID, allowID])
        // A system alert: iOS's own bold title and system-blue buttons, never the form's colours (a
        // brand accent recolours `.link`, so the blue is given as the value itself).
        let buttonStyle = CellStyle(foreground: .rgb(ATTAlertView.systemBlue))
        let buttons = OverlayCard.Buttons(
            items: [
                OverlayCard.Buttons.Item(
                    id: askNotToTrackID, label: context.text(.askNotToTrack), style: buttonStyle,
                    action: .app(.alertAskNotToTrack)),
                OverlayCard.Buttons.Item(id: allowID, label: context.text(.allow), style: buttonStyle, action: .app(.alertAllow)),
            ], alwaysStacked: true)
        let rows: [any Widget] = [
            OverlayCard.text(context.text(.alertTitle), style: .bold, id: titleID, alignment: .center), Spacer(),
            OverlayCard.text(context.text(.usageDescription), style: .plain, id: messageID, alignment: .center), Spacer(),
            OverlayCard.Rule(style: .muted),
            buttons,
        ]
        let card = OverlayCard(size: context.size, maxWidth: cardWidth) { OverlayCard.height(rows, width: $0) }
        let frame = card.render(rows: rows, scrollID: scrollID, scrollOffset: scrollOffset, status: OverlayCard.Status(), context: context)
        return RenderedScreen(frame: frame, focusStops: buttons.focusStops)
    }
}
