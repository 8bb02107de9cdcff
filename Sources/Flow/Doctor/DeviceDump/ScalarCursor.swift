/// Text read scalar by scalar, with the line and column of the next scalar for error messages.
struct ScalarPosition {
    /// The text.
    let chars: [Unicode.Scalar]
    /// The index of the next scalar.
    var i = 0
    /// The 1-based line of `i`.
    var line = 1
    /// The 1-based column of `i`.
    var column = 1

    /// The start of `chars`.
    init(_ chars: [Unicode.Scalar]) { self.chars = chars }
}

/// A reader walking a `ScalarPosition`; the device-dump readers (old-style plists, SharedPreferences
/// XML) are cursors with their own grammar on top.
protocol ScalarCursor {
    /// Where the reader is.
    var position: ScalarPosition { get set }
}

extension ScalarCursor {
    /// The text.
    var chars: [Unicode.Scalar] { position.chars }
    /// The index of the next scalar.
    var i: Int {
        get { position.i }
        set { position.i = newValue }
    }
    /// The 1-based line of `i`.
    var line: Int {
        get { position.line }
        set { position.line = newValue }
    }
    /// The 1-based column of `i`.
    var column: Int {
        get { position.column }
        set { position.column = newValue }
    }

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
