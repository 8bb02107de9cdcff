// The C library, once: every target that needs POSIX calls imports Basics instead of repeating the
// Glibc / Musl / Darwin choice.
#if canImport(Glibc)
    @_exported import Glibc
#elseif canImport(Musl)
    @_exported import Musl
#elseif canImport(Darwin)
    @_exported import Darwin
#endif

/// Thin, unambiguous names for system calls whose Swift names other methods shadow.
public enum SystemCall {
    /// `read(2)`.
    public static func read(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
        #if canImport(Darwin)
            Darwin.read(fd, buffer, count)
        #elseif canImport(Musl)
            Musl.read(fd, buffer, count)
        #else
            Glibc.read(fd, buffer, count)
        #endif
    }

    /// `write(2)`.
    public static func write(_ fd: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
        #if canImport(Darwin)
            Darwin.write(fd, buffer, count)
        #elseif canImport(Musl)
            Musl.write(fd, buffer, count)
        #else
            Glibc.write(fd, buffer, count)
        #endif
    }

    /// The C library's text for `code` ("No such file or directory"); for EMFILE, also the limit
    /// that was reached and how to raise it, so descriptor exhaustion reads as what it is.
    public static func reason(_ code: Int32) -> String {
        let text = String(cString: strerror(code))
        guard code == EMFILE else { return text }
        var limit = rlimit()
        #if canImport(Glibc)
            let known = getrlimit(__rlimit_resource_t(RLIMIT_NOFILE.rawValue), &limit) == 0
        #else
            let known = getrlimit(RLIMIT_NOFILE, &limit) == 0
        #endif
        guard known else { return text + " (raise the limit with ulimit -n)" }
        return text + " (the limit is \(limit.rlim_cur) open files; raise it with ulimit -n)"
    }

    /// Writes all of `bytes` to `fd`, retrying on EINTR; returns the errno of a failure, or nil.
    ///
    /// With a `stallLimit`, a reader that takes nothing for that long (a FIFO or pipe whose reader
    /// stopped) fails the write with ETIMEDOUT instead of blocking for ever: each piece is written
    /// only once `poll` says the descriptor takes more, and a piece is at most PIPE_BUF bytes, which
    /// a pipe that polls writable takes without blocking. Regular files always poll writable.
    public static func writeAll(_ fd: Int32, _ bytes: [UInt8], stallLimit: Duration? = nil) -> Int32? {
        var stallLimit = stallLimit
        if stallLimit != nil {
            var status = stat()
            if fstat(fd, &status) == 0 && status.st_mode & S_IFMT == S_IFREG { stallLimit = nil }
        }
        var offset = 0
        while offset < bytes.count {
            var piece = bytes.count - offset
            if let stallLimit {
                var poller = pollfd(fd: fd, events: Int16(POLLOUT), revents: 0)
                let milliseconds = stallLimit.components.seconds * 1000 + stallLimit.components.attoseconds / 1_000_000_000_000_000
                let ready = poll(&poller, 1, Int32(clamping: max(milliseconds, 1)))
                if ready < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                if ready == 0 { return ETIMEDOUT }
                piece = min(piece, Int(PIPE_BUF))
            }
            let n = bytes.withUnsafeBytes { write(fd, $0.baseAddress! + offset, piece) }
            if n < 0 {
                if errno == EINTR { continue }
                return errno
            }
            if n == 0 { return EIO }
            offset += n
        }
        return nil
    }
}
