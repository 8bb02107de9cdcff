/// The human report of a failed session: the step, expected, found, the diff, and the screen.
public enum FailureReport {
    /// The whole report for `result` (empty when it passed).
    public static func render(_ result: SessionResult) -> String {
        if let loadError = result.loadError { return loadError.description }
        guard let failure = result.failure else { return "" }
        return render(failure)
    }

    /// The report of one failed step.
    public static func render(_ failure: ScriptFailure) -> String {
        var out = ["\(failure.location): \(failure.line)", "  expected: \(failure.expected)", "  found:    \(failure.found)"]
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
