import Flow
import Forms

/// The app's own screen before the ATT alert: a title, why it asks, and one button (Apple HIG:
/// "Continue", never "Allow") that leads only to the system alert.
package enum ATTExplainerView {
    /// The only button.
    package static let continueID: ElementID = "att.continue"
    /// The scroll view holding the card's content.
    package static let scrollID: ElementID = "att.explainer"
    /// The title, registered for scripts.
    package static let titleID: ElementID = "att.explainer.title"
    /// The body text, registered for scripts.
    package static let textID: ElementID = "att.explainer.body"
    /// The card's width on wide terminals: a phone screen's worth of text.
    static let cardWidth = 60

    /// Draws the explainer; `scrollOffset` as in `PACFormView.render` (nil: follow focus).
    package static func render(context: ViewContext, scrollOffset: Int? = nil) -> RenderedScreen {
        let order = [continueID]
        if let tooSmall = TooSmallScreen.viewScreen(context) { return tooSmall }
        let context = context.resolvingFocus(in: order)
        let theme = context.theme
        let icon = TerminalText.sanitize(context.form.app.iconGlyph)
        let title = [icon, context.text(.explainerTitle)].filter { !$0.isEmpty }.joined(separator: " ")
        let button = OverlayCard.Buttons(items: [
            OverlayCard.Buttons.Item(id: continueID, label: context.text(.explainerButton), style: theme.accent, action: .app(.explainerContinue)),
        ])
        let rows: [any Widget] = [
            OverlayCard.text(title, style: theme.accent, id: titleID, alignment: .center), Spacer(),
            OverlayCard.text(context.text(.explainerBody), style: theme.text, id: textID), Spacer(),
            button,
        ]
        let card = OverlayCard(size: context.size, maxWidth: cardWidth, wantedContentWidth: button.sideBySideWidth) {
            OverlayCard.height(rows, width: $0)
        }
        let frame = card.render(rows: rows, scrollID: scrollID, scrollOffset: scrollOffset, status: OverlayCard.Status(), context: context)
        return RenderedScreen(frame: frame, focusStops: button.focusStops)
    }
}
