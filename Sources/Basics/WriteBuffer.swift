/// Bytes on their way to a file descriptor, written out `OutputFile.bufferCapacity` at a time: all a
/// streamed file (`OutputFile`, `SpoolFile`) holds in memory. After the first failed write it keeps
/// that failure (errno) and drops the rest.
package struct WriteBuffer {
    /// Where the bytes go.
    let descriptor: Int32
    /// How long a write may wait for a reader that takes nothing (`SystemCall.writeAll`); nil: for ever.
    package let stallLimit: Duration?
    /// The errno of the first failed write.
    package private(set) var failure: Int32?
    private var bytes: [UInt8] = []

    /// A buffer in front of `descriptor`.
    package init(descriptor: Int32, stallLimit: Duration? = nil) {
        self.descriptor = descriptor
        self.stallLimit = stallLimit
        bytes.reserveCapacity(OutputFile.bufferCapacity)
    }

    /// Appends `more`, writing out what is buffered first when it would not fit.
    package mutating func append(_ more: some Collection<UInt8>) {
        if more.isEmpty { return }
        if bytes.count + more.count > OutputFile.bufferCapacity { flush() }
        if more.count >= OutputFile.bufferCapacity {
            writeOut(Array(more))
        } else {
            bytes.append(contentsOf: more)
        }
    }

    /// Writes out what is buffered.
    package mutating func flush() {
        guard !bytes.isEmpty else { return }
        writeOut(bytes)
        bytes.removeAll(keepingCapacity: true)
    }

    private mutating func writeOut(_ chunk: [UInt8]) {
        guard failure == nil else { return }
        failure = SystemCall.writeAll(descriptor, chunk, stallLimit: stallLimit)
    }
}
