/// A position in text read scalar by scalar, counting lines and columns for error messages; the
/// device-dump readers (old-style plists, SharedPreferences XML) walk their input with it.
protocol ScalarCursor {
    /// The text.
    var chars: [Unicode.Scalar] { get }
    /// The index of the next scalar.
    var i: Int { get set }
    /// The 1-based line of `i`.
    var line: Int { get set }
    /// The 1-based column of `i`.
    var column: Int { get set }
}

extension ScalarCursor {
    /// Whether every scalar has been read.
    var atEnd: Bool { i >= chars.count }

    /// An error at the current line and column.
    func error(_ message: String) -> DeviceDumpError { DeviceDumpError(message, line: line, column: column) }

    /// Moves past the current scalar, keeping line and column.
    mutating func advance() {
        if chars[i] == "\n" {
            line += 1
            column = 1
        } else {
            column += 1
        }
        i += 1
    }
}
