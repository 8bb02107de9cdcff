import ArgumentParser
import Basics
import Flow
import Scripting

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

    /// The checks across options, as usage errors (`PlayCommand.validate()`).
    func validate() throws {
        try SessionLimits.validate(timeout: timeout)
        if files.isEmpty { throw ValidationError("give at least one script") }
        if (castPath != nil || svgAnimationPath != nil || tracePath != nil) && files.count != 1 {
            throw ValidationError("--cast, --svg-animation and --trace record one session: give exactly one script")
        }
    }

    /// Plays every file; exit status 1 unless every session passed.
    func run() throws {
        var trace: FileTraceSink?
        if let tracePath {
            do { trace = try FileTraceSink(path: tracePath) } catch { throw CLIError("\(error)") }
        }
        // `play` runs its sessions one after another on this thread, so the sink is never shared.
        nonisolated(unsafe) let sink = trace
        var runner = ScriptRunner(mode: updateSnapshots ? .update : .compare) { EngineHost(trace: sink) }
        runner.timeout = SessionLimits.limit(timeout)
        var failed = 0
        for file in files {
            let session: LoadedSession
            do {
                session = try runner.session(path: file)
            } catch {
                failed += 1
                print("FAIL \(MessageText.line(file))")
                print(MessageText.lines(FailureReport.render(SessionResult(path: file, loadError: error))))
                continue
            }
            if let note = session.note { printError(MessageText.line(note, limit: 1_000)) }
            let outputs = session.directives.flatMap { d -> [TapeOutput] in
                if case .output(let path) = d.directive { return TapeOutput.files(for: path) ?? [] }
                return []
            } + (castPath.map { [TapeOutput.cast($0)] } ?? []) + (svgAnimationPath.map { [TapeOutput.svgAnimation($0)] } ?? [])
            let records = !outputs.isEmpty || session.directives.contains { if case .screenshot = $0.directive { true } else { false } }
            let result: SessionResult
            if records {
                var recording = SessionRecording(title: file, directives: session.directives)
                result = runner.run(SessionRecording.framed(session.script)) { step, screen in recording.record(step, screen) }
                recording.finish()
                try write(recording, to: outputs)
            } else {
                result = runner.run(session.script)
            }
            if result.passed {
                let written = result.snapshotWrites.count
                print("ok   \(MessageText.line(file)) (\(session.script.steps.count) steps, \(result.checks) checks\(written > 0 ? ", \(written) snapshots written" : ""))")
            } else {
                failed += 1
                print("FAIL \(MessageText.line(file))")
                print(MessageText.lines(FailureReport.render(result)))
            }
        }
        if failed > 0 { throw ExitCode(1) }
    }

    /// Writes the recording's outputs and screenshots; says what it could not do.
    func write(_ recording: SessionRecording, to outputs: [TapeOutput]) throws {
        for output in outputs {
            let (path, text): (String, String)
            switch output {
            case .cast(let p): (path, text) = (p, AsciicastRecorder.text(recording))
            case .svgAnimation(let p): (path, text) = (p, SVGAnimation.document(recording))
            }
            do { try ScriptFiles.write(text, to: path) } catch { throw CLIError("\(path): \(error.reason)") }
        }
        for problem in recording.problems { printError("consentsim: \(MessageText.line("\(problem)", limit: 1_000))") }
        for shot in recording.screenshots {
            if let message = try ScreenshotWriter.write(shot) { printError(MessageText.line(message, limit: 1_000)) }
        }
    }
}
