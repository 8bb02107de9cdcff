import Synchronization

/// The one way consentsim writes a file: recordings, reports, snapshots, scripts, previews, exported
/// forms and the store all go through it.
///
/// The content goes to a new temporary file in the target's folder, created exclusively
/// (`O_CREAT|O_EXCL|O_NOFOLLOW`) under an unpredictable hidden name (`.<name>.<16 hex digits>.tmp`),
/// so nothing planted at a temporary name (a symlink to another file) is ever opened or truncated.
/// It is written through a bounded buffer, so a long recording streams to disk instead of being held
/// in memory, optionally flushed (`Durability.fsync`), then renamed over the target, so a reader sees
/// the old file or the new one and never half of one. A target that already exists keeps its mode
/// (and, where the system allows, its owner). A file that is never committed leaves nothing behind.
///
/// `path` is the file replaced: a symlink there is replaced by the new file (the store resolves its
/// own symlinks first, to write through them on purpose).
public final class OutputFile: @unchecked Sendable {
    // @unchecked: the descriptor and buffer belong to the thread that writes and commits; only
    // `discard()` may come from another thread, and it touches `state` alone, under its mutex.

    /// Whether the write waits for the disk.
    public enum Durability: Sendable, Equatable {
        /// fsync the file before the rename and its folder after: the new version survives power loss.
        case fsync
        /// No fsync: still atomic against a crash of the process.
        case none
    }

    /// What may stand at an output path before it is written.
    public enum Kinds: Sendable, Equatable {
        /// A regular file or nothing (every file written whole).
        case regularFiles
        /// Also a FIFO or pipe, which a stream (`--trace`) writes into directly.
        case regularFilesAndStreams
    }

    /// The size of the write buffer: what a streamed file holds in memory at most.
    public static let bufferCapacity = 1 << 16

    /// The file that `commit()` replaces.
    public let path: String
    /// Whether `commit()` flushes to disk.
    public let durability: Durability
    /// The temporary file the content goes to.
    public let temporaryPath: String

    private enum State { case open, committed, discarded }
    private let state = Mutex(State.open)
    private var descriptor: Int32
    private var buffer: WriteBuffer
    /// The first failure found outside the buffer (`fail`), reported by `commit()`.
    private var failure: OutputFileError?

    /// Creates the temporary file for a new version of `path`, and the folders it needs.
    public init(path: String, durability: Durability = .none) throws(OutputFileError) {
        self.path = path
        self.durability = durability
        if path.isEmpty { throw OutputFileError(path: path, problem: .empty) }
        if path.hasSuffix("/") { throw OutputFileError(path: path, problem: Self.isFolder(path) ? .folder : .endsWithSlash) }
        let folder = Self.folder(of: path)
        try Self.createFolders(folder, reportingAs: path)
        (descriptor, temporaryPath) = try Self.createTemporary(beside: path, in: folder)
        buffer = WriteBuffer(descriptor: descriptor)
    }

    deinit {
        discard()
        if descriptor >= 0 { close(descriptor) }
    }

    /// Appends `bytes` (buffered; written out each time the buffer fills).
    public func write(_ bytes: some Collection<UInt8>) {
        buffer.append(bytes)
    }

    /// Appends `text` as UTF-8.
    public func write(_ text: String) {
        var text = text
        text.withUTF8 { write($0) }
    }

    /// Writes out what is buffered, flushes as `durability` asks, and renames the temporary file over
    /// `path`. On failure the temporary file is removed and `path` is untouched.
    public func commit() throws(OutputFileError) {
        buffer.flush()
        do throws(OutputFileError) {
            if let failure { throw failure }
            if let code = buffer.failure { throw error("write", code) }
            try keepAttributes()
            if durability == .fsync, fsync(descriptor) != 0 { throw error("flush the file to disk", errno) }
            let fd = descriptor
            descriptor = -1
            if close(fd) != 0 { throw error("write", errno) }
            try state.withLock { (state: inout State) throws(OutputFileError) in
                // A discard from another thread (a session's time limit) wins over a late commit.
                guard state == .open else { throw OutputFileError(path: path, problem: .discarded) }
                // Checked again here, not only by `check`, because every writer passes through: for
                // root a rename over /dev/null (or a FIFO) would replace the node itself.
                if let what = Self.specialNode(at: path) { throw OutputFileError(path: path, problem: .notRegular(what)) }
                guard rename(temporaryPath, path) == 0 else { throw error(renameOperation, errno) }
                state = .committed
            }
        } catch {
            discard()
            throw error
        }
        if durability == .fsync { try Self.syncFolder(Self.folder(of: path)) }
    }

    /// Drops the new version: the temporary file is removed and `path` stays as it was. Safe to call
    /// from another thread while the owner is still writing (its later writes go nowhere).
    public func discard() {
        state.withLock { state in
            guard state == .open else { return }
            state = .discarded
            unlink(temporaryPath)
        }
    }

    /// Whether `discard()` was called.
    public var isDiscarded: Bool { state.withLock { $0 == .discarded } }

    // MARK: Whole files

    /// Writes `bytes` to `path` through a new temporary file and a rename.
    public static func write(_ bytes: some Collection<UInt8>, to path: String, durability: Durability = .none) throws(OutputFileError) {
        let file = try OutputFile(path: path, durability: durability)
        file.write(bytes)
        try file.commit()
    }

    /// Writes `text` as UTF-8 to `path` through a new temporary file and a rename.
    public static func write(_ text: String, to path: String, durability: Durability = .none) throws(OutputFileError) {
        try write(Array(text.utf8), to: path, durability: durability)
    }

    /// The temporary files that writes of `path` left behind when their process was killed between
    /// creating and renaming them. Only a writer that excludes every other writer of `path` (the
    /// store, under its lock) may remove them: another writer's may still be in use.
    public static func leftoverTemporaryFiles(of path: String) -> [String] {
        let folder = Self.folder(of: path)
        let stem = temporaryStem(path)
        let prefix = folder == "." && !path.hasPrefix("./") ? "" : (folder.hasSuffix("/") ? folder : folder + "/")
        guard let dir = opendir(folder) else { return [] }
        defer { closedir(dir) }
        var found: [String] = []
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
            }
            let head = "." + stem + "."
            guard name.hasPrefix(head), name.hasSuffix(".tmp") else { continue }
            let random = name.utf8.dropFirst(head.utf8.count).dropLast(4)
            if random.count == 16,
                random.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains($0) })
            {
                found.append(prefix + name)
            }
        }
        return found.sorted()
    }

    // MARK: Internals

    private var renameOperation: String { "put the new version in place" }

    private func error(_ operation: String, _ code: Int32) -> OutputFileError {
        OutputFileError(path: path, problem: .system(operation: operation, code: code))
    }

    /// Gives the temporary file the mode and owner of the file it replaces.
    private func keepAttributes() throws(OutputFileError) {
        var info = stat()
        guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return }
        if fchmod(descriptor, info.st_mode & 0o7777) != 0 { throw error("keep the file's mode", errno) }
        if fchown(descriptor, info.st_uid, info.st_gid) != 0, errno != EPERM { throw error("keep the file's owner", errno) }
    }

    /// Records a failure found outside this file (a spool it was to be copied from); `commit()`
    /// reports the first failure and writes nothing.
    public func fail(_ error: OutputFileError) {
        if failure == nil { failure = error }
    }

    /// A new, exclusively created temporary file in `folder` named after `path`, open for writing
    /// (and reading, for a spool).
    static func createTemporary(
        beside path: String, in folder: String, reportingAs reported: String? = nil,
        readable: Bool = false
    ) throws(OutputFileError) -> (Int32, String) {
        let stem = temporaryStem(path)
        let prefix = folder == "." && !path.hasPrefix("./") ? "" : (folder.hasSuffix("/") ? folder : folder + "/")
        for _ in 0..<32 {
            let random = String(UInt64.random(in: .min ... .max), radix: 16)
            let temporary = prefix + "." + stem + "." + String(repeating: "0", count: 16 - random.count) + random + ".tmp"
            var fd: Int32
            let access = readable ? O_RDWR : O_WRONLY
            repeat { fd = open(temporary, access | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o666) } while fd < 0 && errno == EINTR
            if fd >= 0 { return (fd, temporary) }
            if errno != EEXIST {
                throw OutputFileError(path: reported ?? path, problem: .system(operation: "create a temporary file beside it", code: errno))
            }
        }
        throw OutputFileError(path: reported ?? path, problem: .system(operation: "create a temporary file beside it", code: EEXIST))
    }

    /// The file name part of `path` as temporary names carry it: cut to fit NAME_MAX (255 bytes) with
    /// the leading dot, the random part and the suffix.
    private static func temporaryStem(_ path: String) -> String {
        let name = path.utf8.split(separator: UInt8(ascii: "/")).last ?? []
        return String(decoding: name.prefix(200), as: UTF8.self)
    }

    /// Creates `folder` and its missing parents (`mkdir -p`); errors name `reported` (default: the folder).
    public static func createFolders(_ folder: String, reportingAs reported: String? = nil) throws(OutputFileError) {
        let path = reported ?? folder
        if folder.isEmpty || folder == "/" || folder == "." || isFolder(folder) { return }
        let up = Self.folder(of: folder)
        if up != folder { try createFolders(up, reportingAs: path) }
        if mkdir(folder, 0o777) != 0 && errno != EEXIST {
            throw OutputFileError(
                path: path,
                problem: errno == ENOTDIR ? .parentNotFolder(nearestExisting(folder)) : .system(operation: "create the folder \(folder)", code: errno)
            )
        }
        if !isFolder(folder) { throw OutputFileError(path: path, problem: .parentNotFolder(folder)) }
    }

    /// Flushes a folder, so a rename in it survives power loss.
    private static func syncFolder(_ folder: String) throws(OutputFileError) {
        let fd = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { throw OutputFileError(path: folder, problem: .system(operation: "open the folder to flush it", code: errno)) }
        defer { close(fd) }
        // Some file systems refuse fsync on folders (EINVAL); the rename is still atomic there.
        if fsync(fd) != 0 && errno != EINVAL { throw OutputFileError(path: folder, problem: .system(operation: "flush the folder", code: errno)) }
    }

    /// What stands at `path` when it is a device, FIFO or socket (not followed through a symlink,
    /// which the rename replaces); nil for a regular file, a symlink or nothing.
    static func specialNode(at path: String) -> String? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        switch info.st_mode & S_IFMT {
        case S_IFCHR, S_IFBLK: return "a device"
        case S_IFIFO, S_IFSOCK: return "a pipe or socket"
        default: return nil
        }
    }

    /// Whether `path` is a folder (through symlinks).
    static func isFolder(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
    }

    /// The folder part of `path` (`.` when there is none).
    public static func folder(of path: String) -> String {
        var bytes = Array(path.utf8)
        while bytes.count > 1, bytes.last == UInt8(ascii: "/") { bytes.removeLast() }
        guard let slash = bytes.lastIndex(of: UInt8(ascii: "/")) else { return "." }
        if slash == 0 { return "/" }
        return String(decoding: bytes[..<slash], as: UTF8.self)
    }
}
