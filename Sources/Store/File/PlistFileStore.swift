import Basics

/// A domain persisted as an XML property list file, crash-safe and safe for concurrent processes.
///
/// - Atomic writes through the one output path (`OutputFile`): the new content goes to a temporary
///   file created exclusively under an unpredictable name in the same directory (never through a
///   link planted there), is flushed (`.fsync`), renamed over `<path>`, and the directory is
///   flushed. A reader or a process killed at any instant sees the old file or the new one, never a
///   mix; the temporary file a killed writer leaves is removed by the next write.
/// - Locking: every write holds an exclusive `flock` on `<path>.lock` for the whole
///   read-modify-write, waiting at most `lockWait` for another holder (then it fails naming the
///   holder). `load` takes no lock: the rename makes each file version complete.
/// - Corrupt or foreign files are never overwritten silently: `load` and `update` report them
///   (naming the file and line:column) and leave them in place; `replace` and `reset`, which do not
///   need the old content, first keep it as `<path>.corrupt-<UTC time>` (a hard link to the very
///   same bytes, or a rename where links are unsupported) and say so in their result.
/// - A missing file is an empty domain; directories are created on first write.
public struct PlistFileStore: DeviceStore {
    /// Whether writes wait for the disk: `.fsync` survives power loss, `.none` only crashes of the
    /// process (much faster, for headless runs).
    public typealias Durability = OutputFile.Durability

    /// How long a write waits for another process's lock by default: a write holds it for about a
    /// millisecond (a few with fsync), so this long means the holder is stuck or kept it on purpose.
    public static let defaultLockWait: Double = 5

    /// The plist file.
    public let path: String
    /// Whether writes are flushed to disk.
    public let durability: Durability
    /// How long a write waits for the lock, in seconds, before it fails.
    public let lockWait: Double

    /// A store at `path`; nothing is touched until the first operation.
    public init(path: String, durability: Durability = .fsync, lockWait: Double = PlistFileStore.defaultLockWait) {
        self.path = path
        self.durability = durability
        self.lockWait = lockWait
    }

    /// The file written: `path` with symlinks followed, so a symlinked store is updated in place
    /// (the link stays a link) and every name for one file takes the same lock.
    public var targetPath: String { POSIXFile.resolvingSymlinks(path) }
    /// The lock file serialising writers (next to the target).
    public var lockPath: String { targetPath + ".lock" }
    private var directory: String { OutputFile.folder(of: targetPath) }

    /// The current domain; empty when the file does not exist. Never moves or changes the file.
    public func load() throws(StoreFileError) -> StoreDomain {
        try loadIfPresent() ?? StoreDomain()
    }

    /// The current domain, or nil when the file does not exist (nothing was ever saved there).
    public func loadIfPresent() throws(StoreFileError) -> StoreDomain? {
        switch try readCurrent() {
        case .missing: return nil
        case .readable(let domain): return domain
        case .unreadable(let error): throw error
        }
    }

    /// Read-modify-write under the lock. An unreadable file makes this throw before `body` runs and
    /// stays byte-identical (run `reset` to move it aside); an unchanged domain is not rewritten.
    @discardableResult
    public func update(_ body: (inout StoreDomain) throws -> Void) throws -> StoreDiff {
        let lock = try lockForWriting()
        defer { lock.release() }
        let old: StoreDomain
        switch try readCurrent() {
        case .missing: old = StoreDomain()
        case .readable(let domain): old = domain
        case .unreadable(let error): throw error
        }
        var domain = old
        try body(&domain)
        let diff = domain.diff(from: old)
        if !diff.isEmpty { try write(domain) }
        return diff
    }

    /// Replaces the whole domain, keeping an unreadable previous file aside.
    @discardableResult
    public func replace(with domain: StoreDomain) throws(StoreFileError) -> StoreWriteResult {
        let bytes = try encode(domain)
        let lock = try lockForWriting()
        defer { lock.release() }
        var old = StoreDomain()
        var movedTo: String?
        switch try readCurrent() {
        case .missing: break
        case .readable(let domain): old = domain
        case .unreadable: movedTo = try keepAside()
        }
        try write(bytes: bytes)
        return StoreWriteResult(diff: domain.diff(from: old), corruptFileMovedTo: movedTo)
    }

    /// Empties the domain, keeping an unreadable previous file aside.
    @discardableResult
    public func reset() throws(StoreFileError) -> StoreWriteResult {
        try replace(with: StoreDomain())
    }

    // MARK: Internals

    private enum Current {
        case missing
        case readable(StoreDomain)
        case unreadable(StoreFileError)
    }

    /// Checks the store can be written, creates its folder and takes the lock; the temporary files
    /// of writers killed mid-write are removed under it (no other writer can be using them).
    private func lockForWriting() throws(StoreFileError) -> FileLock {
        try checkWritable()
        do { try OutputFile.createFolders(directory) } catch { throw .output(error) }
        let lock = try FileLock.acquire(lockPath, waiting: lockWait, for: path)
        for leftover in OutputFile.leftoverTemporaryFiles(of: targetPath) { unlink(leftover) }
        return lock
    }

    private func readCurrent() throws(StoreFileError) -> Current {
        guard let bytes = try POSIXFile.read(path) else { return .missing }
        do {
            return .readable(try PropertyListXML.decode(bytes))
        } catch {
            return .unreadable(.unreadable(path: path, error))
        }
    }

    private func encode(_ domain: StoreDomain) throws(StoreFileError) -> [UInt8] {
        do {
            return Array(try PropertyListXML.encode(domain).utf8)
        } catch {
            throw .unencodable(path: path, error)
        }
    }

    private func write(_ domain: StoreDomain) throws(StoreFileError) {
        try write(bytes: try encode(domain))
    }

    /// Refuses before anything is locked or written when the store file is read-only: a file
    /// without its owner's write bit (even for root, who `access` would let through) or one this
    /// user may not write. A missing file is writable if its folder will be.
    public func checkWritable() throws(StoreFileError) {
        let target = targetPath
        // A folder (`--store .`, `..`, `/`), a device or a FIFO gets the message reading it gives,
        // before a lock file appears beside it (`/dev/zero.lock`, `...lock`).
        var info = stat()
        guard stat(target, &info) == 0 else { return }
        if info.st_mode & S_IFMT != S_IFREG { _ = try POSIXFile.read(target) }
        let mode = info.st_mode & 0o7777
        if mode & 0o200 == 0 {
            throw .readOnly(path: path, reason: "mode " + String(mode, radix: 8) + "; chmod u+w to allow writes")
        }
        if access(target, W_OK) != 0 {
            throw .readOnly(path: path, reason: "no write permission for this user")
        }
    }

    /// The new version through the one output path (exclusive temporary file with the old file's
    /// mode and owner, optional fsync, rename, optional folder fsync). Caller holds the lock.
    private func write(bytes: [UInt8]) throws(StoreFileError) {
        do {
            try OutputFile.write(bytes, to: targetPath, durability: durability)
        } catch {
            throw .output(error)
        }
    }

    /// Keeps the current (unreadable) file as `<path>.corrupt-<UTC time>[-n]`. Caller holds the lock.
    private func keepAside() throws(StoreFileError) -> String {
        let stamp = StoreDate(secondsSince1970: Int64(time(nil))).iso8601.filter { $0 != "-" && $0 != ":" }
        let target = targetPath
        var n = 1
        while true {
            let candidate = target + ".corrupt-" + stamp + (n == 1 ? "" : "-\(n)")
            // A hard link keeps the exact bytes without a moment where `path` is missing; `link`
            // also refuses to overwrite an earlier aside copy.
            if link(target, candidate) == 0 { return candidate }
            switch errno {
            case EEXIST:
                n += 1
            case EPERM, EXDEV, EMLINK, ENOTSUP, EOPNOTSUPP:
                if POSIXFile.exists(candidate) {
                    n += 1
                    continue
                }
                guard rename(target, candidate) == 0 else {
                    throw .system(path: path, operation: "move the unreadable file aside", code: errno)
                }
                return candidate
            default:
                throw .system(path: path, operation: "keep the unreadable file aside", code: errno)
            }
        }
    }
}
