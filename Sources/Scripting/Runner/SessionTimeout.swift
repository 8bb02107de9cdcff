import Basics

/// The per-session time limit of `play` and `test`: a session that runs too long (20,000 lines of
/// `Tab 10000`, anything a future command makes slow) fails with a clear line instead of hanging
/// the whole run. A wall-clock timeout around the session (`Deadline`); screen regexes need none,
/// they are linear (`ScreenRegex`).
enum SessionTimeout {
    /// `session()`, or a failed result for `path` when it takes longer than `seconds` (nil: no limit).
    static func run(path: String, seconds: Double?, _ session: @escaping () -> SessionResult) -> SessionResult {
        guard let seconds else { return session() }
        if let result = Deadline.run(within: seconds, session) { return result }
        var failure = ScriptFailure(
            location: ScriptLocation(file: path, line: 1, column: 1), line: "(the whole session)",
            expected: "the session to finish", found: "it was still running (raise the limit with --timeout SECONDS)")
        failure.timeoutLimit = describe(seconds)
        return SessionResult(path: path, failure: failure)
    }

    /// `30 s`, `0.5 s`.
    static func describe(_ seconds: Double) -> String {
        seconds == seconds.rounded() && seconds < 1e15 ? "\(Int(seconds)) s" : "\(seconds) s"
    }
}
