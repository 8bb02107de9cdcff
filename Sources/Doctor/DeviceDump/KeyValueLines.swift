import Basics
import Store

/// Reads `key=value` lines (also `key: value` and getprop-style `[key]: [value]`), as a logged dump of
/// preferences prints them. Blank lines and lines starting with `#` are skipped; values may be quoted
/// ("…" keeps the text a string). There are no types, so values are typed by `DeviceDump.typed`. A key
/// given twice is an error naming both lines: which of the two a device holds cannot be told.
package enum KeyValueLines {
    /// The domain of the lines.
    package static func decode(_ text: String) throws(DeviceDumpError) -> StoreDomain {
        var values: [String: StoreValue] = [:]
        var firstLine: [String: Int] = [:]
        var lineNumber = 0
        // "\r\n" is one Character in Swift, so CRLF files (adb output) split on it too.
        for rawLine in text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }) {
            lineNumber += 1
            let indent = rawLine.prefix(while: \.isWhitespace).unicodeScalars.count
            let at = SourceLocation(line: lineNumber, column: indent + 1)
            let line = rawLine.trimmed(where: \.isWhitespace)
            if line.isEmpty || line.hasPrefix("#") { continue }
            let equals = line.firstIndex(of: "=")
            let colon = line.indices.first { line[$0] == ":" && line.index(after: $0) < line.endIndex && line[line.index(after: $0)] == " " }
            let cut: (String.Index, Int)? =
                switch (equals, colon) {
                case (let e?, let c?): e < c ? (e, 1) : (c, 2)
                case (let e?, nil): (e, 1)
                case (nil, let c?): (c, 2)
                case (nil, nil): nil
                }
            guard let (cutAt, width) = cut else { throw DeviceDumpError("expected key=value", at: at) }
            var key = String(line[..<cutAt]).trimmed(where: \.isWhitespace)
            var value = String(line[line.index(cutAt, offsetBy: width)...]).trimmed(where: \.isWhitespace)
            key = key.unwrapped("[", "]")
            value = value.unwrapped("[", "]")
            guard !key.isEmpty else { throw DeviceDumpError("empty key", at: at) }
            if let first = firstLine[key] { throw DeviceDumpError("the key \(key) is given twice (first on line \(first))", at: at) }
            firstLine[key] = lineNumber
            if value.count >= 2, value.hasPrefix("\""), value.hasSuffix("\"") {
                values[key] = .string(String(value.dropFirst().dropLast()))
            } else {
                values[key] = DeviceDump.typed(key: key, text: value)
            }
        }
        return StoreDomain(values)
    }
}

extension StringProtocol {
    /// The text without leading and trailing characters matching `predicate`.
    fileprivate func trimmed(where predicate: (Character) -> Bool) -> String {
        String(drop(while: predicate).reversed().drop(while: predicate).reversed())
    }

    /// The text without one enclosing `open`…`close` pair.
    fileprivate func unwrapped(_ open: String, _ close: String) -> String {
        guard count >= open.count + close.count, hasPrefix(open), hasSuffix(close) else { return String(self) }
        return String(dropFirst(open.count).dropLast(close.count))
    }
}
