/// Bytes on their way to a file descriptor, written out `OutputFile.bufferCapacity` at a time: all a
/// streamed file (`OutputFile`, `SpoolFile`) holds in memory. After the first failed write it keeps
/// that failure (errno) and drops the rest.
struct WriteBuffer {
    /// Where the bytes go.
    let descriptor: Int32
    /// The errno of the first failed write.
    private(set) var failure: Int32?
    private var bytes: [UInt8] = []

    /// A buffer in front of `descriptor`.
    init(descriptor: Int32) {
        self.descriptor = descriptor
        bytes.reserveCapacity(OutputFile.bufferCapacity)
    }

    /// Appends `more`, writing out what is buffered first when it would not fit.
    mutating func append(_ more: some Collection<UInt8>) {
        if more.isEmpty { return }
        if bytes.count + more.count > OutputFile.bufferCapacity { flush() }
        if more.count >= OutputFile.bufferCapacity {
            writeOut(Array(more))
        } else {
            bytes.append(contentsOf: more)
        }
    }

    /// Writes out what is buffered.
    mutating func flush() {
        guard !bytes.isEmpty else { return }
        writeOut(bytes)
        bytes.removeAll(keepingCapacity: true)
    }

    private mutating func writeOut(_ chunk: [UInt8]) {
        guard failure == nil else { return }
        failure = SystemCall.writeAll(descriptor, chunk)
    }
}
