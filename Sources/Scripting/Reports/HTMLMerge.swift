import Basics

/// Merges the HTML reports of a sharded run (`consentsim test --merge-html OUT IN...`) into one
/// page, as `JUnitMerge` merges their JUnit reports: the failures in input order, renumbered; every
/// script's row; the passed scripts' traces; the counts summed and the longest shard's time.
package enum HTMLMerge {
    /// How many scripts one report, or all merged, may count (no run has a billion scripts).
    package static let scripts = 0...1_000_000_000
    /// A run's wall time in nanoseconds (what a UInt64 of them that fits an Int holds: 292 years).
    package static let nanoseconds = 0...Int.max

    /// The merged page of `reports` (name and text of each input's `index.html`).
    package static func merge(_ reports: [(name: String, text: String)]) throws(JUnitMerge.Failure) -> String {
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
            merged.rows += rows
            merged.traces += traces.replacing("id=\"trace-script-", with: "id=\"trace-shard\(shard + 1)-script-")
        }
        return HTMLReport.page(merged)
    }

    /// The text of `text` between the first `open` and the `close` after it.
    static func between(_ text: String, _ open: String, _ close: String) -> Substring? {
        guard let start = text.firstRange(of: open), let end = text[start.upperBound...].firstRange(of: close) else { return nil }
        return text[start.upperBound..<end.lowerBound]
    }
}
