/// One problem lint found in a form: which rule, how serious, why (specifically), the rule's source,
/// and where in the form file.
package struct LintFinding: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The rule's id (`G1`, `T5`, `A1`, …).
    package var ruleID: String
    /// How serious this finding is (usually the rule's severity; some rules grade their findings).
    package var severity: LintSeverity
    /// The reason, naming the button, purpose or language concerned.
    package var message: String
    /// Where the rule comes from (regulator, IAB policy, Apple guideline).
    package var source: String
    /// The form file as the form's source map names it.
    package var file: String
    /// 1-based line.
    package var line: Int
    /// 1-based column, in Unicode scalars.
    package var column: Int

    /// A finding.
    package init(ruleID: String, severity: LintSeverity, message: String, source: String, file: String, line: Int, column: Int) {
        self.ruleID = ruleID
        self.severity = severity
        self.message = message
        self.source = source
        self.file = file
        self.line = line
        self.column = column
    }

    /// `file:line:column: severity[RULE]: message`, the compiler shape editors jump to; the rule's
    /// source is in JSON and SARIF, and `consentsim lint --explain RULE` prints it.
    package var description: String {
        "\(file):\(line):\(column): \(severity)[\(ruleID)]: \(message)"
    }

    /// File, then position, then rule id and message, so output is stable.
    package static func < (a: LintFinding, b: LintFinding) -> Bool {
        (a.file, a.line, a.column, a.ruleID, a.message) < (b.file, b.line, b.column, b.ruleID, b.message)
    }
}
