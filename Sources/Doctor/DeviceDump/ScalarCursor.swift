import Basics

/// UTF-8 text read scalar by scalar, with the location of the next scalar for error messages. The
/// bytes are the input's own, checked to be UTF-8 (`DeviceDump.utf8Body`), and each scalar is decoded
/// where it is looked at: an array of every scalar took four bytes of memory per input byte.
struct ScalarPosition {
    /// The text, valid UTF-8.
    let bytes: ArraySlice<UInt8>
    /// The index in `bytes` of the next scalar's first byte.
    var i: Int
    /// Where scalar `i` is; columns count scalars.
    var location = SourceLocation.start

    /// The start of `bytes`.
    init(_ bytes: ArraySlice<UInt8>) {
        self.bytes = bytes
        i = bytes.startIndex
    }

    /// The scalar whose UTF-8 starts at `index` (a lead byte), and its length in bytes.
    func scalar(at index: Int) -> (Unicode.Scalar, length: Int) {
        let lead = bytes[index]
        if lead < 0x80 { return (Unicode.Scalar(lead), 1) }
        let length = lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
        var value = UInt32(lead) & (0x7F >> length)
        for k in 1..<length { value = value << 6 | UInt32(bytes[index + k] & 0x3F) }
        // Valid UTF-8 decodes to a scalar; the replacement character only guards the conversion.
        return (Unicode.Scalar(value) ?? "\u{FFFD}", length)
    }
}

/// A reader walking a `ScalarPosition`; the old-style property list reader is a cursor with its own
/// grammar on top.
protocol ScalarCursor {
    /// Where the reader is.
    var position: ScalarPosition { get set }
}

extension ScalarCursor {
    /// Whether every scalar has been read.
    var atEnd: Bool { position.i >= position.bytes.endIndex }

    /// The next scalar (not at the end).
    var current: Unicode.Scalar { position.scalar(at: position.i).0 }

    /// The scalar after the next one, if there is one.
    var following: Unicode.Scalar? {
        let next = position.i + position.scalar(at: position.i).length
        return next < position.bytes.endIndex ? position.scalar(at: next).0 : nil
    }

    /// An error at the current location.
    func error(_ message: String) -> DeviceDumpError { DeviceDumpError(message, at: position.location) }

    /// Moves past the current scalar, keeping the location.
    mutating func advance() {
        let lead = position.bytes[position.i]
        if lead == UInt8(ascii: "\n") {
            position.location.line += 1
            position.location.column = 1
        } else {
            position.location.column += 1
        }
        position.i += lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
    }
}
