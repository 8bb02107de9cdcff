import ConsentsimTestSupport
import Scripting

/// The tests run programs with `Scripting.ProcessSpawn` (posix_spawn with a clean signal mask: tmux
/// and the app must see SIGTERM, SIGHUP and SIGWINCH, which test threads block).
enum Spawn {
    /// Runs `path arguments` with `environment` as a dictionary, and waits.
    static func run(_ path: String, _ arguments: [String], environment: [String: String]) throws -> ProcessSpawn.Result {
        try ProcessSpawn.run(path, arguments, environment: environment.map { "\($0.key)=\($0.value)" })
    }
}
