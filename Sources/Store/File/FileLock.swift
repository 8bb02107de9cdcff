import Basics

/// An exclusive `flock` on a lock file, held from `acquire` until `release`.
///
/// `flock` locks belong to the open file description, so two opens of the lock file exclude each
/// other whether they come from two processes or two threads of one process. The lock file is
/// never deleted: deleting it would let a waiter lock an orphaned inode while a newcomer locks a
/// fresh one. A waiter gives up after a bounded time and names the process holding the lock, so a
/// stuck writer (or `flock store.plist.lock sleep 1000`) is reported instead of hanging everyone.
struct FileLock {
    private let fd: Int32

    /// Takes the exclusive lock on `path` (created if needed), waiting at most `seconds`; a lock held
    /// longer is reported as the store `store`'s.
    static func acquire(_ path: String, waiting seconds: Double, for store: String) throws(StoreFileError) -> FileLock {
        var fd: Int32
        repeat { fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o644) } while fd < 0 && errno == EINTR
        guard fd >= 0 else { throw .system(path: path, operation: "open the lock file", code: errno) }
        var clock = timespec()
        clock_gettime(CLOCK_MONOTONIC, &clock)
        let start = Double(clock.tv_sec) + Double(clock.tv_nsec) / 1e9
        // Short naps first (a writer holds the lock for one write, about a millisecond), up to 50 ms.
        var nap: UInt32 = 1_000
        while flock(fd, LOCK_EX | LOCK_NB) != 0 {
            let code = errno
            guard code == EWOULDBLOCK || code == EINTR else {
                close(fd)
                throw .system(path: path, operation: "lock", code: code)
            }
            clock_gettime(CLOCK_MONOTONIC, &clock)
            if Double(clock.tv_sec) + Double(clock.tv_nsec) / 1e9 - start >= seconds {
                let holder = holder(of: fd)
                close(fd)
                throw .locked(path: store, holder: holder, seconds: seconds)
            }
            usleep(nap)
            nap = min(nap * 2, 50_000)
        }
        return FileLock(fd: fd)
    }

    /// Releases the lock (closing the descriptor drops it).
    func release() { close(fd) }

    /// Who holds the `flock` on the file open at `fd`: `pid 1234 (consentsim run …)` from Linux's
    /// /proc/locks, or nil where the system does not say.
    private static func holder(of fd: Int32) -> String? {
        var info = stat()
        guard fstat(fd, &info) == 0, let text = try? InputFile.text("/proc/locks", kinds: .regularFilesAndStreams, limit: 4 << 20) else { return nil }
        // The kernel's encoding of dev_t (major 12 bits + 20, minor 8 + 24), as /proc/locks prints it.
        let dev = UInt64(info.st_dev)
        let major = ((dev >> 8) & 0xFFF) | ((dev >> 32) & ~UInt64(0xFFF))
        let minor = (dev & 0xFF) | ((dev >> 12) & ~UInt64(0xFF))
        let identity = String(major, radix: 16).leftPadded(2) + ":" + String(minor, radix: 16).leftPadded(2) + ":" + String(info.st_ino)
        // `1: FLOCK  ADVISORY  WRITE 1234 08:01:567 0 EOF`; waiters' lines have `->` after the number.
        for line in text.split(separator: "\n") {
            let fields = line.split(separator: " ")
            guard fields.count >= 6, fields[1] == "FLOCK", fields[5] == identity, let pid = Int32(fields[4]) else { continue }
            // The whole command line (up to Linux's 2 MiB argument limit): a long one read only in part
            // would be refused by the bounded reader, and the holder shown without its command.
            let command =
                (try? InputFile.bytes("/proc/\(pid)/cmdline", kinds: .regularFilesAndStreams, limit: 2 << 20))
                .map { bytes in String(decoding: Array(bytes.split(separator: 0).joined(separator: [0x20])), as: UTF8.self) } ?? ""
            return "pid \(pid)" + (command.isEmpty ? "" : " (" + MessageText.line(command, limit: 80) + ")")
        }
        return nil
    }
}

extension String {
    fileprivate func leftPadded(_ width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
