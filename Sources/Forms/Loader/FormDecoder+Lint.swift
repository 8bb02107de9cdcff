import Basics
import YAML

/// `lint:` (rules the form accepts, with reasons) and `# lint-ignore RULE: reason` comments.
extension FormDecoder {
    /// The form's suppressions: `lint.ignore` entries (whole form) then the file's comments (one line).
    mutating func decodeLint(_ node: YAMLNode?) -> LintSuppressions {
        var entries: [LintSuppressions.Entry] = []
        if let node, let lint = mapping(node, path: "lint", allowed: ["ignore"], what: "a mapping with ignore: [{rule, reason}]"),
            let ignore = lint.first(where: { $0.key == "ignore" }),
            let items = list(ignore.value, path: "lint.ignore")
        {
            for (index, item) in items.enumerated() {
                let path = "lint.ignore[\(index)]"
                guard
                    let fields = mapping(
                        item, path: path, allowed: ["rule", "reason"], required: ["rule", "reason"],
                        what: "a mapping with rule and reason")
                else { continue }
                var rule: String?
                var reason: String?
                for (key, _, value) in fields {
                    if key == "rule", let id = string(value, path: "\(path).rule") {
                        if Linter.rule(id: id) == nil {
                            error(
                                value,
                                "\(path).rule: unknown rule '\(id)'" + Suggestion.didYouMean(id, among: Linter.rules.map(\.id))
                                    + " (rules: \(Linter.rules.map(\.id).joined(separator: ", ")))")
                        } else {
                            rule = id
                        }
                    }
                    if key == "reason" { reason = nonEmptyString(value, path: "\(path).reason") }
                }
                if let rule, let reason { entries.append(.init(rule: rule, reason: reason)) }
            }
        }
        let comments = LintSuppressions.comments(in: lines)
        for problem in comments.problems {
            error(at: SourceLocation(line: problem.line, column: problem.column), problem.message)
        }
        return LintSuppressions(entries + comments.entries)
    }
}
