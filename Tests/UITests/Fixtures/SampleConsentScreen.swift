import Screens

/// A consent message laid out with the widgets the way form screens will be: a titled box, the
/// text and purpose switches in a scroll view, equal-weight buttons and a help line at the bottom.
struct SampleConsentScreen {
    var strings: ConsentStrings
    var focused: ElementID?
    var switchesOn: Set<Int> = [1]
    var scrollOffset = 0

    func render(size: Size, glyphs: Glyphs = .unicode) -> Frame {
        if TooSmallScreen.applies(to: size) { return TooSmallScreen.frame(size: size, glyphs: glyphs) }
        var frame = Frame(size: size, focused: focused, glyphs: glyphs)
        let inner = Box(title: strings.title).draw(in: frame.canvas.bounds, into: &frame).inset(left: 1, right: 1)
        let buttons = ButtonRow(
            [
                Button(id: "ump.consent", label: strings.consent, prominence: .primary),
                Button(id: "ump.doNotConsent", label: strings.doNotConsent),
                Button(id: "ump.manageOptions", label: strings.manageOptions),
            ], equalWeight: true)
        let (body, footer) = inner.splitBottom(buttons.height(forWidth: inner.width) + 2)
        var rows: [any Widget] = [Paragraph(strings.intro), Spacer()]
        for (index, purpose) in strings.purposes.enumerated() {
            rows.append(Switch(id: ElementID("purpose.\(index + 1).consent"), label: purpose, isOn: switchesOn.contains(index + 1)))
        }
        ScrollView(id: "ump.body", rows: rows, offset: scrollOffset).draw(in: body, into: &frame)
        let (buttonRect, helpRect) = footer.inset(top: 1).splitTop(buttons.height(forWidth: inner.width))
        buttons.draw(in: buttonRect, into: &frame)
        HelpLine.standard.draw(in: helpRect, into: &frame)
        return frame
    }

    /// Every focusable id, in order.
    var focusOrder: [ElementID] {
        (1...strings.purposes.count).map { ElementID("purpose.\($0).consent") } + ["ump.consent", "ump.doNotConsent", "ump.manageOptions"]
    }
}
