/// Contrast as the phone pictures draw a form (`PhoneColors`, the renderer's own values): a form that
/// says `default` is drawn on the phone's white, a filled button's label is read against its fill,
/// and outlined buttons, text buttons and links against the background. A button's label on the
/// phone is normal-size text, so WCAG 2.1 SC 1.4.3's 4.5:1 applies to every check here (Google's
/// own #1A73E8 on white is 4.5:1). PAC's card keeps consentform.html's fixed colours, so PAC forms
/// have no phone checks.
enum PhoneContrast {
    /// One thing the phone draws: the role that colours it, what it is, its ink and what it sits on.
    struct Check {
        var role: ColorRole
        var what: String
        var ink: Int
        var ground: Int
    }

    /// What the phone draws of `form`: the calls to action (`callsToAction`) or the body text.
    static func checks(_ form: FormDefinition, callsToAction: Bool) -> [Check] {
        guard form.sdk != .pac else { return [] }
        let c = PhoneColors(form.colors)
        guard callsToAction else {
            return [
                Check(role: .text, what: "body text", ink: c.text, ground: c.background),
                Check(role: .muted, what: "secondary text", ink: c.muted, ground: c.background),
            ]
        }
        guard form.ump != nil else {
            // The app's explainer: one button filled with the accent.
            return [Check(role: .accent, what: "the filled button's label", ink: PhoneColors.label(onFill: c.accent), ground: c.accent)]
        }
        return [
            Check(role: .acceptButton, what: "Consent's label on its fill", ink: PhoneColors.label(onFill: c.acceptButton), ground: c.acceptButton),
            Check(role: .acceptButton, what: "Accept all's outlined label", ink: c.acceptButton, ground: c.background),
            Check(role: .rejectButton, what: "the reject buttons' label colour", ink: c.rejectButton, ground: c.background),
            Check(role: .accent, what: "the colour of links and text buttons", ink: c.accent, ground: c.background),
            Check(role: .accent, what: "Confirm choices' label on its fill", ink: PhoneColors.label(onFill: c.accent), ground: c.accent),
        ]
    }

    /// A finding per role whose weakest drawn pair has less than 4.5:1 on the phone.
    static func issues(_ form: FormDefinition, callsToAction: Bool) -> [LintRule.Issue] {
        var seen = Set<ColorRole>()
        var issues: [LintRule.Issue] = []
        let background = form.colors[.background]
        let ground = background == .terminalDefault ? "the phone's white, as the form's background is default" : "background \(background)"
        for check in checks(form, callsToAction: callsToAction) where !seen.contains(check.role) {
            let ratio = ColorMetrics.contrast(check.ink, check.ground)
            guard ratio < VisualWeightRules.minimumTextContrast else { continue }
            seen.insert(check.role)
            let shown = (ratio * 100).rounded(.down) / 100
            let onFill = check.ground != PhoneColors(form.colors).background
            let against = onFill ? "its fill \(ColorMetrics.hex(check.ground))" : "\(ColorMetrics.hex(check.ground)) (\(ground))"
            issues.append(
                .init(
                    path: "colors.\(check.role.rawValue)",
                    message:
                        "on the phone, \(check.what) is \(ColorMetrics.hex(check.ink)) on \(against): a contrast of \(shown):1; text there needs at least 4.5:1 (WCAG 2.1 AA)"
                ))
        }
        return issues
    }
}
