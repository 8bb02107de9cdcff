/// Every offered language has every text, and every placeholder can be filled (G12).
enum LanguageRules {
    static let g12 = LintRule(
        id: "G12", severity: .warning,
        summary: "Texts are complete in every offered language (no fallback) and every placeholder is known",
        source: LintSources.g12
    ) { form, _ in
        var issues: [LintRule.Issue] = []
        for language in form.languages.list {
            var fallbacks: [String] = []
            for key in form.textFamily.keys {
                guard let resolved = form.resolvedText(key, language: language) else { continue }
                switch resolved.source {
                case .form(language), .catalog(language): break
                case .form(let other): fallbacks.append("\(key) (\(other), from the form)")
                case .catalog(let other): fallbacks.append("\(key) (\(other))")
                }
                let known = Set((form.textFamily.placeholders + key.runtimePlaceholders).map(\.rawValue))
                for name in TextTemplate.parse(resolved.template).0.placeholderNames where !known.contains(name) {
                    issues.append(
                        .init(
                            path: form.lintPath(key, language),
                            message:
                                "the \(key) text in \(language) uses {\(name)}, which no \(form.textFamily.rawValue.uppercased()) form can fill: it would show as written"
                        ))
                }
            }
            // The publisher's "Learn more" items fall back to the fallback language only.
            for index in 0..<form.learnMoreItemCount {
                for field in LearnMoreTextKey.Field.allCases {
                    let key = LearnMoreTextKey(index + 1, field).textKey
                    if case .form(let other)? = form.resolvedLearnMoreText(index + 1, field, language: language)?.source, other != language {
                        fallbacks.append("\(key) (\(other), from the form)")
                    }
                }
            }
            guard !fallbacks.isEmpty else { continue }
            let shown = fallbacks.prefix(6).joined(separator: ", ")
            let more = fallbacks.count > 6 ? " and \(fallbacks.count - 6) more" : ""
            issues.append(
                .init(
                    path: form.lintPath(language),
                    message:
                        "\(fallbacks.count) \(fallbacks.count == 1 ? "text" : "texts") in \(language) \(fallbacks.count == 1 ? "falls" : "fall") back to another language: \(shown)\(more); add \(fallbacks.count == 1 ? "it" : "them") under texts.\(language)"
                ))
        }
        return issues
    }
}
