import Basics
import Store

/// Reads `key=value` lines (also `key: value` and getprop-style `[key]: [value]`), as a logged dump of
/// preferences prints them. Blank lines and lines starting with `#` are skipped; values may be quoted
/// ("…" keeps the text a string). There are no types, so values are typed by `DeviceDump.typed`. A key
/// given twice is an error naming both lines: which of the two a device holds cannot be told.
///
/// The lines are read as UTF-8 bytes in one pass (each byte looked at a bounded number of times):
/// walking them as Swift `Character`s, which finds grapheme boundaries at every step, made this
/// reader ten times slower per line than the property-list readers.
package enum KeyValueLines {
    /// The domain of the lines.
    package static func decode(_ text: String) throws(DeviceDumpError) -> StoreDomain {
        try decode(bytes: Array(text.utf8))
    }

    /// The domain of the lines in `bytes`, valid UTF-8 without a byte-order mark. Generic so that a
    /// test can count how often the bytes are read.
    package static func decode<Bytes: RandomAccessCollection<UInt8>>(bytes: Bytes) throws(DeviceDumpError) -> StoreDomain
    where Bytes.Index == Int {
        var values: [String: StoreValue] = [:]
        var firstLine: [String: Int] = [:]
        var lineNumber = 0
        var lineStart = bytes.startIndex
        while lineStart <= bytes.endIndex {
            // Lines end at LF; a CR before it (adb output) is trailing whitespace, trimmed below.
            var lineEnd = lineStart
            while lineEnd < bytes.endIndex, bytes[lineEnd] != newline { lineEnd += 1 }
            defer { lineStart = lineEnd + 1 }
            lineNumber += 1
            let (start, indent) = skipSpace(bytes, from: lineStart, to: lineEnd)
            let end = trimEnd(bytes, from: start, to: lineEnd)
            if start == end || bytes[start] == hash { continue }
            let at = SourceLocation(line: lineNumber, column: indent + 1)
            guard let (cutAt, width) = separator(bytes, from: start, to: end) else { throw DeviceDumpError("expected key=value", at: at) }
            let key = string(bytes, unwrapped(bytes, trimmed(bytes, from: start, to: cutAt)))
            let value = unwrapped(bytes, trimmed(bytes, from: cutAt + width, to: end))
            guard !key.isEmpty else { throw DeviceDumpError("empty key", at: at) }
            if let first = firstLine.updateValue(lineNumber, forKey: key) {
                throw DeviceDumpError("the key \(key) is given twice (first on line \(first))", at: at)
            }
            if value.count >= 2, bytes[value.lowerBound] == quote, bytes[value.upperBound - 1] == quote {
                values[key] = .string(string(bytes, value.lowerBound + 1..<value.upperBound - 1))
            } else {
                values[key] = DeviceDump.typed(key: key, text: string(bytes, value))
            }
        }
        return StoreDomain(values)
    }

    private static let newline = UInt8(ascii: "\n")
    private static let hash = UInt8(ascii: "#")
    private static let quote = UInt8(ascii: "\"")

    /// The first `=`, or the first `: ` if it comes earlier, and the separator's width.
    private static func separator<Bytes: RandomAccessCollection<UInt8>>(_ bytes: Bytes, from start: Int, to end: Int) -> (Int, Int)?
    where Bytes.Index == Int {
        var i = start
        while i < end {
            if bytes[i] == UInt8(ascii: "=") { return (i, 1) }
            if bytes[i] == UInt8(ascii: ":"), i + 1 < end, bytes[i + 1] == UInt8(ascii: " ") { return (i, 2) }
            i += 1
        }
        return nil
    }

    /// The range without leading and trailing whitespace.
    private static func trimmed<Bytes: RandomAccessCollection<UInt8>>(_ bytes: Bytes, from start: Int, to end: Int) -> Range<Int>
    where Bytes.Index == Int {
        let first = skipSpace(bytes, from: start, to: end).index
        return first..<trimEnd(bytes, from: first, to: end)
    }

    /// `range` without one enclosing `[`…`]` pair.
    private static func unwrapped<Bytes: RandomAccessCollection<UInt8>>(_ bytes: Bytes, _ range: Range<Int>) -> Range<Int>
    where Bytes.Index == Int {
        guard range.count >= 2, bytes[range.lowerBound] == UInt8(ascii: "["), bytes[range.upperBound - 1] == UInt8(ascii: "]") else {
            return range
        }
        return range.lowerBound + 1..<range.upperBound - 1
    }

    private static func string<Bytes: RandomAccessCollection<UInt8>>(_ bytes: Bytes, _ range: Range<Int>) -> String
    where Bytes.Index == Int {
        String(decoding: bytes[range], as: UTF8.self)
    }

    /// The index of the first scalar from `start` that is not whitespace, and how many scalars were
    /// skipped (the column counts scalars).
    private static func skipSpace<Bytes: RandomAccessCollection<UInt8>>(_ bytes: Bytes, from start: Int, to end: Int) -> (index: Int, scalars: Int)
    where Bytes.Index == Int {
        var i = start
        var scalars = 0
        while i < end, let width = whitespaceWidth(bytes, at: i, end: end) {
            i += width
            scalars += 1
        }
        return (i, scalars)
    }

    /// The end of the text from `start` to `end` without trailing whitespace.
    private static func trimEnd<Bytes: RandomAccessCollection<UInt8>>(_ bytes: Bytes, from start: Int, to end: Int) -> Int
    where Bytes.Index == Int {
        var e = end
        while e > start {
            var s = e - 1
            while s > start, bytes[s] & 0xC0 == 0x80 { s -= 1 }  // back to the scalar's first byte
            guard whitespaceWidth(bytes, at: s, end: e) == e - s else { return e }
            e = s
        }
        return e
    }

    /// The byte length of the whitespace scalar at `i`, or nil if it is not whitespace (Unicode's
    /// White_Space, as `Character.isWhitespace` has it).
    private static func whitespaceWidth<Bytes: RandomAccessCollection<UInt8>>(_ bytes: Bytes, at i: Int, end: Int) -> Int?
    where Bytes.Index == Int {
        let b = bytes[i]
        if b < 0x80 { return b == 0x20 || (0x09...0x0D).contains(b) ? 1 : nil }
        // Only the two- and three-byte forms hold whitespace (U+0085, U+00A0, U+1680, U+2000…U+3000).
        let width = b >= 0xE0 ? 3 : 2
        guard b >= 0xC2, b < 0xF0, i + width <= end else { return nil }
        var value = UInt32(b & (width == 2 ? 0x1F : 0x0F))
        for k in 1..<width { value = value << 6 | UInt32(bytes[i + k] & 0x3F) }
        guard let scalar = Unicode.Scalar(value), scalar.properties.isWhitespace else { return nil }
        return width
    }
}
