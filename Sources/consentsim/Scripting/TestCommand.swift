import ArgumentParser
import Basics
import Dispatch
import Scripting
import Synchronization

/// `consentsim test [PATH...]`: every `*.keys` and `*.tape` under the paths, in parallel; a report
/// like Playwright's (each failure with its file:line, expected/found and the screen), filters and shards.
struct TestCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "test",
        abstract: "Run every keystroke script (*.keys, *.tape) under the paths in parallel; print failures and a count.",
        discussion: """
            Scripts whose name starts with _ are include-only (for Source) and are not run on their own.
            The last line is always `N passed, N failed`. Exit status 0 only if every session passed.
            --merge-junit OUT IN... merges the JUnit reports of a sharded run instead of running anything,
            --merge-html OUT-DIR IN-DIR... their HTML reports.
            """
    )

    @Argument(help: "Files or directories to search for *.keys and *.tape (default: scripts/); with --merge-junit, the reports to merge.")
    var paths: [String] = []

    @Option(help: "Sessions run at once (default: the number of cores).")
    var jobs: Int?

    @Option(name: .customLong("junit"), help: ArgumentHelp("Write a JUnit XML report.", valueName: "file"))
    var junitPath: String?

    @Option(name: .customLong("html"), help: ArgumentHelp("Write an offline HTML report (index.html) into this directory.", valueName: "dir"))
    var htmlDirectory: String?

    @Option(
        help: ArgumentHelp(
            "How to print the run: list (a line per script), dot (a character per script), line (failures only), "
                + "github (GitHub Actions annotations at each failure's file and line), or several with commas (list,github); "
                + "json prints the run as one JSON document and nothing else.",
            valueName: "list|dot|line|github|json"))
    var reporter: String = "list"

    @Option(name: .customLong("json"), help: ArgumentHelp("Write the run as a JSON document (what --reporter json prints).", valueName: "file"))
    var jsonPath: String?

    @Option(
        help: ArgumentHelp(
            "Run only scripts whose path (as found or relative to the folder given) or `# name:` comment matches this regular "
                + "expression (the syntax of Expect Screen /…/, matched in linear time).",
            valueName: "pattern"))
    var grep: String?

    @Option(
        name: .customLong("grep-invert"),
        help: ArgumentHelp("Run only scripts whose path and `# name:` comments do not match this regular expression.", valueName: "pattern"))
    var grepInvert: String?

    @Flag(help: "After the run, watch the scripts and the files they read; on a save, run again the scripts that file affects (Ctrl+C stops).")
    var watch = false

    @Option(help: ArgumentHelp("Run shard I of N: the scripts sorted by path, cut into N runs of nearly equal size.", valueName: "I/N"))
    var shard: String?

    @Flag(help: "List the scripts that would run (after --grep and --shard) and run none.")
    var list = false

    @Option(
        name: .customLong("merge-junit"), help: ArgumentHelp("Merge the JUnit reports given as paths into this file; run nothing.", valueName: "out"))
    var mergeJUnitPath: String?

    @Option(
        name: .customLong("merge-html"),
        help: ArgumentHelp("Merge the HTML reports in the folders given as paths into this folder's index.html; run nothing.", valueName: "dir"))
    var mergeHTMLDirectory: String?

    @Option(
        name: .customLong("max-failures"),
        help: ArgumentHelp("Start no new script after this many have failed; the rest are reported as not run.", valueName: "N"))
    var maxFailures: Int?

    @Flag(
        name: .customLong("last-failed"),
        help:
            "Run only the scripts that failed in the previous run of this suite (kept in .consentsim/last-run.json beside it); all when there is no record."
    )
    var lastFailed = false

    @Flag(name: .customLong("pass-with-no-tests"), help: "Pass when --grep selects no script (else that fails).")
    var passWithNoTests = false

    @Flag(name: .customLong("update-snapshots"), help: "Rewrite text snapshots that differ or are missing.")
    var updateSnapshots = false

    @Option(help: ArgumentHelp("Fail a session that runs longer than this (0: no limit).", valueName: "seconds"))
    var timeout: Double = SessionLimits.defaultTimeout

    @Option(name: .customLong(StoreAccess.flag), help: ArgumentHelp(StoreAccess.help, valueName: StoreAccess.names))
    var storeAccess: StoreAccess = .copy

    @Option(
        help: ArgumentHelp(
            "Keep a trace of each step (its screen and store changes) in the --html report: on-failure (default; a failed "
                + "script is played again traced), on (every script) or off. Each trace keeps at most \(SessionTrace.maxSteps) steps "
                + "and \(SessionTrace.maxBytes / 1000) kB.",
            valueName: TraceMode.names))
    var trace: TraceMode = .onFailure

    @Flag(name: .shortAndLong, help: "Print every screen row of each failure, and the screen under a snapshot diff.")
    var verbose = false

    func validate() throws {
        // An empty folder name made the report /index.html, at the file system's root.
        try OutputPaths.validate(htmlDirectory, option: "--html", needs: "a folder name")
        try OutputPaths.validate(junitPath, option: "--junit")
        try OutputPaths.validate(jsonPath, option: "--json")
        try OutputPaths.validate(mergeJUnitPath, option: "--merge-junit")
        try SessionLimits.validate(timeout: timeout)
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1") }
        if ReporterKind.parseList(reporter) == nil {
            throw ValidationError(
                "--reporter takes list, dot, line, github, or several of them with commas (list,github), or json alone; not '\(reporter)'")
        }
        if let maxFailures, maxFailures < 1 { throw ValidationError("--max-failures must be at least 1") }
        if let shard, ScriptSelection.parseShard(shard) == nil {
            throw ValidationError("--shard takes I/N with 1 <= I <= N (as in --shard 2/4), not '\(shard)'")
        }
        for (option, text) in [("--grep", grep), ("--grep-invert", grepInvert)] {
            guard let text else { continue }
            do throws(ScreenRegex.SyntaxError) { _ = try ScreenRegex(text) } catch {
                throw ValidationError("\(option): bad regular expression '\(MessageText.line(text, limit: 200))': \(error)")
            }
        }
        if watch && (mergeJUnitPath != nil || mergeHTMLDirectory != nil || list) {
            throw ValidationError("--watch runs scripts: not with --list or a merge")
        }
        try OutputPaths.validate(mergeHTMLDirectory, option: "--merge-html", needs: "a folder name")
        if mergeHTMLDirectory != nil && paths.isEmpty {
            throw ValidationError("--merge-html OUT needs the report folders to merge: --merge-html OUT IN...")
        }
        if mergeJUnitPath != nil && paths.isEmpty { throw ValidationError("--merge-junit OUT needs the reports to merge: --merge-junit OUT IN...") }
    }

    func run() throws {
        if let mergeJUnitPath {
            try OutputPaths.check(mergeJUnitPath)
            return try merge(into: mergeJUnitPath)
        }
        if let mergeHTMLDirectory {
            let output = Self.htmlReport(in: mergeHTMLDirectory)
            try OutputPaths.check(output)
            var reports: [(name: String, text: String)] = []
            for path in paths {
                let file = Self.htmlReport(in: path)
                do { reports.append((file, try ScriptFiles.read(file))) } catch { throw CLIError("\(file): \(error.reason)") }
            }
            let merged: HTMLMerge.Merged
            do { merged = try HTMLMerge.mergeWithTraces(reports) } catch { throw CLIError(error.description) }
            // The shards' trace pages first, so the merged index never links to a page not yet copied.
            for trace in merged.traces {
                let file = OutputPaths.joined(paths[trace.shard], trace.from)
                let page: String
                do { page = try ScriptFiles.read(file) } catch { throw CLIError("\(file): \(error.reason)") }
                try OutputPaths.write(HTMLMerge.relocatedTracePage(page), to: OutputPaths.joined(mergeHTMLDirectory, trace.to))
            }
            try OutputPaths.write(merged.page, to: output)
            print("merged \(reports.count) HTML report\(reports.count == 1 ? "" : "s") into \(output)")
            return
        }
        if let junitPath { try OutputPaths.check(junitPath) }
        if let jsonPath { try OutputPaths.check(jsonPath) }
        if let htmlDirectory { try OutputPaths.check(Self.htmlReport(in: htmlDirectory)) }
        let roots = paths.isEmpty ? ["scripts/"] : paths
        let found = ScriptFiles.findEntries(under: roots)
        // A missing input is bad input (exit 1), as in `play`.
        for path in found.missing { printError("consentsim: \(MessageText.line(path)): no such file or directory") }
        if !found.missing.isEmpty { throw ExitCode(1) }
        if found.entries.isEmpty { throw CLIError("no *.keys or *.tape scripts under \(roots.joined(separator: ", "))") }
        var entries = found.entries
        for (option, text, invert) in [("--grep", grep, false), ("--grep-invert", grepInvert, true)] {
            guard let text, let pattern = try? ScreenRegex(text) else { continue }
            entries = ScriptSelection.grep(entries, pattern: pattern, invert: invert)
            // A filter that selects nothing is a typo far more often than an intent (Playwright fails too).
            if entries.isEmpty && !passWithNoTests {
                throw CLIError(
                    "\(option) '\(text)' \(invert ? "leaves" : "matches") none of the \(found.entries.count) scripts under \(roots.joined(separator: ", ")) (--pass-with-no-tests to pass anyway)"
                )
            }
        }
        let state = LastRun.path(for: roots)
        if lastFailed {
            if let previous = try LastRun.read(from: state) {
                entries = entries.filter { previous.failed.contains($0.path) }
                if entries.isEmpty {
                    print("no script failed in the last run (\(state))")
                    print(TestSummary(results: []).closingLine)
                    return
                }
            } else {
                // No record (a fresh checkout, a first run): everything runs, as Playwright's --last-failed does.
                printError("consentsim: no record of an earlier run (\(MessageText.line(state))): running every script")
            }
        }
        if let shard, let (index, count) = ScriptSelection.parseShard(shard) {
            entries = ScriptSelection.shard(entries, index: index, of: count)
        }
        if list {
            for entry in entries {
                // Paths and `# name:` comments come from outside: escaped, one line each.
                print(MessageText.line(entry.names.isEmpty ? entry.path : "\(entry.path) — \(entry.names.joined(separator: "; "))", limit: 1_000))
            }
            print("\(entries.count) script\(entries.count == 1 ? "" : "s")")
            return
        }
        StandardOutput.limitStalls(to: SessionLimits.stallLimit(timeout))
        let runner = makeRunner()
        let kinds = ReporterKind.parseList(reporter) ?? [.list]
        let failed = try runAndReport(entries, with: runner, kinds: kinds, state: state)
        if watch {
            return try TestWatch(entries: entries, roots: roots).run { changed in
                _ = try? runAndReport(changed, with: runner, kinds: kinds, state: state)
            }
        }
        if failed { throw ExitCode(1) }
    }

    /// The runner the options describe.
    func makeRunner() -> ScriptRunner<EngineHost> {
        var runner = ScriptRunner(mode: updateSnapshots ? .update : .compare) { EngineHost() }
        let clock: @Sendable () -> UInt64 = { DispatchTime.now().uptimeNanoseconds }
        runner.clock = clock
        runner.timeout = SessionLimits.limit(timeout)
        runner.settings.storeAccess = storeAccess
        runner.launchArguments = RunCommand.scriptSettings
        // Traces are shown only in the HTML report.
        runner.traceMode = htmlDirectory == nil ? .off : trace
        return runner
    }

    /// Runs `entries`, writes the reports and prints the run; whether a session failed.
    func runAndReport(_ entries: [ScriptEntry], with runner: ScriptRunner<EngineHost>, kinds: [ReporterKind], state: String) throws -> Bool {
        let clock: @Sendable () -> UInt64 = { DispatchTime.now().uptimeNanoseconds }
        let jobs = jobs ?? ProcessorCount.online
        let start = clock()
        var runner = runner
        let pageFailure = FirstPageFailure()
        if let htmlDirectory {
            // Each passed session's trace page is written on its own thread as it ends, and its trace
            // dropped: pages are made while other sessions run, and no run holds a thousand traces.
            runner.sessionEnded = { index, result in
                guard let page = HTMLReport.tracePage(of: result, index: index) else { return }
                do {
                    try OutputPaths.write(page.html, to: OutputPaths.joined(htmlDirectory, page.path))
                    result.tracePage = page.path
                    result.trace = nil
                } catch {
                    pageFailure.keep((error as? CLIError) ?? CLIError("\(error)"))
                }
            }
        }
        let results = runner.runAll(entries.map(\.path), jobs: jobs, maxFailures: maxFailures)
        let elapsed = clock() &- start
        if let failure = pageFailure.first { throw failure }
        var report = TestReport(
            results: results, kind: kinds.last ?? .list, nanoseconds: elapsed, jobs: max(1, min(jobs, entries.count)), verbose: verbose)
        report.before = Array(kinds.dropLast())
        report.notes = Self.obsoleteSnapshotNotes(results)
        if let junitPath {
            let classNames = Dictionary(entries.map { ($0.path, $0.junitClassName) }, uniquingKeysWith: { first, _ in first })
            let titles = Dictionary(
                entries.compactMap { entry in entry.names.first.map { (entry.path, $0) } }, uniquingKeysWith: { first, _ in first })
            try OutputPaths.write(JUnitReport.xml(results, classNames: classNames, titles: titles), to: junitPath)
        }
        if let htmlDirectory {
            // The trace pages were written as their sessions ended, so the index never links to a page not yet written.
            let report = HTMLReport(results: results, nanoseconds: elapsed, readFile: { ScriptFiles.readIfPresent($0) })
            try OutputPaths.write(report.document, to: Self.htmlReport(in: htmlDirectory))
        }
        if let jsonPath { try OutputPaths.write(JSONReport.document(results, nanoseconds: elapsed), to: jsonPath) }
        // Skipped scripts did not fail: only failures (and scripts not reached) are run again by --last-failed.
        try LastRun.record(results.filter { $0.failed || $0.notRun }.map(\.path), at: state)
        // Script lines, expectations and screens quote the scripts: escaped, each line bounded (a screen row is far shorter).
        // JSON escapes every string itself, and its lines are not bounded.
        print(report.kind == .json ? report.text : ReportPrinting.shown(report.text), terminator: "")
        return TestSummary(results: results).failed > 0
    }

    /// The lines naming the snapshot files beside the scripts that ran which no `Snapshot` step names
    /// any more (a renamed or removed step leaves its file behind); a note, not a failure, printed
    /// before the closing line.
    static func obsoleteSnapshotNotes(_ results: [SessionResult]) -> [String] {
        var obsolete: [String] = []
        for case let folder? in results.map(\.snapshotFolder) {
            obsolete += SnapshotSet.obsolete(files: ScriptFiles.names(in: folder.directory), in: folder)
        }
        guard !obsolete.isEmpty else { return [] }
        var lines = [
            "  \(obsolete.count) obsolete snapshot\(obsolete.count == 1 ? "" : "s") (no Snapshot step names them; delete them or name them again):"
        ]
        lines += obsolete.prefix(20).map { "    " + MessageText.line($0, limit: 1_000) }
        if obsolete.count > 20 { lines.append("    … and \(obsolete.count - 20) more") }
        return lines
    }

    /// The report file `--html DIR` writes.
    static func htmlReport(in directory: String) -> String { OutputPaths.joined(directory, "index.html") }

    /// `--merge-junit OUT IN...`.
    func merge(into output: String) throws {
        var reports: [(name: String, text: String)] = []
        for path in paths {
            do { reports.append((path, try ScriptFiles.read(path))) } catch { throw CLIError("\(path): \(error.reason)") }
        }
        let merged: String
        do { merged = try JUnitMerge.merge(reports) } catch { throw CLIError(error.description) }
        try OutputPaths.write(merged, to: output)
        let count = JUnitMerge.testcases(in: merged).count
        print("merged \(reports.count) report\(reports.count == 1 ? "" : "s") (\(count) test cases) into \(output)")
    }
}

/// The first trace page that could not be written, kept by whichever session's thread met it.
final class FirstPageFailure: Sendable {
    private let state = Mutex<CLIError?>(nil)

    /// Keeps `failure` unless one was kept already.
    func keep(_ failure: CLIError) { state.withLock { $0 = $0 ?? failure } }

    /// The failure kept, if any.
    var first: CLIError? { state.withLock { $0 } }
}
