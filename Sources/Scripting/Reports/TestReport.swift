import Basics

/// How `consentsim test` prints a run (Playwright's reporters of the same names).
package enum ReporterKind: String, CaseIterable, Sendable {
    /// One line per script (`✓`/`✘`, path, time), then each failure in full, then the summary.
    case list
    /// One character per script (`·` passed, `F` failed), then each failure in full, then the summary.
    case dot
    /// Each failure in full as it is, then the summary (no line for passing scripts).
    case line
    /// A GitHub Actions workflow command per failure (an annotation at its file and line), then the summary.
    case github
    /// The run as one JSON document (`JSONReport`) and nothing else, so the output parses.
    case json

    /// `list,github` as several reporters, each known and none twice; nil when one is not a reporter
    /// or `json` is given with another (its output must be nothing but JSON).
    package static func parseList(_ text: String) -> [ReporterKind]? {
        let kinds = text.split(separator: ",", omittingEmptySubsequences: false).map { ReporterKind(rawValue: String($0)) }
        guard !kinds.isEmpty, kinds.allSatisfy({ $0 != nil }) else { return nil }
        let unique = kinds.compactMap { $0 }
        guard Set(unique).count == unique.count, !(unique.contains(.json) && unique.count > 1) else { return nil }
        return unique
    }
}

/// The text of a `consentsim test` run: progress, failures (file:line, expected/found, a compact
/// screen diff or the screen), and a closing summary whose last line CI tools read.
package struct TestReport: Sendable {
    /// Every session's result, in path order.
    package var results: [SessionResult]
    /// The reporter.
    package var kind: ReporterKind
    /// The whole run's wall time, when measured.
    package var nanoseconds: UInt64?
    /// Sessions run at once.
    package var jobs: Int
    /// Whether failures print every screen row (`--verbose`) rather than the rows that matter.
    package var verbose: Bool
    /// Reporters printed before `kind`, each without the summary (`--reporter list,github`).
    package var before: [ReporterKind] = []
    /// Notes printed just before the closing line (obsolete snapshots), so the summary stays last.
    package var notes: [String] = []

    /// A report.
    package init(results: [SessionResult], kind: ReporterKind = .list, nanoseconds: UInt64? = nil, jobs: Int = 1, verbose: Bool = false) {
        self.results = results
        self.kind = kind
        self.nanoseconds = nanoseconds
        self.jobs = jobs
        self.verbose = verbose
    }

    /// The whole output, newline-terminated: each reporter's progress and failures, then the
    /// summary once, last (the JSON reporter: the document alone).
    package var text: String {
        if kind == .json { return JSONReport.document(results, nanoseconds: nanoseconds) }
        let blocks = (before + [kind]).flatMap(blocks(for:)) + [summaryLines.joined(separator: "\n")]
        return blocks.joined(separator: "\n\n") + "\n"
    }

    /// The progress and failures one reporter prints.
    func blocks(for kind: ReporterKind) -> [String] {
        var blocks: [String] = []
        let progress = progressLines(for: kind)
        if !progress.isEmpty { blocks.append(progress.joined(separator: "\n")) }
        let failed = results.filter(\.failed)
        switch kind {
        case .github:
            if !failed.isEmpty { blocks.append(failed.map(GitHubAnnotation.error).joined(separator: "\n")) }
        case .list, .dot, .line:
            for (number, result) in failed.enumerated() {
                blocks.append(FailureReport.block(result, number: number + 1, verbose: verbose))
            }
        case .json:
            break
        }
        return blocks
    }

    /// A script's path (or path:line) on one line: a file name can hold a line break, and the report
    /// is read a line per script.
    static func shown(_ place: String) -> String { MessageText.line(place, limit: 1_000) }

    /// The per-script lines of `list`, the dots of `dot` (80 a line), nothing for `line`.
    package var progressLines: [String] { progressLines(for: kind) }

    /// The per-script lines of `kind`.
    func progressLines(for kind: ReporterKind) -> [String] {
        switch kind {
        case .list:
            return results.map { r in
                if r.notRun { return "  - " + TestReport.shown(r.path) + " (not run)" }
                if let reason = r.skipped { return "  - " + TestReport.shown(r.path) + " (skipped: " + TestReport.shown(reason) + ")" }
                let mark = r.passed ? "  ✓ " : "  ✘ "
                let place = r.passed ? r.path : (r.failureLocation ?? r.path)
                return mark + TestReport.shown(place) + (r.nanoseconds.map { " (\(TestReport.duration($0)))" } ?? "")
            }
        case .dot:
            // Playwright's dot reporter marks a skipped test with °.
            let dots = results.map { $0.notRun ? "-" : $0.skipped != nil ? "°" : $0.passed ? "·" : "F" }
            return stride(from: 0, to: dots.count, by: 80).map { dots[$0..<min($0 + 80, dots.count)].joined() }
        case .line, .github, .json:
            return []
        }
    }

    /// The closing lines: failed scripts again (one line each), time, snapshots written, and last
    /// `N passed, N failed` exactly (CI tooling reads it).
    package var summaryLines: [String] {
        let summary = TestSummary(results: results)
        var lines: [String] = []
        for r in results where r.failed { lines.append("  ✘ " + TestReport.shown(r.failureLocation ?? r.path)) }
        if summary.notRun > 0 {
            lines.append(
                "  \(summary.notRun) script\(summary.notRun == 1 ? "" : "s") not run (--max-failures: the run stopped after \(summary.failed) failure\(summary.failed == 1 ? "" : "s"))"
            )
        }
        if summary.skipped > 0 { lines.append("  \(summary.skipped) skipped (Skip, Fixme, or another script's Only)") }
        if let nanoseconds {
            lines.append(
                "  \(results.count) script\(results.count == 1 ? "" : "s") in \(TestReport.duration(nanoseconds)) (\(jobs) job\(jobs == 1 ? "" : "s"))"
            )
        }
        let written = summary.snapshotsWritten.count
        if written > 0 {
            lines.append("  \(written) snapshot\(written == 1 ? "" : "s") written (review them with git diff):")
            lines += summary.snapshotsWritten.prefix(50).map { "    " + TestReport.shown($0) }
            if written > 50 { lines.append("    … and \(written - 50) more") }
        }
        lines += notes
        lines.append(summary.closingLine)
        return lines
    }

    /// `12ms`, `1.4s`.
    package static func duration(_ nanoseconds: UInt64) -> String {
        let ms = Double(nanoseconds) / 1e6
        if ms < 1000 { return "\(Int(ms.rounded()))ms" }
        let tenths = Int((ms / 100).rounded())
        return "\(tenths / 10).\(tenths % 10)s"
    }
}

extension SessionResult {
    /// `file:line` of the failed step or the first load problem, after the include chain that led there.
    package var failureLocation: String? { failurePlace?.trail }

    /// Where the failed step or the first load problem is.
    package var failurePlace: ScriptLocation? { loadError?.diagnostics.first?.location ?? failure?.location }
}
