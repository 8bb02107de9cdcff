import Basics

/// Command-line arguments must be UTF-8 text.
///
/// `CommandLine.arguments` replaces each invalid byte with U+FFFD, so such an argument silently named
/// something else: `play --cast` wrote a file of another name, `store set` stored other text, and a
/// path to an existing file was "no such file". Refusing it names the problem instead.
enum ArgumentText {
    /// Throws a usage error (exit 2) naming the first argument that is not UTF-8, if any.
    static func requireUTF8() throws {
        for index in 1..<Int(CommandLine.argc) {
            guard let argument = CommandLine.unsafeArgv[index] else { continue }
            let bytes = UnsafeRawBufferPointer(start: argument, count: strlen(argument))
            guard let offset = InputFile.firstInvalidUTF8Offset(Array(bytes)[...]) else { continue }
            throw CLIError(
                "argument \(index) is not UTF-8 text (invalid byte at offset \(offset)): '\(CommandLine.arguments[index])'",
                exitCode: 2)
        }
    }
}
