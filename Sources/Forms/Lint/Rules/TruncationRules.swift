/// Nothing the user must read before deciding is cut off at the smallest supported terminal (T3).
enum TruncationRules {
    /// The smallest terminal forms are laid out for (Screens' `TooSmallScreen.minimumSize`).
    static let smallestColumns = 40
    /// Cells left for a button label at 40 columns: the card's border (2) and padding (2), then the
    /// button's focus marker and brackets `›[ ` ` ]` (5). Screens' buttons are one line and cut what is wider.
    static let labelBudget = smallestColumns - 2 - 2 - 5
    /// Lines PAC's sentence-long option buttons may wrap to: consentform.html stacks them full-width
    /// and wraps their text, so the terminal view must too, within two lines each.
    static let sentenceButtonLines = 2

    /// The one-line button labels each SDK draws, and PAC's sentence buttons, as the form's layout shows them.
    static func labels(_ form: FormDefinition) -> (oneLine: [TextKey], wrapped: [TextKey]) {
        if let ump = form.ump {
            return (ump.firstLayer.buttons.map(\.textKey) + [.acceptAll, .rejectAll, .confirmChoices, .back], [])
        }
        if let att = form.att { return (att.explainer ? [.explainerButton] : [], []) }
        guard let pac = form.pac, let layout = pac.layout else { return ([], []) }
        var wrapped: [TextKey] = []
        if pac.personalized && layout != .npaAdFree { wrapped.append(.personalized) }
        if pac.nonPersonalized { wrapped.append(layout == .npaAdFree ? .nonPersonalizedNoQuestion : .nonPersonalized) }
        if pac.adFree { wrapped.append(.adFree) }
        return ([.agree] + (layout == .npaOnly ? [] : [.back]), layout == .npaOnly ? [] : wrapped)
    }

    static let t3 = LintRule(
        id: "T3", severity: .error,
        summary: "No text is cut at the smallest terminal (40x12): button labels fit their line (\(labelBudget) cells); body texts wrap and scroll",
        source: LintSources.t3
    ) { form, _ in
        let (oneLine, wrapped) = labels(form)
        var issues: [LintRule.Issue] = []
        for key in oneLine {
            for group in form.lintGroups([key]) {
                let width = LintTextWidth.cells(form.lintText(key, group.language))
                guard width > labelBudget else { continue }
                issues.append(
                    .init(
                        path: form.lintPath(key, group.language),
                        message:
                            "the \(key) button \(form.lintQuote(key, group)) is \(width) cells wide; at 40 columns a button label gets \(labelBudget), so it would be cut; shorten it"
                    ))
            }
        }
        for key in wrapped {
            for group in form.lintGroups([key]) {
                let lines = LintTextWidth.lines(form.lintText(key, group.language), width: labelBudget)
                guard lines > sentenceButtonLines else { continue }
                issues.append(
                    .init(
                        path: form.lintPath(key, group.language),
                        message:
                            "the \(key) button \(form.lintQuote(key, group)) needs \(lines) lines at 40 columns (\(labelBudget) cells each); a PAC option gets \(sentenceButtonLines), so it would be cut; shorten it"
                    ))
            }
        }
        return issues
    }
}
