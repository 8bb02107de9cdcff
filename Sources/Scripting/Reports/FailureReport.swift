import Basics

/// The human report of a failed session: the step, expected, found, the diff, and the screen.
package enum FailureReport {
    /// The whole report for `result` (empty when it passed).
    package static func render(_ result: SessionResult) -> String {
        if let loadError = result.loadError { return loadError.description }
        guard let failure = result.failure else { return "" }
        return render(failure)
    }

    /// The longest line any report shows (console, JUnit, HTML): a 30 MB snapshot row is cut, not copied.
    package static let lineLimit = 1_000

    /// `report` as every report shows it: each line escaped (text from files is untrusted) and cut to `lineLimit`.
    package static func shown(_ report: some StringProtocol) -> String { MessageText.lines(report, lineLimit: lineLimit, maxLines: .max) }

    /// The report of one failed step.
    package static func render(_ failure: ScriptFailure) -> String {
        var out = ["\(failure.location.chainPrefix)\(failure.location): \(failure.line)"] + outcome(failure, indent: "  ")
        if let diff = failure.diff {
            out.append("  diff:")
            out += diff.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }
        }
        if let screen = failure.screen {
            out.append("  screen (view \(screen.view), focus \(screen.focused ?? "none"), \(screen.canvas.size.width)x\(screen.canvas.size.height)):")
            var rows = screen.canvas.lines()
            while rows.last == "" { rows.removeLast() }
            out += rows.map { "    │" + $0 }
        }
        return out.joined(separator: "\n")
    }

    /// What went wrong, after `indent`: a timeout with its limit; else expected and found, a caret
    /// line under where found parts from expected when they are the same kind of value, and the
    /// stored keys for a key check.
    static func outcome(_ failure: ScriptFailure, indent: String) -> [String] {
        if let limit = failure.timeoutLimit {
            return ["\(indent)timed out after \(limit) waiting for \(failure.expected)", "\(indent)\(failure.found)"]
        }
        let expected = "\(indent)expected: \(failure.expected)", found = "\(indent)found:    \(failure.found)"
        var out = [expected, found]
        // Marked on the text as printed (escaped), so the carets sit under the characters a reader sees.
        if failure.comparesValues,
            let diff = InlineDiff(expected: MessageText.line(failure.expected, limit: 1_000), found: MessageText.line(failure.found, limit: 1_000))
        {
            // Counted in the value, not in its description: "the Number 12" against "the Number 13" differs at character 2.
            let start = ValueDescription.valueStart(in: MessageText.line(failure.found, limit: 1_000))
            out.append(
                InlineDiff.caretLine(indent: indent.count + 10, span: diff.found) + " differs from character \(max(1, diff.commonPrefix - start + 1))"
            )
        }
        if let keys = failure.storedKeys {
            out.append("\(indent)stored keys at the failure (\(keys.isEmpty ? "none" : String(keys.count))):")
            out += keys.map { "\(indent)  \($0)" }
        }
        return out
    }
}

extension FailureReport {
    /// A numbered failure as `consentsim test` prints it by default (Playwright's list style): the
    /// script's file:line and step, expected and found, then the snapshot diff when there is one,
    /// else the screen (blank rows at the bottom trimmed; `verbose` keeps them).
    package static func block(_ result: SessionResult, number: Int, verbose: Bool = false) -> String {
        if let loadError = result.loadError {
            let count = loadError.diagnostics.count
            var out = ["  \(number)) \(TestReport.shown(result.path)) › \(count) problem\(count == 1 ? "" : "s") in the script", ""]
            for d in loadError.diagnostics {
                out += d.rendered.split(separator: "\n", omittingEmptySubsequences: false).map { "     " + $0 }
            }
            return out.joined(separator: "\n")
        }
        guard let failure = result.failure else { return "" }
        var out = ["  \(number)) \(TestReport.shown(failure.location.trail)) › \(failure.line)", ""] + outcome(failure, indent: "     ")
        // The other soft assertions that did not hold: each where it is and what it expected.
        for soft in result.softFailures {
            out += ["", "     also (Expect+Soft) \(TestReport.shown(soft.location.trail)) › \(soft.line)"] + outcome(soft, indent: "       ")
        }
        if let diff = failure.diff {
            out.append("")
            out += diff.split(separator: "\n", omittingEmptySubsequences: false).map { "     " + $0 }
        }
        if let screen = failure.screen, failure.diff == nil || verbose {
            out.append("")
            out.append(
                "     screen (view \(screen.view), focus \(screen.focused ?? "none"), \(screen.canvas.size.width)x\(screen.canvas.size.height)):")
            var rows = screen.canvas.lines()
            if !verbose { while rows.last?.allSatisfy({ $0 == " " }) ?? false { rows.removeLast() } }
            out += rows.map { "     │" + $0 }
        }
        return out.joined(separator: "\n")
    }
}
