import Forms

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
            out += change.rows.isEmpty ? "styles differ (colours or emphasis)\n" : "\(change.rows.count) rows differ\n"
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

    /// The files of a side-by-side HTML comparison: each changed picture old and new as SVG, and
    /// `compare.html` putting them next to each other.
    package func files(palette: ExportPalette = .dark) -> [(path: String, contents: String)] {
        var files: [(path: String, contents: String)] = []
        var rows = ""
        for change in changes {
            let path = change.new.path(.svg)
            files.append(("old/" + path, SVGExport(palette: palette).render(change.old.frame, title: change.old.title(form: oldForm))))
            files.append(("new/" + path, SVGExport(palette: palette).render(change.new.frame, title: change.new.title(form: newForm))))
            let what = change.rows.isEmpty ? "styles differ" : "rows " + change.rows.map(String.init).joined(separator: ", ")
            rows +=
                "<section><h2>\(XMLEscaping.escape("\(change.new.screen.id) · \(change.new.language) · \(change.new.size)"))</h2>"
                + "<p>\(XMLEscaping.escape(what))</p><div class=\"pair\">"
                + "<figure><img src=\"old/\(path)\" alt=\"old\"/><figcaption>old</figcaption></figure>"
                + "<figure><img src=\"new/\(path)\" alt=\"new\"/><figcaption>new</figcaption></figure></div></section>\n"
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
            .pair{display:flex;gap:1.5em;flex-wrap:wrap}figure{margin:0}img{display:block;border:1px solid #555}
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
