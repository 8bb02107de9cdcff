/// Nothing the user must read before deciding is cut off: at the smallest supported terminal, by
/// cells (T3), and on the phone, by the lines its font sets (T3-phone). A label can fail one style and
/// pass the other: a 59-cell German label is cut at 40 columns but wraps onto two lines of a phone's
/// button.
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
        summary:
            "In the terminal, no text is cut at the smallest size (40x12): button labels fit their line (\(labelBudget) cells); body texts wrap and scroll",
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

    static let t3Phone = LintRule(
        id: "T3-phone", severity: .error,
        summary:
            "On the phone, no button label is cut: measured in the pictures' font (Roboto) at its button's width, each fits the lines its button holds",
        source: LintSources.t3
    ) { form, environment in
        let (oneLine, wrapped) = labels(form)
        var measured: [LanguageCode: [PhoneLabelMeasurement]] = [:]
        var issues: [LintRule.Issue] = []
        for key in oneLine + wrapped {
            for group in form.lintGroups([key]) {
                let label = form.lintText(key, group.language)
                if measured[group.language] == nil { measured[group.language] = environment.phoneLabels(form, group.language) }
                guard let measurement = measured[group.language]?.first(where: { $0.label == label }), measurement.lines > measurement.limit
                else { continue }
                let holds = measurement.limit == 1 ? "one line" : "\(measurement.limit) lines"
                issues.append(
                    .init(
                        path: form.lintPath(key, group.language),
                        message:
                            "the \(key) button \(form.lintQuote(key, group)) needs \(measurement.lines) lines on the phone (\(Int(measurement.width)) points wide); its button holds \(holds), so it would be cut; shorten it"
                    ))
            }
        }
        return issues
    }
}
