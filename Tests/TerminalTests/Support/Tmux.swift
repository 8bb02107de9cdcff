import ConsentsimTestSupport
import Foundation
import Screens
import Testing

/// The terminal tests drive `consentsim run` through the one tmux driver; these are their waits, which
/// record an issue naming what was awaited and the screen when the time runs out.
typealias TmuxSession = TmuxDriver

extension TmuxDriver {
    /// Starts `command` (run by tmux through the shell) in a `width` x `height` session.
    convenience init(width: Int, height: Int, command: String) throws {
        self.init(tmux: try TmuxDriver.tmuxPath())
        // A test waits for what a person would see; polling slower leaves the shared cores to the app.
        pollMicroseconds = 30_000
        try start(command: command, columns: width, rows: height)
    }

    /// Sends named keys (`Tab`, `BTab`, `Enter`, `Space`, `C-c`).
    func send(_ keys: String...) throws { try send(keys: keys) }

    /// Sends a list of named keys.
    func send(_ keys: [String]) throws { try send(keys: keys) }

    /// Sends raw bytes (mouse reports).
    func sendBytes(_ bytes: [UInt8]) throws { try send(bytes: bytes) }

    /// Resizes the window.
    func resize(width: Int, height: Int) throws { try send(.resize(columns: width, rows: height)) }

    /// Polls the screen until `condition` holds, up to `timeout`; returns the screen that satisfied it.
    @discardableResult
    func waitFor(
        _ description: String, timeout: Duration = .seconds(5), sourceLocation: SourceLocation = #_sourceLocation,
        _ condition: (String) -> Bool
    ) throws -> String {
        try poll(
            timeout: timeout, read: capture, sourceLocation: sourceLocation, failure: { "timed out waiting for \(description); screen:\n\($0)" },
            condition)
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
        try poll(read: { try self.value(format) }, sourceLocation: sourceLocation, failure: { "\(format) stayed \($0), expected \(expected)" }) {
            $0 == expected
        }
    }

    /// Polls `read` until `condition` holds, up to `timeout`; records `failure(last value)` and throws when it never does.
    @discardableResult
    private func poll(
        timeout: Duration = .seconds(5), read: @escaping () throws -> String, sourceLocation: SourceLocation,
        failure: (String) -> String, _ condition: (String) -> Bool
    ) throws -> String {
        let nanoseconds = UInt64(timeout.components.seconds) * 1_000_000_000 + UInt64(timeout.components.attoseconds / 1_000_000_000)
        let (screen, held) = try wait(timeoutNanoseconds: nanoseconds, read: read, until: condition)
        guard held else {
            Issue.record(Comment(rawValue: failure(screen)), sourceLocation: sourceLocation)
            throw TmuxTimeout()
        }
        return screen
    }

    /// The process id of the program the pane's shell started.
    func childPID() throws -> pid_t? {
        let shell = try value("#{pane_pid}")
        let children = (try? String(contentsOfFile: "/proc/\(shell)/task/\(shell)/children", encoding: .utf8)) ?? ""
        return children.split(separator: " ").first.flatMap { pid_t($0) }
    }

    /// The path of tmux, or an error saying to install it.
    static func tmuxPath() throws -> String {
        guard let path = ProcessSpawn.which("tmux") else { throw TmuxMissing() }
        return path
    }
}

/// A bounded wait ran out (already recorded as an issue).
struct TmuxTimeout: Error {}

/// tmux is not installed.
struct TmuxMissing: Error, CustomStringConvertible {
    var description: String { "tmux is required for the terminal end-to-end tests (apt-get install tmux)" }
}
