import Basics

/// Where the runtime writes its JSON Lines trace: one record per handled event.
package protocol TraceSink: AnyObject {
    /// Appends one record (one line).
    func write(_ record: JSONValue) throws
    /// Makes everything written so far durable enough to read (end of a `send`).
    func flush() throws
}

/// Why a trace file could not be written.
package struct TraceSinkError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file.
    package var path: String
    /// The C library's reason.
    package var reason: String

    /// `FILE: cannot write the trace: reason`, the path escaped.
    package var description: String { MessageText.line(path) + ": cannot write the trace: " + reason }
}

/// A trace file written through a buffer of its own (one `write(2)` per 64 KiB, not per record).
///
/// Not stdio's: `exit` flushes every stdio buffer, so a trace whose reader had stopped (a FIFO, a
/// pipe) kept the process alive after `--timeout` had reported the session, blocked in that flush.
/// This buffer is written only by the session, and with a stall limit a reader that takes nothing
/// for that long fails the trace instead of holding the session.
package final class FileTraceSink: TraceSink {
    /// The file.
    package let path: String
    private let descriptor: Int32
    private var buffer: WriteBuffer

    /// Creates (truncates) `path`; a write that waits longer than `stallLimit` for a reader fails.
    ///
    /// Opened without blocking: opening a FIFO that no one reads waited forever. A FIFO or pipe
    /// with a reader (`--trace >(jq .)`) is written as before; one without is refused.
    package init(path: String, stallLimit: Duration? = nil) throws(TraceSinkError) {
        var fd: Int32
        repeat { fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_NONBLOCK | O_CLOEXEC, 0o644) } while fd < 0 && errno == EINTR
        guard fd >= 0 else {
            let reason = errno == ENXIO ? "a FIFO that no process is reading" : SystemCall.reason(errno)
            throw TraceSinkError(path: path, reason: reason)
        }
        let flags = fcntl(fd, F_GETFL)
        if flags >= 0 { _ = fcntl(fd, F_SETFL, flags & ~O_NONBLOCK) }
        self.path = path
        descriptor = fd
        buffer = WriteBuffer(descriptor: fd, stallLimit: stallLimit)
    }

    deinit {
        buffer.flush()
        close(descriptor)
    }

    /// Appends `record` and a newline.
    package func write(_ record: JSONValue) throws {
        var line = record.serialized()
        line += "\n"
        line.withUTF8 { buffer.append($0) }
        try check()
    }

    /// Hands buffered lines to the OS.
    package func flush() throws {
        buffer.flush()
        try check()
    }

    private func check() throws(TraceSinkError) {
        guard let code = buffer.failure else { return }
        let reason =
            if code == ETIMEDOUT, let limit = buffer.stallLimit {
                "nothing read it for \(limit) (a FIFO or pipe whose reader stopped)"
            } else {
                SystemCall.reason(code)
            }
        throw TraceSinkError(path: path, reason: reason)
    }
}

/// A trace kept in memory (tests, the UI's live trace view).
package final class MemoryTraceSink: TraceSink {
    /// The lines written, without newlines.
    package private(set) var lines: [String] = []

    /// An empty trace.
    package init() {}

    /// Appends `record`.
    package func write(_ record: JSONValue) throws { lines.append(record.serialized()) }

    /// Nothing to flush.
    package func flush() throws {}
}
