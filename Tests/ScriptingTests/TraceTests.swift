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
}
