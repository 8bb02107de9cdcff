import Basics

/// Merges the HTML reports of a sharded run (`consentsim test --merge-html OUT IN...`) into one
/// page, as `JUnitMerge` merges their JUnit reports: the failures in input order, renumbered; every
/// script's row; the passed scripts' traces; the counts summed and the longest shard's time.
///
/// A shard's passed scripts link trace pages of their own (`traces/N.html` beside its index): the
/// merged rows link them under a folder per shard (`traces/S/N.html`), and `Merged.traces` says which
/// page to copy where, so the merged report is whole in its own folder (a CI artifact).
package enum HTMLMerge {
    /// A merged report: its index, and the shards' trace pages it links.
    package struct Merged: Sendable {
        /// The merged `index.html`.
        package var page: String
        /// Each linked trace page: its path under the shard's folder, and its path under the merged folder.
        package var traces: [(shard: Int, from: String, to: String)]
    }

    /// How many scripts one report, or all merged, may count (no run has a billion scripts).
    package static let scripts = 0...1_000_000_000
    /// A run's wall time in nanoseconds (what a UInt64 of them that fits an Int holds: 292 years).
    package static let nanoseconds = 0...Int.max

    /// The merged page of `reports` (name and text of each input's `index.html`).
    package static func merge(_ reports: [(name: String, text: String)]) throws(JUnitMerge.Failure) -> String {
        try mergeWithTraces(reports).page
    }

    /// The merged page of `reports` and the trace pages it links (`Merged.traces`).
    package static func mergeWithTraces(_ reports: [(name: String, text: String)]) throws(JUnitMerge.Failure) -> Merged {
        var copies: [(shard: Int, from: String, to: String)] = []
        var merged = HTMLReport.Parts(passed: 0, failed: 0, notRun: 0, nanoseconds: nil)
        var number = 0
        for (shard, report) in reports.enumerated() {
            guard let counts = between(report.text, "<!--consentsim:counts ", "-->"),
                let failures = between(report.text, "<!--consentsim:failures-->\n", "<!--/consentsim:failures-->"),
                let rows = between(report.text, "<!--consentsim:rows-->\n", "<!--/consentsim:rows-->"),
                let traces = between(report.text, "<!--consentsim:traces-->\n", "<!--/consentsim:traces-->")
            else { throw JUnitMerge.Failure(description: "\(report.name): not a consentsim test --html report") }
            do throws(NumberRangeError) {
                var fields: [String: Int] = [:]
                for field in counts.split(separator: " ") {
                    let pair = field.split(separator: "=", maxSplits: 1)
                    guard pair.count == 2 else { continue }
                    let name = String(pair[0])
                    fields[name] = try CheckedNumber.integer(pair[1], in: name == "ns" ? nanoseconds : scripts, what: "\(name) count")
                }
                merged.passed = try CheckedNumber.sum(merged.passed, fields["passed"] ?? 0, in: scripts, what: "merged passed count")
                merged.failed = try CheckedNumber.sum(merged.failed, fields["failed"] ?? 0, in: scripts, what: "merged failed count")
                merged.notRun = try CheckedNumber.sum(merged.notRun, fields["notrun"] ?? 0, in: scripts, what: "merged notrun count")
                if let ns = fields["ns"], ns > 0 { merged.nanoseconds = max(merged.nanoseconds ?? 0, UInt64(ns)) }
            } catch {
                throw JUnitMerge.Failure(description: "\(report.name): \(error)")
            }
            // Failure numbers and element ids restart in every shard: renumbered, and trace ids made unique per shard.
            var renumbered = ""
            for section in failures.split(separator: "<section class=\"failure\" id=\"failure-", omittingEmptySubsequences: false).dropFirst() {
                number += 1
                var rest = Substring(section)
                // The old number is only matched as text, never computed with, so it needs no range.
                guard let quote = rest.firstIndex(of: "\"") else { continue }
                let old = rest[..<quote]
                guard CheckedNumber.isWholeNumber(old) else { continue }
                rest = rest[quote...]
                renumbered +=
                    "<section class=\"failure\" id=\"failure-\(number)\""
                    + String(rest.dropFirst()).replacing("<h3>\(old)) ", with: "<h3>\(number)) ", maxReplacements: 1)
                    .replacing("id=\"trace-failure-\(old)\"", with: "id=\"trace-failure-\(number)\"")
            }
            merged.failures += renumbered
            let relinked = relinkTraces(rows, shard: shard)
            merged.rows += relinked.rows
            copies += relinked.pages.map { (shard: shard, from: $0.from, to: $0.to) }
            merged.traces += traces.replacing("id=\"trace-script-", with: "id=\"trace-shard\(shard + 1)-script-")
        }
        return Merged(page: HTMLReport.page(merged), traces: copies)
    }

    /// `rows` with each link to a trace page (`traces/N.html`) pointing under the shard's own folder
    /// (`traces/S/N.html`), and the pages to copy. Only links the report writes are followed: a number
    /// that is not whole is left as it was, so no path outside `traces/` is ever named.
    package static func relinkTraces(_ rows: Substring, shard: Int) -> (rows: String, pages: [(from: String, to: String)]) {
        let open = "<a href=\"traces/"
        var out = "", pages: [(from: String, to: String)] = []
        var rest = rows[...]
        while let link = rest.firstRange(of: open) {
            out.append(contentsOf: rest[..<link.upperBound])
            rest = rest[link.upperBound...]
            guard let end = rest.firstRange(of: ".html\"") else { continue }
            let number = rest[..<end.lowerBound]
            guard CheckedNumber.isWholeNumber(number) else { continue }
            let page = "\(number).html"
            out += "\(shard + 1)/\(page)\""
            pages.append(("traces/" + page, "traces/\(shard + 1)/" + page))
            rest = rest[end.upperBound...]
        }
        out.append(contentsOf: rest)
        return (out, pages)
    }

    /// A shard's trace page as the merged report holds it, one folder deeper (its link back to the index).
    package static func relocatedTracePage(_ html: String) -> String {
        html.replacing("<a href=\"../index.html\">", with: "<a href=\"../../index.html\">", maxReplacements: 1)
    }

    /// The text of `text` between the first `open` and the `close` after it.
    static func between(_ text: String, _ open: String, _ close: String) -> Substring? {
        guard let start = text.firstRange(of: open), let end = text[start.upperBound...].firstRange(of: close) else { return nil }
        return text[start.upperBound..<end.lowerBound]
    }
}
