/// Where a TCF item's text came from.
package enum TCFTextSource: Hashable, Sendable {
    /// The form's own `texts` (`purpose.3.name`), in this language.
    case form(LanguageCode)
    /// The IAB's standard text in this language (`OfficialTCFTexts`): the vendor list's own.
    case official(LanguageCode)
    /// The catalogue's wording in this language, where the official text is missing.
    case catalog(LanguageCode)
}

/// A TCF item's name or description as found, with where it came from.
package struct ResolvedTCFText: Hashable, Sendable {
    /// The text, trimmed.
    package var text: String
    /// Where it was found.
    package var source: TCFTextSource
}

extension FormDefinition {
    /// The name or description of a purpose, special purpose, feature or special feature in `language`.
    ///
    /// Order: the form's own text in `language` (`texts.<language>.purpose.3.name`, for that language
    /// only); then, in `language`, the form's fallback language and English, each in turn: the official
    /// text (the vendor list's, in English) before the catalogue's wording, so the IAB's standard texts
    /// replace the catalogue's wherever they exist. Nil for an item neither has.
    package func resolvedTCFText(_ field: TCFItemTextKey.Field, _ kind: TCFItemKind, id: Int, language: LanguageCode) -> ResolvedTCFText? {
        if let own = texts[language]?[TCFItemTextKey(kind, id: id, field).textKey] {
            return ResolvedTCFText(text: TextTemplate.parse(own).0.render([:]).trimmingWhitespace, source: .form(language))
        }
        let list = ump?.vendorList
        for candidate in [language, languages.fallback, .english] {
            if let item = OfficialTCFTexts.item(kind, id: id, language: candidate, in: list) {
                // Trimmed: GVL v17 itself ends special purpose 1's name with a line break.
                let text = field == .name ? item.name : item.description
                return ResolvedTCFText(text: text.trimmingWhitespace, source: .official(candidate))
            }
            if let item = FormCatalog.item(kind, id: id, language: candidate) {
                return ResolvedTCFText(text: field == .name ? item.name : item.description, source: .catalog(candidate))
            }
        }
        return nil
    }

    /// The name of a purpose, special purpose, feature or special feature in `language`
    /// (`resolvedTCFText`); nil for an id neither the vendor list nor the catalogue knows.
    package func tcfName(_ kind: TCFItemKind, id: Int, language: LanguageCode) -> String? {
        resolvedTCFText(.name, kind, id: id, language: language)?.text
    }

    /// The description of a TCF item in `language` (`resolvedTCFText`): the IAB's standard one where
    /// the language has it, else the catalogue's one-sentence wording.
    package func tcfDescription(_ kind: TCFItemKind, id: Int, language: LanguageCode) -> String? {
        resolvedTCFText(.description, kind, id: id, language: language)?.text
    }

    /// The IAB's illustrations of a TCF item, shown under its description when that description is
    /// the official one (in another language's wording, English examples would mix languages).
    package func tcfIllustrations(_ kind: TCFItemKind, id: Int, language: LanguageCode) -> [String] {
        guard case .official(let official)? = resolvedTCFText(.description, kind, id: id, language: language)?.source,
            let item = OfficialTCFTexts.item(kind, id: id, language: official, in: ump?.vendorList)
        else { return [] }
        return item.illustrations.map(\.trimmingWhitespace).filter { !$0.isEmpty }
    }

    /// The name of purpose `id` in `language`.
    package func purposeName(id: Int, language: LanguageCode) -> String? { tcfName(.purpose, id: id, language: language) }

    /// The name of special purpose `id` in `language`.
    package func specialPurposeName(id: Int, language: LanguageCode) -> String? {
        tcfName(.specialPurpose, id: id, language: language)
    }

    /// The name of feature `id` in `language`.
    package func featureName(id: Int, language: LanguageCode) -> String? { tcfName(.feature, id: id, language: language) }

    /// The name of special feature `id` in `language`.
    package func specialFeatureName(id: Int, language: LanguageCode) -> String? {
        tcfName(.specialFeature, id: id, language: language)
    }
}

extension String {
    /// The string without leading and trailing white space, exactly as Foundation's
    /// `trimmingCharacters(in: .whitespacesAndNewlines)` trims it (Unicode White_Space plus U+200B,
    /// which Foundation's set includes), without Foundation: that call cost 73,000 instructions on the
    /// first screen.
    var trimmingWhitespace: String {
        func isSpace(_ scalar: Unicode.Scalar) -> Bool { scalar.properties.isWhitespace || scalar == "\u{200B}" }
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !isSpace($0) }),
            let last = scalars.lastIndex(where: { !isSpace($0) })
        else { return "" }
        if first == scalars.startIndex && last == scalars.index(before: scalars.endIndex) { return self }
        return String(scalars[first...last])
    }
}
