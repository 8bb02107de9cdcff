import Basics
import Flow
import Synchronization

/// A flow trace kept in memory, for `consentsim check-order` to read back after a session. Locked:
/// a session stopped by its time limit may still be writing when the trace is read.
package final class TraceRecords: TraceSink, Sendable {
    private let state = Mutex<[JSONValue]>([])

    /// An empty trace.
    package init() {}

    /// The records written so far (the header first).
    package var records: [JSONValue] { state.withLock { $0 } }

    /// How many records were written so far.
    package var count: Int { state.withLock { $0.count } }

    /// Keeps `record`.
    package func write(_ record: JSONValue) throws { state.withLock { $0.append(record) } }

    /// Nothing to hand on: the records are already in memory.
    package func flush() throws {}
}
