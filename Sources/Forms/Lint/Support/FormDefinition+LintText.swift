/// How lint reads a form's texts: as the user sees them, grouped by what each language shows, and
/// where in the file to point at them.
extension FormDefinition {
    /// The languages that show the same texts for some keys: one finding per group, not per language,
    /// when a text falls back (French showing the English override is one text to fix, not two).
    struct LintTextGroup {
        /// The languages showing these texts, in the form's order.
        var languages: [LanguageCode]
        /// The first of them, to render the texts with.
        var language: LanguageCode { languages[0] }
        /// `en` or `en, de, fr` for messages.
        var names: String { languages.map(\.rawValue).joined(separator: ", ") }
    }

    /// The offered languages grouped by the resolved texts (source and template) of `keys`, in the form's order.
    func lintGroups(_ keys: [TextKey]) -> [LintTextGroup] {
        var groups: [LintTextGroup] = []
        var seen: [[ResolvedText?]: Int] = [:]
        for language in languages.list {
            let signature = keys.map { resolvedText($0, language: language) }
            if let index = seen[signature] {
                groups[index].languages.append(language)
            } else {
                seen[signature] = groups.count
                groups.append(LintTextGroup(languages: [language]))
            }
        }
        return groups
    }

    /// The language a text shown in `language` is written in (the fallback's, when it fell back).
    func lintWrittenLanguage(_ key: TextKey, _ language: LanguageCode) -> LanguageCode {
        switch resolvedText(key, language: language)?.source {
        case .form(let written), .catalog(let written): written
        case nil: language
        }
    }

    /// The text for `key` in `language` as shown (placeholders filled; PAC's run-time partner count
    /// stands in as a three-digit number, its widest likely value).
    func lintText(_ key: TextKey, _ language: LanguageCode) -> String {
        text(key, language: language, values: [.partnerCount: "100"])
    }

    /// Whether the shown text is empty or only spaces (an invisible button or link).
    func lintTextIsBlank(_ key: TextKey, _ language: LanguageCode) -> Bool {
        !lintText(key, language).contains { !$0.isWhitespace }
    }

    /// The form path a finding about `key` in `language` points at: the text itself when the form
    /// writes it (in that language or the fallback it came from), else the language's `texts`
    /// section, else the language's entry in `languages.list` (the text is the catalogue's).
    func lintPath(_ key: TextKey, _ language: LanguageCode) -> String {
        if case .form(let from) = resolvedText(key, language: language)?.source {
            return "texts.\(from).\(key)"
        }
        return lintPath(language)
    }

    /// The form path of `language`: its `texts` section if the form has one, else its `languages.list` entry.
    func lintPath(_ language: LanguageCode) -> String {
        if texts[language] != nil { return "texts.\(language)" }
        if let index = languages.list.firstIndex(of: language) { return "languages.list[\(index)]" }
        return "languages"
    }

    /// `"label" (en, de)` for messages.
    func lintQuote(_ key: TextKey, _ group: LintTextGroup) -> String {
        "\"\(lintText(key, group.language))\" (\(group.names))"
    }
}
