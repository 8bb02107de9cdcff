import Basics
import Scripting

/// Types a `TmuxPlan` into the real binary running in a private tmux server, waiting after each step
/// until the terminal shows what the headless player showed (bounded), so the two can be compared.
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
    private var started = false
    private static let counter = Counter()

    /// A driver with its own tmux server (nothing is started until `run`).
    package init(tmux: String) {
        self.tmux = tmux
        socket = "consentsim-play-\(getpid())-\(TmuxDriver.counter.next())"
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
            mismatch = Mismatch(location: ScriptLocation(file: "", line: 0, column: 0), text: "Launch",
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
        try command(["new-session", "-d", "-x", "\(columns)", "-y", "\(rows)", "-e", "LANG=C.UTF-8",
                     line + "; echo CONSENTSIM-EXITED:$?; sleep 60"])
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

    /// The screen now, normalized.
    package func capture() throws -> String { TmuxPlan.normalized(try command(["capture-pane", "-p"])) }

    /// Quits the program with Ctrl+C (if it still runs), waits for it, and stops the server.
    package func stop() {
        guard started else { return }
        if let screen = try? capture(), !screen.contains("CONSENTSIM-EXITED") {
            _ = try? command(["send-keys", "C-c"])
            _ = try? wait(until: { $0.contains("CONSENTSIM-EXITED") })
        }
        _ = try? command(["kill-server"])
        started = false
    }

    /// Polls the screen until it is `expected` (or the time runs out); returns the last capture.
    package func wait(for expected: String) throws -> String {
        let want = TmuxPlan.normalized(expected)
        return try wait(until: { $0 == want })
    }

    /// Polls the screen until `condition` holds (or the time runs out); returns the last capture.
    package func wait(until condition: (String) -> Bool) throws -> String {
        let deadline = TmuxDriver.now() + timeoutNanoseconds
        var screen = ""
        while true {
            screen = try capture()
            if condition(screen) || TmuxDriver.now() > deadline { return screen }
            usleep(2_000)
        }
    }

    /// Runs a tmux command on this server.
    @discardableResult
    func command(_ arguments: [String]) throws -> String {
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
