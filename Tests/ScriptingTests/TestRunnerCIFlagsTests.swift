import ConsentsimTestSupport
import Foundation
import Scripting
import Testing

/// `consentsim test` in CI: --grep that selects nothing fails unless --pass-with-no-tests,
/// --max-failures, --reporter github, --last-failed, and --store-access on the command line.
@Suite(.tags(.spawnsProcess)) struct TestRunnerCIFlagsTests {
    static let failing = "Set Order no-att\nLaunch\nExpect View home\n"

    /// `consentsim ARGS` run in `directory` (where --last-failed keeps its state).
    func consentsim(in directory: String, _ arguments: [String]) throws -> ProcessResult {
        try run("/bin/sh", ["-c", "cd \"$1\" && shift && exec \"$@\"", "sh", directory, consentsimBinary] + arguments)
    }

    func suite(_ files: [String: String]) throws -> TempDirectory {
        let dir = try TempDirectory()
        for (name, text) in files { try ScriptFilesForTests.write(text, to: dir.path + "/" + name) }
        return dir
    }

    @Test func aGrepThatSelectsNothingFailsUnlessAllowed() throws {
        let dir = try suite(["s/a.keys": TestRunnerOptionsTests.passing])
        defer { dir.remove() }
        let none = try consentsim(in: dir.path, ["test", "s", "--grep", "nothing-like-this"])
        #expect(none.status == 1)
        #expect(none.stderr == "consentsim: --grep 'nothing-like-this' matches none of the 1 scripts under s (--pass-with-no-tests to pass anyway)\n")
        let allowed = try consentsim(in: dir.path, ["test", "s", "--grep", "nothing-like-this", "--pass-with-no-tests"])
        #expect(allowed.status == 0)
        #expect(allowed.stdout.hasSuffix("0 passed, 0 failed\n"))
        #expect(try consentsim(in: dir.path, ["test", "s", "--grep", "a\\.keys"]).status == 0)
    }

    @Test func maxFailuresStopsStartingScriptsAndReportsTheRestAsNotRun() throws {
        var files: [String: String] = [:]
        for n in 1...5 { files["s/\(n).keys"] = Self.failing }
        let dir = try suite(files)
        defer { dir.remove() }
        let r = try consentsim(in: dir.path, ["test", "s", "--max-failures", "2", "--jobs", "1"])
        #expect(r.status == 1)
        let lines = r.stdout.split(separator: "\n").map(String.init)
        #expect(lines.filter { $0.hasSuffix(" (not run)") } == ["  - s/3.keys (not run)", "  - s/4.keys (not run)", "  - s/5.keys (not run)"])
        #expect(lines.contains("  3 scripts not run (--max-failures: the run stopped after 2 failures)"))
        #expect(lines.last == "0 passed, 2 failed")
        #expect(try consentsim(in: dir.path, ["test", "s", "--max-failures", "0"]).status == 2)

        let dots = try consentsim(
            in: dir.path,
            [
                "test", "s", "--max-failures", "1", "--jobs", "1", "--reporter", "dot",
                "--junit", "junit.xml", "--html", "report",
            ])
        #expect(dots.stdout.hasPrefix("F----\n"))
        let junit = try String(contentsOfFile: dir.path + "/junit.xml", encoding: .utf8)
        #expect(junit.contains("failures=\"1\" errors=\"0\" skipped=\"4\""))
        #expect(junit.components(separatedBy: "<skipped message=\"not run: the run stopped at --max-failures\"/>").count == 5)
        let html = try String(contentsOfFile: dir.path + "/report/index.html", encoding: .utf8)
        #expect(html.contains("id=\"failure-1\"") && !html.contains("id=\"failure-2\""), "one failure section")
        #expect(html.components(separatedBy: "<span title=\"not run (--max-failures)\">–</span>").count == 5)
    }

    @Test func githubReporterPrintsAnnotations() throws {
        let dir = try suite(["s/a.keys": TestRunnerOptionsTests.passing, "s/b.keys": Self.failing])
        defer { dir.remove() }
        let r = try consentsim(in: dir.path, ["test", "s", "--reporter", "github"])
        #expect(r.status == 1)
        #expect(
            r.stdout.hasPrefix(
                "::error file=s/b.keys,line=3,col=1,title=s/b.keys%3A3 › Expect View home::expected: view home%0Afound: view ump.firstLayer\n"))
        #expect(r.stdout.hasSuffix("1 passed, 1 failed\n"))
    }

    @Test func lastFailedRerunsOnlyThePreviousFailures() throws {
        let dir = try suite(["s/a.keys": TestRunnerOptionsTests.passing, "s/b.keys": Self.failing, "s/c.keys": Self.failing])
        defer { dir.remove() }
        // No record yet: every script runs (Playwright's --last-failed does the same), and the record lands beside the suite.
        let first = try consentsim(in: dir.path, ["test", "s", "--last-failed"])
        #expect(first.status == 1)
        #expect(first.stdout.hasSuffix("1 passed, 2 failed\n"))
        #expect(first.stderr == "consentsim: no record of an earlier run (s/.consentsim/last-run.json): running every script\n")
        #expect(try consentsim(in: dir.path, ["test", "s"]).stdout.hasSuffix("1 passed, 2 failed\n"))
        let state = try String(contentsOfFile: dir.path + "/s/.consentsim/last-run.json", encoding: .utf8)
        #expect(state == "{\n  \"failed\": [\n    \"s/b.keys\",\n    \"s/c.keys\"\n  ]\n}\n")
        try ScriptFilesForTests.write(TestRunnerOptionsTests.passing, to: dir.path + "/s/b.keys")
        let rerun = try consentsim(in: dir.path, ["test", "s", "--last-failed"])
        #expect(rerun.stdout.hasSuffix("1 passed, 1 failed\n"), "only b and c ran: \(rerun.stdout)")
        #expect(!rerun.stdout.contains("a.keys"))
        let again = try consentsim(in: dir.path, ["test", "s", "--last-failed"])
        #expect(again.stdout.hasSuffix("0 passed, 1 failed\n"), "only c is left")
        try ScriptFilesForTests.write(TestRunnerOptionsTests.passing, to: dir.path + "/s/c.keys")
        #expect(try consentsim(in: dir.path, ["test", "s", "--last-failed"]).status == 0)
        let done = try consentsim(in: dir.path, ["test", "s", "--last-failed"])
        #expect(done.status == 0)
        #expect(done.stdout == "no script failed in the last run (s/.consentsim/last-run.json)\n0 passed, 0 failed\n")
        #expect(
            try String(contentsOfFile: dir.path + "/s/.consentsim/last-run.json", encoding: .utf8) == "{\n  \"failed\": []\n}\n",
            "the passing rerun cleared the record")
    }

    @Test func aPassingRunLeavesNoState() throws {
        let dir = try suite(["s/a.keys": TestRunnerOptionsTests.passing])
        defer { dir.remove() }
        #expect(try consentsim(in: dir.path, ["test", "s"]).status == 0)
        #expect(try listDirectory(dir.path) == ["s"])
    }

    @Test func storeAccessOnTheCommandLineWritesBack() throws {
        let dir = try suite(["s/a.keys": "Set Store ../fixture.plist\n" + TestRunnerOptionsTests.passing])
        defer { dir.remove() }
        #expect(try consentsim(in: dir.path, ["test", "s"]).status == 0)
        #expect(!FileManager.default.fileExists(atPath: dir.path + "/fixture.plist"), "a copy run creates no fixture")
        #expect(try consentsim(in: dir.path, ["play", "s/a.keys", "--store-access", "write-back"]).status == 0)
        #expect(FileManager.default.fileExists(atPath: dir.path + "/fixture.plist"))
        try FileManager.default.removeItem(atPath: dir.path + "/fixture.plist")
        #expect(try consentsim(in: dir.path, ["test", "s", "--store-access", "write-back"]).status == 0)
        #expect(FileManager.default.fileExists(atPath: dir.path + "/fixture.plist"))
        #expect(try consentsim(in: dir.path, ["test", "s", "--store-access", "share"]).status == 2)
    }
}
