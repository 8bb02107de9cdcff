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

/// A trace file written through stdio's buffer (one `write(2)` per 64 KiB, not per record).
package final class FileTraceSink: TraceSink {
    /// The file.
    package let path: String
    private let file: UnsafeMutablePointer<FILE>

    /// Creates (truncates) `path`.
    ///
    /// Opened without blocking: `fopen` on a FIFO that no one reads waited forever. A FIFO or pipe
    /// with a reader (`--trace >(jq .)`) is written as before; one without is refused.
    package init(path: String) throws(TraceSinkError) {
        var fd: Int32
        repeat { fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_NONBLOCK | O_CLOEXEC, 0o644) } while fd < 0 && errno == EINTR
        guard fd >= 0 else {
            let reason = errno == ENXIO ? "a FIFO that no process is reading" : SystemCall.reason(errno)
            throw TraceSinkError(path: path, reason: reason)
        }
        let flags = fcntl(fd, F_GETFL)
        if flags >= 0 { _ = fcntl(fd, F_SETFL, flags & ~O_NONBLOCK) }
        guard let f = fdopen(fd, "w") else {
            let reason = String(cString: strerror(errno))
            close(fd)
            throw TraceSinkError(path: path, reason: reason)
        }
        setvbuf(f, nil, _IOFBF, 1 << 16)
        self.path = path
        file = f
    }

    deinit { fclose(file) }

    /// Appends `record` and a newline.
    package func write(_ record: JSONValue) throws {
        var line = record.serialized()
        line += "\n"
        let ok = line.withCString { fputs($0, file) >= 0 }
        if !ok { throw TraceSinkError(path: path, reason: String(cString: strerror(errno))) }
    }

    /// Hands buffered lines to the OS.
    package func flush() throws {
        if fflush(file) != 0 { throw TraceSinkError(path: path, reason: String(cString: strerror(errno))) }
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
