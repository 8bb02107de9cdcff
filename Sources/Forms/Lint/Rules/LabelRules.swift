/// Buttons and headings say what they do (G6, G7).
enum LabelRules {
    static let g6 = LintRule(
        id: "G6", severity: .error,
        summary: "Clear accept labels: accept buttons say \"consent\"/\"accept\", not only \"OK\"/\"Continue\"",
        source: LintSources.g6
    ) { form, _ in
        guard form.ump != nil else { return [] }
        return acceptLabels(form).compactMap { key, group, label, written, word in
            guard !(LintVocabulary.consent[written]?.matches(label) ?? true) else { return nil }
            return .init(
                path: form.lintPath(key, group.language),
                message: "the \(key) label \(form.lintQuote(key, group)) is ambiguous (\"\(word)\"): it does not say that it gives consent")
        }
    }

    /// G6's graded half (the checklist's "E/W"): wording a person should review, not a clear breach.
    static let g6Wording = LintRule(
        id: "G6-wording", severity: .warning,
        summary: "Reject buttons name the refusal (\"Reject all\", \"Do not consent\"), and accept buttons do not tie consent to \"Continue\"",
        source: LintSources.g6
    ) { form, _ in
        guard let ump = form.ump else { return [] }
        var issues: [LintRule.Issue] = acceptLabels(form).compactMap { key, group, label, written, word in
            guard LintVocabulary.consent[written]?.matches(label) ?? false else { return nil }
            return .init(
                path: form.lintPath(key, group.language),
                message:
                    "the \(key) label \(form.lintQuote(key, group)) ties consenting to \"\(word)\", suggesting the app cannot be used without consent"
            )
        }
        let rejectKeys: [TextKey] = (ump.firstLayer.buttons.contains(.doNotConsent) ? [.doNotConsent] : []) + [.rejectAll]
        for key in rejectKeys {
            for group in form.lintGroups([key]) {
                let written = form.lintWrittenLanguage(key, group.language)
                let label = form.lintText(key, group.language)
                let ambiguous = LintVocabulary.ambiguousReject[written]
                guard let refusal = LintVocabulary.refusal[written], !form.lintTextIsBlank(key, group.language),
                    !refusal.matches(label, outside: ambiguous)
                else { continue }
                let why =
                    ambiguous?.firstMatch(in: label).map { "is ambiguous (\"\($0)\")" }
                    ?? "does not say that it refuses"
                issues.append(
                    .init(
                        path: form.lintPath(key, group.language),
                        message: "the \(key) label \(form.lintQuote(key, group)) \(why); name the refusal (\"Reject all\", \"Do not consent\")"))
            }
        }
        return issues
    }

    /// The accept labels (consent, accept all) that contain an ambiguous word, with the word.
    private static func acceptLabels(_ form: FormDefinition)
        -> [(key: TextKey, group: FormDefinition.LintTextGroup, label: String, written: LanguageCode, word: String)]
    {
        var found: [(TextKey, FormDefinition.LintTextGroup, String, LanguageCode, String)] = []
        for key in [TextKey.consent, .acceptAll] {
            for group in form.lintGroups([key]) {
                let written = form.lintWrittenLanguage(key, group.language)
                let label = form.lintText(key, group.language)
                guard LintVocabulary.consent[written] != nil, let word = LintVocabulary.ambiguousAccept[written]?.firstMatch(in: label)
                else { continue }
                found.append((key, group, label, written, word))
            }
        }
        return found
    }

    static let g7 = LintRule(
        id: "G7", severity: .warning,
        summary: "The heading states what happens to the data (\"We value your privacy\" is not enough)",
        source: LintSources.g7
    ) { form, _ in
        guard form.ump != nil else { return [] }
        return form.lintGroups([.title]).compactMap { group in
            let written = form.lintWrittenLanguage(.title, group.language)
            guard let phrase = LintVocabulary.vagueHeadings[written]?.firstMatch(in: form.lintText(.title, group.language)) else {
                return nil
            }
            return .init(
                path: form.lintPath(.title, group.language),
                message:
                    "the title \(form.lintQuote(.title, group)) says \"\(phrase)\" but not what the data is used for; state the impact (\"{appName} asks for your consent to use your personal data to:\")"
            )
        }
    }
}
