import Store

/// Why a session stopped early: the step, what it expected, what it found, and the screen then.
package struct ScriptFailure: Hashable, Sendable {
    /// The step's location.
    package var location: ScriptLocation
    /// The step as written.
    package var line: String
    /// What the step expected.
    package var expected: String
    /// What was there instead.
    package var found: String
    /// A line-by-line difference (snapshots).
    package var diff: String?
    /// The screen when it failed (nil before the app first drew anything).
    package var screen: HostScreen?
    /// The limit, when the step did not fail but ran out of time (a `Wait` that never matched, the
    /// session's `--timeout`): reported as a timeout, not as a mismatch.
    package var timeoutLimit: String?
    /// Whether expected and found are two renderings of one kind of value (two Strings, two
    /// Numbers), so the report marks where they part.
    package var comparesValues = false
    /// The stored keys at the failure, `key = value` a line (key checks only; bounded).
    package var storedKeys: [String]?

    /// A failure.
    package init(location: ScriptLocation, line: String, expected: String, found: String, diff: String? = nil, screen: HostScreen? = nil) {
        self.location = location
        self.line = line
        self.expected = expected
        self.found = found
        self.diff = diff
        self.screen = screen
    }

    /// One line: `file:line: <step> — expected X, found Y`.
    package var summary: String {
        if let timeoutLimit { return "\(location.trail): \(line) — timed out after \(timeoutLimit) waiting for \(expected)" }
        return "\(location.trail): \(line) — expected \(expected), found \(found)"
    }
}

/// A snapshot file the player wants written (`--update-snapshots`).
package struct SnapshotWrite: Hashable, Sendable {
    /// The file's path.
    package var path: String
    /// Its new content.
    package var content: String

    /// A write.
    package init(path: String, content: String) {
        self.path = path
        self.content = content
    }
}

/// How one session went.
package struct SessionResult: Sendable {
    /// The script's path.
    package var path: String
    /// The problems that kept it from running (parse errors, missing files), if any.
    package var loadError: ScriptLoadError?
    /// The failed step, if any (the first failed `Expect+Soft` when no other step failed).
    package var failure: ScriptFailure?
    /// The other `Expect+Soft` steps that did not hold, in order.
    package var softFailures: [ScriptFailure] = []
    /// Why the script was not run (`Skip`, `Fixme`, or another script's `Only`); nil when it was.
    package var skipped: String?
    /// Snapshot files to write (only with `--update-snapshots`).
    package var snapshotWrites: [SnapshotWrite]
    /// Steps run (including the failed one).
    package var stepsRun: Int
    /// Expectations and snapshots checked.
    package var checks: Int
    /// The store at the end.
    package var finalStore: StoreDomain?
    /// How long the session took, when the runner was given a clock (reports only; never read by the session).
    package var nanoseconds: UInt64?
    /// The session was never started: the run stopped at `--max-failures`.
    package var notRun = false
    /// What each step did, when traced (`TraceMode`).
    package var trace: SessionTrace?
    /// The page the trace of this passed session was written to as it ended (relative to the HTML
    /// report's folder); `trace` is then dropped, so a run of thousands holds no trace for long.
    package var tracePage: String?
    /// The script's snapshot folder and the files its `Snapshot` steps name, for the report of
    /// obsolete snapshots (nil: the script did not play).
    package var snapshotFolder: (directory: String, named: Set<String>)?

    /// A result.
    package init(
        path: String, loadError: ScriptLoadError? = nil, failure: ScriptFailure? = nil, snapshotWrites: [SnapshotWrite] = [],
        stepsRun: Int = 0, checks: Int = 0, finalStore: StoreDomain? = nil
    ) {
        self.path = path
        self.loadError = loadError
        self.failure = failure
        self.snapshotWrites = snapshotWrites
        self.stepsRun = stepsRun
        self.checks = checks
        self.finalStore = finalStore
    }

    /// Whether every step ran and held.
    package var passed: Bool { !notRun && !failed && skipped == nil }

    /// Whether it could not be loaded or a step did not hold (a session not run has not failed).
    package var failed: Bool { loadError != nil || failure != nil }

    /// A session the run did not start (`--max-failures`).
    package static func notRun(path: String) -> SessionResult {
        var result = SessionResult(path: path)
        result.notRun = true
        return result
    }

    /// A script not run because of an annotation.
    package static func skipped(path: String, reason: String) -> SessionResult {
        var result = SessionResult(path: path)
        result.skipped = reason
        return result
    }

    /// The one-line reason it did not pass (nil when it passed).
    package var failureLine: String? {
        if let loadError, let first = loadError.diagnostics.first {
            let more = loadError.diagnostics.count > 1 ? " (and \(loadError.diagnostics.count - 1) more)" : ""
            return first.description + more
        }
        let soft = softFailures.isEmpty ? "" : " (and \(softFailures.count) more soft failure\(softFailures.count == 1 ? "" : "s"))"
        return failure.map { $0.summary + soft }
    }
}
