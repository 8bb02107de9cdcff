import Basics
import ConsentsimTestSupport
import Foundation
import Scripting
import Testing

@testable import consentsim

/// The runner features Playwright users reach for: soft assertions, Skip/Fixme/Only, a per-script
/// time limit reported at its step, several reporters, a JSON reporter, --grep-invert, --grep
/// relative to the folder, --watch's choice of scripts, and the language reference in the binary.
@Suite struct RunnerFeatureTests {
    static let consented = "Set Order no-att\nLaunch\nSelect ump.consent\n"

    static func runAll(_ files: [String: String], jobs: Int = 2) -> [SessionResult] {
        var runner = ScriptRunner(mode: .compare) { EngineHost() }
        runner.loader = memoryLoader(files)
        return runner.runAll(files.keys.sorted().filter { !$0.hasPrefix("_") }, jobs: jobs)
    }

    @Test func softAssertionsLetTheSessionGoOnAndFailAtTheEnd() throws {
        let text = Self.consented + "Expect+Soft View ump.firstLayer\nExpect Key IABTCF_gdprApplies 1\nExpect+Soft Ads none\nExpect View home\n"
        let result = try #require(Self.runAll(["s.keys": text]).first)
        #expect(result.failed && result.stepsRun == 7 && result.checks == 4)
        #expect(result.failure?.location.line == 4 && result.softFailures.map(\.location.line) == [6])
        #expect(result.failureLine?.hasSuffix("(and 1 more soft failure)") == true)
        #expect(FailureReport.block(result, number: 1).contains("also (Expect+Soft) s.keys:6 › Expect+Soft Ads none"))
        // A hard failure after soft ones still stops the session there.
        let hard = try #require(Self.runAll(["h.keys": Self.consented + "Expect+Soft View x\nExpect View y\nExpect View home\n"]).first)
        #expect(hard.failure?.location.line == 5 && hard.stepsRun == 5 && hard.softFailures.map(\.location.line) == [4])
    }

    @Test func skipFixmeAndOnly() throws {
        let results = Self.runAll([
            "a.keys": "Skip \"flaky on CI\"\n" + Self.consented + "Expect View nowhere\n",
            "b.keys": "Fixme\n" + Self.consented, "c.keys": Self.consented,
        ])
        #expect(results.map(\.skipped) == ["Skip: flaky on CI", "Fixme", nil])
        #expect(TestSummary(results: results).passed == 1 && TestSummary(results: results).failed == 0)
        let report = TestReport(results: results).text
        #expect(
            report.contains("  - a.keys (skipped: Skip: flaky on CI)\n")
                && report.hasSuffix("  2 skipped (Skip, Fixme, or another script's Only)\n1 passed, 0 failed\n"))
        #expect(JUnitReport.xml(results).contains("<skipped message=\"Fixme\"/>"))
        let focused = Self.runAll(["a.keys": Self.consented, "b.keys": "Only\n" + Self.consented, "c.keys": Self.consented + "Only\n"])
        #expect(focused.map { $0.skipped == nil } == [false, true, true])
        #expect(focused[0].skipped == "not marked Only (another script of this run is)")
    }

    /// `Set Timeout` is the script's own limit, and a session that runs out is reported at its step.
    @Test func aScriptsTimeoutAndTheStepItStoppedAt() throws {
        var runner = ScriptRunner(mode: .compare) { EngineHost() }
        runner.timeout = 600
        // 200,000 key presses take far longer than the script's own second, which replaces the run's limit;
        // the failure names the step it was playing, not line 1.
        runner.loader = memoryLoader(["t.keys": "Set Timeout 1s\nSet Order no-att\nLaunch\n" + String(repeating: "Tab 10000\n", count: 20)])
        let result = runner.run(path: "t.keys")
        let failure = try #require(result.failure)
        #expect(failure.timeoutLimit == "1 s" && failure.location.line >= 4 && failure.line == "Tab 10000", "\(failure)")
        #expect(failure.expected == "this step to finish (Tab 10000)")
        #expect(try memoryLoader(["p.keys": "Set Timeout 0\n"]).load(path: "p.keys").timeoutMilliseconds == 0)
        #expect(throws: ScriptLoadError.self) { try memoryLoader(["p.keys": "Set Timeout soon\n"]).load(path: "p.keys") }
    }

    @Test func severalReportersAndJSON() throws {
        #expect(ReporterKind.parseList("list,github") == [.list, .github])
        for bad in ["list,list", "json,list", "list,", "nope"] { #expect(ReporterKind.parseList(bad) == nil, "\(bad)") }
        let results = Self.runAll(["a.keys": Self.consented, "b.keys": Self.consented + "Expect View nowhere\n"])
        var report = TestReport(results: results, kind: .github)
        report.before = [.list]
        report.notes = ["  a note"]
        let text = report.text
        #expect(
            text.hasPrefix("  ✓ a.keys\n  ✘ b.keys:4\n") && text.contains("\n::error file=b.keys,line=4,")
                && text.hasSuffix("  a note\n1 passed, 1 failed\n"))
        let json = try JSONParser.parse(TestReport(results: results, kind: .json, nanoseconds: 2_500_000).text)
        guard case .object(let root) = json, case .object(let stats)? = root["stats"], case .array(let scripts)? = root["scripts"] else {
            Issue.record("not the JSON report's shape")
            return
        }
        #expect(stats["passed"] == .int(1) && stats["failed"] == .int(1) && stats["durationMs"] == .double(2.5))
        guard case .object(let failed) = scripts[1], case .array(let errors)? = failed["errors"], case .object(let error) = errors[0] else {
            Issue.record("no error for b.keys")
            return
        }
        #expect(failed["status"] == .string("failed") && error["line"] == .int(4) && error["expected"] == .string("view nowhere"))
    }

    @Test func grepInvertAndGrepRelativeToTheFolderGiven() throws {
        let entries = [
            ScriptEntry(path: "./att/deny.keys", root: "."), ScriptEntry(path: "./ump/accept.keys", root: "."),
            ScriptEntry(path: "./ump/att/x.keys", root: "."),
        ]
        #expect(ScriptSelection.grep(entries, pattern: try ScreenRegex("^att/")).map(\.path) == ["./att/deny.keys"])
        #expect(ScriptSelection.grep(entries, pattern: try ScreenRegex("att/"), invert: true).map(\.path) == ["./ump/accept.keys"])
    }

    @Test func watchRunsTheScriptsASavedFileAffects() throws {
        let script = try memoryLoader([
            "s/a.keys": "Source _common.keys\nSet Form ../my-form.yaml\nLaunch\nSnapshot home\n", "s/_common.keys": "Set Order no-att\n",
        ])
        .load(path: "s/a.keys")
        let files = ScriptDependencies.files(of: script, path: "s/a.keys")
        #expect(files == ["s/a.keys", "s/_common.keys", "my-form.yaml", "s/__snapshots__/a.keys/home.txt", "s/__snapshots__/a.keys/home.style.txt"])
        let dependencies = ["s/a.keys": files, "s/b.keys": ["s/b.keys"]]
        #expect(ScriptDependencies.affected(by: ["s/_common.keys"], dependencies: dependencies) == ["s/a.keys"])
        #expect(ScriptDependencies.affected(by: ["./s/b.keys"], dependencies: dependencies) == ["s/b.keys"])
        #expect(ScriptDependencies.affected(by: ["other.yaml"], dependencies: dependencies).isEmpty)
    }

    /// `test --watch` runs again only the scripts a saved file affects (here the one that sources it).
    @Test(.tags(.spawnsProcess)) func watchRerunsWhatASaveAffects() throws {
        let dir = try TempDirectory()
        defer { dir.remove() }
        try ScriptFilesForTests.write("Source _common.keys\nLaunch\nExpect View home\n", to: dir.path + "/s/a.keys")
        try ScriptFilesForTests.write("Set Geography other\nSet Order no-att\n", to: dir.path + "/s/_common.keys")
        try ScriptFilesForTests.write("Set Geography other\nSet Order no-att\nLaunch\n", to: dir.path + "/s/b.keys")
        // The watcher runs until stopped: the shell waits (bounded) for each stage, then stops it.
        let stage = "i=0; until grep -q \"$1\" out.txt; do sleep 0.2; i=$((i+1)); if [ $i -gt 600 ]; then exit 3; fi; done"
        let script = """
            cd "$1" || exit 2
            "$2" test s --watch > out.txt 2>&1 & pid=$!
            trap 'kill $pid 2>/dev/null' EXIT
            wait_for() { \(stage); }
            wait_for '^watching 2 scripts' || exit 3
            printf 'Set Geography EEA\\nSet Order no-att\\n' > "$1/s/_common.keys"
            wait_for 'changed: running 1 script' || exit 4
            wait_for '^0 passed, 1 failed' || exit 5
            cat out.txt
            """
        let r = try run("/bin/sh", ["-c", script, "sh", dir.path, consentsimBinary])
        #expect(r.status == 0, "\(r.stdout)\(r.stderr)")
        let rerun = try #require(r.stdout.components(separatedBy: "changed: running 1 script").last)
        #expect(r.stdout.contains("s/_common.keys changed: running 1 script"))
        #expect(rerun.contains("s/a.keys") && !rerun.contains("s/b.keys"), "\(rerun)")
    }

    /// `consentsim manual` prints the language reference from the binary, the same text as scripts/README.md.
    @Test func theLanguageReferenceIsInTheBinary() throws {
        let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("scripts/README.md")
        let text = try String(contentsOf: readme, encoding: .utf8)
        #expect(LanguageReference.text == text, "stale: run scripts/dev/embed-manual.py")
        #expect(LanguageReference.text.contains("## VHS tapes") && LanguageReference.text.contains("Expect+Soft"))
    }
}
