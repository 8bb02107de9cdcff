import Dispatch

/// Runs sessions end to end: load the script, read its snapshots, play it on a fresh host, write
/// updated snapshots. `runAll` does many at once on a pool of threads (the engine is value types, so
/// sessions share nothing but the read-only caches hosts keep).
package struct ScriptRunner<Host: ScriptHost>: Sendable {
    /// A fresh host for each session.
    package var makeHost: @Sendable () -> Host
    /// Compare or update snapshots.
    package var mode: SnapshotSet.Mode
    /// How scripts and included files are read.
    package var loader: ScriptLoader
    /// How snapshot files are read (nil for missing).
    package var readSnapshot: @Sendable (String) -> String?
    /// How snapshot files are written.
    package var writeSnapshot: @Sendable (String, String) throws -> Void
    /// A monotonic clock in nanoseconds for the reports' durations; nil leaves them out.
    package var clock: (@Sendable () -> UInt64)?
    /// The time limit of one session in seconds (nil: none); a session over it fails (`SessionTimeout`).
    package var timeout: Double?

    /// A runner over the real file system.
    package init(mode: SnapshotSet.Mode = .compare, makeHost: @escaping @Sendable () -> Host) {
        self.init(mode: mode, loader: ScriptFiles.loader, readSnapshot: { ScriptFiles.readIfPresent($0) },
                  writeSnapshot: { path, content in try ScriptFiles.write(content, to: path) }, makeHost: makeHost)
    }

    /// A runner with its own file access (tests).
    package init(mode: SnapshotSet.Mode, loader: ScriptLoader, readSnapshot: @escaping @Sendable (String) -> String?,
                writeSnapshot: @escaping @Sendable (String, String) throws -> Void, makeHost: @escaping @Sendable () -> Host) {
        self.mode = mode
        self.loader = loader
        self.readSnapshot = readSnapshot
        self.writeSnapshot = writeSnapshot
        self.makeHost = makeHost
    }

    /// Runs the script at `path`; `observer` sees every step (for `--cast`).
    package func run(path: String, observer: ((ScriptStep, HostScreen) -> Void)? = nil) -> SessionResult {
        let start = clock?()
        var result = SessionTimeout.run(path: path, seconds: timeout) { load(path: path, observer: observer) }
        if let start, let end = clock?() { result.nanoseconds = end &- start }
        return result
    }

    private func load(path: String, observer: ((ScriptStep, HostScreen) -> Void)?) -> SessionResult {
        let script: Script
        do {
            script = try session(path: path).script
        } catch {
            return SessionResult(path: path, loadError: error)
        }
        return play(script, observer: observer)
    }

    /// The session in the `.keys` or `.tape` file at `path`, with its recording directives.
    package func session(path: String) throws(ScriptLoadError) -> LoadedSession {
        try TapeLoader.load(path: path, loader: loader)
    }

    /// Runs a loaded script, within the time limit like `run(path:observer:)`.
    package func run(_ script: Script, observer: ((ScriptStep, HostScreen) -> Void)? = nil) -> SessionResult {
        SessionTimeout.run(path: script.path, seconds: timeout) { play(script, observer: observer) }
    }

    /// Plays a loaded script with no time limit and writes its updated snapshots.
    private func play(_ script: Script, observer: ((ScriptStep, HostScreen) -> Void)?) -> SessionResult {
        var snapshots = SnapshotSet(scriptPath: script.path, mode: mode)
        for file in snapshots.paths(for: script) {
            if let text = readSnapshot(file) { snapshots.stored[file] = text }
        }
        var host = makeHost()
        var result = ScriptPlayer(snapshots: snapshots, observer: observer).play(script, on: &host)
        for write in result.snapshotWrites {
            do {
                try writeSnapshot(write.path, write.content)
            } catch {
                let location = ScriptLocation(file: script.path, line: 1, column: 1)
                result.failure = ScriptFailure(location: location, line: "Snapshot", expected: "to write \(write.path)", found: "\(error)")
            }
        }
        return result
    }

    /// Runs every script in `paths` on `jobs` threads; results come back in the order of `paths`.
    package func runAll(_ paths: [String], jobs: Int) -> [SessionResult] {
        let results = ResultSlots(count: paths.count)
        let workers = max(1, min(jobs, paths.count))
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            while let index = results.claim() {
                results.store(run(path: paths[index]), at: index)
            }
        }
        return results.all(paths: paths)
    }
}

/// Work distribution and result slots shared by the runner's threads.
final class ResultSlots: @unchecked Sendable {
    // @unchecked: every field is touched only with `lock` held.
    private let lock = DispatchSemaphore(value: 1)
    private var next = 0
    private var slots: [SessionResult?]

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    /// The next unclaimed index, or nil when all are taken.
    func claim() -> Int? {
        lock.wait()
        defer { lock.signal() }
        guard next < slots.count else { return nil }
        next += 1
        return next - 1
    }

    /// Stores the result of `index`.
    func store(_ result: SessionResult, at index: Int) {
        lock.wait()
        slots[index] = result
        lock.signal()
    }

    /// Every result, in order.
    func all(paths: [String]) -> [SessionResult] {
        lock.wait()
        defer { lock.signal() }
        return slots.enumerated().map { $0.element ?? SessionResult(path: paths[$0.offset]) }
    }
}
