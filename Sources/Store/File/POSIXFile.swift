import Basics

/// Thin, errno-checked wrappers over the system calls the file store needs.
enum POSIXFile {
    private static func fail(_ path: String, _ operation: String) -> StoreFileError {
        .system(path: path, operation: operation, code: errno)
    }

    /// The whole file, or nil when it does not exist; bounded and regular files only (the one input reader).
    static func read(_ path: String) throws(StoreFileError) -> [UInt8]? {
        do {
            return try InputFile.bytes(path)
        } catch {
            if error.problem == .missing { return nil }
            throw .input(error)
        }
    }

    /// The file a store path stands for: symlinks in the last component followed (relative
    /// targets resolve against the link's folder), so writes go through to the target and the lock
    /// is the target's. A dangling link yields its target (the first write creates it).
    static func resolvingSymlinks(_ path: String) -> String {
        var current = path
        for _ in 0..<40 {
            var info = stat()
            guard lstat(current, &info) == 0, (info.st_mode & S_IFMT) == S_IFLNK else { return current }
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let n = readlink(current, &buffer, buffer.count - 1)
            guard n > 0 else { return current }
            let target = String(decoding: buffer[0..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            current = target.hasPrefix("/") ? target : (parent(of: current) == "." ? target : parent(of: current) + "/" + target)
        }
        return current
    }

    /// The mode and owner of an existing file, or nil when it does not exist.
    static func attributes(_ path: String) -> (mode: mode_t, owner: uid_t, group: gid_t)? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return (info.st_mode & 0o7777, info.st_uid, info.st_gid)
    }

    /// Writes all of `bytes` to `fd`.
    static func writeAll(_ fd: Int32, _ bytes: [UInt8], path: String) throws(StoreFileError) {
        var offset = 0
        while offset < bytes.count {
            let n = bytes.withUnsafeBytes { SystemCall.write(fd, $0.baseAddress! + offset, $0.count - offset) }
            if n < 0 {
                if errno == EINTR { continue }
                throw fail(path, "write")
            }
            offset += n
        }
    }

    /// Creates `dir` and its missing parents.
    static func makeDirectories(_ dir: String) throws(StoreFileError) {
        if dir.isEmpty || dir == "/" || dir == "." { return }
        var st = stat()
        if stat(dir, &st) == 0 { return }
        try makeDirectories(parent(of: dir))
        if mkdir(dir, 0o755) != 0 && errno != EEXIST { throw fail(dir, "create directory") }
    }

    /// The directory part of `path` (`.` when there is none).
    static func parent(of path: String) -> String {
        var bytes = Array(path.utf8)
        while bytes.count > 1, bytes.last == UInt8(ascii: "/") { bytes.removeLast() }
        guard let slash = bytes.lastIndex(of: UInt8(ascii: "/")) else { return "." }
        if slash == 0 { return "/" }
        return String(decoding: bytes[..<slash], as: UTF8.self)
    }

    /// Flushes a directory so a rename in it survives power loss.
    static func syncDirectory(_ dir: String) throws(StoreFileError) {
        let fd = open(dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { throw fail(dir, "open directory") }
        defer { close(fd) }
        // Some file systems refuse fsync on directories (EINVAL); the rename is still atomic there.
        if fsync(fd) != 0 && errno != EINVAL { throw fail(dir, "sync directory") }
    }

    /// Whether something exists at `path` (without following a final symlink).
    static func exists(_ path: String) -> Bool {
        var st = stat()
        return lstat(path, &st) == 0
    }
}

/// An exclusive `flock` on a lock file, held from `acquire` until `release`.
///
/// `flock` locks belong to the open file description, so two opens of the lock file exclude each
/// other whether they come from two processes or two threads of one process. The lock file is
/// never deleted: deleting it would let a waiter lock an orphaned inode while a newcomer locks a
/// fresh one.
struct FileLock {
    private let fd: Int32

    /// Blocks until the exclusive lock on `path` (created if needed) is held.
    static func acquire(_ path: String) throws(StoreFileError) -> FileLock {
        var fd: Int32
        repeat { fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644) } while fd < 0 && errno == EINTR
        guard fd >= 0 else { throw .system(path: path, operation: "open lock file", code: errno) }
        while flock(fd, LOCK_EX) != 0 {
            if errno == EINTR { continue }
            let code = errno
            close(fd)
            throw .system(path: path, operation: "lock", code: code)
        }
        return FileLock(fd: fd)
    }

    /// Releases the lock (closing the descriptor drops it).
    func release() { close(fd) }
}
