import Foundation

/// A failure the user caused (bad input, unreadable file): one line on stderr and a non-zero exit.
struct CLIError: Error {
    /// The line printed after `consentsim: `.
    var message: String
    /// The process exit status (1 for bad input).
    var exitCode: Int32 = 1

    init(_ message: String, exitCode: Int32 = 1) {
        self.message = message
        self.exitCode = exitCode
    }
}

/// Reading command input at the edge: a file path, or `-` / nothing for standard input.
enum InputSource {
    /// The whole text of `path` (or stdin for nil or `-`), with the name to use in messages.
    static func read(_ path: String?) throws -> (text: String, name: String) {
        let data: Data
        let name: String
        if path == nil || path == "-" {
            data = FileHandle.standardInput.readDataToEndOfFile()
            name = "<stdin>"
        } else if let path {
            guard let d = FileManager.default.contents(atPath: path) else {
                throw CLIError("\(path): cannot read file (missing or not readable)")
            }
            data = d
            name = path
        } else {
            preconditionFailure("unreachable")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw CLIError("\(name): not valid UTF-8 text")
        }
        return (text, name)
    }
}
