/// Streams a file, a pipe or standard input in chunks, for readers whose memory must stay flat in
/// the input's size (`doctor --batch`): the same refusals as `InputFile` for directories and
/// devices, no size cap, and the descriptor closed on every path out.
public enum InputChunks {
    /// The size of each read.
    public static let chunkSize = 1 << 16

    /// Calls `body` with each chunk of `path` (`-`: standard input) until the end or a read error.
    public static func forEachChunk(
        _ path: String, _ body: (UnsafeBufferPointer<UInt8>) throws -> Void
    ) throws {
        let fd: Int32
        if path == "-" {
            fd = STDIN_FILENO
        } else {
            guard !path.isEmpty else { throw InputFileError(path: path, problem: .missing) }
            var opened: Int32
            repeat { opened = open(path, O_RDONLY | O_CLOEXEC | O_NOCTTY) } while opened < 0 && errno == EINTR
            guard opened >= 0 else { throw InputFileError(path: path, code: errno) }
            fd = opened
        }
        defer { if fd != STDIN_FILENO { close(fd) } }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw InputFileError(path: path, code: errno) }
        switch info.st_mode & S_IFMT {
        case S_IFDIR: throw InputFileError(path: path, problem: .directory)
        case S_IFCHR where path != "-", S_IFBLK: throw InputFileError(path: path, problem: .notRegular("a device"))
        default: break
        }
        let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: chunkSize)
        defer { buffer.deallocate() }
        while true {
            let n = SystemCall.read(fd, buffer.baseAddress, buffer.count)
            if n < 0 {
                if errno == EINTR { continue }
                throw InputFileError(path: path, code: errno)
            }
            if n == 0 { return }
            try body(UnsafeBufferPointer(rebasing: buffer[0..<n]))
        }
    }
}
