/// Refusing must be offered wherever accepting is, and be as easy (G1, G2, G13).
enum RefusalRules {
    static let g1 = LintRule(
        id: "G1", severity: .error,
        summary:
            "Every layer that offers accepting also offers refusing (UMP: Do not consent or the close icon on the first layer, Reject all on Manage options; PAC: non-personalized whenever personalized)",
        source: LintSources.g1
    ) { form, _ in
        var issues: [LintRule.Issue] = []
        if let ump = form.ump {
            let layer = ump.firstLayer
            if !layer.buttons.contains(.doNotConsent) && !layer.closeIcon {
                issues.append(
                    .init(
                        path: "firstLayer.buttons",
                        message:
                            "the first layer offers consent but no way to refuse: add doNotConsent to firstLayer.buttons or set firstLayer.closeIcon: true"
                    ))
            }
            for group in form.lintGroups([.doNotConsent]) where layer.buttons.contains(.doNotConsent) {
                guard form.lintTextIsBlank(.doNotConsent, group.language) else { continue }
                issues.append(
                    .init(
                        path: form.lintPath(.doNotConsent, group.language),
                        message: "the doNotConsent button has an empty label in \(group.names), so the first layer shows no visible way to refuse"))
            }
            for group in form.lintGroups([.rejectAll]) where form.lintTextIsBlank(.rejectAll, group.language) {
                issues.append(
                    .init(
                        path: form.lintPath(.rejectAll, group.language),
                        message: "Manage options offers Accept all but its Reject all button has an empty label in \(group.names)"))
            }
        }
        if let pac = form.pac, pac.personalized, !pac.nonPersonalized {
            let paid = pac.adFree ? " (paying for the ad-free version is not a refusal)" : ""
            issues.append(
                .init(
                    path: "pac.nonPersonalized",
                    message:
                        "the PAC form offers personalized ads without the non-personalized option: users cannot refuse\(paid); set pac.nonPersonalized: true"
                ))
        }
        return issues
    }

    static let g2 = LintRule(
        id: "G2", severity: .error,
        summary: "Refusing takes no more interactions than accepting",
        source: LintSources.g2
    ) { form, _ in
        guard let layer = form.ump?.firstLayer else { return [] }
        // Interactions are activations (a tap, or Enter on a button), as on the device: Consent is one;
        // refusing is one with Do not consent or the close icon, else Manage options then Reject all.
        guard !layer.buttons.contains(.doNotConsent) && !layer.closeIcon else { return [] }
        return [
            .init(
                path: "firstLayer.buttons",
                message: "refusing takes 2 steps (manageOptions, then Reject all) while consenting takes 1 (consent)")
        ]
    }

    /// G2's keyboard half: a heuristic of the terminal's focus order, so a warning (one severity per rule id).
    static let g2Keys = LintRule(
        id: "G2-keys", severity: .warning,
        summary: "Refusing takes no more keystrokes to reach than accepting (Tab order of the first layer)",
        source: LintSources.g2
    ) { form, _ in
        guard let layer = form.ump?.firstLayer else { return [] }
        var issues: [LintRule.Issue] = []
        // In the terminal focus starts on the first button and Tab moves along the list; one extra Tab
        // is unavoidable for whichever of two buttons comes second, so only a control placed between
        // Consent and Do not consent makes refusing cost more keystrokes.
        if let accept = layer.buttons.firstIndex(of: .consent), let reject = layer.buttons.firstIndex(of: .doNotConsent),
            reject > accept + 1
        {
            issues.append(
                .init(
                    path: "firstLayer.buttons[\(reject)]",
                    message:
                        "doNotConsent is listed after \(layer.buttons[accept + 1]): from the first button a keyboard user presses Tab \(reject) times to refuse but \(accept) to consent; list doNotConsent next to consent"
                ))
        }
        return issues
    }

    static let g13 = LintRule(
        id: "G13", severity: .info,
        summary: "The close icon counts as Do not consent, and its label says so",
        source: LintSources.g13
    ) { form, _ in
        guard let layer = form.ump?.firstLayer, layer.closeIcon else { return [] }
        return form.lintGroups([.close]).compactMap { group in
            let written = form.lintWrittenLanguage(.close, group.language)
            guard let refusal = LintVocabulary.refusal[written], !refusal.matches(form.lintText(.close, group.language)) else {
                return nil
            }
            return .init(
                path: form.lintPath(.close, group.language),
                message:
                    "the close icon's label \(form.lintQuote(.close, group)) does not say that closing means not consenting; UMP records closing as Do not consent"
            )
        }
    }
}
