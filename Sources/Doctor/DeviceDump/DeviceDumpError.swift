import Basics

/// Why a device dump could not be read: what is wrong and where, as a line and column in the text
/// formats or a byte offset in a binary property list.
package struct DeviceDumpError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What is wrong.
    package var message: String
    /// Where, in a text format.
    package var location: SourceLocation?
    /// Where, in a binary format: the offset of the first byte concerned.
    package var byteOffset: Int?

    /// An error without a place (the whole file is concerned).
    package init(_ message: String) {
        self.message = message
    }

    /// An error at `location` in a text format.
    package init(_ message: String, at location: SourceLocation) {
        self.message = message
        self.location = location
    }

    /// An error at byte `offset` of a binary format.
    package init(_ message: String, atByte offset: Int) {
        self.message = message
        byteOffset = offset
    }

    /// `line:column: message`, `byte N: message`, or the message alone.
    package var description: String {
        if let location { return "\(location): \(message)" }
        if let byteOffset { return "byte \(byteOffset): \(message)" }
        return message
    }

    /// The one-line message naming `file` as compilers do: `dump.txt:3:7: …`, `dump.plist: byte 40: …`,
    /// `dump.plist: …`; escaped and bounded.
    package func line(file: String) -> String {
        let name = MessageText.line(file)
        let text = MessageText.line(message, limit: 400)
        if let location { return "\(name):\(location): \(text)" }
        if let byteOffset { return "\(name): byte \(byteOffset): \(text)" }
        return "\(name): \(text)"
    }
}
