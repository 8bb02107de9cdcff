extension [UInt8] {
    /// Appends the UTF-8 bytes of `text`, copied straight from the binary: appending a string's
    /// `utf8` view goes through the standard library's generic string copy, several times the cost
    /// for the short pieces a batch writes a dozen of on every device's line.
    mutating func append(literal text: StaticString) {
        text.withUTF8Buffer { append(contentsOf: $0) }
    }

    /// Appends the UTF-8 bytes of `text` (an enum's raw value, a number) from its contiguous storage.
    mutating func append(utf8 text: String) {
        var text = text
        text.withUTF8 { append(contentsOf: $0) }
    }
}
