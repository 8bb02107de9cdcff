/// One rule of the compliance checklist (the Forms article, the lint table; its source in `LintSources`) as a
/// check over a form.
package struct LintRule: Sendable, Identifiable {
    /// What a check reports before lint adds the rule's id, source and the file position.
    struct Issue: Hashable, Sendable {
        /// The form path the finding points at (`firstLayer.buttons[1]`, `texts.de.consent`).
        var path: String
        /// The specific reason.
        var message: String
    }

    /// The checklist id (`G1`, `T5`, `A1`).
    package let id: String
    /// The severity the checklist gives the rule (SARIF's `defaultConfiguration.level`).
    package let severity: LintSeverity
    /// One line: what the rule asks for.
    package let summary: String
    /// Where the rule comes from, as the checklist cites it.
    package let source: String
    /// The check: the issues `form` has with this rule.
    let evaluate: @Sendable (FormDefinition, LintEnvironment) -> [Issue]

    init(
        id: String, severity: LintSeverity, summary: String, source: String,
        evaluate: @escaping @Sendable (FormDefinition, LintEnvironment) -> [Issue]
    ) {
        self.id = id
        self.severity = severity
        self.summary = summary
        self.source = source
        self.evaluate = evaluate
    }

    /// The findings `form` has with this rule, each placed at `file:line:column` by the form's source map.
    package func check(_ form: FormDefinition, environment: LintEnvironment) -> [LintFinding] {
        evaluate(form, environment).map { issue in
            let location = form.sourceMap.location(of: issue.path)
            return LintFinding(
                ruleID: id, severity: severity, message: issue.message, source: source,
                file: form.sourceMap.file, line: location.line, column: location.column)
        }
    }
}
