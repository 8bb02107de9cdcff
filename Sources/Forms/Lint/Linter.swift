/// The form compliance linter: every rule of the checklist that a form file can be checked against.
public enum Linter {
    /// Every rule, in checklist order (GDPR/DPA, then TCF, then Apple).
    public static let rules: [LintRule] = [
        RefusalRules.g1, RefusalRules.g2, VisualWeightRules.g3, ConsentDefaultRules.g4, LabelRules.g6,
        LabelRules.g7, ConsentDefaultRules.g9, LanguageRules.g12, RefusalRules.g13, VendorDisclosureRules.t1,
        TruncationRules.t3, VisualWeightRules.t4, ConsentDefaultRules.t5, VendorDisclosureRules.t12,
        ATTRules.a1, ATTRules.a2, ATTRules.a3, ATTRules.a4,
    ]

    /// The pseudo-rule of forms that do not load: lint reports the loader's errors under it, so JSON
    /// and SARIF output carry them too.
    public static let loadRule = LintRule(
        id: "F1", severity: .error, summary: "The form file loads and validates (forms/schema.json)",
        source: "consentsim forms/ file format"
    ) { _ in [] }

    /// The loader's errors as findings of `loadRule`.
    public static func findings(for errors: FormErrors) -> [LintFinding] {
        errors.errors.map {
            LintFinding(
                ruleID: loadRule.id, severity: .error, message: $0.message, source: loadRule.source, file: $0.file,
                line: $0.line, column: $0.column)
        }
    }

    /// The rule with `id`, if lint has one.
    public static func rule(id: String) -> LintRule? { (rules + [loadRule]).first { $0.id == id } }

    /// Every finding for `form`, in file order.
    public static func lint(_ form: FormDefinition) -> [LintFinding] {
        rules.flatMap { $0.check(form) }.sorted()
    }
}
