import Scripting
import Testing

/// `consentsim test --trace`: a failed script's steps, each with its screen and store changes, in the
/// HTML report's trace viewer; bounded; shards' HTML reports merge into one page.
@Suite struct TraceTests {
    static let scripts = [
        "fail.keys": "Set Order no-att\nLaunch\nSelect ump.consent\nExpect View dialog\n",
        "pass.keys": "Set Order no-att\nLaunch\nExpect View ump.firstLayer\n",
    ]

    func runner(_ mode: TraceMode) -> ScriptRunner<EngineHost> {
        var runner = ScriptRunner(
            mode: .compare, loader: memoryLoader(Self.scripts), readSnapshot: { _ in nil }, writeSnapshot: { _, _ in }, makeHost: { EngineHost() })
        runner.traceMode = mode
        return runner
    }

    @Test func aFailedScriptIsTracedStepByStep() throws {
        let results = runner(.onFailure).runAll(["fail.keys", "pass.keys"], jobs: 1)
        let trace = try #require(results[0].trace)
        #expect(results[1].trace == nil)
        #expect(trace.steps.map(\.text) == ["Set Order no-att", "Launch", "Select ump.consent", "Expect View dialog"])
        #expect(trace.steps.map(\.failed) == [false, false, false, true])
        #expect(trace.steps[0].screen == nil && trace.steps[3].screen?.contains("Consent status") == true)
        // Launch stores gdprApplies; the consent writes the TC string.
        #expect(trace.steps[1].storeChanges.contains("+ IABTCF_gdprApplies = the Number 1"))
        #expect(trace.steps[2].storeChanges.contains { $0.hasPrefix("+ IABTCF_TCString = the String \"C") })
        #expect(trace.steps[3].storeChanges.isEmpty)
        #expect(runner(.on).runAll(["pass.keys"], jobs: 1)[0].trace?.steps.count == 3)
        #expect(runner(.off).runAll(["fail.keys"], jobs: 1)[0].trace == nil)
    }

    @Test func traceIsBounded() {
        var trace = SessionTrace()
        let step = SessionTrace.Step(place: "a.keys:1", text: "Tab", screen: String(repeating: "x", count: 100), storeChanges: [], failed: false)
        for _ in 0..<(SessionTrace.maxSteps + 50) { trace.append(step) }
        #expect(trace.steps.count == SessionTrace.maxSteps && trace.omitted == 50)
        var big = SessionTrace()
        let screen = SessionTrace.Step(
            place: "a.keys:1", text: "Tab", screen: String(repeating: "x", count: 100_000), storeChanges: [], failed: false)
        for _ in 0..<10 { big.append(screen) }
        #expect(big.steps.count == 3 && big.omitted == 7 && big.bytes <= SessionTrace.maxBytes)
    }

    @Test func theHTMLReportHasAViewerAndShardsMerge() throws {
        let results = runner(.onFailure).runAll(["fail.keys", "pass.keys"], jobs: 1)
        let page = HTMLReport(results: results, readFile: { Self.scripts[$0] }).document
        #expect(page.contains("<details class=\"trace\" id=\"trace-failure-1\" open><summary>Trace (4 steps; click a step)</summary>"))
        #expect(page.contains("<button type=\"button\" data-step=\"3\">fail.keys:4 <code>Expect View dialog</code></button>"))
        #expect(
            page.contains("<pre class=\"store\">+ IABTCF_CmpSdkID = the Number 300\n") && page.contains("\n+ IABTCF_gdprApplies = the Number 1\n"))
        #expect(page.contains("<script>") && !page.contains("http"))
        let merged = try HTMLMerge.merge([("a", page), ("b", page)])
        #expect(merged.contains("<title>consentsim test: 2 passed, 2 failed</title>"))
        #expect(merged.contains("id=\"failure-1\"") && merged.contains("id=\"failure-2\"") && merged.contains("<h3>2) fail.keys:4"))
        #expect(merged.contains("id=\"trace-failure-2\""))
        #expect(merged.components(separatedBy: "<td>fail.keys</td>").count == 3)
        #expect(throws: (any Error).self) { try HTMLMerge.merge([("x", "<html></html>")]) }
    }

    /// A passed script's trace is a page of its own, linked from the table, so the index stays small
    /// however many scripts are traced; every row links to its failure and its trace.
    @Test func passedTracesArePagesOfTheirOwnLinkedFromTheTable() throws {
        let results = runner(.on).runAll(["fail.keys", "pass.keys"], jobs: 1)
        let report = HTMLReport(results: results, readFile: { Self.scripts[$0] })
        let page = report.document
        #expect(!page.contains("trace-script-"), "no passed trace in the index")
        #expect(page.contains("<td><a href=\"#failure-1\">failure</a> <a href=\"#trace-failure-1\">trace</a></td>"))
        #expect(page.contains("<td>pass.keys</td><td>3</td><td>1</td><td></td><td><a href=\"traces/2.html\">trace</a></td>"))
        let pages = report.traceFiles
        #expect(pages.map(\.path) == ["traces/2.html"])
        #expect(pages[0].html.contains("<details class=\"trace\" id=\"trace-script-1\" open><summary>Trace (3 steps; click a step)</summary>"))
        #expect(pages[0].html.contains("<script>") && pages[0].html.contains("<a href=\"../index.html\">"))
        // A check leaves the screen as it was: it is written once and the next step points to it.
        #expect(pages[0].html.components(separatedBy: "<pre class=\"screen\">").count == 2)
        #expect(pages[0].html.contains("the screen is as after step 2 (<button type=\"button\" data-step=\"1\">show it</button>)"))
    }

    /// A merged report links each shard's trace pages under a folder of its own, and names the pages to
    /// copy there; a copied page links back to the merged index, one folder up.
    @Test func aMergedReportLinksEveryShardsTracePages() throws {
        let results = runner(.on).runAll(["fail.keys", "pass.keys"], jobs: 1)
        let report = HTMLReport(results: results, readFile: { Self.scripts[$0] })
        let page = report.document
        let merged = try HTMLMerge.mergeWithTraces([("a/index.html", page), ("b/index.html", page)])
        #expect(merged.page.contains("<td>pass.keys</td><td>3</td><td>1</td><td></td><td><a href=\"traces/1/2.html\">trace</a></td>"))
        #expect(merged.page.contains("<a href=\"traces/2/2.html\">trace</a>"))
        #expect(!merged.page.contains("href=\"traces/2.html\""), "no link to a page the merged folder does not hold")
        #expect(merged.traces.map(\.shard) == [0, 1])
        #expect(merged.traces.map(\.from) == ["traces/2.html", "traces/2.html"])
        #expect(merged.traces.map(\.to) == ["traces/1/2.html", "traces/2/2.html"])
        let copied = HTMLMerge.relocatedTracePage(try #require(report.tracePage(1)).html)
        #expect(copied.contains("<a href=\"../../index.html\">consentsim test</a>") && !copied.contains("\"../index.html\""))
        // Only the links a report writes are followed: a crafted row names no page outside traces/.
        let crafted = HTMLMerge.relinkTraces("<a href=\"traces/../../etc/passwd.html\">trace</a>", shard: 0)
        #expect(crafted.pages.isEmpty && crafted.rows == "<a href=\"traces/../../etc/passwd.html\">trace</a>")
    }

    /// The index holds one table row per passed traced script and none of its trace: its size per
    /// script stays bounded however long the scripts and their traces grow.
    @Test func theIndexStaysSmallAsTracedScriptsGrow() throws {
        func script(steps: Int) -> String { "Set Order no-att\nLaunch\n" + String(repeating: "Tab\nExpect View ump.firstLayer\n", count: steps) }
        func indexBytes(scripts: Int, steps: Int) -> (index: Int, pages: Int) {
            let paths = (0..<scripts).map { "s\($0).keys" }
            let files = Dictionary(uniqueKeysWithValues: paths.map { ($0, script(steps: steps)) })
            var runner = ScriptRunner(
                mode: .compare, loader: memoryLoader(files), readSnapshot: { _ in nil }, writeSnapshot: { _, _ in }, makeHost: { EngineHost() })
            runner.traceMode = .on
            let results = runner.runAll(paths, jobs: 2)
            let report = HTMLReport(results: results, readFile: { files[$0] })
            return (report.document.utf8.count, report.traceFiles.reduce(0) { $0 + $1.html.utf8.count })
        }
        let small = indexBytes(scripts: 4, steps: 2), many = indexBytes(scripts: 40, steps: 2), long = indexBytes(scripts: 4, steps: 40)
        let perScript = (many.index - small.index) / 36
        // One row (the path, counts and a link) is well under 200 bytes; 2 MB holds 10,000 of them.
        #expect(perScript > 0 && perScript < 200, "\(perScript) bytes per script")
        // Longer scripts make longer trace pages, not a longer index.
        #expect(long.pages > small.pages * 2)
        #expect(long.index - small.index < 40, "\(long.index - small.index) more bytes for 20 times the steps")
    }
}
