import Basics
import ConsentsimTestSupport
import Foundation
import Testing

/// `consentsim play` and `consentsim test` run as a user runs them: the real binary, its output and
/// exit status, on scripts written to a scratch directory.
@Suite(.tags(.spawnsProcess)) struct CommandTests {
    /// Writes `files` (relative paths) under a fresh directory.
    func scratch(_ files: [String: String]) throws -> TempDirectory {
        let dir = try TempDirectory()
        for (name, text) in files { try ScriptFilesForTests.write(text, to: dir.path + "/" + name) }
        return dir
    }

    static let passing = """
        Set Order no-att
        Launch
        Expect View ump.firstLayer
        Select ump.consent
        Expect View home
        Expect Key IABTCF_gdprApplies 1
        Expect Ads personalized
        """

    @Test func playPassesAndFails() throws {
        let dir = try scratch([
            "ok.keys": Self.passing,
            "bad.keys": "Set Order no-att\nLaunch\nSelect ump.consent\nExpect Key IABTCF_gdprApplies \"1\"\nExpect View home",
        ])
        defer { dir.remove() }
        let ok = try consentsim(["play", dir.path + "/ok.keys"])
        #expect(ok.status == 0)
        #expect(ok.stdout == "ok   \(dir.path)/ok.keys (7 steps, 4 checks)\n")
        let bad = try consentsim(["play", dir.path + "/ok.keys", dir.path + "/bad.keys"])
        #expect(bad.status == 1, "one failed session fails the run")
        let lines = bad.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines[0].hasPrefix("ok   "))
        #expect(lines[1] == "FAIL \(dir.path)/bad.keys")
        #expect(lines[2] == "\(dir.path)/bad.keys:4:1: Expect Key IABTCF_gdprApplies \"1\"")
        #expect(lines[3] == "  expected: the String \"1\"")
        #expect(lines[4] == "  found:    the Number 1")
        #expect(lines[5].hasPrefix("  stored keys at the failure ("))
        #expect(lines.contains("    IABTCF_gdprApplies = the Number 1"))
        #expect(lines.contains("  screen (view home, focus home.privacySettings, 80x24):"))
        #expect(lines.contains { $0.hasPrefix("    │") && $0.contains("Consent status  obtained") })
    }

    @Test func playShowsASnapshotDiff() throws {
        let dir = try scratch(["s.keys": "Set Order no-att\nLaunch\nSnapshot first"])
        defer { dir.remove() }
        let recorded = try consentsim(["play", "--update-snapshots", dir.path + "/s.keys"])
        #expect(recorded.stdout.contains("1 snapshots written"))
        let path = dir.path + "/__snapshots__/s.keys/first.txt"
        let stored = try String(contentsOfFile: path, encoding: .utf8)
        #expect(stored.contains("Daily Puzzle asks for your consent"))
        #expect(!stored.split(separator: "\n").contains { $0.hasSuffix(" ") }, "trailing spaces trimmed")
        try stored.replacingOccurrences(of: "asks for your consent", with: "asks for consent").write(toFile: path, atomically: true, encoding: .utf8)
        let r = try consentsim(["play", dir.path + "/s.keys"])
        #expect(r.status == 1)
        #expect(r.stdout.contains("  expected: the screen's text to match \(path)"))
        #expect(
            r.stdout.contains("    1 of 24 rows differ\n    row 2:\n      - expected: |│ Daily Puzzle asks for consent to use your personal data to:")
        )
        #expect(r.stdout.contains("      + actual:   |│ Daily Puzzle asks for your consent to use your personal data to:"))
    }

    @Test func badScriptsGiveTheExpectedMessages() throws {
        let dir = try scratch([
            "unknown.keys": "Launch\nExpct View home",
            "key.keys": "Launch\nCtrl+Banana",
            "missing.keys": "Source _nowhere.keys\nLaunch",
            "type.keys": "Launch\nExpect Key IABTCF_gdprApplies one",
            "mismatch.keys": "Set Order no-att\nLaunch\nSelect ump.consent\nExpect Key IABTCF_PurposeOneTreatment false",
        ])
        defer { dir.remove() }
        func output(_ name: String) throws -> String { try consentsim(["play", dir.path + "/" + name]).stdout }
        #expect(try output("unknown.keys").contains("unknown.keys:2:1: unknown command 'Expct'; did you mean 'Expect'?\n    Expct View home\n    ^"))
        #expect(try output("key.keys").contains("key.keys:2:1: bad key name 'Ctrl+Banana': VHS's modified keys are Ctrl+[Alt+][Shift+]<key>"))
        #expect(try output("missing.keys").contains("missing.keys:1:8: cannot read '\(dir.path)/_nowhere.keys': no such file"))
        #expect(
            try output("type.keys").contains(
                "type.keys:2:31: 'one' is not a value: write 1 (a Number), \"one\" (a String), true or false (a Boolean) or 1.5 (a Real)"))
        #expect(try output("mismatch.keys").contains("  expected: the Boolean false\n  found:    the Number 0"))
        let absent = try consentsim(["play", dir.path + "/absent.keys"])
        #expect(absent.status == 1)
        #expect(absent.stdout.contains("absent.keys:1:1: cannot read the script: no such file"))
    }

    @Test func testRunsEverythingInParallelAndReports() throws {
        var files: [String: String] = ["a/_shared.keys": "Set Order no-att"]
        for i in 0..<12 { files["a/ok\(i).keys"] = "Source _shared.keys\n" + Self.passing.split(separator: "\n").dropFirst().joined(separator: "\n") }
        files["b/fails.keys"] = "Set Order no-att\nLaunch\nExpect View home"
        files["b/broken.keys"] = "Lanch"
        let dir = try scratch(files)
        defer { dir.remove() }
        let junit = dir.path + "/report.xml"
        let r = try consentsim(["test", dir.path + "/a", dir.path + "/b", "--jobs", "3", "--junit", junit, "--reporter", "line"])
        #expect(r.status == 1)
        #expect(
            r.stdout.hasPrefix(
                """
                  1) \(dir.path)/b/broken.keys › 1 problem in the script

                     \(dir.path)/b/broken.keys:1:1: unknown command 'Lanch'; did you mean 'Launch'?
                         Lanch
                         ^

                  2) \(dir.path)/b/fails.keys:3 › Expect View home

                     expected: view home
                     found:    view ump.firstLayer

                     screen (view ump.firstLayer, focus ump.vendorsLink, 80x24):
                     │┌─ 🧩 Daily Puzzle ───
                """))
        #expect(
            r.stdout.contains(
                """
                  ✘ \(dir.path)/b/broken.keys:1
                  ✘ \(dir.path)/b/fails.keys:3
                  14 scripts in
                """))
        #expect(r.stdout.hasSuffix(" (3 jobs)\n12 passed, 2 failed\n"))
        let xml = try String(contentsOfFile: junit, encoding: .utf8)
        #expect(xml.contains("tests=\"14\" failures=\"1\" errors=\"1\""))
        #expect(xml.components(separatedBy: "<testcase ").count == 15)
        let passing = try consentsim(["test", dir.path + "/a"])
        #expect(passing.status == 0)
        #expect(passing.stdout.hasSuffix("\n12 passed, 0 failed\n"))
        #expect(passing.stdout.split(separator: "\n").filter { $0.hasPrefix("  ✓ \(dir.path)/a/ok") }.count == 12, "list: a line per script")
        let missing = try consentsim(["test", dir.path + "/nowhere"])
        #expect(missing.status == 1)
        #expect(missing.stderr.contains("nowhere: no such file or directory"))
    }

    @Test func updateSnapshotsWritesOnlyWhatChanged() throws {
        let dir = try scratch(["x.keys": "Set Order no-att\nLaunch\nSnapshot a --style\nSelect ump.consent\nSnapshot b"])
        defer { dir.remove() }
        let first = try consentsim(["test", dir.path, "--update-snapshots"])
        let folder = dir.path + "/__snapshots__/x.keys/"
        #expect(
            first.stdout.hasSuffix(
                "\n  3 snapshots written (review them with git diff):\n    \(folder)a.txt\n    \(folder)a.style.txt\n    \(folder)b.txt\n1 passed, 0 failed\n"
            ))
        // Without --update-snapshots a missing baseline is written too, and that run fails.
        try FileManager.default.removeItem(atPath: folder + "b.txt")
        let missing = try consentsim(["test", dir.path])
        #expect(missing.status == 1 && missing.stdout.contains("written there as the baseline") && missing.stdout.contains("    \(folder)b.txt\n"))
        #expect(try consentsim(["test", dir.path]).status == 0)
        #expect(try listDirectory(dir.path + "/__snapshots__/x.keys") == ["a.style.txt", "a.txt", "b.txt"])
        let style = try String(contentsOfFile: dir.path + "/__snapshots__/x.keys/a.style.txt", encoding: .utf8)
        #expect(style.contains("{b,fg=accent}"), "colours are in the style layer")
        let again = try consentsim(["test", dir.path, "--update-snapshots"])
        #expect(again.stdout.hasSuffix(" job)\n1 passed, 0 failed\n"), "nothing written: no snapshot line")
        #expect(try consentsim(["test", dir.path]).status == 0)
        // A snapshot no step names any more (the step was renamed) is reported, and the run still passes;
        // the summary stays the last line (`consentsim test | tail -1`).
        try "old".write(toFile: folder + "renamed.txt", atomically: true, encoding: .utf8)
        let obsolete = try consentsim(["test", dir.path])
        #expect(obsolete.status == 0)
        #expect(
            obsolete.stdout.hasSuffix(
                "\n  1 obsolete snapshot (no Snapshot step names them; delete them or name them again):\n    \(folder)renamed.txt\n1 passed, 0 failed\n"
            ),
            "\(obsolete.stdout)")
    }

    @Test func castAndTrace() throws {
        let dir = try scratch(["c.keys": "Set Columns 60\nSet Rows 20\nSet Order no-att\nLaunch\nTab\nSleep 2s\nEnter\nExpect View home"])
        defer { dir.remove() }
        let cast = dir.path + "/c.cast", trace = dir.path + "/c.jsonl"
        let r = try consentsim(["play", dir.path + "/c.keys", "--cast", cast, "--trace", trace])
        #expect(r.status == 0, "\(r.stdout)\(r.stderr)")
        let castLines = try String(contentsOfFile: cast, encoding: .utf8).split(separator: "\n").map(String.init)
        #expect(
            try JSONParser.parse(castLines[0])
                == .object([
                    "version": .int(2), "width": .int(60), "height": .int(20),
                    "title": .string(dir.path + "/c.keys"), "env": .object(["TERM": .string("xterm-256color")]),
                ]))
        #expect(castLines.count == 5, "launch, Tab, Enter each change the screen, then the closing hold")
        // Launch at 0 and held 0.5 s, Tab at 0.5 (50 ms, VHS's typing speed), Sleep 2 s, Enter at 2.55,
        // held until 2.6.
        #expect(castLines[3].hasPrefix("[2.550000, \"o\", "))
        #expect(castLines[4] == "[2.600000, \"o\", \"\"]")
        let traceLines = try String(contentsOfFile: trace, encoding: .utf8).split(separator: "\n")
        #expect(traceLines.count > 3)
        guard case .object(let first)? = try? JSONParser.parse(String(traceLines[0])) else {
            Issue.record("trace does not start with an object")
            return
        }
        #expect(first["seq"] == .int(0))
        #expect(traceLines.contains { $0.contains("{\"event\":\"launch\"") })
        let twice = try consentsim(["play", dir.path + "/c.keys", dir.path + "/c.keys", "--cast", cast])
        #expect(twice.status == 2)
        #expect(twice.stderr.contains("--cast, --svg-animation and --trace record one session: give exactly one script"))
    }
}

/// File writing for test fixtures (directories created as needed).
enum ScriptFilesForTests {
    static func write(_ text: String, to path: String) throws {
        let url = URL(fileURLWithPath: path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }
}
