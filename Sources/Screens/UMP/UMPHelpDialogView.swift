import Forms

/// What the help dialog of a "Learn more" item shows: the publisher's title and text.
package struct UMPHelpDialogData: Hashable, Sendable {
    /// The item, in the language shown.
    package var item: LearnMoreItem
    /// The text's scroll state.
    package var scroll: ScrollState

    /// Help-dialog data.
    package init(item: LearnMoreItem, scroll: ScrollState = ScrollState()) {
        self.item = item
        self.scroll = scroll
    }
}

/// The help dialog (`.fc-help-dialog`) one of the first layer's "Learn more" items opens: its
/// title, its text, and a close button that returns to the first layer (Esc and Backspace too).
package enum UMPHelpDialogView {
    /// The text's scroll view.
    package static let scrollID: ElementID = "ump.helpDialog.body"

    /// The dialog for `data`.
    package static func render(_ data: UMPHelpDialogData, context: ViewContext) -> RenderedScreen {
        var frame = context.emptyFrame()
        let close = ButtonRow(
            [Button(id: UMPElement.helpDialogClose, label: context.text(.helpDialogClose), action: .ump(.back))], alignment: .trailing)
        let body = context.styled(.body, context.theme.text)
        let scroll = ScrollView(
            id: scrollID, rows: [Paragraph(data.item.text, style: body, alignment: context.alignment(.body))], offset: data.scroll.offset,
            followsFocus: data.scroll.followsFocus)
        let stops = scroll.focusStops + close.focusStops
        frame.focused = FocusResolution.resolve(context.focus, in: stops)
        let inner = Box(title: TerminalText.sanitize(data.item.title)).draw(in: frame.canvas.bounds, into: &frame).inset(left: 1, right: 1)
        let (text, footer) = UMPButtons.layout(close, in: inner, alwaysFixed: true)
        frame.register(scrollID, rect: text)
        scroll.draw(in: text, into: &frame)
        if let footer { close.draw(in: footer, into: &frame) }
        return RenderedScreen(frame: frame, focusStops: stops)
    }
}
