import Forms
import Screens
import Simulation

/// Two versions of a form screen by screen: what `consentsim preview --compare OLD NEW` reports.
///
/// Every screen both versions reach is drawn in every language both offer, at every size; a screen
/// differs when its text or styles do. Screens only one version reaches are listed by name.
package struct PreviewComparison: Sendable {
    /// One screen in one language at one size that the versions draw differently.
    package struct Change: Sendable {
        /// The old version's item.
        package var old: PreviewItem
        /// The new version's item.
        package var new: PreviewItem
        /// The 1-based rows whose text differs (empty when only styles, such as colours, changed).
        package var rows: [Int]
    }

    /// The screens drawn differently, in the batches' order.
    package var changes: [Change]
    /// How many screen × language × size pictures were compared.
    package var compared: Int
    /// Screen ids only the old version reaches.
    package var onlyOld: [String]
    /// Screen ids only the new version reaches.
    package var onlyNew: [String]
    /// The old and new forms.
    package var oldForm: FormDefinition, newForm: FormDefinition

    /// Compares `old` with `new` in `languages` (those both offer are used) at `sizes`.
    package init(
        old: FormDefinition, new: FormDefinition, languages: [LanguageCode]? = nil, sizes: [Size],
        device: DeviceProfile = .terminal
    ) throws {
        oldForm = old
        newForm = new
        let shared = (languages ?? new.languages.list).filter { old.languages.list.contains($0) && new.languages.list.contains($0) }
        let oldItems = try PreviewBatch(form: old, languages: shared, sizes: sizes, device: device).items()
        let newItems = try PreviewBatch(form: new, languages: shared, sizes: sizes, device: device).items()
        var byPath: [String: PreviewItem] = [:]
        for item in oldItems { byPath[item.path(.txt)] = item }
        var changes: [Change] = []
        var compared = 0
        for item in newItems {
            guard let before = byPath[item.path(.txt)] else { continue }
            compared += 1
            guard before.frame.canvas != item.frame.canvas else { continue }
            let (a, b) = (before.frame.canvas.lines(), item.frame.canvas.lines())
            let rows = (0..<max(a.count, b.count)).filter { ($0 < a.count ? a[$0] : "") != ($0 < b.count ? b[$0] : "") }.map { $0 + 1 }
            changes.append(Change(old: before, new: item, rows: rows))
        }
        self.changes = changes
        self.compared = compared
        let (oldIDs, newIDs) = (Set(oldItems.map(\.screen.id)), Set(newItems.map(\.screen.id)))
        onlyOld = oldIDs.subtracting(newIDs).sorted()
        onlyNew = newIDs.subtracting(oldIDs).sorted()
    }

    /// The text report: per changed picture its rows old (`-`) and new (`+`), then a summary.
    package func text() -> String {
        var out = ""
        for change in changes {
            let item = change.new
            out += "=== \(item.screen.id) · \(item.language) · \(item.size): "
            out += change.rows.isEmpty ? styleDifference + "\n" : "\(change.rows.count) rows differ" + colourNote + "\n"
            let (a, b) = (change.old.frame.canvas.lines(), item.frame.canvas.lines())
            for row in change.rows {
                out += "\(row) - " + (row <= a.count ? a[row - 1] : "") + "\n"
                out += "\(row) + " + (row <= b.count ? b[row - 1] : "") + "\n"
            }
        }
        if !onlyOld.isEmpty { out += "only in \(oldForm.id) (old): \(onlyOld.joined(separator: ", "))\n" }
        if !onlyNew.isEmpty { out += "only in \(newForm.id) (new): \(onlyNew.joined(separator: ", "))\n" }
        out += "\(changes.count) of \(compared) pictures differ\n"
        return out
    }

    /// The form colours the two versions set differently, in role order (`accent blue → #1A73E8`).
    package var colourChanges: [String] {
        ColorRole.allCases.compactMap { role in
            let (before, after) = (oldForm.colors[role], newForm.colors[role])
            return before == after ? nil : "\(role.rawValue) \(before) → \(after)"
        }
    }

    /// What differs in a picture whose text is the same: the colours the forms changed, else emphasis.
    var styleDifference: String {
        colourChanges.isEmpty ? "styles differ (emphasis)" : "styles differ: " + colourChanges.joined(separator: ", ")
    }

    /// The colour changes after a count of changed rows (`; accent blue → #1A73E8`), if any.
    var colourNote: String { colourChanges.isEmpty ? "" : "; " + colourChanges.joined(separator: ", ") }

    /// `part` of `whole` as a CSS percentage with two decimals (`12.50`).
    static func percent(_ part: Int, of whole: Int) -> String {
        let hundredths = part * 10_000 / max(1, whole)
        let fraction = hundredths % 100
        return "\(hundredths / 100)." + (fraction < 10 ? "0" : "") + "\(fraction)"
    }

    /// A picture with its changed rows marked in place (a band over each row, its number as a tooltip).
    static func figure(_ side: String, path: String, rows: [Int], height: Int) -> String {
        let marks = rows.map { row in
            "<div class=\"mark\" style=\"top:\(percent(row - 1, of: height))%;height:\(percent(1, of: height))%\" title=\"row \(row)\"></div>"
        }
        return "<figure><div class=\"shot\"><img src=\"\(side)/\(path)\" alt=\"\(side)\"/>" + marks.joined()
            + "</div><figcaption>\(side)</figcaption></figure>"
    }

    /// The files of a side-by-side HTML comparison: each changed picture old and new as SVG, and
    /// `compare.html` putting them next to each other at any width (the pair scrolls sideways when the
    /// window is narrower), the changed rows marked on both.
    package func files(palette: ExportPalette = .dark) -> [(path: String, contents: String)] {
        var files: [(path: String, contents: String)] = []
        var rows = ""
        for change in changes {
            let path = change.new.path(.svg)
            files.append(("old/" + path, SVGExport(palette: palette).render(change.old.frame, title: change.old.title(form: oldForm))))
            files.append(("new/" + path, SVGExport(palette: palette).render(change.new.frame, title: change.new.title(form: newForm))))
            let what = change.rows.isEmpty ? styleDifference : "\(change.rows.count) rows differ, marked on both" + colourNote
            rows +=
                "<section><h2>\(XMLEscaping.escape("\(change.new.screen.id) · \(change.new.language) · \(change.new.size)"))</h2>"
                + "<p>\(XMLEscaping.escape(what))</p><div class=\"pair\">"
                + Self.figure("old", path: path, rows: change.rows, height: change.old.frame.size.height)
                + Self.figure("new", path: path, rows: change.rows, height: change.new.frame.size.height) + "</div></section>\n"
        }
        let summary =
            "\(changes.count) of \(compared) pictures differ"
            + (onlyOld.isEmpty ? "" : "; only in old: " + onlyOld.joined(separator: ", "))
            + (onlyNew.isEmpty ? "" : "; only in new: " + onlyNew.joined(separator: ", "))
        let page = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8"/>
            <title>\(XMLEscaping.escape("\(oldForm.id) → \(newForm.id)"))</title>
            <style>
            body{background:\(palette.background.hex);color:\(palette.foreground.hex);font-family:sans-serif;margin:1.5em}
            .pair{display:flex;gap:1.5em;flex-wrap:nowrap;overflow-x:auto}figure{margin:0;flex:none}img{display:block;border:1px solid #555}
            .shot{position:relative}.mark{position:absolute;left:0;right:0;background:rgba(255,193,7,.25);box-shadow:inset 4px 0 #ffc107}
            </style>
            </head>
            <body>
            <h1>\(XMLEscaping.escape("\(oldForm.id) (old) → \(newForm.id) (new)"))</h1>
            <p>\(XMLEscaping.escape(summary))</p>
            \(rows)</body>
            </html>

            """
        files.append(("compare.html", page))
        return files
    }
}
