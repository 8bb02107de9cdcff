/// The text key of one of the publisher's "Learn more" items on UMP's first layer:
/// `learnMore.2.title`, `learnMore.2.text`. Google's form builds the folding `.fc-faq-header`
/// section from the message's own configuration (the Sources article), so a form declares its
/// items itself; a form that declares none shows the section folded with nothing in it.
package struct LearnMoreTextKey: Hashable, Sendable {
    /// Which part of the item.
    package enum Field: String, Hashable, Sendable, CaseIterable {
        /// The title the section lists (`.fc-faq-item-title`) and the help dialog's heading.
        case title
        /// What the help dialog says (`.fc-help-dialog-contents`).
        case text
    }

    /// The most items a form may declare: more would not fit the first layer of a phone.
    package static let maxItems = 8

    /// The item's place in the section, from 1.
    package var index: Int
    /// The part of the item.
    package var field: Field

    /// A key for `field` of item `index`.
    package init(_ index: Int, _ field: Field) {
        self.index = index
        self.field = field
    }

    /// The key `key` names, if it is `learnMore.<n>.<field>` with `n` in 1...`maxItems`.
    package init?(_ key: TextKey) {
        let parts = key.rawValue.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0] == "learnMore", let field = Field(rawValue: String(parts[2])),
            parts[1].count == 1, let digit = parts[1].first?.wholeNumberValue, (1...Self.maxItems).contains(digit)
        else { return nil }
        self.init(digit, field)
    }

    /// The key as a form's `texts:` writes it.
    package var textKey: TextKey { TextKey(rawValue: "learnMore.\(index).\(field.rawValue)") }
}

/// One "Learn more" item in one language, placeholders filled.
package struct LearnMoreItem: Hashable, Sendable {
    /// Its place in the section, from 1.
    package var index: Int
    /// The title.
    package var title: String
    /// The help dialog's text.
    package var text: String

    /// An item.
    package init(index: Int, title: String, text: String) {
        self.index = index
        self.title = title
        self.text = text
    }
}

extension FormDefinition {
    /// How many "Learn more" items the form declares (the highest index any language writes; the
    /// loader makes them 1...n with each in the fallback language). 0 for a form that declares none.
    package var learnMoreItemCount: Int {
        guard sdk.family == .ump else { return 0 }
        var count = 0
        for table in texts.values {
            for key in table.keys { if let parsed = LearnMoreTextKey(key) { count = max(count, parsed.index) } }
        }
        return count
    }

    /// The template of `field` of item `index` in `language`, and the language it was found in:
    /// the form's text in `language`, else in its fallback language (the catalogue has none: these
    /// texts are the publisher's).
    package func resolvedLearnMoreText(_ index: Int, _ field: LearnMoreTextKey.Field, language: LanguageCode) -> ResolvedText? {
        let key = LearnMoreTextKey(index, field).textKey
        for candidate in [language, languages.fallback] {
            if let text = texts[candidate]?[key] { return ResolvedText(template: text, source: .form(candidate)) }
        }
        return nil
    }

    /// The form's "Learn more" items in `language`, placeholders filled, in their order; empty when
    /// the form declares none.
    package func learnMoreItems(language: LanguageCode) -> [LearnMoreItem] {
        let count = learnMoreItemCount
        guard count > 0 else { return [] }
        let values = placeholderValues
        return (1...count).compactMap { index in
            guard let title = resolvedLearnMoreText(index, .title, language: language),
                let text = resolvedLearnMoreText(index, .text, language: language)
            else { return nil }
            return LearnMoreItem(
                index: index, title: TextTemplate.parse(title.template).0.render(values),
                text: TextTemplate.parse(text.template).0.render(values))
        }
    }
}
