/// The human report of a failed session: the step, expected, found, the diff, and the screen.
package enum FailureReport {
    /// The whole report for `result` (empty when it passed).
    package static func render(_ result: SessionResult) -> String {
        if let loadError = result.loadError { return loadError.description }
        guard let failure = result.failure else { return "" }
        return render(failure)
    }

    /// The report of one failed step.
    package static func render(_ failure: ScriptFailure) -> String {
        var out = [
            "\(failure.location.chainPrefix)\(failure.location): \(failure.line)", "  expected: \(failure.expected)", "  found:    \(failure.found)",
        ]
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
        var out = [
            "  \(number)) \(TestReport.shown(failure.location.trail)) › \(failure.line)", "",
            "     expected: \(failure.expected)", "     found:    \(failure.found)",
        ]
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
