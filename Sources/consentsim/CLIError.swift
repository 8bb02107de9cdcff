import Basics

/// A failure the user caused (bad input, unreadable file): one line on stderr and a non-zero exit.
///
/// The exit-status policy of every command: 0 success, 1 bad input or failed checks, 2 usage error.
struct CLIError: Error, CustomStringConvertible {
    /// The line printed after `consentsim: ` (escaped and capped when printed: it may quote user data).
    var message: String
    /// The process exit status (1 for bad input).
    var exitCode: Int32 = 1

    /// The message, as `description`.
    var description: String { message }

    init(_ message: String, exitCode: Int32 = 1) {
        self.message = message
        self.exitCode = exitCode
    }

    /// The cap on a printed error line: room for a path, a location and a quoted excerpt.
    static let lineLimit = 500

    /// `consentsim: message`, one escaped line of at most `lineLimit` characters; a usage error (exit
    /// status 2) says `Error: message`, as ArgumentParser's usage errors do.
    var printedLine: String { (exitCode == 2 ? "Error: " : "consentsim: ") + MessageText.line(message, limit: CLIError.lineLimit) }
}

/// Reading command input at the edge: a file path, or `-` / nothing for standard input.
enum InputSource {
    /// The whole text of `path` (or stdin for nil or `-`), with the name to use in messages.
    static func read(_ path: String?) throws -> (text: String, name: String) {
        let source = path ?? "-"
        do {
            return (try InputFile.text(source, kinds: .regularFilesAndStreams), InputFile.displayName(source))
        } catch {
            throw CLIError(error.description)
        }
    }
}
