import Flow

/// The legacy PersonalizedAdConsent form (consentform.html) as a terminal screen: screens A–D in
/// every layout, as a card over a dimmed backdrop.
///
/// Which elements exist, their ids and what they do come from `PACFormPresentation.elements(on:)`;
/// this view only lays them out.
package enum PACFormView {
    /// The card's width on screens A–C: the HTML card's 600px max-width at phone text size.
    static let cardWidth = 64
    /// The card's width on screen D, which the HTML narrows to 338px.
    static let npaOnlyCardWidth = 44
    /// The scroll view holding the card's content.
    package static let scrollID: ElementID = "pac.card"
    /// The provider list of screen B (also the id of its own scroll view).
    package static let providerListID: ElementID = "pac.providers"

    /// The id of provider chip `index` (0-based, as `PACFormAction.openProviderPolicy(index:)`): `pac.providers.3`.
    package static func providerID(_ index: Int) -> ElementID { providerListID.child(String(index)) }

    /// Draws `screen` of the form `p` describes.
    ///
    /// `scrollOffset` nil starts at the top and keeps the focused element in view; a number shows the
    /// card's content from that line (the offset `frame.scrolls[PACFormView.scrollID]` reported, moved by
    /// PgUp/PgDn), so text between links can be read at small sizes.
    package static func render(
        _ p: PACFormPresentation, screen: PACFormScreen, context: ViewContext,
        scrollOffset: Int? = nil
    ) -> RenderedScreen {
        let elements = p.elements(on: screen)
        let stops = focusStops(elements)
        if let tooSmall = TooSmallScreen.viewScreen(context) { return tooSmall }
        let context = context.resolvingFocus(in: stops.ids)
        let builder = Rows(presentation: p, elements: elements, context: context)
        let maxWidth = screen == .npaOnly ? npaOnlyCardWidth : cardWidth
        var rows = builder.rows(listCap: nil)
        var card = OverlayCard(size: context.size, maxWidth: maxWidth, wantedContentWidth: builder.buttons.sideBySideWidth) {
            OverlayCard.height(rows, width: $0)
        }
        let overflow = OverlayCard.height(rows, width: card.contentWidth) - card.contentHeight
        if overflow > 0, let listHeight = builder.providerListHeight(width: card.contentWidth) {
            // Like the web card, the provider list scrolls on its own: shortened so the rest of the
            // card fits when it can, else a row shorter than the card's viewport, so following focus
            // into the list never pushes its top out of view.
            let cap = listHeight - overflow >= 3 ? listHeight - overflow : max(3, card.scrollingViewport - 1)
            rows = builder.rows(listCap: cap)
            card = OverlayCard(size: context.size, maxWidth: maxWidth, wantedContentWidth: builder.buttons.sideBySideWidth) {
                OverlayCard.height(rows, width: $0)
            }
        }
        let status = OverlayCard.Status(url: context.focus.flatMap { url(opening: stops.action(of: $0), presentation: p) })
        let frame = card.render(rows: rows, scrollID: scrollID, scrollOffset: scrollOffset, status: status, context: context)
        return RenderedScreen(frame: frame, focusStops: stops)
    }

    /// Links and buttons in document order with the form actions they send, the provider chips in
    /// list order (each opens its provider's policy).
    static func focusStops(_ elements: [PACFormElement]) -> [FocusStop] {
        elements.flatMap { element -> [FocusStop] in
            switch element {
            case .providerList(let providers):
                providers.indices.map { FocusStop(providerID($0), .pac(.openProviderPolicy(index: $0))) }
            default:
                element.role == .link || element.role == .button ? [FocusStop(ElementID(element.id), element.action.map(ElementAction.pac))] : []
            }
        }
    }

    /// The URL an element with `action` opens, for the status line: the app's policy or a provider's.
    static func url(opening action: ElementAction?, presentation p: PACFormPresentation) -> String? {
        switch action {
        case .pac(.openPrivacyPolicy)?: p.appPrivacyPolicyURL
        case .pac(.openProviderPolicy(let index))?: p.providers.indices.contains(index) ? p.providers[index].policyURL : nil
        default: nil
        }
    }
}
