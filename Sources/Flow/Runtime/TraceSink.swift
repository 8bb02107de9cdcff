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

    /// `trace FILE: reason`.
    package var description: String { "trace \(path): \(reason)" }
}

/// A trace file written through stdio's buffer (one `write(2)` per 64 KiB, not per record).
package final class FileTraceSink: TraceSink {
    /// The file.
    package let path: String
    private let file: UnsafeMutablePointer<FILE>

    /// Creates (truncates) `path`.
    package init(path: String) throws(TraceSinkError) {
        guard let f = fopen(path, "w") else {
            throw TraceSinkError(path: path, reason: String(cString: strerror(errno)))
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
