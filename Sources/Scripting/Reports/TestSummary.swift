/// The outcome of `consentsim test`: one line per failure, then `N passed, N failed`.
public struct TestSummary: Sendable {
    /// Every session's result, in path order.
    public var results: [SessionResult]

    /// A summary of `results`.
    public init(results: [SessionResult]) { self.results = results }

    /// Sessions that passed.
    public var passed: Int { results.filter(\.passed).count }
    /// Sessions that failed (parse errors included).
    public var failed: Int { results.count - passed }
    /// Snapshot files written.
    public var snapshotsWritten: [String] { results.flatMap { $0.snapshotWrites.map(\.path) } }

    /// `FAIL <one-line reason>` for each failed session.
    public var failureLines: [String] {
        results.compactMap { r in r.failureLine.map { "FAIL " + $0 } }
    }

    /// `N passed, N failed`, exactly: CI tooling reads this last line (`TestReport` prints the
    /// snapshots written on the line before).
    public var closingLine: String { "\(passed) passed, \(failed) failed" }
}
