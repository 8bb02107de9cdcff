/// The settings table as the documentation shows it: scripts/README.md (and so `consentsim manual`)
/// and the Commands article carry this table between markers, and `SettingsDocsTests` fails, printing
/// it, when one of them differs, so a row without a setting or a setting without a row cannot ship.
extension SimulatorSettings {
    /// The marker line before the table in a document.
    package static let markdownTableStart =
        "<!-- settings: written from SimulatorSettings.options; SettingsDocsTests prints it when it is stale -->"
    /// The marker line after it.
    package static let markdownTableEnd = "<!-- /settings -->"

    /// Every setting as a Markdown row: its `Set` line, its `run` flag, its default and its help.
    package static var markdownTable: String {
        var rows = ["| `Set` line | `run` flag | default | what it sets |", "|---|---|---|---|"]
        for option in options {
            let setLine = "Set \(option.script) " + (option.scriptNames.isEmpty ? "<\(option.valueName)>" : option.scriptNames.joined(separator: "|"))
            var flag = "—"
            if let name = option.flag {
                if option.isBoolean {
                    flag = option.negatable ? "`--\(name)`, `--no-\(name)`" : "`--\(name)`"
                } else if option.flagNames.isEmpty {
                    flag = "`--\(name) <\(option.valueName)>`"
                } else if option.flagNames == option.scriptNames {
                    flag = "`--\(name)`"
                } else {
                    flag = "`--\(name) \(option.flagNames.joined(separator: "|"))`".markdownCellEscaped
                }
            }
            let byDefault = option.defaultIsValue ? "`\(option.scriptDefault)`" : option.scriptDefault
            rows.append(
                "| " + "`\(setLine)`".markdownCellEscaped + " | \(flag) | \(byDefault.markdownCellEscaped) | \(option.help.markdownCellEscaped) |")
        }
        return rows.joined(separator: "\n")
    }
}

extension String {
    /// The text with `|` escaped, for a cell of a Markdown table.
    fileprivate var markdownCellEscaped: String { split(separator: "|", omittingEmptySubsequences: false).joined(separator: "\\|") }
}
