import Basics
import Synchronization

/// The per-session time limit of `play` and `test`: a session that runs too long (20,000 lines of
/// `Tab 10000`, anything a future command makes slow) fails with a clear line instead of hanging
/// the whole run. A wall-clock timeout around the session (`Deadline`); screen regexes need none,
/// they are linear (`ScreenRegex`).
enum SessionTimeout {
    /// `session()`'s result, or a failed result for `path` when it takes longer than `seconds` (nil:
    /// no limit), placed at the step `progress` last saw start (the whole session before any).
    static func run<T>(
        path: String, seconds: Double?, progress: SessionProgress? = nil, _ session: @escaping () -> SessionOutcome<T>
    ) -> SessionOutcome<T> {
        guard let seconds else { return session() }
        if let result = Deadline.run(within: seconds, session) { return result }
        let step = progress?.current
        var failure = ScriptFailure(
            location: step?.location ?? ScriptLocation(file: path, line: 1, column: 1), line: step?.text ?? "(the whole session)",
            expected: step.map { "this step to finish (\($0.text))" } ?? "the session to finish",
            found: "it was still running (raise the limit with --timeout SECONDS or the script's Set Timeout)")
        failure.timeoutLimit = describe(seconds)
        return .stopped(SessionResult(path: path, failure: failure))
    }

    /// `30 s`, `0.5 s`.
    static func describe(_ seconds: Double) -> String {
        seconds == seconds.rounded() && seconds < 1e15 ? "\(Int(seconds)) s" : "\(seconds) s"
    }
}

/// What a step of a session gave: its value, or the result that ends the session (a script that
/// cannot load, a time limit run out).
enum SessionOutcome<T> {
    case done(T)
    case stopped(SessionResult)
}

/// The step a session is at, read by the thread that enforces its time limit.
package final class SessionProgress: Sendable {
    private let step = Mutex<ScriptStep?>(nil)

    /// Nothing started yet.
    package init() {}

    /// The step running now (or last started).
    package var current: ScriptStep? {
        get { step.withLock { $0 } }
        set { step.withLock { $0 = newValue } }
    }
}

extension SessionOutcome: Sendable where T: Sendable {}
