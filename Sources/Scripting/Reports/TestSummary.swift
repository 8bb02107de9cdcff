/// The outcome of `consentsim test`: one line per failure, then `N passed, N failed`.
package struct TestSummary: Sendable {
    /// Every session's result, in path order.
    package var results: [SessionResult]

    /// A summary of `results`.
    package init(results: [SessionResult]) { self.results = results }

    /// Sessions that passed.
    package var passed: Int { results.filter(\.passed).count }
    /// Sessions that failed (parse errors included).
    package var failed: Int { results.filter(\.failed).count }
    /// Sessions not started (`--max-failures`).
    package var notRun: Int { results.filter(\.notRun).count }
    /// Sessions skipped by an annotation (`Skip`, `Fixme`, another script's `Only`).
    package var skipped: Int { results.filter { $0.skipped != nil }.count }
    /// Snapshot files written.
    package var snapshotsWritten: [String] { results.flatMap { $0.snapshotWrites.map(\.path) } }

    /// `FAIL <one-line reason>` for each failed session.
    package var failureLines: [String] {
        results.compactMap { r in r.failureLine.map { "FAIL " + $0 } }
    }

    /// `N passed, N failed`, exactly: CI tooling reads this last line (`TestReport` prints the
    /// snapshots written on the line before).
    package var closingLine: String { "\(passed) passed, \(failed) failed" }
}
