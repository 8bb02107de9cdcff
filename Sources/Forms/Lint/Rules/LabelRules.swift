/// Buttons and headings say what they do (G6, G7).
enum LabelRules {
    static let g6 = LintRule(
        id: "G6", severity: .error,
        summary: "Clear labels: accept buttons say \"consent\"/\"accept\" (not \"OK\"/\"Continue\"), reject buttons say \"reject\"/\"do not consent\" (not \"Options\"/\"Cancel\")",
        source: LintSources.g6
    ) { form in
        guard let ump = form.ump else { return [] }
        var issues: [LintRule.Issue] = []
        for key in [TextKey.consent, .acceptAll] {
            for group in form.lintGroups([key]) {
                let written = form.lintWrittenLanguage(key, group.language)
                let label = form.lintText(key, group.language)
                guard let clear = LintVocabulary.consent[written], let word = LintVocabulary.ambiguousAccept[written]?.firstMatch(in: label)
                else { continue }
                if clear.matches(label) {
                    issues.append(.init(
                        path: form.lintPath(key, group.language),
                        message: "the \(key) label \(form.lintQuote(key, group)) ties consenting to \"\(word)\", suggesting the app cannot be used without consent",
                        severity: .warning))
                } else {
                    issues.append(.init(
                        path: form.lintPath(key, group.language),
                        message: "the \(key) label \(form.lintQuote(key, group)) is ambiguous (\"\(word)\"): it does not say that it gives consent"))
                }
            }
        }
        let rejectKeys: [TextKey] = (ump.firstLayer.buttons.contains(.doNotConsent) ? [.doNotConsent] : []) + [.rejectAll]
        for key in rejectKeys {
            for group in form.lintGroups([key]) {
                let written = form.lintWrittenLanguage(key, group.language)
                let label = form.lintText(key, group.language)
                guard let refusal = LintVocabulary.refusal[written], !form.lintTextIsBlank(key, group.language), !refusal.matches(label)
                else { continue }
                let why = LintVocabulary.ambiguousReject[written]?.firstMatch(in: label).map { "is ambiguous (\"\($0)\")" }
                    ?? "does not say that it refuses"
                issues.append(.init(
                    path: form.lintPath(key, group.language),
                    message: "the \(key) label \(form.lintQuote(key, group)) \(why); name the refusal (\"Reject all\", \"Do not consent\")",
                    severity: .warning))
            }
        }
        return issues
    }

    static let g7 = LintRule(
        id: "G7", severity: .warning,
        summary: "The heading states what happens to the data (\"We value your privacy\" is not enough)",
        source: LintSources.g7
    ) { form in
        guard form.ump != nil else { return [] }
        return form.lintGroups([.title]).compactMap { group in
            let written = form.lintWrittenLanguage(.title, group.language)
            guard let phrase = LintVocabulary.vagueHeadings[written]?.firstMatch(in: form.lintText(.title, group.language)) else {
                return nil
            }
            return .init(
                path: form.lintPath(.title, group.language),
                message: "the title \(form.lintQuote(.title, group)) says \"\(phrase)\" but not what the data is used for; state the impact (\"{appName} asks for your consent to use your personal data to:\")")
        }
    }
}
