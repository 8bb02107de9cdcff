import Forms

/// What UMP's first layer shows: the buttons AdMob's "User consent options" chose, in order.
package struct UMPFirstLayerData: Hashable, Sendable {
    /// The buttons in display order.
    package var buttons: [FirstLayerButton]
    /// Whether the "Close (do not consent)" icon shows.
    package var closeIcon: Bool
    /// Whether this is the privacy-options form (its own title).
    package var isPrivacyOptions: Bool
    /// Whether the legitimate-interest notice applies (LI switches are shown).
    package var showsLegitimateInterest: Bool
    /// The publisher's "Learn more" items in the language shown; none: no section.
    package var learnMore: [LearnMoreItem]
    /// Whether the "Learn more" section is unfolded.
    package var learnMoreExpanded: Bool
    /// The body's scroll state.
    package var scroll: ScrollState

    /// First-layer data.
    package init(
        buttons: [FirstLayerButton], closeIcon: Bool, isPrivacyOptions: Bool, showsLegitimateInterest: Bool,
        learnMore: [LearnMoreItem] = [], learnMoreExpanded: Bool = false, scroll: ScrollState = ScrollState()
    ) {
        self.buttons = buttons
        self.learnMore = learnMore
        self.learnMoreExpanded = learnMoreExpanded
        self.closeIcon = closeIcon
        self.isPrivacyOptions = isPrivacyOptions
        self.showsLegitimateInterest = showsLegitimateInterest
        self.scroll = scroll
    }
}

/// UMP's GDPR message, first layer: the title naming the app, the purposes summary, who processes
/// the data (with the link to the vendor list), the LI notice, and the buttons with equal weight.
/// The privacy-options form is the same page under the privacy-options title.
package enum UMPFirstLayerView {
    /// The body's scroll view.
    package static let scrollID: ElementID = "ump.firstLayer.body"

    /// The first layer of `data`.
    package static func render(_ data: UMPFirstLayerData, context: ViewContext) -> RenderedScreen {
        var frame = context.emptyFrame()
        let title = data.isPrivacyOptions ? context.text(.privacyOptionsTitle) : context.messageHeader
        let close =
            data.closeIcon
            ? ButtonRow([Button(id: UMPElement.close, label: context.text(.close), action: .app(.umpForm(.close)))], alignment: .trailing) : nil
        let buttons = ButtonRow(data.buttons.map { button($0, context: context) }, equalWeight: true)
        let scroll = ScrollView(
            id: scrollID, rows: rows(data, context: context), offset: data.scroll.offset,
            followsFocus: data.scroll.followsFocus)
        let stops = (close?.focusStops ?? []) + scroll.focusStops + buttons.focusStops
        frame.focused = FocusResolution.resolve(context.focus, in: stops)

        var inner = Box(title: title).draw(in: frame.canvas.bounds, into: &frame).inset(left: 1, right: 1)
        if let close {
            let (top, rest) = inner.splitTop(close.height(forWidth: inner.width))
            close.draw(in: top, into: &frame)
            inner = rest
        }
        let (body, footer) = UMPButtons.layout(buttons, in: inner, alwaysFixed: true)
        frame.register(scrollID, rect: body)
        scroll.draw(in: body, into: &frame)
        if let footer { buttons.draw(in: footer, into: &frame) }
        return RenderedScreen(frame: frame, focusStops: stops)
    }

    /// The scrolling text: title, summaries, vendors, LI notice.
    static func rows(_ data: UMPFirstLayerData, context: ViewContext) -> [any Widget] {
        let body = context.styled(.body, context.theme.text), bodyAlignment = context.alignment(.body)
        var link = Link.defaultStyle
        if let color = context.form.style.elements[.link]?.color { link.foreground = ScreenTheme.color(color) }
        var rows: [any Widget] = [
            Paragraph(context.text(.title), style: context.styled(.headline, context.theme.accent), alignment: context.alignment(.headline)),
            Spacer(),
            Indented(Bullet(context.text(.purposesSummary)), by: 1),
            Indented(Bullet(context.text(.storeAccessSummary)), by: 1),
        ]
        // The folding section (`.fc-faq-header`) lists the publisher's items when unfolded, each
        // opening its help dialog; a form that declares none shows no section.
        if !data.learnMore.isEmpty {
            rows += [
                Spacer(),
                Disclosure(
                    id: UMPElement.learnMore, title: context.text(.learnMore), detail: "", isExpanded: data.learnMoreExpanded,
                    action: .ump(.toggleDetails(UMPElement.learnMore))),
            ]
            if data.learnMoreExpanded {
                rows += data.learnMore.map { item in
                    Indented(
                        Link(id: UMPElement.learnMoreItem(item.index), label: item.title, style: link, action: .ump(.openHelp(item.index))),
                        by: Disclosure.indent)
                }
            }
        }
        rows += [
            Spacer(),
            Paragraph(context.text(.intro), style: body, alignment: bodyAlignment),
            Link(id: UMPElement.vendorsLink, label: context.text(.vendorsLink), style: link, action: .ump(.openVendors)),
        ]
        if data.showsLegitimateInterest {
            rows += [Spacer(), Paragraph(context.text(.legitimateInterestNotice), style: body, alignment: bodyAlignment)]
        }
        return rows
    }

    /// A first-layer button with the form's accept or reject colour.
    static func button(_ kind: FirstLayerButton, context: ViewContext) -> Button {
        let id: ElementID
        let accept: Bool?
        let action: ElementAction
        switch kind {
        case .consent: (id, accept, action) = (UMPElement.consent, true, .app(.umpForm(.consentAll)))
        case .doNotConsent: (id, accept, action) = (UMPElement.doNotConsent, false, .app(.umpForm(.doNotConsent)))
        case .manageOptions: (id, accept, action) = (UMPElement.manageOptions, nil, .ump(.manageOptions))
        }
        var button = UMPButtons.button(id, context.text(kind.textKey), accept: accept, action: action, context: context)
        if let style = context.buttonStyle(kind) { button.customStyle = style }
        return button
    }
}
