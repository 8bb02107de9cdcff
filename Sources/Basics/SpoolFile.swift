/// Scratch space on disk for output that must be written before what precedes it is known (an
/// animated SVG's frames, whose header needs the largest frame and the length): appended once,
/// then read back once, in order, through a bounded buffer.
///
/// Created like `OutputFile`'s temporary files (exclusively, under an unpredictable name, in the
/// output's folder, so on the same disk) and unlinked at once, so nothing is left behind whatever
/// happens to the process.
public final class SpoolFile {
    private let descriptor: Int32
    /// The output it is for (named in errors).
    private let path: String
    private var buffer: WriteBuffer
    private var readOffset: Int64 = 0

    /// A new spool in the folder of `path`, the file it will be copied into.
    public init(beside path: String) throws(OutputFileError) {
        let (fd, temporary) = try OutputFile.createTemporary(beside: path, in: OutputFile.folder(of: path), readable: true)
        unlink(temporary)
        descriptor = fd
        self.path = path
        buffer = WriteBuffer(descriptor: fd)
    }

    deinit { close(descriptor) }

    /// Appends `bytes`.
    public func append(_ bytes: some Collection<UInt8>) {
        buffer.append(bytes)
    }

    /// Appends `text` as UTF-8.
    public func append(_ text: String) {
        var text = text
        text.withUTF8 { append($0) }
    }

    /// Copies the next `count` bytes not yet read into `output`.
    public func copyNext(_ count: Int, to output: OutputFile) {
        buffer.flush()
        if let code = buffer.failure {
            return output.fail(OutputFileError(path: path, problem: .system(operation: "write its scratch file", code: code)))
        }
        var chunk = [UInt8](repeating: 0, count: min(count, OutputFile.bufferCapacity))
        var left = count
        while left > 0 {
            let n = chunk.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, min(left, $0.count), off_t(readOffset)) }
            if n < 0, errno == EINTR { continue }
            guard n > 0 else {
                return output.fail(OutputFileError(path: path, problem: .system(operation: "read back its scratch file", code: n < 0 ? errno : EIO)))
            }
            output.write(chunk[0..<n])
            readOffset += Int64(n)
            left -= n
        }
    }
}
