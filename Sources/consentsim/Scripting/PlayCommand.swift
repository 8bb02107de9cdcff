import ArgumentParser
import Basics
import Flow
import Scripting

/// `consentsim play FILE...`: plays keystroke scripts headless and reports each session.
struct PlayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "play",
        abstract: "Play keystroke scripts (*.keys) headless; a failed expectation stops its session and shows the screen.",
        discussion: """
        Exit status 0 only if every session passed. The language is described in scripts/README.md.
        """
    )

    @Argument(help: "The scripts to play.")
    var files: [String]

    @Option(name: .customLong("cast"), help: ArgumentHelp("Write the session as an asciinema v2 recording (one script only).", valueName: "file"))
    var castPath: String?

    @Option(name: .customLong("trace"), help: ArgumentHelp("Write the flow trace as JSON Lines (one script only).", valueName: "file"))
    var tracePath: String?

    @Flag(name: .customLong("update-snapshots"), help: "Rewrite text snapshots that differ or are missing.")
    var updateSnapshots = false

    @Option(help: ArgumentHelp("Fail a session that runs longer than this (0: no limit).", valueName: "seconds"))
    var timeout: Double = SessionLimits.defaultTimeout

    func validate() throws {
        try SessionLimits.validate(timeout: timeout)
        if files.isEmpty { throw ValidationError("give at least one script") }
        if (castPath != nil || tracePath != nil) && files.count != 1 {
            throw ValidationError("--cast and --trace record one session: give exactly one script")
        }
    }

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
            var cast = castPath.map { _ in AsciicastRecorder(title: file) }
            let result = runner.run(path: file, observer: cast == nil ? nil : { step, screen in cast?.record(step, screen) })
            if let castPath, let cast {
                do { try ScriptFiles.write(cast.text, to: castPath) } catch { throw CLIError("\(castPath): \(error.reason)") }
            }
            if result.passed {
                let written = result.snapshotWrites.count
                print("ok   \(file) (\(result.stepsRun) steps, \(result.checks) checks\(written > 0 ? ", \(written) snapshots written" : ""))")
            } else {
                failed += 1
                print("FAIL \(file)")
                print(MessageText.lines(FailureReport.render(result)))
            }
        }
        if failed > 0 { throw ExitCode(1) }
    }
}
