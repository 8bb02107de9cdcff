/// The form compliance linter: every rule of the checklist that a form file can be checked against.
package enum Linter {
    /// Every rule, in checklist order (GDPR/DPA, then TCF, then Apple).
    package static let rules: [LintRule] = [
        RefusalRules.g1, RefusalRules.g2, RefusalRules.g2Keys, VisualWeightRules.g3, VisualWeightRules.g3Colour,
        ConsentDefaultRules.g4, LabelRules.g6, LabelRules.g6Wording, LabelRules.g7, ConsentDefaultRules.g9, LanguageRules.g12, RefusalRules.g13,
        VendorDisclosureRules.t1,
        TruncationRules.t3, TruncationRules.t3Phone, VisualWeightRules.t4, VisualWeightRules.t4Text, ConsentDefaultRules.t5,
        VendorDisclosureRules.t12, OfficialTextRules.t13,
        ATTRules.a1, ATTRules.a2, ATTRules.a3, ATTRules.a4,
    ]

    /// The pseudo-rule of forms that do not load: lint reports the loader's errors under it, so JSON
    /// and SARIF output carry them too.
    package static let loadRule = LintRule(
        id: "F1", severity: .error, summary: "The form file loads and validates (forms/schema.json)",
        source: "consentsim forms/ file format"
    ) { _, _ in [] }

    /// The loader's errors as findings of `loadRule`.
    package static func findings(for errors: FormErrors) -> [LintFinding] {
        errors.errors.map {
            LintFinding(
                ruleID: loadRule.id, severity: .error, message: $0.message, source: loadRule.source, file: $0.file,
                line: $0.line, column: $0.column)
        }
    }

    /// The rule with `id`, if lint has one.
    package static func rule(id: String) -> LintRule? { (rules + [loadRule]).first { $0.id == id } }

    /// Every finding for `form`, in file order, less those the form suppresses (`lint.ignore`).
    package static func lint(_ form: FormDefinition, environment: LintEnvironment) -> [LintFinding] {
        rules.flatMap { $0.check(form, environment: environment) }.filter { !form.lintSuppressions.suppresses($0) }.sorted()
    }
}
