import ConsentsimTestSupport
import Foundation
import Scripting
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// `consentsim test` as a tester uses it: reporters, --grep on paths and `# name:`,
/// --list, --shard and --merge-junit, JUnit class names relative to the run root, diagnostics in
/// line order.
@Suite struct TestRunnerOptionsTests {
    static let passing = "Set Order no-att\nLaunch\nSelect ump.consent\nExpect View home\nExpect Key IABTCF_gdprApplies 1\nExpect Ads personalized\n"

    func scratch(_ files: [String: String]) throws -> TempDirectory {
        let dir = try TempDirectory()
        for (name, text) in files { try ScriptFilesForTests.write(text, to: dir.path + "/" + name) }
        return dir
    }

    @Test func namesAreReadFromNameComments() {
        #expect(
            ScriptSelection.names(in: "# name: accept all\nLaunch\n  #name:second one \n# named: no\nEnter # name: not whole-line") == [
                "accept all", "second one",
            ])
    }

    @Test func grepMatchesPathsAndNames() throws {
        let entries = [
            ScriptEntry(path: "s/ump/accept.keys", root: "s", names: ["Consent everything"]),
            ScriptEntry(path: "s/pac/free.keys", root: "s", names: []),
            ScriptEntry(path: "s/att/deny.keys", root: "s", names: ["ask not to track"]),
        ]
        #expect(ScriptSelection.grep(entries, pattern: try ScreenRegex("pac/")).map(\.path) == ["s/pac/free.keys"])
        #expect(ScriptSelection.grep(entries, pattern: try ScreenRegex("(?i)consent|track")).map(\.path) == ["s/ump/accept.keys", "s/att/deny.keys"])
    }

    /// A nested repeat that makes a backtracking engine try every split of the name: on the linear
    /// engine the long name that does not match is answered as fast as the short one that does.
    @Test func grepOnANestedRepeatEndsAgainstALongName() throws {
        let long = String(repeating: "a", count: 50_000) + "!"
        let entries = [
            ScriptEntry(path: "s/long.keys", root: "s", names: [long]),
            ScriptEntry(path: "s/short.keys", root: "s", names: ["aaaa"]),
        ]
        #expect(ScriptSelection.grep(entries, pattern: try ScreenRegex("^(a+)+$")).map(\.path) == ["s/short.keys"])
    }

    @Test func shardsAreStableBalancedAndCoverEverythingOnce() {
        let entries = (0..<10).map { ScriptEntry(path: "s/\(String(format: "%02d", 9 - $0)).keys", root: "s") }
        for count in 1...4 {
            let shards = (1...count).map { ScriptSelection.shard(entries, index: $0, of: count).map(\.path) }
            #expect(shards.flatMap { $0 } == entries.map(\.path).sorted(), "every file once, in path order")
            let sizes = shards.map(\.count)
            #expect(sizes.max()! - sizes.min()! <= 1, "balanced by file count: \(sizes)")
            #expect(
                shards == (1...count).map { ScriptSelection.shard(entries.reversed(), index: $0, of: count).map(\.path) },
                "the same files in any order give the same shards")
        }
        #expect(ScriptSelection.parseShard("2/4")! == (2, 4))
        for bad in ["0/4", "5/4", "1/0", "x/2", "1", "1/2/3", "-1/2"] { #expect(ScriptSelection.parseShard(bad) == nil, "\(bad)") }
    }

    @Test func junitClassNamesComeFromThePathRelativeToTheRunRoot() {
        #expect(ScriptEntry(path: "./scripts/ump/x.keys", root: ".").junitClassName == "scripts.ump")
        #expect(ScriptEntry(path: "scripts/ump/x.keys", root: "scripts/").junitClassName == "scripts.ump")
        #expect(ScriptEntry(path: "scripts/x.keys", root: "scripts").junitClassName == "scripts")
        #expect(ScriptEntry(path: "scripts/ump/x.keys", root: "scripts/ump/x.keys").junitClassName == "scripts.ump")
        #expect(ScriptEntry(path: "x.keys", root: "x.keys").junitClassName == "consentsim")
        #expect(ScriptEntry(path: "./x.keys", root: ".").junitClassName == "consentsim")
    }

    @Test func diagnosticsComeInLineOrder() {
        // Line 2 fails validation (a key before Launch), lines 1 and 3 fail parsing: separate passes.
        let found = diagnostics("Entr\nEnter\nExpct View home\nLaunch")
        #expect(found.map(\.location.line) == found.map(\.location.line).sorted())
        #expect(found.count >= 3)
    }

    @Test(.tags(.spawnsProcess)) func theCommandFiltersListsShardsAndMerges() throws {
        var files: [String: String] = [:]
        for name in ["a", "b", "c", "d", "e"] { files["s/\(name).keys"] = "# name: script \(name)\n" + Self.passing }
        files["s/deep/f.keys"] = "# name: the failing one\nSet Order no-att\nLaunch\nExpect View home\nExpect Key x 1\nExpect Ads none\n"
        let dir = try scratch(files)
        defer { dir.remove() }
        let list = try consentsim(["test", dir.path + "/s", "--list", "--grep", "failing|/b\\.keys"])
        #expect(list.status == 0)
        #expect(list.stdout == "\(dir.path)/s/b.keys — script b\n\(dir.path)/s/deep/f.keys — the failing one\n2 scripts\n")

        var reports: [String] = []
        var ran: [String] = []
        for shard in 1...3 {
            let junit = dir.path + "/shard\(shard).xml"
            reports.append(junit)
            let r = try consentsim(["test", dir.path + "/s", "--shard", "\(shard)/3", "--junit", junit, "--reporter", "list"])
            ran += r.stdout.split(separator: "\n").filter { $0.hasPrefix("  ✓ ") || $0.hasPrefix("  ✘ ") && $0.contains("(") }
                .map { String($0.dropFirst(4).split(separator: " ")[0]) }
            #expect(r.stdout.split(separator: "\n").last?.hasSuffix(" failed") == true)
        }
        #expect(ran.count == 6 && Set(ran).count == 6, "each script runs in exactly one shard: \(ran)")
        let merged = dir.path + "/all.xml"
        let m = try consentsim(["test", "--merge-junit", merged] + reports)
        #expect(m.status == 0)
        #expect(m.stdout == "merged 3 reports (6 test cases) into \(merged)\n")
        let document = try XMLDocument(xmlString: try String(contentsOfFile: merged, encoding: .utf8))
        #expect(try document.nodes(forXPath: "//testcase").count == 6)
        #expect(try document.nodes(forXPath: "//failure").count == 1)
        let suite = try #require(try document.nodes(forXPath: "//testsuite").first as? XMLElement)
        #expect(suite.attribute(forName: "tests")?.stringValue == "6")
        #expect(suite.attribute(forName: "failures")?.stringValue == "1")
        #expect(try document.nodes(forXPath: "//testcase[@classname='s.deep']").count == 1)

        let notReport = dir.path + "/s/a.keys"
        let bad = try consentsim(["test", "--merge-junit", merged, notReport])
        #expect(bad.status == 1)
        #expect(bad.stderr.contains("a.keys: not a JUnit report"))
        #expect(try consentsim(["test", dir.path + "/s", "--shard", "4/3"]).status == 2)
        #expect(try consentsim(["test", dir.path + "/s", "--reporter", "html"]).status == 2)
    }

    @Test(.tags(.spawnsProcess)) func dotReporterPrintsACharacterPerScript() throws {
        let dir = try scratch(["s/a.keys": Self.passing, "s/b.keys": "Set Order no-att\nLaunch\nExpect View home\nExpect Key x 1\nExpect Ads none\n"])
        defer { dir.remove() }
        let r = try consentsim(["test", dir.path + "/s", "--reporter", "dot"])
        #expect(r.status == 1)
        #expect(r.stdout.hasPrefix("·F\n\n  1) \(dir.path)/s/b.keys:3 › Expect View home\n"))
        #expect(r.stdout.hasSuffix("\n1 passed, 1 failed\n"))
    }
}
