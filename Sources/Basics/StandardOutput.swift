import Synchronization

/// Checked writes to standard output: every command's output goes through here, and `finish`
/// reports a failed write (a full disk, `> /dev/full`, a closed pipe) instead of exiting 0 with the
/// output lost.
///
/// Output is buffered in memory and written with `write(2)`; the first failure is remembered and
/// later output is dropped (nothing more can reach a reader that is gone).
public enum StandardOutput {
    private struct State {
        var buffer: [UInt8] = []
        var failure: Int32?
        /// How long a write waits for a reader that takes nothing; nil: for ever.
        var stallLimit: Duration?
    }

    private static let state = Mutex(State())
    private static let bufferLimit = 1 << 16
    /// A person watching a terminal sees each piece as it is written; files and pipes get big writes.
    private static let isTerminal = isatty(STDOUT_FILENO) == 1

    /// Appends `text`; writes the buffer out when it is large.
    public static func write(_ text: String) {
        state.withLock { state in
            guard state.failure == nil else { return }
            state.buffer += text.utf8
            if isTerminal || state.buffer.count >= bufferLimit { drain(&state) }
        }
    }

    /// Appends `bytes` (UTF-8); writes the buffer out when it is large.
    public static func write(bytes: [UInt8]) {
        state.withLock { state in
            guard state.failure == nil else { return }
            state.buffer += bytes
            if isTerminal || state.buffer.count >= bufferLimit { drain(&state) }
        }
    }

    /// Makes a write that waits longer than `limit` for its reader (a full pipe whose reader stopped)
    /// fail instead of blocking: `play` and `test` end by their `--timeout` whatever reads them.
    public static func limitStalls(to limit: Duration?) {
        state.withLock { $0.stallLimit = limit }
    }

    /// Writes out what is buffered; throws the first write failure so far.
    public static func flush() throws(OutputError) {
        let failure = state.withLock { state -> Int32? in
            drain(&state)
            return state.failure
        }
        if let failure { throw OutputError(code: failure, stallLimit: state.withLock { $0.stallLimit }) }
    }

    private static func drain(_ state: inout State) {
        guard !state.buffer.isEmpty else { return }
        if state.failure == nil { state.failure = SystemCall.writeAll(STDOUT_FILENO, state.buffer, stallLimit: state.stallLimit) }
        state.buffer.removeAll(keepingCapacity: true)
    }

    /// Writes a line to standard error at once (unbuffered); errors there have nowhere to go.
    public static func writeError(_ line: String) {
        _ = SystemCall.writeAll(STDERR_FILENO, Array((line + "\n").utf8))
    }
}

/// Standard output could not be written.
public struct OutputError: Error, Sendable, CustomStringConvertible {
    /// The errno of the failed write.
    public var code: Int32
    /// The stall limit in force, which ETIMEDOUT stands for.
    public var stallLimit: Duration? = nil

    /// `cannot write standard output: No space left on device`.
    public var description: String {
        if code == ETIMEDOUT, let stallLimit { return "cannot write standard output: nothing read it for \(stallLimit)" }
        return "cannot write standard output: \(SystemCall.reason(code))"
    }
}
