import Foundation
import Testing
import UI

/// A private tmux server with one detached session, for driving a program through a real terminal.
///
/// Each session gets its own socket (`-L`), so tests never touch the user's tmux or each other, and
/// `-f /dev/null` keeps user configuration out. Waits poll the screen (bounded) instead of sleeping.
final class TmuxSession {
    let socket: String
    private nonisolated(unsafe) static var counter = 0

    /// Starts `command` (run by tmux through the shell) in a `width` x `height` session.
    init(width: Int, height: Int, command: String) throws {
        TmuxSession.counter += 1
        socket = "consentsim-test-\(getpid())-\(TmuxSession.counter)"
        try run(["new-session", "-d", "-x", "\(width)", "-y", "\(height)", "-e", "LANG=C.UTF-8", command])
    }

    deinit { _ = try? run(["kill-server"]) }

    /// Runs a tmux command against this session's server and returns its standard output.
    @discardableResult
    func run(_ arguments: [String]) throws -> String {
        var environment = ProcessInfo.processInfo.environment
        environment["LANG"] = "C.UTF-8"
        environment.removeValue(forKey: "TMUX")
        // `swift test` exports NO_COLOR=1; panes inherit the server's environment, so tests set it explicitly.
        environment.removeValue(forKey: "NO_COLOR")
        return try Spawn.run(try TmuxSession.tmuxPath(), ["-L", socket, "-f", "/dev/null"] + arguments, environment: environment).output
    }

    /// The screen as text (trailing spaces trimmed by tmux).
    func capture() throws -> String { try run(["capture-pane", "-p"]) }

    /// The screen with SGR escape sequences for styles.
    func captureStyled() throws -> String { try run(["capture-pane", "-p", "-e"]) }

    /// Sends named keys (`Tab`, `BTab`, `Enter`, `Space`, `C-c`).
    func send(_ keys: String...) throws { try run(["send-keys"] + keys) }

    /// Sends a list of named keys.
    func send(_ keys: [String]) throws { try run(["send-keys"] + keys) }

    /// Sends raw bytes (mouse reports), in hex so tmux's parser cannot take a `;` for a separator.
    func sendBytes(_ bytes: [UInt8]) throws {
        try run(["send-keys", "-H"] + bytes.map { String($0, radix: 16) })
    }

    /// Resizes the window.
    func resize(width: Int, height: Int) throws { try run(["resize-window", "-x", "\(width)", "-y", "\(height)"]) }

    /// A tmux format value (`#{alternate_on}`, `#{pane_pid}`).
    func value(_ format: String) throws -> String {
        try run(["display-message", "-p", format]).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Polls the screen until `condition` holds, up to `timeout`; returns the screen that satisfied it.
    @discardableResult
    func waitFor(_ description: String, timeout: Duration = .seconds(5), sourceLocation: SourceLocation = #_sourceLocation,
                 _ condition: (String) -> Bool) throws -> String {
        let clock = ContinuousClock()
        let deadline = clock.now + timeout
        var screen = ""
        while clock.now < deadline {
            screen = try capture()
            if condition(screen) { return screen }
            usleep(30_000)
        }
        Issue.record("timed out waiting for \(description); screen:\n\(screen)", sourceLocation: sourceLocation)
        throw TmuxTimeout()
    }

    /// Waits until `text` is on screen.
    @discardableResult
    func waitFor(text: String, timeout: Duration = .seconds(5), sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        try waitFor("\"\(text)\"", timeout: timeout, sourceLocation: sourceLocation) { $0.contains(text) }
    }

    /// Waits until every one of `texts` is on screen in a frame whose box is drawn in full (`width`
    /// cells on every row, bottom edge present). A capture can catch ncurses half-way through a
    /// frame, so tests wait for everything they check rather than check after waiting for one thing.
    @discardableResult
    func waitForFrame(containing texts: String..., width: Int = 100, sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        try waitFor("\(texts) in a complete frame", sourceLocation: sourceLocation) { screen in
            let box = screen.split(separator: "\n").filter { $0.hasPrefix("┌") || $0.hasPrefix("│") || $0.hasPrefix("└") }
            return texts.allSatisfy { screen.contains($0) } && box.contains { $0.hasPrefix("└") }
                && box.allSatisfy { CellWidth.string($0) == width }
        }
    }

    /// Waits until every one of `texts` is on screen.
    @discardableResult
    func waitFor(all texts: String..., sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        try waitFor("\(texts)", sourceLocation: sourceLocation) { screen in texts.allSatisfy { screen.contains($0) } }
    }

    /// Polls a format value until it equals `expected`.
    func waitForValue(_ format: String, _ expected: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let clock = ContinuousClock()
        let deadline = clock.now + .seconds(5)
        var last = ""
        while clock.now < deadline {
            last = try value(format)
            if last == expected { return }
            usleep(30_000)
        }
        Issue.record("\(format) stayed \(last), expected \(expected)", sourceLocation: sourceLocation)
        throw TmuxTimeout()
    }

    /// The process id of the program the pane's shell started.
    func childPID() throws -> pid_t? {
        let shell = try value("#{pane_pid}")
        let children = (try? String(contentsOfFile: "/proc/\(shell)/task/\(shell)/children", encoding: .utf8)) ?? ""
        return children.split(separator: " ").first.flatMap { pid_t($0) }
    }

    /// The path of tmux, or an error saying to install it.
    static func tmuxPath() throws -> String {
        for directory in ["/usr/bin", "/usr/local/bin", "/bin", "/opt/homebrew/bin"] where FileManager.default.isExecutableFile(atPath: directory + "/tmux") {
            return directory + "/tmux"
        }
        throw TmuxMissing()
    }
}

/// A bounded wait ran out (already recorded as an issue).
struct TmuxTimeout: Error {}

/// tmux is not installed.
struct TmuxMissing: Error, CustomStringConvertible {
    var description: String { "tmux is required for the terminal end-to-end tests (apt-get install tmux)" }
}
