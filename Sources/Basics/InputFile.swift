/// The one reader for every input file: scripts and what they `Source`, forms, vendor lists,
/// `tc encode`, `store import`, `play`.
///
/// Bounded (a size cap, checked while reading, so `/dev/zero` or a growing file cannot exhaust
/// memory), and strict about what it opens: regular files only unless the caller allows streams
/// (pipes, sockets, `-` for standard input). Each refusal has its own message naming the file.
public enum InputFile {
    /// What may be read besides regular files.
    public enum Kinds: Sendable, Equatable {
        /// Regular files only (scripts, forms, vendor lists: things that live in a folder).
        case regularFiles
        /// Also pipes, sockets and `-` for standard input (command arguments: `tc encode <(…)`).
        case regularFilesAndStreams
    }

    /// The size cap for input files: 32 MiB, about 25 times the full IAB vendor list.
    public static let defaultLimit = 32 << 20

    /// `limit` as people read it (`32 MiB`).
    public static func describe(limit: Int) -> String {
        if limit >= 1 << 20, limit % (1 << 20) == 0 { return "\(limit >> 20) MiB" }
        if limit >= 1 << 10, limit % (1 << 10) == 0 { return "\(limit >> 10) KiB" }
        return "\(limit) bytes"
    }

    /// The name messages use for `path` (`<stdin>` for `-`).
    public static func displayName(_ path: String) -> String { path == "-" ? "<stdin>" : path }

    /// The bytes of `path` (`-` is standard input when `kinds` allows streams).
    public static func bytes(_ path: String, kinds: Kinds = .regularFiles, limit: Int = defaultLimit) throws(InputFileError) -> [UInt8] {
        if path == "-" {
            guard kinds == .regularFilesAndStreams else { throw InputFileError(path: path, problem: .notRegular("standard input")) }
            return try readAll(fd: STDIN_FILENO, path: path, limit: limit)
        }
        if path.isEmpty { throw InputFileError(path: path, problem: .missing) }
        // O_NONBLOCK: opening a FIFO without a writer would otherwise block before we can refuse it.
        var fd: Int32
        repeat { fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY) } while fd < 0 && errno == EINTR
        guard fd >= 0 else { throw InputFileError(path: path, code: errno) }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw InputFileError(path: path, code: errno) }
        switch info.st_mode & S_IFMT {
        case S_IFREG:
            if Int(info.st_size) > limit { throw InputFileError(path: path, problem: .tooLarge(limit: limit)) }
        case S_IFDIR:
            throw InputFileError(path: path, problem: .directory)
        case S_IFIFO, S_IFSOCK:
            guard kinds == .regularFilesAndStreams else { throw InputFileError(path: path, problem: .notRegular("a pipe or socket")) }
        case S_IFCHR, S_IFBLK:
            throw InputFileError(path: path, problem: .notRegular("a device"))
        default:
            throw InputFileError(path: path, problem: .notRegular("not a regular file"))
        }
        let flags = fcntl(fd, F_GETFL)
        if flags >= 0 { _ = fcntl(fd, F_SETFL, flags & ~O_NONBLOCK) }
        return try readAll(fd: fd, path: path, limit: limit)
    }

    /// The UTF-8 text of `path`, with a leading byte-order mark dropped and CRLF line ends read as LF.
    public static func text(_ path: String, kinds: Kinds = .regularFiles, limit: Int = defaultLimit) throws(InputFileError) -> String {
        let data = try bytes(path, kinds: kinds, limit: limit)
        return try text(of: data, path: path)
    }

    /// `bytes` as text the way `text(_:)` reads a file (BOM dropped, CRLF as LF); `path` names it in errors.
    public static func text(of bytes: [UInt8], path: String) throws(InputFileError) -> String {
        var body = bytes[...]
        if body.starts(with: [0xEF, 0xBB, 0xBF]) { body = body.dropFirst(3) }
        guard let text = String(validating: body, as: UTF8.self) else {
            let offset = firstInvalidUTF8Offset(body) ?? 0
            throw InputFileError(path: path, problem: .notUTF8(byteOffset: offset + (bytes.count - body.count)))
        }
        return normalizingLineEnds(text)
    }

    /// `text` with CRLF (and a lone CR) line ends turned into LF, so line-based parsers see one kind.
    public static func normalizingLineEnds(_ text: String) -> String {
        guard text.utf8.contains(0x0D) else { return text }
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count)
        var previousCR = false
        for byte in text.utf8 {
            if byte == 0x0A, previousCR {
                previousCR = false
                continue
            }
            previousCR = byte == 0x0D
            out.append(byte == 0x0D ? 0x0A : byte)
        }
        return String(decoding: out, as: UTF8.self)
    }

    private static func readAll(fd: Int32, path: String, limit: Int) throws(InputFileError) -> [UInt8] {
        var out: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = chunk.withUnsafeMutableBytes { SystemCall.read(fd, $0.baseAddress, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                throw InputFileError(path: path, code: errno)
            }
            if n == 0 { return out }
            if out.count + n > limit { throw InputFileError(path: path, problem: .tooLarge(limit: limit)) }
            out += chunk[0..<n]
        }
    }

    /// The offset of the first byte of `bytes` that is not part of valid UTF-8, or nil when all are.
    public static func firstInvalidUTF8Offset(_ bytes: ArraySlice<UInt8>) -> Int? {
        var offset = 0
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): offset += UTF8.width(scalar)
            case .emptyInput: return nil
            case .error: return offset
            }
        }
    }
}

/// Why an input file could not be read; `description` is one escaped line naming the file.
public struct InputFileError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What went wrong.
    public enum Problem: Sendable, Equatable {
        /// No such file.
        case missing
        /// A directory was given where a file is needed.
        case directory
        /// Permission denied.
        case unreadable
        /// A device, pipe or other non-regular file where only regular files are read (what it is).
        case notRegular(String)
        /// Larger than the cap.
        case tooLarge(limit: Int)
        /// Not UTF-8 text (the offset of the first bad byte).
        case notUTF8(byteOffset: Int)
        /// Another system error (the C library's reason).
        case system(String)
    }

    /// The path as given.
    public var path: String
    /// What went wrong.
    public var problem: Problem

    /// An error for `path`.
    public init(path: String, problem: Problem) {
        self.path = path
        self.problem = problem
    }

    /// An error for a failed system call with `code` (errno).
    public init(path: String, code: Int32) {
        self.path = path
        switch code {
        case ENOENT, ENOTDIR: problem = .missing
        case EACCES, EPERM: problem = .unreadable
        case EISDIR: problem = .directory
        default: problem = .system(SystemCall.reason(code))
        }
    }

    /// The reason without the file name (`is a directory`).
    public var reason: String {
        switch problem {
        case .missing: "no such file"
        case .directory: "is a directory, not a file"
        case .unreadable: "permission denied"
        case .notRegular(let what): "not a regular file (\(what)); give a file"
        case .tooLarge(let limit): "larger than the \(InputFile.describe(limit: limit)) limit for input files"
        case .notUTF8(let offset): "not UTF-8 text (invalid byte at offset \(offset))"
        case .system(let reason): "cannot read: \(reason)"
        }
    }

    /// `path: reason`, escaped and bounded.
    public var description: String { MessageText.line(InputFile.displayName(path)) + ": " + reason }
}
