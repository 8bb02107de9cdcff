import Scripting
import Testing

/// Many sessions at once: order kept, snapshots read before and written after, parse errors reported.
@Suite struct RunnerTests {
    @Test func runAllKeepsOrderAndIsolatesSessions() {
        var files: [String: String] = [:]
        var paths: [String] = []
        for i in 0..<200 {
            let path = "s/\(i).keys"
            paths.append(path)
            files[path] =
                i % 7 == 3
                ? "Launch\nExpect View home"
                : (i % 11 == 5 ? "Lanch" : "Launch\nSelect dlg.accept\nExpect Key IABTCF_gdprApplies 1\nExpect View home")
        }
        let runner = ScriptRunner(
            mode: .compare, loader: memoryLoader(files), readSnapshot: { _ in nil }, writeSnapshot: { _, _ in },
            makeHost: { FakeHost() })
        let results = runner.runAll(paths, jobs: 4)
        #expect(results.map(\.path) == paths)
        for (i, r) in results.enumerated() {
            if i % 7 == 3 {
                #expect(r.failure?.found == "view dialog")
            } else if i % 11 == 5 {
                #expect(r.loadError != nil)
            } else {
                expectPassed(r)
            }
        }
        let summary = TestSummary(results: results)
        #expect(summary.passed + summary.failed == 200)
        #expect(summary.failed == results.filter { !$0.passed }.count)
    }

    @Test func snapshotsAreReadAndWrittenAtTheEdges() {
        let files = ["d/a.keys": "Launch\nSnapshot first\nSnapshot first-again"]
        let log = WriteLog()
        let update = ScriptRunner(
            mode: .update, loader: memoryLoader(files), readSnapshot: { _ in nil },
            writeSnapshot: { path, content in log.append(path, content) }, makeHost: { FakeHost() })
        let result = update.run(path: "d/a.keys")
        expectPassed(result)
        #expect(log.paths == ["d/__snapshots__/a.keys/first.txt", "d/__snapshots__/a.keys/first-again.txt"])
        let stored = log.contents
        let compare = ScriptRunner(
            mode: .compare, loader: memoryLoader(files), readSnapshot: { stored[$0] }, writeSnapshot: { _, _ in },
            makeHost: { FakeHost() })
        #expect(compare.run(path: "d/a.keys").passed)
    }
}

/// Snapshot files are never shared: each script has its own, and a name cannot stand for two.
@Suite struct SnapshotNameTests {
    @Test func scriptsThatSharedAFileNoLongerDo() {
        // The former `<stem>.<name>.txt` gave each of these pairs one file.
        let pairs: [((String, String), (String, String))] = [
            (("d/a.keys", "x"), ("d/a.tape", "x")),
            (("d/a.keys", "b.x"), ("d/a.b.keys", "x")),
        ]
        for ((script1, name1), (script2, name2)) in pairs {
            let one = SnapshotSet(scriptPath: script1), two = SnapshotSet(scriptPath: script2)
            #expect(one.legacyPath(name1, style: false) == two.legacyPath(name2, style: false), "the collision this layout removes")
            #expect(one.path(name1, style: false) != two.path(name2, style: false))
        }
        #expect(SnapshotSet(scriptPath: "d/a.keys").path("x", style: true) == "d/__snapshots__/a.keys/x.style.txt")
    }

    @Test func aNameEndingInStyleIsRefused() throws {
        let error = try #require(throws: ScriptLoadError.self) { try memoryLoader(["s.keys": "Launch\nSnapshot home.style\n"]).load(path: "s.keys") }
        #expect("\(error)".contains("a name ending in .style would share the file of the style layer of 'home'"), "\(error)")
    }

    @Test func namesDifferingOnlyInCaseFail() {
        let files = ["d/a.keys": "Launch\nSnapshot Home\nSnapshot home\n"]
        let runner = ScriptRunner(
            mode: .update, loader: memoryLoader(files), readSnapshot: { _ in nil }, writeSnapshot: { _, _ in },
            makeHost: { FakeHost() })
        let failure = runner.run(path: "d/a.keys").failure
        #expect(failure?.location.line == 3)
        #expect(
            failure?.found.contains("d/a.keys:2:1 names the same file on a case-insensitive file system") == true, "\(String(describing: failure))")
    }

    @Test func oneNameTakenTwiceWithDifferentScreensFailsOnUpdate() {
        let files = [
            "d/a.keys": "Launch\nSnapshot screen\nSelect dlg.accept\nSnapshot screen\n",
            "d/same.keys": "Launch\nSnapshot screen\nSnapshot screen\n",
        ]
        let runner = ScriptRunner(
            mode: .update, loader: memoryLoader(files), readSnapshot: { _ in nil },
            writeSnapshot: { _, _ in }, makeHost: { FakeHost() })
        let failure = runner.run(path: "d/a.keys").failure
        #expect(failure?.location.line == 4)
        #expect(failure?.found.contains("an earlier Snapshot screen in this session wrote a different screen") == true)
        let same = runner.run(path: "d/same.keys")
        expectPassed(same)
        #expect(same.snapshotWrites.map { $0.path } == ["d/__snapshots__/same.keys/screen.txt"], "the same screen twice is one file written once")
    }

    @Test func anUnreadableSnapshotIsNotReportedMissing() {
        struct TooManyFiles: Error, CustomStringConvertible { var description: String { "x.txt: cannot read: Too many open files" } }
        let files = ["d/a.keys": "Launch\nSnapshot screen\n"]
        let runner = ScriptRunner(
            mode: .compare, loader: memoryLoader(files), readSnapshot: { _ in throw TooManyFiles() },
            writeSnapshot: { _, _ in }, makeHost: { FakeHost() })
        let failure = runner.run(path: "d/a.keys").failure
        #expect(failure?.expected == "to read the snapshot d/__snapshots__/a.keys/screen.txt")
        #expect(failure?.found == "x.txt: cannot read: Too many open files")
    }

    @Test func aSnapshotInTheFormerLayoutIsPointedAt() {
        let files = ["d/a.keys": "Launch\nSnapshot screen\n"]
        let runner = ScriptRunner(
            mode: .compare, loader: memoryLoader(files),
            readSnapshot: { $0 == "d/__snapshots__/a.screen.txt" ? "old" : nil }, writeSnapshot: { _, _ in }, makeHost: { FakeHost() })
        let failure = runner.run(path: "d/a.keys").failure
        #expect(
            failure?.found.hasPrefix(
                "no such file, but d/__snapshots__/a.screen.txt is there (snapshots now have a folder per script): move it to d/__snapshots__/a.keys/screen.txt"
            ) == true,
            "\(String(describing: failure?.found))")
    }
}

/// Snapshot writes seen by a test (the runner writes from one thread per session).
final class WriteLog: @unchecked Sendable {
    private(set) var paths: [String] = []
    private(set) var contents: [String: String] = [:]
    func append(_ path: String, _ content: String) {
        paths.append(path)
        contents[path] = content
    }
}
