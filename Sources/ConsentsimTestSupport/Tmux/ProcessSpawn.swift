import Basics

/// Runs a program to completion with `posix_spawn`, a clean signal mask and default dispositions.
///
/// Foundation's `Process` passes on the caller's blocked signals (test threads block most), so tmux
/// and what it starts would never see SIGTERM or SIGWINCH; this does not.
package enum ProcessSpawn {
    /// The exit status (128 + signal when killed) and standard output.
    package struct Result: Sendable {
        /// The exit status.
        package var status: Int32
        /// Standard output.
        package var output: String
        /// Standard error.
        package var errors: String
    }

    /// Why the program could not be run.
    package struct Failure: Error, CustomStringConvertible {
        /// The program.
        package var path: String
        /// The error number.
        package var code: Int32
        /// `could not run <path>: <reason>`.
        package var description: String { "could not run \(path): \(String(cString: strerror(code)))" }
    }

    /// Runs `path arguments` with `environment` (`KEY=value`) and `input` on stdin (none: /dev/null), and waits.
    package static func run(_ path: String, _ arguments: [String], environment: [String], input: String? = nil) throws(Failure) -> Result {
        try start(path, arguments, environment: environment, input: input).wait()
    }

    /// A program started by `start`, running until `wait` reaps it.
    package final class Running {
        /// Its process id.
        package let pid: pid_t
        private let path: String
        private let files: [(descriptor: Int32, path: String)]
        private var reaped = false

        fileprivate init(pid: pid_t, path: String, files: [(descriptor: Int32, path: String)]) {
            self.pid = pid
            self.path = path
            self.files = files
        }

        deinit {
            if !reaped {
                kill(pid, SIGKILL)
                var status: Int32 = 0
                while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
            }
            for file in files {
                close(file.descriptor)
                unlink(file.path)
            }
        }

        /// Sends it `signal`.
        package func send(_ signal: Int32) { kill(pid, signal) }

        /// Whether it has ended (it stays to be reaped by `wait`).
        package var hasEnded: Bool {
            var info = siginfo_t()
            while true {
                let result = waitid(P_PID, id_t(pid), &info, WEXITED | WNOHANG | WNOWAIT)
                if result < 0 && errno == EINTR { continue }
                return result < 0 || info.si_signo == SIGCHLD
            }
        }

        /// Waits for it to end: its status (128 + signal when a signal ended it) and what it printed.
        package func wait() throws(Failure) -> Result {
            var status: Int32 = 0
            while waitpid(pid, &status, 0) < 0 {
                guard errno == EINTR else { throw Failure(path: path, code: errno) }
            }
            reaped = true
            let exit = status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
            // Lossy: a test reads what a program printed, valid UTF-8 or not.
            return Result(
                status: exit, output: String(decoding: (try? readBytes(files[0].path)) ?? [], as: UTF8.self),
                errors: String(decoding: (try? readBytes(files[1].path)) ?? [], as: UTF8.self))
        }
    }

    /// Starts `path arguments` with `environment` (`KEY=value`) and `input` on stdin (none:
    /// /dev/null), with a clean signal mask and the default disposition of every signal a test sends.
    package static func start(_ path: String, _ arguments: [String], environment: [String], input: String? = nil) throws(Failure) -> Running {
        expectSlowTestTag(running: path)
        let (outFD, outPath) = temporaryFile()
        let (errFD, errPath) = temporaryFile()
        let (inFD, inPath) = temporaryFile()
        let files = [(outFD, outPath), (errFD, errPath), (inFD, inPath)]
        func release() {
            for (descriptor, path) in files {
                close(descriptor)
                unlink(path)
            }
        }
        if let input {
            let bytes = Array(input.utf8)
            var written = 0
            while written < bytes.count {
                let n = bytes[written...].withUnsafeBytes { write(inFD, $0.baseAddress, $0.count) }
                guard n > 0 || errno == EINTR else {
                    let code = errno
                    release()
                    throw Failure(path: inPath, code: code)
                }
                written += max(0, n)
            }
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, input == nil ? "/dev/null" : inPath, O_RDONLY, 0)
        // Files, not pipes: a tmux server forked by the client keeps these descriptors open for good.
        posix_spawn_file_actions_adddup2(&actions, outFD, 1)
        posix_spawn_file_actions_adddup2(&actions, errFD, 2)
        // Only 0-2: a descriptor another test thread has open for writing (a binary being copied)
        // would otherwise live on in a long-lived child and make executing that file fail (ETXTBSY).
        SpawnActions.closeAll(from: 3, in: &actions)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t()
        sigemptyset(&none)
        posix_spawnattr_setsigmask(&attributes, &none)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGHUP, SIGINT, SIGQUIT, SIGTERM, SIGPIPE, SIGCHLD, SIGWINCH, SIGTSTP, SIGTTIN, SIGTTOU] { sigaddset(&defaults, signal) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup($0) } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, path, &actions, &attributes, argv, envp)
        guard spawned == 0 else {
            release()
            throw Failure(path: path, code: spawned)
        }
        return Running(pid: pid, path: path, files: files.map { (descriptor: $0.0, path: $0.1) })
    }

    /// A new empty file under /tmp, open for writing, and its path.
    static func temporaryFile() -> (Int32, String) {
        var template = Array("/tmp/consentsim-spawn-XXXXXX".utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        let path = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return (fd, path)
    }

    /// The process's environment as `KEY=value` lines, without `names`.
    package static func environment(removing names: Set<String>) -> [String] {
        var out: [String] = []
        var p = environ
        while let entry = p.pointee {
            let line = String(cString: entry)
            let name = line.split(separator: "=", maxSplits: 1).first.map(String.init) ?? line
            if !names.contains(name) { out.append(line) }
            p += 1
        }
        return out
    }

    /// The first executable named `name` in the usual directories, or nil.
    package static func which(_ name: String) -> String? {
        for directory in ["/usr/bin", "/usr/local/bin", "/bin", "/opt/homebrew/bin"] where access(directory + "/" + name, X_OK) == 0 {
            return directory + "/" + name
        }
        return nil
    }
}
