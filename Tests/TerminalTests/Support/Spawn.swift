import Foundation

/// Runs a program and waits for it, without Foundation's `Process`.
///
/// `Process` inherits the calling thread's signal mask (test threads block most signals, so tmux and
/// everything it starts would never see SIGTERM, SIGHUP or SIGWINCH), and it learns about exits
/// through SIGCHLD. `posix_spawn` with an empty mask and default dispositions plus `waitpid` avoids
/// both problems.
enum Spawn {
    /// The exit status (or 128 + signal) and standard output and error of `path arguments`.
    struct Result {
        var status: Int32
        var output: String
        var errors: String
    }

    /// Runs `path` with `arguments` and `environment`, standard input from /dev/null.
    static func run(_ path: String, _ arguments: [String], environment: [String: String]) throws -> Result {
        let directory = FileManager.default.temporaryDirectory.path
        let stem = "\(directory)/consentsim-spawn-\(getpid())-\(UInt64.random(in: 0...UInt64.max))"
        let outputPath = stem + ".out", errorPath = stem + ".err"
        defer {
            unlink(outputPath)
            unlink(errorPath)
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        // Files, not pipes: a tmux server forked by the client keeps these descriptors open for good.
        posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, errorPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)

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
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, path, &actions, &attributes, argv, envp)
        guard spawned == 0 else { throw SpawnError(path: path, code: spawned) }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            guard errno == EINTR else { throw SpawnError(path: path, code: errno) }
        }
        let exitStatus = status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        let output = FileManager.default.contents(atPath: outputPath) ?? Data()
        let errors = FileManager.default.contents(atPath: errorPath) ?? Data()
        return Result(status: exitStatus, output: String(decoding: output, as: UTF8.self), errors: String(decoding: errors, as: UTF8.self))
    }
}

/// `posix_spawn` or `waitpid` failed.
struct SpawnError: Error, CustomStringConvertible {
    var path: String
    var code: Int32
    var description: String { "could not run \(path): error \(code)" }
}
