/// A failure the user caused (bad input, unreadable file): one line on stderr and a non-zero exit.
struct CLIError: Error, CustomStringConvertible {
    /// The line printed after `consentsim: `.
    var message: String
    /// The process exit status (1 for bad input).
    var exitCode: Int32 = 1

    /// The message, as `description`.
    var description: String { message }

    init(_ message: String, exitCode: Int32 = 1) {
        self.message = message
        self.exitCode = exitCode
    }
}

/// Reading command input at the edge: a file path, or `-` / nothing for standard input.
enum InputSource {
    /// The whole text of `path` (or stdin for nil or `-`), with the name to use in messages.
    static func read(_ path: String?) throws -> (text: String, name: String) {
        let source = path ?? "-"
        let name = source == "-" ? "<stdin>" : source
        let bytes = try InputBytes.read(source)
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw CLIError("\(name): not valid UTF-8 text")
        }
        return (text, name)
    }
}
