/// The layout the app-made one-message screens share (the ATT explainer, UMP's US states message):
/// a centred card of text rows over its buttons, scrolling when the terminal is short, with focus
/// running through the buttons.
enum MessageCard {
    /// `title` after the app's icon glyph, as an app's own message heads itself.
    static func appTitle(_ title: String, context: ViewContext) -> String {
        [TerminalText.sanitize(context.form.app.iconGlyph), title].filter { !$0.isEmpty }.joined(separator: " ")
    }

    /// Draws the card up to `maxWidth` columns wide (wider when that lets the buttons stand side by
    /// side), holding `rows(context)` then `buttons(context)`, which are focused in `order`;
    /// `scrollOffset` as in `PACFormView.render` (nil: follow focus).
    static func render(
        context: ViewContext, order: [ElementID], maxWidth: Int, scrollID: ElementID, scrollOffset: Int?,
        rows: (ViewContext) -> [any Widget], buttons: (ViewContext) -> OverlayCard.Buttons
    ) -> RenderedScreen {
        if let tooSmall = TooSmallScreen.viewScreen(context) { return tooSmall }
        let context = context.resolvingFocus(in: order)
        let buttons = buttons(context)
        let content: [any Widget] = rows(context) + [buttons]
        let card = OverlayCard(size: context.size, maxWidth: maxWidth, wantedContentWidth: buttons.sideBySideWidth) {
            OverlayCard.height(content, width: $0)
        }
        let frame = card.render(rows: content, scrollID: scrollID, scrollOffset: scrollOffset, status: OverlayCard.Status(), context: context)
        return RenderedScreen(frame: frame, focusStops: buttons.focusStops)
    }
}
