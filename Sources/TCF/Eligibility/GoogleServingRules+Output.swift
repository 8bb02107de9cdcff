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

extension CertifiedCMPList {
    /// The list with its provenance, for `consentsim rules`: where it comes from, then one line per
    /// row (id, name, platform, when and where it was seen, what could not be confirmed), then the IAB
    /// list that decides what an id it does not name is.
    public func text(iab: IABCMPList) -> String {
        var lines = ["Google-certified CMPs in use: \(summary)"]
        for row in entries {
            lines.append("  \(row.id)  \(row.name)  [\(row.platform), seen \(row.seen)]  source: \(row.source)")
            if let note = row.note { lines.append("      note: " + note) }
        }
        if complete {
            lines.append("  An id the list does not name is not certified.")
        } else {
            lines.append(
                "  An id the list does not name: certification unknown when the IAB registers it (verdict shown both ways), else not certified.")
        }
        lines.append("IAB CMP list: \(iab.summary)")
        return lines.joined(separator: "\n")
    }
}
