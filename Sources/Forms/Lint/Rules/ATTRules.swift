/// Apple's rules for the ATT explainer and the usage description (A1-A4).
enum ATTRules {
    /// The explainer's texts, shown before the system alert.
    static let explainerTexts: [TextKey] = [.explainerTitle, .explainerBody, .explainerButton]

    static let a1 = LintRule(
        id: "A1", severity: .error,
        summary: "The explainer's one button reads like \"Continue\" or \"Next\", never \"Allow\" or an equivalent",
        source: LintSources.a1
    ) { form, _ in
        guard let att = form.att, att.explainer else { return [] }
        return form.lintGroups([.explainerButton]).compactMap { group in
            let label = form.lintText(.explainerButton, group.language)
            let written = form.lintWrittenLanguage(.explainerButton, group.language)
            // The alert's own Allow in every language showing this label counts too.
            let systemAllow = PhraseList(group.languages.map { form.lintText(.allow, $0) })
            guard let word = LintVocabulary.allow[written]?.firstMatch(in: label) ?? systemAllow.firstMatch(in: label) else {
                return nil
            }
            return .init(
                path: form.lintPath(.explainerButton, group.language),
                message:
                    "the explainer's button \(form.lintQuote(.explainerButton, group)) says \"\(word)\", like the system alert's Allow; use a neutral \"Continue\" or \"Next\""
            )
        }
    }

    static let a2 = LintRule(
        id: "A2", severity: .error,
        summary: "The explainer does not point at or quote the alert's \"Allow\" button",
        source: LintSources.a2
    ) { form, _ in
        guard let att = form.att, att.explainer else { return [] }
        var issues: [LintRule.Issue] = []
        for key in explainerTexts {
            for group in form.lintGroups([key]) {
                let text = form.lintText(key, group.language)
                if let arrow = text.first(where: LintVocabulary.pointingGlyphs.contains) {
                    issues.append(
                        .init(
                            path: form.lintPath(key, group.language),
                            message: "the explainer's \(key) in \(group.names) uses \"\(arrow)\", which can point users at the alert's Allow"))
                } else if let allow = group.languages.map({ form.lintText(.allow, $0) }).first(where: { quotes($0, in: text) }) {
                    issues.append(
                        .init(
                            path: form.lintPath(key, group.language),
                            message: "the explainer's \(key) in \(group.names) quotes the alert's button \"\(allow)\", steering users to it"))
                }
            }
        }
        return issues
    }

    /// Whether `text` contains `word` between quotation marks (`“Allow”`, `«Autoriser»`, `「許可」`).
    static func quotes(_ word: String, in text: String) -> Bool {
        let target = PhraseList.normalize(word)
        let normalized = Array(PhraseList.normalize(text))
        let letters = Array(target)
        guard !letters.isEmpty, normalized.count >= letters.count + 2 else { return false }
        for start in 1..<(normalized.count - letters.count) where Array(normalized[start..<(start + letters.count)]) == letters {
            if LintVocabulary.quoteMarks.contains(normalized[start - 1]) && LintVocabulary.quoteMarks.contains(normalized[start + letters.count]) {
                return true
            }
        }
        return false
    }

    static let a3 = LintRule(
        id: "A3", severity: .error,
        summary: "No incentive for allowing tracking and no threat to withhold content in the explainer or usage description",
        source: LintSources.a3
    ) { form, _ in
        guard let att = form.att else { return [] }
        let keys = (att.explainer ? explainerTexts : []) + [.usageDescription]
        var issues: [LintRule.Issue] = []
        for key in keys {
            for group in form.lintGroups([key]) {
                let written = form.lintWrittenLanguage(key, group.language)
                let text = form.lintText(key, group.language)
                if let word = LintVocabulary.incentives[written]?.firstMatch(in: text) {
                    issues.append(
                        .init(
                            path: form.lintPath(key, group.language),
                            message: "the \(key) in \(group.names) offers an incentive (\"\(word)\") for allowing tracking"))
                } else if let phrase = LintVocabulary.withholding[written]?.firstMatch(in: text) {
                    issues.append(
                        .init(
                            path: form.lintPath(key, group.language),
                            message: "the \(key) in \(group.names) ties the app's content to allowing tracking (\"\(phrase)\")"))
                }
            }
        }
        return issues
    }

    static let a4 = LintRule(
        id: "A4", severity: .error,
        summary: "The app supplies its own NSUserTrackingUsageDescription in every language",
        source: LintSources.a4
    ) { form, _ in
        guard form.att != nil else { return [] }
        return form.languages.list.compactMap { language in
            let resolved = form.resolvedText(.usageDescription, language: language)
            if form.lintTextIsBlank(.usageDescription, language) {
                return .init(
                    path: form.lintPath(.usageDescription, language),
                    message:
                        "the usageDescription (NSUserTrackingUsageDescription) is empty in \(language); iOS requires the app's reason for tracking")
            }
            guard case .catalog = resolved?.source else { return nil }
            return .init(
                path: form.lintPath(.usageDescription, language),
                message:
                    "the form has no usageDescription of its own for \(language): the alert would show the catalogue's stand-in \"\(form.lintText(.usageDescription, language))\"; write the app's own reason (NSUserTrackingUsageDescription)"
            )
        }
    }
}
