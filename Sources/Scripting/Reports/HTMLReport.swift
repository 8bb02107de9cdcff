import Pictures
import Screens
import Store

/// An offline HTML report of a `consentsim test` run: a self-contained `index.html` (inline CSS,
/// inline SVG screens, no network) listing every script with links to its failure and its trace,
/// and for each failure its expected and actual screens side by side, the steps that led there, and
/// its trace when kept (`--trace`). A passed script's trace is a page of its own beside the index
/// (`traces/<n>.html`, `traceFiles`), loaded only when its link is opened, as Playwright writes a
/// trace per test: the index of 1,000 traced scripts stays small.
package struct HTMLReport: Sendable {
    /// Every session's result, in path order.
    package var results: [SessionResult]
    /// The whole run's wall time, when measured.
    package var nanoseconds: UInt64?
    /// How script and snapshot files are read back (for the steps and the expected screen).
    package var readFile: @Sendable (String) -> String?

    /// A report.
    package init(results: [SessionResult], nanoseconds: UInt64? = nil, readFile: @escaping @Sendable (String) -> String?) {
        self.results = results
        self.nanoseconds = nanoseconds
        self.readFile = readFile
    }

    /// The `index.html` document.
    package var document: String {
        let summary = TestSummary(results: results)
        let failed = results.filter(\.failed)
        var parts = Parts(passed: summary.passed, failed: summary.failed, notRun: summary.notRun + summary.skipped, nanoseconds: nanoseconds)
        for (number, result) in failed.enumerated() { parts.failures += failureSection(result, number: number + 1) }
        var failureNumber = 0
        for (index, r) in results.enumerated() {
            var links: [String] = []
            if r.failed {
                failureNumber += 1
                links.append("<a href=\"#failure-\(failureNumber)\">failure</a>")
                if r.trace != nil { links.append("<a href=\"#trace-failure-\(failureNumber)\">trace</a>") }
            } else if let page = r.tracePage ?? (r.trace != nil ? HTMLReport.traceFile(index) : nil) {
                links.append("<a href=\"\(e(page))\">trace</a>")
            }
            let mark =
                r.notRun
                ? "<span title=\"not run (--max-failures)\">–</span>"
                : r.skipped != nil
                    ? "<span title=\"skipped: \(e(r.skipped ?? ""))\">–</span>"
                    : r.passed ? "<span class=\"good\">✓</span>" : "<span class=\"bad\">✘</span>"
            parts.rows +=
                "<tr><td>\(mark)</td><td>\(e(r.path))</td><td>\(r.stepsRun)</td><td>\(r.checks)</td><td>\(r.nanoseconds.map(TestReport.duration) ?? "")</td><td>\(links.joined(separator: " "))</td></tr>\n"
        }
        return HTMLReport.page(parts)
    }

    /// The page of the trace of result `index`, relative to the index.
    static func traceFile(_ index: Int) -> String { "traces/\(index + 1).html" }

    /// The pages of the passed scripts' traces, each with its path relative to the report's folder.
    package var traceFiles: [(path: String, html: String)] { results.indices.compactMap(tracePage) }

    /// The page of the trace of result `index` when it passed and was traced (one at a time, so a
    /// run of thousands never holds every page at once).
    package func tracePage(_ index: Int) -> (path: String, html: String)? { HTMLReport.tracePage(of: results[index], index: index) }

    /// The page of the trace of `result`, the `index`th of its run, when it passed and was traced:
    /// what `consentsim test` writes as each session ends (`ScriptRunner.sessionEnded`).
    package static func tracePage(of result: SessionResult, index: Int) -> (path: String, html: String)? {
        guard !result.failed, let trace = result.trace else { return nil }
        let title = XMLEscaping.escape(result.path)
        var html = """
            <!DOCTYPE html>
            <html lang="en"><head><meta charset="utf-8"><title>trace: \(title)</title>
            <style>\(HTMLReport.css)\(HTMLReport.traceCSS)</style></head>
            <body><p><a href="../index.html">consentsim test</a></p><h1>\(title)</h1>

            """
        traceViewer(trace, id: "trace-script-\(index)", into: &html)
        html += HTMLReport.traceScript
        html += "</body></html>\n"
        return (HTMLReport.traceFile(index), html)
    }

    /// What a page shows, apart from its frame: `--merge-html` reads these back from each shard's page.
    package struct Parts: Sendable {
        /// Scripts that passed, failed, and were not run.
        package var passed: Int, failed: Int, notRun: Int
        /// The run's wall time (for merged shards, the longest).
        package var nanoseconds: UInt64?
        /// The failure sections, the table rows, the passed scripts' traces.
        package var failures = "", rows = "", traces = ""

        /// Parts with counts.
        package init(passed: Int, failed: Int, notRun: Int, nanoseconds: UInt64?) {
            self.passed = passed
            self.failed = failed
            self.notRun = notRun
            self.nanoseconds = nanoseconds
        }
    }

    /// The page around `parts`, each part between markers so that shards' pages can be merged.
    package static func page(_ parts: Parts) -> String {
        let closing = "\(parts.passed) passed, \(parts.failed) failed"
        var out = """
            <!DOCTYPE html>
            <html lang="en"><head><meta charset="utf-8"><title>consentsim test: \(closing)</title>
            <style>\(HTMLReport.css)\(HTMLReport.traceCSS)</style></head>
            <body><h1>consentsim test</h1>
            <!--consentsim:counts passed=\(parts.passed) failed=\(parts.failed) notrun=\(parts.notRun) ns=\(parts.nanoseconds ?? 0)-->
            <p class="summary"><span class="\(parts.failed > 0 ? "bad" : "good")">\(closing)</span>\(parts.nanoseconds.map { " in " + TestReport.duration($0) } ?? "")</p>

            """
        if !parts.failures.isEmpty { out += "<h2>Failures</h2>\n" }
        out += "<!--consentsim:failures-->\n\(parts.failures)<!--/consentsim:failures-->\n"
        out += "<h2>All scripts</h2>\n<table class=\"scripts\"><tr><th></th><th>script</th><th>steps</th><th>checks</th><th>time</th><th></th></tr>\n"
        out += "<!--consentsim:rows-->\n\(parts.rows)<!--/consentsim:rows-->\n</table>\n"
        if !parts.traces.isEmpty { out += "<h2>Traces of passed scripts</h2>\n" }
        out += "<!--consentsim:traces-->\n\(parts.traces)<!--/consentsim:traces-->\n"
        if parts.failures.contains("class=\"trace\"") || !parts.traces.isEmpty { out += HTMLReport.traceScript }
        out += "</body></html>\n"
        return out
    }

    /// One failure: heading, expected/found, the screens side by side, the steps.
    func failureSection(_ result: SessionResult, number: Int) -> String {
        var out = "<section class=\"failure\" id=\"failure-\(number)\">\n"
        if let loadError = result.loadError {
            out +=
                "<h3>\(number)) \(e(result.path))</h3>\n<pre class=\"diagnostics\">\(e(FailureReport.shown(loadError.description)))</pre>\n</section>\n"
            return out
        }
        guard let failure = result.failure else { return "" }
        out += "<h3>\(number)) \(e(failure.location.trail)) › <code>\(e(failure.line))</code></h3>\n"
        out +=
            "<dl><dt>expected</dt><dd>\(e(FailureReport.shown(failure.expected)))</dd><dt>found</dt><dd>\(e(FailureReport.shown(failure.found)))</dd></dl>\n"
        out += "<div class=\"screens\">\n<figure><figcaption>Expected</figcaption>\n\(expectedScreen(result, failure))</figure>\n"
        out += "<figure><figcaption>Actual\(failure.screen.map { " (view \(e($0.view)), focus \(e($0.focused ?? "none")))" } ?? "")</figcaption>\n"
        if let screen = failure.screen {
            var frame = Frame(size: screen.canvas.size)
            frame.canvas = screen.canvas
            out += image(SVGExport().render(frame, title: "actual screen"), alt: "actual screen")
        } else {
            out += "<p class=\"none\">the app had not drawn anything yet</p>\n"
        }
        out += "</figure>\n</div>\n"
        if let diff = failure.diff { out += "<pre class=\"diff\">\(e(FailureReport.shown(diff)))</pre>\n" }
        out += steps(to: failure.location)
        if let trace = result.trace { out += traceViewer(trace, id: "trace-failure-\(number)") }
        out += "</section>\n"
        return out
    }

    /// The stored snapshot drawn as a screen when the step was a `Snapshot`; else what was expected, as text.
    func expectedScreen(_ result: SessionResult, _ failure: ScriptFailure) -> String {
        let words = failure.line.split(separator: " ")
        if words.first == "Snapshot", words.count >= 2, let actual = failure.screen {
            let path = SnapshotSet(scriptPath: result.path, mode: .compare).path(String(words[1]), style: false)
            if let stored = readFile(path) {
                var frame = Frame(size: actual.canvas.size)
                for (y, line) in stored.split(separator: "\n", omittingEmptySubsequences: false).enumerated() where y < actual.canvas.size.height {
                    frame.canvas.write(line, x: 0, y: y)
                }
                return image(SVGExport().render(frame, title: "expected screen (\(path))"), alt: "expected screen (\(path))")
            }
        }
        return "<p class=\"expected\">\(e(FailureReport.shown(failure.expected)))</p>\n"
    }

    /// The lines of the failing file up to the failing one (which is marked), as an ordered list.
    func steps(to location: ScriptLocation) -> String {
        guard let text = readFile(location.file) else { return "" }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).prefix(location.line)
        var out = "<details open><summary>Steps (\(e(location.file)))</summary>\n<ol class=\"steps\">\n"
        for (index, line) in lines.enumerated() {
            let trimmed = line.hasSuffix("\r") ? line.dropLast() : line
            let failing = index + 1 == location.line
            out += "<li\(failing ? " class=\"failing\"" : "")><code>\(e(FailureReport.shown(trimmed)))</code></li>\n"
        }
        out += "</ol></details>\n"
        return out
    }

    func e(_ text: String) -> String { XMLEscaping.escape(text) }

    /// An SVG document as an `<img>` with a data URL: the browser renders it as the standalone file
    /// it is (inline SVG in HTML would lose `xml:space`, and with it the terminal's spacing).
    func image(_ svg: String, alt: String) -> String {
        "<img alt=\"\(e(alt))\" src=\"data:image/svg+xml;base64,\(Base64.encode(Array(svg.utf8)))\">\n"
    }

    static let css = """
        body{font-family:system-ui,sans-serif;margin:2em;background:#fafafa;color:#222}\
        .good{color:#1a7f37;font-weight:bold}.bad{color:#cf222e;font-weight:bold}\
        section.failure{background:#fff;border:1px solid #ddd;border-left:4px solid #cf222e;padding:1em;margin:1em 0}\
        .screens{display:flex;gap:1em}.screens figure{flex:1 1 0;min-width:0;margin:0}figcaption{font-weight:bold;margin-bottom:.3em}\
        figure img{max-width:100%;height:auto;border:1px solid #999}\
        pre{background:#f0f0f0;padding:.5em;overflow:auto}dl{display:grid;grid-template-columns:auto 1fr;gap:.2em 1em}\
        dt{font-weight:bold}dd{margin:0;font-family:monospace}ol.steps li.failing{background:#ffebe9;font-weight:bold}\
        table.scripts{border-collapse:collapse}table.scripts td,table.scripts th{padding:.1em .6em;text-align:left}
        """
}
