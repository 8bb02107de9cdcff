import Basics
import Synchronization

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
    /// How snapshot files are read (nil for missing; an error for a file that exists but cannot be read).
    package var readSnapshot: @Sendable (String) throws -> String?
    /// How snapshot files are written.
    package var writeSnapshot: @Sendable (String, String) throws -> Void
    /// A monotonic clock in nanoseconds for the reports' durations; nil leaves them out.
    package var clock: (@Sendable () -> UInt64)?
    /// The time limit of one session in seconds (nil: none); a session over it fails (`SessionTimeout`).
    package var timeout: Double?
    /// The settings every session starts from, before its own `Set` lines.
    package var settings = SessionSettings()
    /// Which sessions keep a trace of their steps.
    package var traceMode = TraceMode.off
    /// How a tape's `consentsim run [flags]` command line is read (nil: such a tape is refused).
    package var launchArguments: LaunchArgumentsReader?
    /// Called by `runAll` on the session's own thread as each session ends, with its index in the
    /// paths: the HTML report writes a passed session's trace page there, while other sessions run.
    package var sessionEnded: (@Sendable (Int, inout SessionResult) -> Void)?

    /// A runner over the real file system.
    package init(mode: SnapshotSet.Mode = .compare, makeHost: @escaping @Sendable () -> Host) {
        self.init(
            mode: mode, loader: ScriptFiles.loader, readSnapshot: { try ScriptFiles.readSnapshot($0) },
            writeSnapshot: { path, content in try ScriptFiles.write(content, to: path) }, makeHost: makeHost)
    }

    /// A runner with its own file access (tests).
    package init(
        mode: SnapshotSet.Mode, loader: ScriptLoader, readSnapshot: @escaping @Sendable (String) throws -> String?,
        writeSnapshot: @escaping @Sendable (String, String) throws -> Void, makeHost: @escaping @Sendable () -> Host
    ) {
        self.mode = mode
        self.loader = loader
        self.readSnapshot = readSnapshot
        self.writeSnapshot = writeSnapshot
        self.makeHost = makeHost
    }

    /// Runs the script at `path`; `observer` sees every step (for `--cast`).
    package func run(path: String, observer: ((ScriptStep, HostScreen) -> Void)? = nil) -> SessionResult {
        let start = clock?()
        var result: SessionResult
        switch load(path: path) {
        case .done(let script):
            result = script.skipReason.map { .skipped(path: path, reason: $0) } ?? run(script, observer: observer)
        case .stopped(let failed):
            result = failed
        }
        if let start, let end = clock?() { result.nanoseconds = end &- start }
        return result
    }

    /// The script at `path`, read within the run's time limit (a file that never ends, a FIFO, stops
    /// there), or the result that says why it cannot play.
    func load(path: String) -> SessionOutcome<Script> {
        SessionTimeout.run(path: path, seconds: timeout) { () -> SessionOutcome<Script> in
            do throws(ScriptLoadError) {
                return .done(try session(path: path).script)
            } catch {
                return .stopped(SessionResult(path: path, loadError: error))
            }
        }
    }

    /// The time limit of `script`'s session: its own `Set Timeout` (0: none), else the run's.
    func limit(of script: Script) -> Double? {
        guard let ms = script.timeoutMilliseconds else { return timeout }
        return ms == 0 ? nil : Double(ms) / 1000
    }

    /// The session in the `.keys` or `.tape` file at `path`, with its recording directives.
    /// A script asking for what the SDK release of the run's settings (`play --sdk`) lacks is refused here.
    package func session(path: String) throws(ScriptLoadError) -> LoadedSession {
        let session = try TapeLoader.load(path: path, loader: loader, launchArguments: launchArguments)
        let conflicts = ScriptValidator.check(session.script.steps, underRun: settings.simulator, flag: "chosen by --sdk")
        if !conflicts.isEmpty { throw ScriptLoadError(conflicts) }
        return session
    }

    /// Runs a loaded script, within the time limit like `run(path:observer:)`; `finish` runs after it
    /// within the same limit (a recording's last frames and its files are part of the session).
    /// `framed` plays each press of a repeated key or typed string as its own step (a recording's frames).
    package func run(
        _ script: Script, observer: ((ScriptStep, HostScreen) -> Void)? = nil, framed: Bool = false, finish: (() -> Void)? = nil
    ) -> SessionResult {
        let progress = SessionProgress()
        let played = SessionTimeout.run(path: script.path, seconds: limit(of: script), progress: progress) { () -> SessionOutcome<SessionResult> in
            let result = play(script, observer: observer, framed: framed, progress: progress)
            finish?()
            return .done(result)
        }
        switch played {
        case .done(let result), .stopped(let result): return result
        }
    }

    /// Plays a loaded script with no time limit and writes its updated snapshots.
    private func play(
        _ script: Script, observer: ((ScriptStep, HostScreen) -> Void)?, framed: Bool = false, progress: SessionProgress? = nil
    ) -> SessionResult {
        var snapshots = SnapshotSet(scriptPath: script.path, mode: mode)
        if let (first, second) = SnapshotSet.caseCollisions(in: script).first {
            return SessionResult(
                path: script.path,
                failure: ScriptFailure(
                    location: second.location, line: second.text, expected: "snapshot names that differ in more than letter case",
                    found: "\(first.location) names the same file on a case-insensitive file system (macOS, Windows)"))
        }
        for step in script.steps {
            guard case .snapshot(let name, _) = step.command else { continue }
            for style in [false, true] {
                let file = snapshots.path(name, style: style)
                do {
                    if let text = try readSnapshot(file) {
                        snapshots.stored[file] = text
                    } else if mode == .compare, let text = try readSnapshot(snapshots.legacyPath(name, style: style)) {
                        snapshots.stored[snapshots.legacyPath(name, style: style)] = text
                    }
                } catch {
                    // A snapshot that exists but cannot be read (no descriptor left, no permission) is not "missing".
                    return SessionResult(
                        path: script.path,
                        failure: ScriptFailure(
                            location: step.location, line: step.text, expected: "to read the snapshot \(file)", found: "\(error)"))
                }
            }
        }
        var host = makeHost()
        var player = ScriptPlayer(snapshots: snapshots, observer: observer, settings: settings)
        player.progress = progress
        player.tracing = traceMode == .on
        player.framed = framed
        var result = player.play(script, on: &host)
        if traceMode == .onFailure, result.failure != nil, !writesBack(script) {
            // The same session again, traced: sessions are deterministic, so it fails at the same step.
            // Not for a session that writes its store file back (a second run would change the file again).
            var again = makeHost()
            var traced = ScriptPlayer(snapshots: snapshots, settings: settings)
            traced.tracing = true
            result.trace = traced.play(script, on: &again).trace
        }
        result.snapshotFolder = (snapshots.directory, Set(snapshots.paths(for: script)))
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

    /// Whether a session of `script` writes a store file back (`Set StoreAccess write-back` or the run's).
    func writesBack(_ script: Script) -> Bool {
        settings.storeAccess == .writeBack || script.steps.contains { $0.command == .set(.storeAccess(.writeBack)) }
    }

    /// Runs every script in `paths` on `jobs` threads; results come back in the order of `paths`.
    /// After `maxFailures` failed sessions no new one starts (those running finish); the rest come
    /// back as not run.
    /// When a script says `Only`, the scripts without it are skipped (Playwright's `test.only`).
    package func runAll(_ paths: [String], jobs: Int, maxFailures: Int? = nil) -> [SessionResult] {
        let workers = max(1, min(jobs, paths.count))
        // Every script is read first: whether one says `Only` decides what the others do.
        let scripts = LoadSlots(count: paths.count)
        // Our own threads, not libdispatch's pool, which traps when it cannot get its descriptors (`Threads`).
        Threads.concurrentPerform(workers) { _ in
            while let index = scripts.claim() { scripts.store(load(path: paths[index]), at: index) }
        }
        let loaded = scripts.all()
        let focused = loaded.contains { if case .done(let script) = $0 { script.isOnly } else { false } }
        let results = ResultSlots(count: paths.count, maxFailures: maxFailures)
        Threads.concurrentPerform(workers) { _ in
            while let index = results.claim() {
                let start = clock?()
                var result: SessionResult
                switch loaded[index] {
                case .stopped(let failed):
                    result = failed
                case .done(let script) where focused && !script.isOnly:
                    result = .skipped(path: paths[index], reason: "not marked Only (another script of this run is)")
                case .done(let script):
                    result = script.skipReason.map { .skipped(path: paths[index], reason: $0) } ?? run(script)
                }
                if let start, let end = clock?() { result.nanoseconds = end &- start }
                sessionEnded?(index, &result)
                results.store(result, at: index)
            }
        }
        return results.all(paths: paths)
    }
}

/// Work distribution and result slots shared by the runner's threads.
final class ResultSlots: Sendable {
    private let state: Mutex<(next: Int, slots: [SessionResult?], failures: Int)>
    private let maxFailures: Int?

    init(count: Int, maxFailures: Int? = nil) {
        state = Mutex((0, Array(repeating: nil, count: count), 0))
        self.maxFailures = maxFailures
    }

    /// The next unclaimed index, or nil when all are taken or enough sessions failed.
    func claim() -> Int? {
        state.withLock { state in
            guard state.next < state.slots.count else { return nil }
            if let maxFailures, state.failures >= maxFailures { return nil }
            state.next += 1
            return state.next - 1
        }
    }

    /// Stores the result of `index`.
    func store(_ result: SessionResult, at index: Int) {
        state.withLock { state in
            state.slots[index] = result
            if result.failed { state.failures += 1 }
        }
    }

    /// Every result, in order.
    func all(paths: [String]) -> [SessionResult] {
        state.withLock { state in state.slots.enumerated().map { $0.element ?? .notRun(path: paths[$0.offset]) } }
    }
}

/// The scripts of a run, read on the runner's threads.
final class LoadSlots: Sendable {
    private let state: Mutex<(next: Int, slots: [SessionOutcome<Script>?])>

    init(count: Int) { state = Mutex((0, Array(repeating: nil, count: count))) }

    /// The next index to read, or nil when all are taken.
    func claim() -> Int? {
        state.withLock { state in
            guard state.next < state.slots.count else { return nil }
            state.next += 1
            return state.next - 1
        }
    }

    /// Stores what reading `index` gave.
    func store(_ loaded: SessionOutcome<Script>, at index: Int) { state.withLock { $0.slots[index] = loaded } }

    /// Every script read, in order.
    func all() -> [SessionOutcome<Script>] { state.withLock { $0.slots.map { $0! } } }
}
