import Basics

/// Text read scalar by scalar, with the location of the next scalar for error messages.
struct ScalarPosition {
    /// The text.
    let chars: [Unicode.Scalar]
    /// The index of the next scalar.
    var i = 0
    /// Where scalar `i` is.
    var location = SourceLocation.start

    /// The start of `chars`.
    init(_ chars: [Unicode.Scalar]) { self.chars = chars }
}

/// A reader walking a `ScalarPosition`; the old-style property list reader is a cursor with its own
/// grammar on top.
protocol ScalarCursor {
    /// Where the reader is.
    var position: ScalarPosition { get set }
}

extension ScalarCursor {
    /// The text.
    var chars: [Unicode.Scalar] { position.chars }
    /// The index of the next scalar.
    var i: Int { position.i }

    /// Whether every scalar has been read.
    var atEnd: Bool { i >= chars.count }

    /// An error at the current location.
    func error(_ message: String) -> DeviceDumpError { DeviceDumpError(message, at: position.location) }

    /// Moves past the current scalar, keeping the location.
    mutating func advance() {
        if chars[i] == "\n" {
            position.location.line += 1
            position.location.column = 1
        } else {
            position.location.column += 1
        }
        position.i += 1
    }
}
