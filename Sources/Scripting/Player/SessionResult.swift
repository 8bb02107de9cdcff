import Store

/// Why a session stopped early: the step, what it expected, what it found, and the screen then.
public struct ScriptFailure: Hashable, Sendable {
    /// The step's location.
    public var location: ScriptLocation
    /// The step as written.
    public var line: String
    /// What the step expected.
    public var expected: String
    /// What was there instead.
    public var found: String
    /// A line-by-line difference (snapshots).
    public var diff: String?
    /// The screen when it failed (nil before the app first drew anything).
    public var screen: HostScreen?

    /// A failure.
    public init(location: ScriptLocation, line: String, expected: String, found: String, diff: String? = nil, screen: HostScreen? = nil) {
        self.location = location
        self.line = line
        self.expected = expected
        self.found = found
        self.diff = diff
        self.screen = screen
    }

    /// One line: `file:line: <step> — expected X, found Y`.
    public var summary: String { "\(location.fileAndLine): \(line) — expected \(expected), found \(found)" }
}

/// A snapshot file the player wants written (`--update-snapshots`).
public struct SnapshotWrite: Hashable, Sendable {
    /// The file's path.
    public var path: String
    /// Its new content.
    public var content: String

    /// A write.
    public init(path: String, content: String) {
        self.path = path
        self.content = content
    }
}

/// How one session went.
public struct SessionResult: Sendable {
    /// The script's path.
    public var path: String
    /// The problems that kept it from running (parse errors, missing files), if any.
    public var loadError: ScriptLoadError?
    /// The failed step, if any.
    public var failure: ScriptFailure?
    /// Snapshot files to write (only with `--update-snapshots`).
    public var snapshotWrites: [SnapshotWrite]
    /// Steps run (including the failed one).
    public var stepsRun: Int
    /// Expectations and snapshots checked.
    public var checks: Int
    /// The store at the end.
    public var finalStore: StoreDomain?
    /// How long the session took, when the runner was given a clock (reports only; never read by the session).
    public var nanoseconds: UInt64?

    /// A result.
    public init(path: String, loadError: ScriptLoadError? = nil, failure: ScriptFailure? = nil, snapshotWrites: [SnapshotWrite] = [],
                stepsRun: Int = 0, checks: Int = 0, finalStore: StoreDomain? = nil) {
        self.path = path
        self.loadError = loadError
        self.failure = failure
        self.snapshotWrites = snapshotWrites
        self.stepsRun = stepsRun
        self.checks = checks
        self.finalStore = finalStore
    }

    /// Whether every step ran and held.
    public var passed: Bool { loadError == nil && failure == nil }

    /// The one-line reason it did not pass (nil when it passed).
    public var failureLine: String? {
        if let loadError, let first = loadError.diagnostics.first {
            let more = loadError.diagnostics.count > 1 ? " (and \(loadError.diagnostics.count - 1) more)" : ""
            return first.description + more
        }
        return failure?.summary
    }
}
