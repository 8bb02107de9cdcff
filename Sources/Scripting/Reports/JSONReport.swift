import Basics

/// `consentsim test --reporter json` and `--json FILE`: the run as one JSON document, for tools that
/// read results rather than text (Playwright's JSON reporter, playwright.dev/docs/test-reporters#json-reporter,
/// has the same shape of stats then one entry per test). Paths, steps and messages are the scripts'
/// own text, escaped by the writer.
package enum JSONReport {
    /// The document: `stats` (counts and the run's duration) and `scripts`, one per session in path order.
    package static func document(_ results: [SessionResult], nanoseconds: UInt64? = nil) -> String {
        let summary = TestSummary(results: results)
        var stats: [(String, JSONValue)] = [
            ("passed", .int(Int64(summary.passed))), ("failed", .int(Int64(summary.failed))),
            ("skipped", .int(Int64(summary.skipped))), ("notRun", .int(Int64(summary.notRun))),
        ]
        if let nanoseconds { stats.append(("durationMs", .double(milliseconds(nanoseconds)))) }
        let scripts = results.map { script($0) }
        return JSONValue.object(JSONObject([("stats", .object(JSONObject(stats))), ("scripts", .array(scripts))])).serialized(pretty: true) + "\n"
    }

    /// One session: its status and, when it failed, where and why.
    static func script(_ r: SessionResult) -> JSONValue {
        let status = r.notRun ? "notRun" : r.skipped != nil ? "skipped" : r.passed ? "passed" : "failed"
        var members: [(String, JSONValue)] = [("path", .string(r.path)), ("status", .string(status))]
        if let reason = r.skipped { members.append(("skipReason", .string(reason))) }
        members += [("steps", .int(Int64(r.stepsRun))), ("checks", .int(Int64(r.checks)))]
        if let ns = r.nanoseconds { members.append(("durationMs", .double(milliseconds(ns)))) }
        if let loadError = r.loadError {
            members.append(
                (
                    "errors",
                    .array(
                        loadError.diagnostics.map { diagnostic in
                            .object(JSONObject(place(diagnostic.location) + [("message", .string(diagnostic.message))]))
                        })
                ))
        } else if let failure = r.failure {
            members.append(("errors", .array(([failure] + r.softFailures).map(error))))
        }
        return .object(JSONObject(members))
    }

    /// A failed step: where, the step, expected and found (or the limit it ran out of).
    static func error(_ failure: ScriptFailure) -> JSONValue {
        var members = place(failure.location) + [("step", .string(failure.line)), ("expected", .string(failure.expected))]
        members.append(("found", .string(failure.found)))
        if let limit = failure.timeoutLimit { members.append(("timeout", .string(limit))) }
        return .object(JSONObject(members))
    }

    /// `file`, `line`, `column`, and the `Source` lines that led there.
    static func place(_ location: ScriptLocation) -> [(String, JSONValue)] {
        var members: [(String, JSONValue)] = [
            ("file", .string(location.file)), ("line", .int(Int64(location.line))), ("column", .int(Int64(location.column))),
        ]
        if !location.includedFrom.isEmpty { members.append(("includedFrom", .array(location.includedFrom.map { .string($0.fileAndLine) }))) }
        return members
    }

    static func milliseconds(_ nanoseconds: UInt64) -> Double { (Double(nanoseconds) / 1e4).rounded() / 100 }
}
