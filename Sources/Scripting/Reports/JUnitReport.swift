import Basics

/// A JUnit XML report (the format CI dashboards read): one `<testcase>` per script.
package enum JUnitReport {
    /// The XML for `results`, with each session's duration when the runner measured it (the sessions
    /// themselves never read a clock). `classNames` maps a path to its class name (`ScriptEntry.junitClassName`,
    /// from the path relative to the run root); paths without one use their directory. `titles` maps a path
    /// to its `# name:` title, the test's name (else the file's stem). A failed test carries `line=`, its
    /// line in the script (the `Source` line when it failed in an included file), as CI annotators read it.
    package static func xml(
        _ results: [SessionResult], suiteName: String = "consentsim", classNames: [String: String] = [:],
        titles: [String: String] = [:]
    ) -> String {
        var seconds: [String: Double] = [:]
        for r in results { if let ns = r.nanoseconds { seconds[r.path] = Double(ns) / 1e9 } }
        let failures = results.filter { $0.failure != nil }.count
        let errors = results.filter { $0.loadError != nil }.count
        let total = results.reduce(0.0) { $0 + (seconds[$1.path] ?? 0) }
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out +=
            "<testsuites name=\"\(escape(suiteName))\" tests=\"\(results.count)\" failures=\"\(failures)\" errors=\"\(errors)\" time=\"\(time(total))\">\n"
        out +=
            "  <testsuite name=\"\(escape(suiteName))\" tests=\"\(results.count)\" failures=\"\(failures)\" errors=\"\(errors)\" skipped=\"\(results.filter { $0.notRun || $0.skipped != nil }.count)\" time=\"\(time(total))\">\n"
        for r in results {
            let directory = ScriptPath.directory(of: r.path)
            let classname = classNames[r.path] ?? (directory.isEmpty ? "consentsim" : ScriptPath.normalized(directory).replacingSlashes)
            out +=
                "    <testcase classname=\"\(escape(classname))\" name=\"\(escape(titles[r.path] ?? ScriptPath.stem(of: r.path)))\" file=\"\(escape(r.path))\""
            if let place = r.failurePlace { out += " line=\"\(place.scriptLine)\"" }
            out += " time=\"\(time(seconds[r.path] ?? 0))\""
            if let loadError = r.loadError {
                let message = r.failureLine ?? "the script could not be loaded"
                out +=
                    ">\n      <error type=\"script\" message=\"\(escape(message))\">\(escape(FailureReport.shown(loadError.description)))</error>\n    </testcase>\n"
            } else if let failure = r.failure {
                out +=
                    ">\n      <failure type=\"expectation\" message=\"\(escape(MessageText.line("expected \(failure.expected), found \(failure.found)", limit: FailureReport.lineLimit)))\">\(escape(FailureReport.shown(FailureReport.render(failure))))</failure>\n    </testcase>\n"
            } else if let reason = r.skipped {
                out += ">\n      <skipped message=\"\(escape(reason))\"/>\n    </testcase>\n"
            } else if r.notRun {
                out += ">\n      <skipped message=\"not run: the run stopped at --max-failures\"/>\n    </testcase>\n"
            } else {
                out += "/>\n"
            }
        }
        out += "  </testsuite>\n</testsuites>\n"
        return out
    }

    /// Seconds with microsecond precision.
    static func time(_ seconds: Double) -> String {
        // Callers pass measured or bounded times; anything past Int's microseconds is written as the largest.
        let micro = (seconds * 1_000_000).rounded()
        return time(microseconds: micro.isNaN || micro < 0 ? 0 : micro >= 0x1p63 ? Int.max : Int(micro))
    }

    /// Microseconds as seconds with six decimals.
    static func time(microseconds micro: Int) -> String {
        let fraction = String(micro % 1_000_000)
        return "\(micro / 1_000_000)." + String(repeating: "0", count: 6 - fraction.count) + fraction
    }

    /// Text escaped for XML attributes and content (`'` as `&apos;`); characters XML 1.0 forbids become U+FFFD.
    static func escape(_ text: String) -> String {
        XMLText.escaped(text, XMLText.Escaping(quotationMark: "&quot;", apostrophe: "&apos;", controls: .illegalAsReplacement))
    }
}

extension String {
    /// Slashes as dots (`scripts/ump` → `scripts.ump`), for JUnit class names.
    fileprivate var replacingSlashes: String { String(map { $0 == "/" ? "." : $0 }) }
}
