import Basics

/// Lint's JSON output: an array of findings with the fields of `LintFinding`.
package enum LintJSONReport {
    /// `[{"ruleId", "severity", "message", "source", "file", "line", "column"}, …]`, pretty-printed.
    package static func render(_ findings: [LintFinding]) -> String {
        JSONValue.array(findings.sorted().map(json)).serialized(pretty: true) + "\n"
    }

    /// One finding as a JSON object.
    package static func json(_ finding: LintFinding) -> JSONValue {
        .object([
            "ruleId": .string(finding.ruleID), "severity": .string(finding.severity.rawValue),
            "message": .string(finding.message), "source": .string(finding.source), "file": .string(finding.file),
            "line": .int(Int64(finding.line)), "column": .int(Int64(finding.column)),
        ])
    }
}
