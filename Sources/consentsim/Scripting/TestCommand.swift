import ArgumentParser
import Basics
import Dispatch
import Scripting

/// `consentsim test [PATH...]`: every `*.keys` under the paths, in parallel, one line per failure.
struct TestCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "test",
        abstract: "Run every keystroke script (*.keys) under the paths in parallel; print failures and a count.",
        discussion: """
        Scripts whose name starts with _ are include-only (for Source) and are not run on their own.
        Exit status 0 only if every session passed.
        """
    )

    @Argument(help: "Files or directories to search for *.keys (default: scripts/).")
    var paths: [String] = []

    @Option(help: "Sessions run at once (default: the number of cores).")
    var jobs: Int?

    @Option(name: .customLong("junit"), help: ArgumentHelp("Write a JUnit XML report.", valueName: "file"))
    var junitPath: String?

    @Flag(name: .customLong("update-snapshots"), help: "Rewrite text snapshots that differ or are missing.")
    var updateSnapshots = false

    @Option(help: ArgumentHelp("Fail a session that runs longer than this (0: no limit).", valueName: "seconds"))
    var timeout: Double = SessionLimits.defaultTimeout

    @Flag(name: .shortAndLong, help: "Print the full report (expected, found, screen) of each failure.")
    var verbose = false

    func validate() throws {
        try SessionLimits.validate(timeout: timeout)
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1") }
    }

    func run() throws {
        let roots = paths.isEmpty ? ["scripts/"] : paths
        let found = ScriptFiles.findScripts(under: roots)
        // A missing input is bad input (exit 1), as in `play`.
        for path in found.missing { printError("consentsim: \(MessageText.line(path)): no such file or directory") }
        if !found.missing.isEmpty { throw ExitCode(1) }
        if found.scripts.isEmpty { throw CLIError("no *.keys scripts under \(roots.joined(separator: ", "))") }
        var runner = ScriptRunner(mode: updateSnapshots ? .update : .compare) { EngineHost() }
        runner.clock = { DispatchTime.now().uptimeNanoseconds }
        runner.timeout = SessionLimits.limit(timeout)
        let results = runner.runAll(found.scripts, jobs: jobs ?? ProcessorCount.online)
        let summary = TestSummary(results: results)
        for result in results where !result.passed {
            print(verbose ? MessageText.lines(FailureReport.render(result)) + "\n" : "FAIL " + MessageText.line(result.failureLine ?? result.path, limit: 1_000))
        }
        if let junitPath {
            do { try ScriptFiles.write(JUnitReport.xml(results), to: junitPath) } catch { throw CLIError("\(junitPath): \(error.reason)") }
        }
        print(summary.closingLine)
        if summary.failed > 0 { throw ExitCode(1) }
    }
}
