import Basics
import Scripting

/// A private tmux server with one detached session, the one way tests and benchmarks drive a program
/// through a real terminal: it types a `TmuxPlan` into the real binary, waiting after each step until
/// the terminal shows what the headless player showed (bounded), so the two can be compared; the
/// terminal tests start their own command and wait for what they check.
///
/// Each driver gets its own socket (`-L`), so runs never touch the user's tmux or each other, and
/// `-f /dev/null` keeps user configuration out. Waits poll the screen (bounded) instead of sleeping.
package final class TmuxDriver {
    /// A screen that never matched.
    package struct Mismatch: Sendable, CustomStringConvertible {
        /// The step.
        package var location: ScriptLocation
        /// The line.
        package var text: String
        /// The headless screen.
        package var expected: String
        /// The terminal's screen when the wait ran out.
        package var found: String
        /// Both screens.
        package var description: String { "\(location.fileAndLine): \(text): the terminal shows\n\(found)\n--- headless ---\n\(expected)" }
    }

    /// The outcome of a run.
    package struct Outcome: Sendable {
        /// The terminal's final screen (normalized).
        package var finalScreen: String
        /// The first step whose screen never matched, if any.
        package var mismatch: Mismatch?
        /// Nanoseconds from starting tmux to the final screen.
        package var nanoseconds: UInt64
    }

    /// The tmux executable.
    package let tmux: String
    /// The private server's socket name.
    package let socket: String
    /// How long one step may take to show its screen.
    package var timeoutNanoseconds: UInt64 = 10_000_000_000
    /// How long a wait sleeps between two captures (each capture starts a tmux client).
    package var pollMicroseconds: UInt32 = 2_000
    private var started = false
    /// Whether `stop` quits the program first (it was started by `launch`, which marks its end).
    private var quitsOnStop = false
    private static let counter = Counter()

    /// A driver with its own tmux server (nothing is started until `run`).
    package init(tmux: String) {
        self.tmux = tmux
        socket = "consentsim-tmux-\(getpid())-\(TmuxDriver.counter.next())"
    }

    deinit { stop() }

    /// Runs `program arguments` in a `columns` x `rows` window and types `plan` into it; the program
    /// is then quit with Ctrl+C and the server stopped.
    package func run(_ plan: TmuxPlan, program: String, arguments: [String]) throws -> Outcome {
        let start = TmuxDriver.now()
        try launch(program: program, arguments: arguments, columns: plan.settings.columns, rows: plan.settings.rows)
        var mismatch: Mismatch?
        var screen = try wait(for: plan.firstScreen)
        if screen != TmuxPlan.normalized(plan.firstScreen) {
            mismatch = Mismatch(
                location: ScriptLocation(file: "", line: 0, column: 0), text: "Launch",
                expected: TmuxPlan.normalized(plan.firstScreen), found: screen)
        }
        for step in plan.steps where mismatch == nil {
            for input in step.inputs { try send(input) }
            guard let expected = step.screen else { break }
            screen = try wait(for: expected)
            if screen != TmuxPlan.normalized(expected) {
                mismatch = Mismatch(location: step.location, text: step.text, expected: TmuxPlan.normalized(expected), found: screen)
            }
        }
        let elapsed = TmuxDriver.now() - start
        stop()
        return Outcome(finalScreen: screen, mismatch: mismatch, nanoseconds: elapsed)
    }

    /// Starts `program arguments` in a fresh `columns` x `rows` session; when it ends the pane
    /// prints `CONSENTSIM-EXITED:<status>` and stays.
    package func launch(program: String, arguments: [String], columns: Int, rows: Int) throws {
        let line = ([program] + arguments).map(ShellQuote.quote).joined(separator: " ")
        try start(command: line + "; echo CONSENTSIM-EXITED:$?; sleep 60", columns: columns, rows: rows)
        quitsOnStop = true
    }

    /// Starts `command` (run by tmux through the shell) in a fresh `columns` x `rows` session.
    package func start(command line: String, columns: Int, rows: Int) throws {
        try command(["new-session", "-d", "-x", "\(columns)", "-y", "\(rows)", "-e", "LANG=C.UTF-8", line])
        started = true
    }

    /// Sends one input.
    package func send(_ input: TmuxPlan.Input) throws {
        switch input {
        case .key(let name): try command(["send-keys", name])
        case .text(let text): try command(["send-keys", "-l", text])
        case .resize(let columns, let rows): try command(["resize-window", "-x", "\(columns)", "-y", "\(rows)"])
        }
    }

    /// Sends named keys (`Tab`, `BTab`, `Enter`, `Space`, `C-c`) or literal text with `-l`.
    package func send(keys: [String]) throws { try command(["send-keys"] + keys) }

    /// Sends raw bytes (mouse reports), in hex so tmux's parser cannot take a `;` for a separator.
    package func send(bytes: [UInt8]) throws { try command(["send-keys", "-H"] + bytes.map { String($0, radix: 16) }) }

    /// The screen as text (trailing spaces trimmed by tmux).
    package func capture() throws -> String { try command(["capture-pane", "-p"]) }

    /// The screen with SGR escape sequences for styles.
    package func captureStyled() throws -> String { try command(["capture-pane", "-p", "-e"]) }

    /// A tmux format value (`#{alternate_on}`, `#{pane_pid}`), without surrounding white space.
    package func value(_ format: String) throws -> String {
        var text = Substring(try command(["display-message", "-p", format]))
        while let first = text.first, first.isWhitespace { text.removeFirst() }
        while let last = text.last, last.isWhitespace { text.removeLast() }
        return String(text)
    }

    /// Quits a launched program with Ctrl+C (if it still runs), waits for it, and stops the server.
    package func stop() {
        guard started else { return }
        if quitsOnStop, let screen = try? capture(), !screen.contains("CONSENTSIM-EXITED") {
            _ = try? command(["send-keys", "C-c"])
            _ = try? wait(until: { $0.contains("CONSENTSIM-EXITED") })
        }
        _ = try? command(["kill-server"])
        started = false
        quitsOnStop = false
    }

    /// Polls the screen until it is `expected` (or the time runs out); returns the last capture.
    package func wait(for expected: String) throws -> String {
        let want = TmuxPlan.normalized(expected)
        return try wait(until: { $0 == want })
    }

    /// Polls the normalized screen until `condition` holds (or the time runs out); returns the last capture.
    package func wait(until condition: (String) -> Bool) throws -> String {
        try wait(timeoutNanoseconds: timeoutNanoseconds, until: condition).screen
    }

    /// Polls `read` (a capture by default) until `condition` holds or `timeoutNanoseconds` pass;
    /// returns the last value read and whether it held.
    package func wait(
        timeoutNanoseconds timeout: UInt64, read: (() throws -> String)? = nil,
        until condition: (String) -> Bool
    ) throws -> (screen: String, held: Bool) {
        let deadline = TmuxDriver.now() + timeout
        while true {
            let screen = try read?() ?? TmuxPlan.normalized(try capture())
            if condition(screen) { return (screen, true) }
            if TmuxDriver.now() > deadline { return (screen, false) }
            usleep(pollMicroseconds)
        }
    }

    /// Runs a tmux command on this server and returns its standard output.
    @discardableResult
    package func command(_ arguments: [String]) throws -> String {
        let environment = ProcessSpawn.environment(removing: ["TMUX", "NO_COLOR", "LANG", "LC_ALL"]) + ["LANG=C.UTF-8"]
        let result = try ProcessSpawn.run(tmux, ["-L", socket, "-f", "/dev/null"] + arguments, environment: environment)
        return result.output
    }

    static func now() -> UInt64 {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return UInt64(ts.tv_sec) * 1_000_000_000 + UInt64(ts.tv_nsec)
    }

    /// Unique socket names within a process.
    final class Counter: @unchecked Sendable {
        private var value = 0
        private let lock = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        init() { pthread_mutex_init(lock, nil) }
        func next() -> Int {
            pthread_mutex_lock(lock)
            defer { pthread_mutex_unlock(lock) }
            value += 1
            return value
        }
    }
}
