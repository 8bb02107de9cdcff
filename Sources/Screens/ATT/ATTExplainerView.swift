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
        MessageCard.render(context: context, order: [continueID], maxWidth: cardWidth, scrollID: scrollID, scrollOffset: scrollOffset) { context in
            [
                OverlayCard.text(
                    MessageCard.appTitle(context.text(.explainerTitle), context: context), style: context.theme.accent,
                    id: titleID, alignment: .center), Spacer(),
                OverlayCard.text(context.text(.explainerBody), style: context.theme.text, id: textID), Spacer(),
            ]
        } buttons: { context in
            OverlayCard.Buttons(items: [
                OverlayCard.Buttons.Item(
                    id: continueID, label: context.text(.explainerButton), style: context.theme.accent,
                    action: .app(.explainerContinue))
            ])
        }
    }
}
