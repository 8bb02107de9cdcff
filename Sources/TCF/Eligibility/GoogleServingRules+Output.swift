import Basics

extension GoogleServingRules {
    /// The table for people: one block per rule (id, authority, period, error code, what it does,
    /// sources, note), only the rules in force on `date` when one is given.
    public static func text(at date: CivilDate? = nil) -> String {
        let rules = date.map(inForce(on:)) ?? table
        var lines: [String] = []
        if let date { lines.append("Rules in force on \(date) (\(rules.count) of \(table.count)):") }
        for rule in rules {
            if !lines.isEmpty { lines.append("") }
            let code = rule.errorCode.map { ", TCF error \($0)" } ?? ""
            lines.append("\(rule.id)  \(rule.title)  [\(rule.authority), \(rule.period)\(code)]")
            lines.append("  " + rule.effect)
            for source in rule.sources { lines.append("  source: " + source) }
            if let note = rule.note { lines.append("  note: " + note) }
        }
        return lines.joined(separator: "\n")
    }

    /// The table as Markdown, as the Verdicts article shows it.
    public static func markdown(at date: CivilDate? = nil) -> String {
        let rules = date.map(inForce(on:)) ?? table
        var lines = ["| rule | in force | error | what it does | sources |", "|---|---|---|---|---|"]
        for rule in rules {
            let cell: (String) -> String = { String($0.flatMap { $0 == "|" ? ["\\", "|"] : [$0] }) }
            let who = rule.authority == .google ? "" : " (\(rule.authority))"
            lines.append(
                "| `\(rule.id)` \(cell(rule.title))\(who) | \(rule.period) | \(rule.errorCode ?? "") | \(cell(rule.effect)) | "
                    + rule.sources.map(cell).joined(separator: "; ") + " |")
        }
        return lines.joined(separator: "\n")
    }
}
