import Basics

/// Writes a line to standard error (unbuffered, straight to descriptor 2), escaped and bounded:
/// error lines quote user data.
func printError(_ line: String) {
    StandardOutput.writeError(MessageText.line(line, limit: CLIError.lineLimit))
}

/// Writes `text` to standard output as is (no newline added), through the checked writer.
func writeOutput(_ text: String) {
    StandardOutput.write(text)
}

/// `print` for this module: the commands' output goes through `StandardOutput`, whose failures
/// (`> /dev/full`, a closed pipe) `main` reports with exit status 1 instead of losing the output.
func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
    // A loop, not `joined(separator:)`: the generic join's first use looks up metadata at run time,
    // a sizeable part of a whole `consentsim tc decode`.
    var text = ""
    for (index, item) in items.enumerated() {
        if index > 0 { text += separator }
        text += "\(item)"
    }
    StandardOutput.write(text + terminator)
}

/// All of standard input, or a file's bytes (bounded; pipes allowed), with errors naming the source.
enum InputBytes {
    static func read(_ source: String, limit: Int = InputFile.defaultLimit) throws -> [UInt8] {
        do {
            return try InputFile.bytes(source, kinds: .regularFilesAndStreams, limit: limit)
        } catch {
            throw CLIError(error.description)
        }
    }
}
