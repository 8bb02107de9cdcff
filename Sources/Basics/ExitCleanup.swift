import Synchronization

/// The one owner of what this process leaves outside itself: scratch folders (a PNG rasteriser's
/// pictures and browser profile) and child process groups (the headless browser and its helpers).
/// Each is removed by whoever made it when done, and whatever is still registered goes on every
/// other way out: at `exit` (a normal end, an error, a session cut off by its time limit while its
/// thread still holds a browser) and on SIGINT, SIGTERM or SIGHUP, after which the process ends by
/// the same signal, as it would have without the cleanup.
///
/// A signal only writes its number to a pipe (the one thing a handler may safely do); a thread
/// waiting on that pipe does the cleanup. Registering happens under the same lock as the cleanup,
/// and a folder or child is made inside it, so none is made unseen between its creation and its
/// registration. SIGKILL cannot be caught: a browser then sees its pipe close and exits by itself.
package enum ExitCleanup {
    private struct State {
        var folders: Set<String> = []
        /// Child process groups, each by its leader's pid.
        var groups: Set<pid_t> = []
        var installed = false
        /// Set once the process is ending: nothing new is made.
        var ending = false
    }

    private static let state = Mutex(State())
    /// The signals that end the process after the cleanup.
    package static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP]
    /// The pipe a signal handler writes its number to: read end, write end.
    nonisolated(unsafe) private static var signalPipe: (Int32, Int32) = (-1, -1)

    /// Why a scratch folder or a child could not be made.
    package struct Failure: Error, CustomStringConvertible {
        /// One line.
        package var description: String
    }

    // MARK: - Scratch folders

    /// A new private folder (mode 0700) `<prefix>-XXXXXX` under `TMPDIR` (an absolute one, else
    /// `/tmp`), removed at exit or on a signal unless `removeScratchFolder` removed it before.
    package static func makeScratchFolder(prefix: String) throws(Failure) -> String {
        let base = temporaryFolder()
        let result: Result<String, Failure> = state.withLock { state in
            guard !state.ending else { return .failure(Failure(description: "the process is ending")) }
            var template = Array(((base.hasSuffix("/") ? base : base + "/") + prefix + "-XXXXXX").utf8CString)
            let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) != nil }
            guard made else {
                return .failure(Failure(description: "cannot create a scratch folder in \(base): \(SystemCall.reason(errno))"))
            }
            let path = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            state.folders.insert(path)
            installIfNeeded(&state)
            return .success(path)
        }
        return try result.get()
    }

    /// Writes a new file `path` in a scratch folder, under the lock the cleanup takes: a file written
    /// as a signal's cleanup removes the folder would bring the folder back (a path's missing folders
    /// are created) and outlive the process. Fails once the process is ending, and when the folder
    /// is gone; never follows a link nor replaces a file.
    package static func writeScratchFile(_ text: String, to path: String) throws(Failure) {
        let problem: String? = state.withLock { state in
            guard !state.ending else { return "the process is ending" }
            let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
            guard fd >= 0 else { return SystemCall.reason(errno) }
            defer { close(fd) }
            return SystemCall.writeAll(fd, Array(text.utf8)).map { SystemCall.reason($0) }
        }
        if let problem { throw Failure(description: "cannot write \(MessageText.line(path)): \(problem)") }
    }

    /// Removes a folder `makeScratchFolder` made, with everything in it.
    package static func removeScratchFolder(_ path: String) {
        state.withLock { state in
            guard state.folders.remove(path) != nil else { return }
            removeTree(path)
        }
    }

    /// The folder scratch files go in: `TMPDIR` when it is absolute, else `/tmp`.
    package static func temporaryFolder() -> String {
        guard let value = getenv("TMPDIR") else { return "/tmp" }
        let text = String(cString: value)
        return text.hasPrefix("/") ? text : "/tmp"
    }

    // MARK: - Child processes

    /// Runs `spawn`, which starts a child as the leader of its own process group and returns its pid
    /// (nil when it could not), and owns that group from then on: it is killed at exit or on a
    /// signal unless `stop` ended it before.
    package static func adopting(_ spawn: () -> pid_t?) -> pid_t? {
        state.withLock { state in
            guard !state.ending, let pid = spawn() else { return nil }
            state.groups.insert(pid)
            installIfNeeded(&state)
            return pid
        }
    }

    /// Ends the child `pid` started by `adopting`, whose input the caller has just closed: it gets
    /// `grace` to exit by itself (a browser does when its pipe closes), then its whole process group
    /// is killed (helpers that outlive it too) and it is reaped.
    package static func stop(_ pid: pid_t, grace: Duration) {
        let deadline = ContinuousClock.now + grace
        // Watched without reaping (WNOWAIT): until it is reaped, its pid and group id cannot be
        // taken by another process, so the kill below reaches only its own helpers.
        while ContinuousClock.now < deadline {
            var info = siginfo_t()
            let result = waitid(P_PID, id_t(pid), &info, WEXITED | WNOHANG | WNOWAIT)
            if result < 0 && errno == EINTR { continue }
            if result < 0 || info.si_signo == SIGCHLD { break }
            usleep(5_000)
        }
        state.withLock { state in
            state.groups.remove(pid)
            kill(-pid, SIGKILL)
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    }

    // MARK: - The way out

    /// Removes everything still registered and refuses new registrations; what `exit` and the
    /// signal thread run. Idempotent.
    package static func cleanUpNow() {
        state.withLock { state in
            state.ending = true
            clean(&state)
        }
    }

    private static func clean(_ state: inout State) {
        // The children first: a browser still running could write into its profile as it is removed.
        for group in state.groups { kill(-group, SIGKILL) }
        for group in state.groups {
            var status: Int32 = 0
            while waitpid(group, &status, 0) < 0 && errno == EINTR {}
        }
        state.groups.removeAll()
        for folder in state.folders { removeTree(folder) }
        state.folders.removeAll()
    }

    /// Sets up, once, the exit hook, the signal handlers and the thread that serves them.
    private static func installIfNeeded(_ state: inout State) {
        guard !state.installed else { return }
        state.installed = true
        atexit { ExitCleanup.cleanUpNow() }
        var fds: [Int32] = [-1, -1]
        guard pipe(&fds) == 0 else { return }
        for fd in fds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        signalPipe = (fds[0], fds[1])
        let started = Threads.detach { serveSignals(reading: fds[0]) }
        guard started else { return }
        for number in signals {
            var action = sigaction()
            #if canImport(Darwin)
                action.__sigaction_u.__sa_handler = ExitCleanup.handler
            #else
                action.__sigaction_handler.sa_handler = ExitCleanup.handler
            #endif
            sigemptyset(&action.sa_mask)
            action.sa_flags = SA_RESTART
            _ = sigaction(number, &action, nil)
        }
    }

    /// The signal handler: async-signal-safe, it only writes the signal's number to the pipe.
    private static let handler: @convention(c) (Int32) -> Void = { number in
        var byte = UInt8(truncatingIfNeeded: number)
        let saved = errno
        _ = SystemCall.write(ExitCleanup.signalPipe.1, &byte, 1)
        errno = saved
    }

    /// Waits for a signal's number, cleans up, and ends the process by that signal.
    private static func serveSignals(reading fd: Int32) {
        var byte: UInt8 = 0
        while true {
            let count = SystemCall.read(fd, &byte, 1)
            if count < 0 && errno == EINTR { continue }
            guard count == 1 else { return }
            // Held until the process is gone: nothing is registered after the cleanup.
            state.withLock { state in
                state.ending = true
                clean(&state)
                let number = Int32(byte)
                signal(number, SIG_DFL)
                var unblocked = sigset_t()
                sigemptyset(&unblocked)
                sigaddset(&unblocked, number)
                pthread_sigmask(SIG_UNBLOCK, &unblocked, nil)
                kill(getpid(), number)
                // The signal is delivered to some thread and ends the process; this thread waits for that.
                while true { pause() }
            }
        }
    }

    // MARK: - Removing a tree

    /// Removes `path` and everything under it, following no symbolic link (a browser profile has
    /// them, pointing outside), to a bounded depth.
    static func removeTree(_ path: String) {
        let folder = open(path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        if folder >= 0 { emptyFolder(folder, depth: 0) }
        rmdir(path)
    }

    /// Deletes everything in the open folder `fd` (closed on return).
    private static func emptyFolder(_ fd: Int32, depth: Int) {
        guard let stream = fdopendir(fd) else {
            close(fd)
            return
        }
        defer { closedir(stream) }
        // Names as the bytes they are: one that is not UTF-8 must still be removed.
        var names: [[CChar]] = []
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in raw.prefix { $0 != 0 }.map { CChar(bitPattern: $0) } }
            if name != [0x2E] && name != [0x2E, 0x2E] { names.append(name + [0]) }
        }
        for name in names where unlinkat(fd, name, 0) != 0 {
            // A folder (EISDIR on Linux, EPERM elsewhere): empty it, then remove it.
            guard depth < 64 else { continue }
            let child = openat(fd, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            if child >= 0 { emptyFolder(child, depth: depth + 1) }
            unlinkat(fd, name, AT_REMOVEDIR)
        }
    }
}
