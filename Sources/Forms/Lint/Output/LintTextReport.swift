import Basics

/// Lint's text output: one `file:line:column: severity[RULE]: message` line per finding and a summary.
package enum LintTextReport {
    /// The findings, one per line, then `N errors, N warnings` (and infos when there are any).
    package static func render(_ findings: [LintFinding]) -> String {
        // Findings quote the form's values: one escaped, bounded line each.
        var lines = findings.sorted().map { MessageText.line($0.description, limit: 1_000) }
        let rules = Set(findings.map(\.ruleID)).sorted()
        lines.append(summary(findings) + (rules.isEmpty ? "" : " (lint --explain \(rules.joined(separator: "|")) for the rules and their sources)"))
        return lines.joined(separator: "\n") + "\n"
    }

    /// `--explain`: the rule's id, severity, what it asks for and where it comes from.
    package static func explain(_ rule: LintRule) -> String {
        "\(rule.id) (\(rule.severity)): \(rule.summary)\nSource: \(rule.source)\n"
    }

    /// `2 errors, 1 warning` or `0 errors, 0 warnings, 1 info`.
    package static func summary(_ findings: [LintFinding]) -> String {
        func count(_ severity: LintSeverity, _ word: String) -> String {
            let n = findings.filter { $0.severity == severity }.count
            return "\(n) \(word)\(n == 1 || word == "info" ? "" : "s")"
        }
        var parts = [count(.error, "error"), count(.warning, "warning")]
        if findings.contains(where: { $0.severity == .info }) { parts.append(count(.info, "info")) }
        return parts.joined(separator: ", ")
    }
}
