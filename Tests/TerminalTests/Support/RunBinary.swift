import Basics
import ConsentsimTestSupport
import Foundation

/// Locating and launching `consentsim run` under tmux.
enum RunBinary {
    /// The `consentsim` executable built next to the test bundle (or named by `CONSENTSIM_BINARY`).
    static var path: String {
        if let explicit = ProcessInfo.processInfo.environment["CONSENTSIM_BINARY"] { return explicit }
        let bundle = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        return bundle.deletingLastPathComponent().appendingPathComponent("consentsim").path
    }

    /// A shell command running `consentsim run arguments` with `environment`, then reporting its exit
    /// status and the terminal modes it left behind, and keeping the pane open for inspection.
    static func command(_ arguments: [String] = [], environment: [String: String] = [:], prefix: String = "") -> String {
        let assignments = environment.sorted { $0.key < $1.key }.map { "\($0.key)=\(shellQuoted($0.value))" }
        let run = (assignments + [prefix, shellQuoted(path), "run"] + arguments.map(shellQuoted)).filter { !$0.isEmpty }
            .joined(separator: " ")
        let modes = "stty -a | tr ' ;' '\\n\\n' | grep -x -e echo -e -echo -e icanon -e -icanon | tr '\\n' ' '"
        return "\(run); echo EXITED:$?; echo TTY: $(\(modes)); sleep 120"
    }

    /// `text` as one word for sh.
    static func shellQuoted(_ text: String) -> String { ShellQuote.quote(text) }

    /// The exit status printed by `command`, if the program has ended.
    static func exitStatus(in screen: String) -> Int? {
        guard let line = screen.split(separator: "\n").first(where: { $0.hasPrefix("EXITED:") }) else { return nil }
        return Int(line.dropFirst("EXITED:".count))
    }

    /// The terminal modes printed by `command` (`["icanon", "echo"]` when restored).
    static func ttyModes(in screen: String) -> [String]? {
        guard let line = screen.split(separator: "\n").first(where: { $0.hasPrefix("TTY:") }) else { return nil }
        return line.dropFirst("TTY:".count).split(separator: " ").map(String.init)
    }
}

/// A scratch directory for one test's store and trace.
final class ScratchDirectory {
    let path: String

    init() throws {
        path = NSTemporaryDirectory() + "consentsim-e2e-\(getpid())-\(UInt64.random(in: 0...UInt64.max))"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    /// A path inside.
    func file(_ name: String) -> String { path + "/" + name }
}
