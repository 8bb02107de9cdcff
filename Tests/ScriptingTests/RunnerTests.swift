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
            files[path] = i % 7 == 3 ? "Launch\nExpect View home" : (i % 11 == 5 ? "Lanch" : "Launch\nSelect dlg.accept\nExpect Key IABTCF_gdprApplies 1\nExpect View home")
        }
        let runner = ScriptRunner(mode: .compare, loader: memoryLoader(files), readSnapshot: { _ in nil }, writeSnapshot: { _, _ in },
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
        let update = ScriptRunner(mode: .update, loader: memoryLoader(files), readSnapshot: { _ in nil },
                                  writeSnapshot: { path, content in log.append(path, content) }, makeHost: { FakeHost() })
        let result = update.run(path: "d/a.keys")
        expectPassed(result)
        #expect(log.paths == ["d/__snapshots__/a.first.txt", "d/__snapshots__/a.first-again.txt"])
        let stored = log.contents
        let compare = ScriptRunner(mode: .compare, loader: memoryLoader(files), readSnapshot: { stored[$0] }, writeSnapshot: { _, _ in },
                                   makeHost: { FakeHost() })
        #expect(compare.run(path: "d/a.keys").passed)
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
