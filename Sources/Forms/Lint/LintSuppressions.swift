import Basics

/// The lint findings a form says it accepts, each with the designer's reason.
///
/// Two ways to write one: for the whole form, `lint: {ignore: [{rule: G3, reason: "…"}]}`; for one
/// line, a comment `# lint-ignore G3: reason` at the end of that line, or alone on the line above it.
package struct LintSuppressions: Hashable, Sendable {
    /// One accepted rule.
    package struct Entry: Hashable, Sendable {
        /// The rule id (`G3`, `G6-wording`).
        package var rule: String
        /// Why the finding does not apply; required, so a suppression explains itself in review.
        package var reason: String
        /// The 1-based line it covers; nil for the whole form.
        package var line: Int?

        /// An entry.
        package init(rule: String, reason: String, line: Int? = nil) {
            self.rule = rule
            self.reason = reason
            self.line = line
        }
    }

    /// The entries, in file order.
    package var entries: [Entry]

    /// Suppressions.
    package init(_ entries: [Entry] = []) { self.entries = entries }

    /// Whether `finding` is one the form accepts.
    package func suppresses(_ finding: LintFinding) -> Bool {
        entries.contains { $0.rule == finding.ruleID && ($0.line == nil || $0.line == finding.line) }
    }

    /// The `# lint-ignore RULE: reason` comments of `lines` (1-based line numbers); a comment alone on
    /// its line covers the next line. Problems come back as (line, column, message).
    static func comments(in lines: [Substring]) -> (entries: [Entry], problems: [(line: Int, column: Int, message: String)]) {
        var entries: [Entry] = []
        var problems: [(Int, Int, String)] = []
        for (index, line) in lines.enumerated() {
            guard let marker = line.firstRange(of: "# lint-ignore") ?? line.firstRange(of: "#lint-ignore") else { continue }
            // A `#` inside a word or quoted value (`"#7B1FA2"`) is not a comment.
            if marker.lowerBound != line.startIndex, !line[line.index(before: marker.lowerBound)].isWhitespace { continue }
            let column = line.unicodeScalars.distance(from: line.unicodeScalars.startIndex, to: marker.lowerBound) + 1
            let rest = line[marker.upperBound...]
            let parts = rest.split(separator: ":", maxSplits: 1)
            let rule = parts.first.map(\.trimmingSpaces) ?? ""
            let reason = parts.count == 2 ? parts[1].trimmingSpaces : ""
            guard !rule.isEmpty, Linter.rule(id: rule) != nil else {
                problems.append(
                    (
                        index + 1, column,
                        "lint-ignore: unknown rule '\(rule)'"
                            + Suggestion.didYouMean(rule, among: Linter.rules.map(\.id)) + "; write # lint-ignore RULE: reason"
                    ))
                continue
            }
            guard !reason.isEmpty else {
                problems.append(
                    (index + 1, column, "lint-ignore \(rule): give a reason after a colon (# lint-ignore \(rule): why it does not apply)"))
                continue
            }
            let alone = line[..<marker.lowerBound].allSatisfy(\.isWhitespace)
            entries.append(Entry(rule: rule, reason: reason, line: index + 1 + (alone ? 1 : 0)))
        }
        return (entries, problems)
    }
}
