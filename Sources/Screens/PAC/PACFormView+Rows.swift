import Flow
import Forms

extension PACFormView {
    /// The card's rows for one screen: each element's widget, paragraphs the HTML runs together kept
    /// together, a blank row between the others, and the buttons as one equal-weight group at the end.
    struct Rows {
        let presentation: PACFormPresentation
        let elements: [PACFormElement]
        let context: ViewContext
        /// The buttons of the screen, in document order.
        let buttons: OverlayCard.Buttons

        init(presentation: PACFormPresentation, elements: [PACFormElement], context: ViewContext) {
            self.presentation = presentation
            self.elements = elements
            self.context = context
            buttons = OverlayCard.Buttons(items: elements.compactMap { PACFormView.button($0, presentation: presentation, context: context) })
        }

        /// The rows, the provider list at most `listCap` rows tall (nil: as tall as it is).
        func rows(listCap: Int?) -> [any Widget] {
            var blocks: [[any Widget]] = []
            var previous: PACFormElement?
            for element in elements where element.role != .button {
                guard let row = widget(element, listCap: listCap) else { continue }
                if let previous, !blocks.isEmpty, PACFormView.continues(element, after: previous) {
                    blocks[blocks.count - 1].append(row)
                } else {
                    blocks.append([row])
                }
                previous = element
            }
            if !buttons.items.isEmpty { blocks.append([buttons]) }
            var rows: [any Widget] = []
            for (index, block) in blocks.enumerated() {
                if index > 0 { rows.append(Spacer()) }
                rows += block
            }
            return rows
        }

        /// The provider list's natural height at `width`, if the screen has the list.
        func providerListHeight(width: Int) -> Int? {
            for case .providerList(let providers) in elements {
                return OverlayCard.height(chips(providers), width: width)
            }
            return nil
        }

        /// One focusable chip per provider, named as the server sent it (sanitized by the link).
        private func chips(_ providers: [PACFormProvider]) -> [any Widget] {
            providers.indices.map { index in
                Link(
                    id: PACFormView.providerID(index), label: providers[index].name, style: OverlayCard.linkStyle(context.theme),
                    action: .pac(.openProviderPolicy(index: index)))
            }
        }

        /// Placeholder values: the name and provider count the HTML was given, not the form's.
        private var values: [Placeholder: String] {
            [.appName: presentation.appName, .partnerCount: presentation.partnerCount.map(String.init) ?? ""]
        }

        private func text(_ key: TextKey) -> String { context.text(key, values) }

        /// A link element's widget, sending the element's form action.
        private func link(_ element: PACFormElement, _ label: String) -> (any Widget)? {
            element.action.map { Link(id: ElementID(element.id), label: label, style: OverlayCard.linkStyle(context.theme), action: .pac($0)) }
        }

        /// The widget of a text, link or list element (buttons are grouped separately).
        private func widget(_ element: PACFormElement, listCap: Int?) -> (any Widget)? {
            let theme = context.theme
            let id = ElementID(element.id)
            switch element {
            case .appName:
                let icon = TerminalText.sanitize(context.form.app.iconGlyph)
                let name = TerminalText.sanitize(presentation.appName)
                let title = [icon, name].filter { !$0.isEmpty }.joined(separator: " ")
                return OverlayCard.text(title, style: theme.accent, id: id)
            case .intro: return OverlayCard.text(text(.intro), style: theme.text, id: id)
            case .question: return OverlayCard.text(text(.question), style: theme.text.adding(.bold), id: id)
            case .changeAnytime: return OverlayCard.text(text(.changeChoice), style: theme.text, id: id)
            case .detail(.standard): return OverlayCard.text(text(.partnersNotice), style: theme.text, id: id)
            case .detail(.npaAdFree): return OverlayCard.text(text(.npaAdFreeDetail), style: theme.text, id: id)
            case .learnMoreLink(let count):
                var label = text(.learnHowLink)
                // Without providers the HTML leaves the number out and collapses the doubled space.
                if count == nil { label = PACFormView.collapsingSpaces(label) }
                return link(element, label)
            case .providersIntro: return OverlayCard.text(text(.providersIntro), style: theme.text, id: id)
            case .providerList(let providers):
                let list = ScrollView(id: PACFormView.providerListID, rows: chips(providers))
                return OverlayCard.Tagged(id: id, child: OverlayCard.Capped(maxHeight: listCap ?? Int.max, child: list))
            case .uniqueIdentifierMessage: return OverlayCard.text(text(.npaConfirmation), style: theme.text, id: id)
            case .npaOnlyMessage: return OverlayCard.text(text(.npaOnlyNotice), style: theme.text, id: id)
            case .privacyPolicyLink:
                return link(element, text(.howAppUsesData))
            case .personalizedButton, .nonPersonalizedButton, .adFreeButton, .backButton, .agreeButton:
                return nil
            }
        }
    }

    /// The button for a button element: its label and its accept- or reject-type style.
    static func button(_ element: PACFormElement, presentation: PACFormPresentation, context: ViewContext) -> OverlayCard.Buttons.Item? {
        let values: [Placeholder: String] = [.appName: presentation.appName]
        let accept = context.theme.acceptButton, reject = context.theme.rejectButton
        let (key, style): (TextKey, CellStyle)
        switch element {
        case .personalizedButton: (key, style) = (.personalized, accept)
        case .nonPersonalizedButton(.noSeeLessRelevant): (key, style) = (.nonPersonalized, reject)
        case .nonPersonalizedButton(.seeLessRelevant): (key, style) = (.nonPersonalizedNoQuestion, reject)
        case .adFreeButton: (key, style) = (.adFree, reject)
        case .backButton: (key, style) = (.back, reject)
        case .agreeButton: (key, style) = (.agree, accept)
        default: return nil
        }
        guard let action = element.action else { return nil }
        return OverlayCard.Buttons.Item(id: ElementID(element.id), label: context.text(key, values), style: style, action: .pac(action))
    }

    /// Whether `element` runs on in the same paragraph block as `previous`, as in the HTML (the
    /// detail sentence after "You can change your choice…", the link after the detail, …).
    static func continues(_ element: PACFormElement, after previous: PACFormElement) -> Bool {
        switch (element, previous) {
        case (.detail, .changeAnytime), (.learnMoreLink, .detail), (.providersIntro, .changeAnytime),
            (.providerList, .providersIntro), (.privacyPolicyLink, .uniqueIdentifierMessage),
            (.privacyPolicyLink, .npaOnlyMessage):
            true
        default:
            false
        }
    }

    /// `text` with runs of spaces made single, as HTML shows them.
    package static func collapsingSpaces(_ text: String) -> String {
        var result = ""
        for character in text where !(character == " " && result.last == " ") { result.append(character) }
        return result
    }
}
