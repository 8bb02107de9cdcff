import Flow
import Forms

/// UMP's US states regulations message: what is collected and why it may count as a sale or
/// sharing, then "Opt out" and "Close", the two outcomes Flow's US message knows.
///
/// "Opt out" sends `.umpForm(.optOut)` (the GPP opt-outs set); "Close" sends `.umpForm(.close)` (notice given, not opted
/// out). Esc is a key binding, not an element: it sends `.dismiss`, which leaves nothing stored.
package enum USStatesMessageView {
    /// "Opt out".
    package static let optOutID: ElementID = "us.optOut"
    /// "Close": the message's own dismiss button.
    package static let closeID: ElementID = "us.close"
    /// The scroll view holding the card's content.
    package static let scrollID: ElementID = "us.card"
    /// The title, registered for scripts.
    package static let titleID: ElementID = "us.title"
    /// The body text, registered for scripts.
    package static let textID: ElementID = "us.body"
    /// The choice text, registered for scripts.
    package static let choiceID: ElementID = "us.choice"
    /// The card's width on wide terminals.
    static let cardWidth = 64

    /// Draws the message from the form's `usStates*` texts; `scrollOffset` as in
    /// `PACFormView.render` (nil: follow focus).
    package static func render(context: ViewContext, scrollOffset: Int? = nil) -> RenderedScreen {
        MessageCard.render(context: context, order: [optOutID, closeID], maxWidth: cardWidth, scrollID: scrollID, scrollOffset: scrollOffset) {
            context in
            [
                OverlayCard.text(MessageCard.appTitle(context.text(.usStatesTitle), context: context), style: context.theme.accent, id: titleID),
                Spacer(),
                OverlayCard.text(context.text(.usStatesBody), style: context.theme.text, id: textID), Spacer(),
                OverlayCard.text(context.text(.usStatesChoice), style: context.theme.text, id: choiceID), Spacer(),
            ]
        } buttons: { context in
            OverlayCard.Buttons(items: [
                OverlayCard.Buttons.Item(
                    id: optOutID, label: context.text(.usStatesOptOut), style: context.theme.rejectButton, action: .app(.umpForm(.optOut))),
                OverlayCard.Buttons.Item(
                    id: closeID, label: context.text(.usStatesClose), style: context.theme.acceptButton, action: .app(.umpForm(.close))),
            ])
        }
    }
}
