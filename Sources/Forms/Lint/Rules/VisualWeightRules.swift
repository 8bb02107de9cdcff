/// Accept must not outweigh reject, and calls to action and body text must be legible (G3, T4, T4-text).
enum VisualWeightRules {
    /// The thesis's size heuristic: an accept button at least this many times the reject button's area.
    static let areaRatioLimit = 1.5
    /// The thesis's colour heuristic: a ΔE CMC above this between accept and reject needs a review.
    static let colorDifferenceLimit = 30.0
    /// TCF v2.2's minimum contrast of a call to action against its background.
    static let minimumContrast = 5.0
    /// WCAG 2.1 success criterion 1.4.3 (Contrast, Minimum; level AA): normal-size text at least 4.5:1.
    static let minimumTextContrast = 4.5

    /// The accept / reject button pairs a form shows side by side, by layer.
    static func buttonPairs(_ form: FormDefinition) -> [(accept: TextKey, reject: TextKey)] {
        if let ump = form.ump {
            var pairs: [(TextKey, TextKey)] = []
            if ump.firstLayer.buttons.contains(.doNotConsent) { pairs.append((.consent, .doNotConsent)) }
            pairs.append((.acceptAll, .rejectAll))
            return pairs
        }
        if let pac = form.pac, pac.personalized, pac.nonPersonalized { return [(.personalized, .nonPersonalized)] }
        return []
    }

    static let g3 = LintRule(
        id: "G3", severity: .error,
        summary: "Accept is not drawn bigger than reject: the drawn area ratio stays below 1.5",
        source: LintSources.g3
    ) { form, environment in
        var issues: [LintRule.Issue] = []
        for (accept, reject) in buttonPairs(form) {
            for group in form.lintGroups([accept, reject]) {
                // The renderer's own layout, at every size it was measured: what a person sees.
                let drawn = environment.buttonAreas(form, group.language).compactMap { measurement in
                    measurement.areas[accept].flatMap { a in measurement.areas[reject].map { (measurement.size, a, $0) } }
                }
                guard let (size, a, r) = drawn.max(by: { Double($0.1) / Double($0.2) < Double($1.1) / Double($1.2) }),
                    r > 0, Double(a) >= areaRatioLimit * Double(r)
                else { continue }
                let ratio = (Double(a) / Double(r) * 10).rounded() / 10
                // Point at the label the form wrote, as that is what the designer changes.
                let writes = { (key: TextKey) in
                    if case .form = form.resolvedText(key, language: group.language)?.source { true } else { false }
                }
                let key = writes(accept) || !writes(reject) ? accept : reject
                issues.append(
                    .init(
                        path: form.lintPath(key, group.language),
                        message:
                            "at \(size) the \(accept) button \(form.lintQuote(accept, group)) is drawn over \(a) cells, \(ratio)× the \(reject) button's \(r); keep the ratio below 1.5"
                    ))
            }
        }
        return issues
    }

    /// G3's colour half: the thesis's ΔE CMC heuristic asks for a manual review, so a warning.
    static let g3Colour = LintRule(
        id: "G3-colour", severity: .warning,
        summary: "Accept and reject button colours are comparable (ΔE CMC at most 30); a bigger difference needs a review",
        source: LintSources.g3
    ) { form, _ in
        guard !buttonPairs(form).isEmpty else { return [] }
        var issues: [LintRule.Issue] = []
        let (accept, reject) = (form.colors[.acceptButton], form.colors[.rejectButton])
        guard accept != reject else { return issues }
        switch (accept.approximateRGB, reject.approximateRGB) {
        case let (a?, r?):
            let difference = ColorMetrics.deltaECMC(reference: r, sample: a)
            if difference > colorDifferenceLimit {
                issues.append(
                    .init(
                        path: "colors.acceptButton",
                        message:
                            "acceptButton \(accept) (\(ColorMetrics.hex(a))) and rejectButton \(reject) (\(ColorMetrics.hex(r))) differ by ΔE CMC \(Int(difference.rounded())) (over 30): one of them stands out; review which"
                    ))
            }
        case (_?, nil):
            issues.append(
                .init(
                    path: "colors.acceptButton",
                    message: "acceptButton has its own colour (\(accept)) while rejectButton uses the terminal default: accept stands out"))
        case (nil, _?):
            issues.append(
                .init(
                    path: "colors.rejectButton",
                    message: "rejectButton has its own colour (\(reject)) while acceptButton uses the terminal default: review which stands out"))
        case (nil, nil):
            break
        }
        return issues
    }

    static let t4 = LintRule(
        id: "T4", severity: .error,
        summary:
            "Calls to action are legible: button colours have a contrast of at least 5:1 against the background (where both are set); on the phone, 4.5:1 for each label against its fill or the background",
        source: LintSources.t4
    ) { form, _ in
        contrastIssues(
            form, roles: [.acceptButton, .rejectButton], minimum: minimumContrast, shownPer: 10,
            need: "calls to action need at least 5:1") + PhoneContrast.issues(form, callsToAction: true)
            + StyleContrast.issues(form, callsToAction: true)
    }

    /// A finding per role whose colour has less than `minimum` contrast against the background
    /// (both set), the ratio rounded down to 1/`shownPer`.
    static func contrastIssues(_ form: FormDefinition, roles: [ColorRole], minimum: Double, shownPer: Double, need: String) -> [LintRule.Issue] {
        let background = form.colors[.background]
        guard let back = background.approximateRGB else { return [] }
        return roles.compactMap { role in
            guard let rgb = form.colors[role].approximateRGB else { return nil }
            let ratio = ColorMetrics.contrast(rgb, back)
            guard ratio < minimum else { return nil }
            let shown = (ratio * shownPer).rounded(.down) / shownPer
            return .init(
                path: "colors.\(role.rawValue)",
                message:
                    "\(role.rawValue) \(form.colors[role]) (\(ColorMetrics.hex(rgb))) on background \(background) (\(ColorMetrics.hex(back))) has a contrast of \(shown):1; \(need)"
            )
        }
    }

    /// Body and secondary text against the card's background, by WCAG 2.1 SC 1.4.3 with its
    /// relative-luminance formula (`ColorMetrics.contrast`): a terminal draws every text at one size,
    /// so the normal-text limit, 4.5:1, applies to all of it.
    static let t4Text = LintRule(
        id: "T4-text", severity: .error,
        summary:
            "Body text is legible: text and muted colours have a contrast of at least 4.5:1 against the background (WCAG 2.1 AA, where both are set; on the phone, its white where the form says default)",
        source: LintSources.t4Text
    ) { form, _ in
        contrastIssues(
            form, roles: [.text, .muted], minimum: minimumTextContrast, shownPer: 100,
            need: "body text needs at least 4.5:1 (WCAG 2.1 AA)") + PhoneContrast.issues(form, callsToAction: false)
            + StyleContrast.issues(form, callsToAction: false)
    }
}
