import ArgumentParser
import Basics
import Flow
import Scripting
import Synchronization

/// What `consentsim play` was asked to do, as plain values: `PlayCommand` makes one from ArgumentParser's
/// properties and `QuickCommand` straight from `consentsim play FILE...`, whose parsing by ArgumentParser
/// would cost more than playing a short script.
struct PlayRequest: Equatable {
    /// The scripts or tapes to play.
    var files: [String]
    /// `--cast`, `--svg-animation`, `--trace`: recordings of the one session.
    var castPath: String?, svgAnimationPath: String?, tracePath: String?
    /// `--update-snapshots`.
    var updateSnapshots = false
    /// `--timeout`, in seconds (0: no limit).
    var timeout: Double = SessionLimits.defaultTimeout
    /// `--store-access`.
    var storeAccess: StoreAccess = .copy
    /// `--sdk`: the consent SDK release every session starts with (a script's `Set SDK` overrides it).
    var sdk: SDKRelease?

    /// The checks across options, as usage errors (`PlayCommand.validate()`).
    func validate() throws {
        try SessionLimits.validate(timeout: timeout)
        if files.isEmpty { throw ValidationError("give at least one script") }
        try OutputPaths.validate(castPath, option: "--cast")
        try OutputPaths.validate(svgAnimationPath, option: "--svg-animation")
        try OutputPaths.validate(tracePath, option: "--trace")
        if (castPath != nil || svgAnimationPath != nil || tracePath != nil) && files.count != 1 {
            throw ValidationError("--cast, --svg-animation and --trace record one session: give exactly one script")
        }
    }

    /// Plays every file; exit status 1 unless every session passed.
    func run() throws {
        for path in [castPath, svgAnimationPath].compactMap({ $0 }) { try OutputPaths.check(path) }
        StandardOutput.limitStalls(to: SessionLimits.stallLimit(timeout))
        var trace: FileTraceSink?
        if let tracePath {
            try OutputPaths.check(tracePath, kinds: .regularFilesAndStreams)
            do { trace = try FileTraceSink(path: tracePath, stallLimit: SessionLimits.stallLimit(timeout)) } catch { throw CLIError("\(error)") }
        }
        // `play` runs its sessions one after another on this thread, so the sink is never shared.
        nonisolated(unsafe) let sink = trace
        var runner = ScriptRunner(mode: updateSnapshots ? .update : .compare) { EngineHost(trace: sink) }
        runner.timeout = SessionLimits.limit(timeout)
        runner.settings.storeAccess = storeAccess
        runner.settings.simulator.sdk = sdk
        runner.launchArguments = RunCommand.scriptSettings
        var failed = 0
        for file in files {
            let session: LoadedSession
            do {
                session = try runner.session(path: file)
            } catch {
                failed += 1
                print("FAIL \(MessageText.line(file))")
                print(ReportPrinting.shown(FailureReport.render(SessionResult(path: file, loadError: error))))
                continue
            }
            if let note = session.note { printError(MessageText.line(note, limit: 1_000)) }
            if let reason = session.script.skipReason {
                print("skip \(MessageText.line(file)) (\(MessageText.line(reason)))")
                continue
            }
            let outputs =
                session.directives.flatMap { d -> [TapeOutput] in
                    if case .output(let path) = d.directive { return TapeOutput.files(for: path) ?? [] }
                    return []
                } + (castPath.map { [TapeOutput.cast($0)] } ?? []) + (svgAnimationPath.map { [TapeOutput.svgAnimation($0)] } ?? [])
            let records = !outputs.isEmpty || session.directives.contains { if case .screenshot = $0.directive { true } else { false } }
            let result: SessionResult
            if records {
                let recorder = try RecordingFiles(title: file, outputs: outputs)
                nonisolated(unsafe) var recording = SessionRecording(title: file, directives: session.directives, sinks: recorder.sinks)
                result = runner.run(
                    session.script, observer: { step, screen in recording.record(step, screen) }, framed: true,
                    finish: {
                        recording.finish()
                        recorder.commit(problems: recording.problems, refusal: recording.refusal)
                    })
                // After a timeout the session's thread may still be writing: its files are dropped, never half kept.
                recorder.discardUnfinished()
                for message in recorder.messages { printError(MessageText.line(message, limit: 1_000)) }
                if recorder.failed { failed += 1 }
            } else {
                result = runner.run(session.script)
            }
            if result.passed {
                let written = result.snapshotWrites.count
                print(
                    "ok   \(MessageText.line(file)) (\(session.script.steps.count) steps, \(result.checks) checks\(written > 0 ? ", \(written) snapshots written" : ""))"
                )
            } else {
                failed += 1
                print("FAIL \(MessageText.line(file))")
                print(ReportPrinting.shown(FailureReport.render(result)))
            }
        }
        if failed > 0 { throw ExitCode(1) }
    }
}

/// The files one recorded session writes (`--cast`, `--svg-animation`, a tape's `Output` and
/// `Screenshot`), streamed while the session plays: each output is checked before the session, its
/// temporary file created at the start, and committed or dropped at the end.
final class RecordingFiles: @unchecked Sendable {
    // @unchecked: the session's thread writes and commits; the caller's thread reads `messages` and
    // `failed` only after the session returned, and `discardUnfinished` is thread-safe (`OutputFile`).
    /// Where the recording's frames and screenshots go.
    let sinks: [any RecordingSink]
    private let files: [OutputFile]
    private let state = Mutex<(messages: [String], failed: Bool)>(([], false))

    /// Checks every output and opens it.
    init(title: String, outputs: [TapeOutput]) throws {
        var sinks: [any RecordingSink] = []
        var files: [OutputFile] = []
        var folders: [FrameFolderWriter] = []
        // gif, mp4 and webm of one name are written as the same two files: each once.
        var seen: Set<String> = []
        for output in outputs where seen.insert(output.path).inserted {
            let path = output.path
            if case .frames(let folder) = output {
                let writer = try FrameFolderWriter(folder: folder)
                folders.append(writer)
                sinks.append(writer)
                continue
            }
            try OutputPaths.check(path)
            do {
                let file = try OutputFile(path: path)
                files.append(file)
                switch output {
                case .cast: sinks.append(AsciicastWriter(title: title, output: file))
                case .svgAnimation: sinks.append(try SVGAnimationWriter(title: title, output: file))
                case .golden: sinks.append(GoldenTextWriter(output: file))
                case .frames: break
                }
            } catch {
                throw CLIError(error.description)
            }
        }
        let screenshots = ScreenshotWriter()
        sinks.append(screenshots)
        self.sinks = sinks
        self.files = files
        self.screenshots = screenshots
        self.folders = folders
    }

    private let screenshots: ScreenshotWriter
    private let folders: [FrameFolderWriter]

    /// Puts every recording in place (after `SessionRecording.finish`), noting what failed; drops
    /// them all when the recording was refused.
    func commit(problems: [String], refusal: String?) {
        var messages = problems.map { "consentsim: \($0)" } + screenshots.messages + folders.flatMap(\.messages)
        var failed = screenshots.failed || folders.contains(where: \.failed)
        if let refusal {
            discardUnfinished()
            state.withLock { $0 = (messages + ["consentsim: \(refusal)"], true) }
            return
        }
        for file in files {
            do { try file.commit() } catch {
                messages.append("consentsim: \(error)")
                failed = true
            }
        }
        state.withLock { $0 = (messages, failed) }
    }

    /// Drops every file not yet committed (a session stopped by its time limit).
    func discardUnfinished() {
        for file in files { file.discard() }
    }

    /// What to tell the user, one line each.
    var messages: [String] { state.withLock { $0.messages } }
    /// Whether a file could not be written.
    var failed: Bool { state.withLock { $0.failed } }
}
