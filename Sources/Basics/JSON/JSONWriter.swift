/// Which characters of a string `JSONValue.serialized` escapes.
public enum JSONEscaping: Sendable {
    /// Quotes, backslashes and every character `MessageText.isControl` names, so JSON printed on a
    /// terminal cannot reorder or break the line it is read on (`writeString`).
    case terminal
    /// As Gson's default writer escapes them (google/gson, `stream/JsonWriter.java`,
    /// `REPLACEMENT_CHARS` and `HTML_SAFE_REPLACEMENT_CHARS`): C0 controls, `\b` `\f` `\n` `\r` `\t`
    /// by name, quotes, backslashes, U+2028, U+2029, and `<` `>` `&` `=` `'` (HTML-safe, Gson's default);
    /// nothing else. What an Android app that stores Gson's output keeps.
    case gson
}

extension JSONValue {
    /// The value as JSON text: compact on one line, or pretty with two-space indentation.
    /// Keys keep their order; `sortedKeys` sorts them (bytewise) for canonical output.
    public func serialized(pretty: Bool = false, sortedKeys: Bool = false, escaping: JSONEscaping = .terminal) -> String {
        // The text is built as UTF-8 bytes and made a String once: appending many short pieces to a
        // String costs ~100 instructions each, and serialising PAC's server answer (a few hundred
        // pieces) was a large part of a PAC launch cycle.
        var out: [UInt8] = []
        out.reserveCapacity(256)
        write(to: &out, pretty: pretty, sortedKeys: sortedKeys, escaping: escaping, indent: 0)
        return String(decoding: out, as: UTF8.self)
    }

    private func write(to out: inout [UInt8], pretty: Bool, sortedKeys: Bool, escaping: JSONEscaping, indent: Int) {
        switch self {
        case .null: JSONValue.append("null", to: &out)
        case .bool(let b): JSONValue.append(b ? "true" : "false", to: &out)
        case .int(let i): out.append(contentsOf: String(i).utf8)
        case .double(let d):
            if d == d.rounded(), abs(d) < 1e15 {
                out.append(contentsOf: String(Int64(d)).utf8)
            } else {
                out.append(contentsOf: "\(d)".utf8)
            }
        case .string(let s): JSONValue.writeString(s, to: &out, escaping: escaping)
        case .array(let items):
            if items.isEmpty {
                JSONValue.append("[]", to: &out)
                return
            }
            out.append(UInt8(ascii: "["))
            for (i, item) in items.enumerated() {
                if i > 0 { out.append(UInt8(ascii: ",")) }
                if pretty { JSONValue.newline(indent: indent + 1, to: &out) }
                item.write(to: &out, pretty: pretty, sortedKeys: sortedKeys, escaping: escaping, indent: indent + 1)
            }
            if pretty { JSONValue.newline(indent: indent, to: &out) }
            out.append(UInt8(ascii: "]"))
        case .object(let obj):
            if obj.count == 0 {
                JSONValue.append("{}", to: &out)
                return
            }
            out.append(UInt8(ascii: "{"))
            let members = sortedKeys ? obj.members.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) } : obj.members
            for (i, m) in members.enumerated() {
                if i > 0 { out.append(UInt8(ascii: ",")) }
                if pretty { JSONValue.newline(indent: indent + 1, to: &out) }
                JSONValue.writeString(m.key, to: &out, escaping: escaping)
                out.append(UInt8(ascii: ":"))
                if pretty { out.append(UInt8(ascii: " ")) }
                m.value.write(to: &out, pretty: pretty, sortedKeys: sortedKeys, escaping: escaping, indent: indent + 1)
            }
            if pretty { JSONValue.newline(indent: indent, to: &out) }
            out.append(UInt8(ascii: "}"))
        }
    }

    /// Appends the bytes of a literal.
    private static func append(_ literal: StaticString, to out: inout [UInt8]) {
        out.append(contentsOf: UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
    }

    /// A line break and two spaces per level.
    private static func newline(indent: Int, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "\n"))
        out.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * indent))
    }

    /// Appends `s` as a JSON string literal, escaping quotes, backslashes and what
    /// `MessageText.isControl` names (C0, DEL, C1, bidirectional controls and marks, separators, the
    /// BOM) as `\uXXXX`, `\n`, `\r`, `\t` by name, so JSON printed on a terminal cannot reorder or
    /// break the line it is read on and stays valid JSON.
    static func writeString(_ s: String, to out: inout String) {
        var bytes: [UInt8] = []
        writeString(s, to: &bytes)
        out += String(decoding: bytes, as: UTF8.self)
    }

    /// `s` as a JSON string literal escaped as `escaping` says, into UTF-8 bytes.
    package static func writeString(_ s: String, to out: inout [UInt8], escaping: JSONEscaping) {
        switch escaping {
        case .terminal: writeString(s, to: &out)
        case .gson: writeGsonString(s, to: &out)
        }
    }

    /// `writeString` into UTF-8 bytes.
    package static func writeString(_ s: String, to out: inout [UInt8]) {
        // Runs of bytes that need no escape are copied in one piece (appending scalar by scalar
        // through `unicodeScalars` cost ~200 instructions a character). Only ASCII controls, quotes,
        // backslashes and the lead bytes of the multi-byte scalars `isControl` names (C2: C1
        // controls; D8: U+061C; E2: U+200E-U+2069; EF: U+FEFF) can start an escape.
        out.append(UInt8(ascii: "\""))
        var s = s
        s.withUTF8 { utf8 in
            var runStart = 0
            var i = 0
            let n = utf8.count
            while i < n {
                let b = utf8[i]
                guard
                    b < 0x20 || b == UInt8(ascii: "\"") || b == UInt8(ascii: "\\") || b == 0x7F || b == 0xC2 || b == 0xD8
                        || b == 0xE2 || b == 0xEF
                else {
                    i += 1
                    continue
                }
                var escapedLength = 1
                var escape: StaticString?
                var unicode: UInt32?
                switch b {
                case UInt8(ascii: "\""): escape = #"\""#
                case UInt8(ascii: "\\"): escape = #"\\"#
                case UInt8(ascii: "\n"): escape = #"\n"#
                case UInt8(ascii: "\r"): escape = #"\r"#
                case UInt8(ascii: "\t"): escape = #"\t"#
                case 0..<0x20, 0x7F: unicode = UInt32(b)
                case 0xC2, 0xD8:
                    guard i + 1 < n else { break }
                    let scalar = UInt32(b & 0x1F) << 6 | UInt32(utf8[i + 1] & 0x3F)
                    if let s = Unicode.Scalar(scalar), MessageText.isControl(s) {
                        unicode = scalar
                        escapedLength = 2
                    }
                default:  // E2, EF: three-byte scalars
                    guard i + 2 < n else { break }
                    let scalar = UInt32(b & 0x0F) << 12 | UInt32(utf8[i + 1] & 0x3F) << 6 | UInt32(utf8[i + 2] & 0x3F)
                    if let s = Unicode.Scalar(scalar), MessageText.isControl(s) {
                        unicode = scalar
                        escapedLength = 3
                    }
                }
                guard escape != nil || unicode != nil else {
                    i += 1
                    continue
                }
                if runStart < i { out.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<i])) }
                if let escape {
                    append(escape, to: &out)
                } else if let unicode {
                    appendUnicodeEscape(unicode, to: &out)
                }
                i += escapedLength
                runStart = i
            }
            if runStart < n { out.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<n])) }
        }
        out.append(UInt8(ascii: "\""))
    }

    /// `s` as Gson writes a string (`JSONEscaping.gson`), runs without an escape copied in one piece.
    private static func writeGsonString(_ s: String, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        var s = s
        s.withUTF8 { utf8 in
            var runStart = 0
            var i = 0
            let n = utf8.count
            while i < n {
                let b = utf8[i]
                var escapedLength = 1
                var escape: StaticString?
                var unicode: UInt32?
                switch b {
                case UInt8(ascii: "\""): escape = #"\""#
                case UInt8(ascii: "\\"): escape = #"\\"#
                case UInt8(ascii: "\n"): escape = #"\n"#
                case UInt8(ascii: "\r"): escape = #"\r"#
                case UInt8(ascii: "\t"): escape = #"\t"#
                case 0x08: escape = #"\b"#
                case 0x0C: escape = #"\f"#
                case 0..<0x20, UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"), UInt8(ascii: "="), UInt8(ascii: "'"):
                    unicode = UInt32(b)
                case 0xE2 where i + 2 < n && utf8[i + 1] == 0x80 && (utf8[i + 2] == 0xA8 || utf8[i + 2] == 0xA9):
                    unicode = utf8[i + 2] == 0xA8 ? 0x2028 : 0x2029
                    escapedLength = 3
                default:
                    i += 1
                    continue
                }
                if runStart < i { out.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<i])) }
                if let escape {
                    append(escape, to: &out)
                } else if let unicode {
                    appendUnicodeEscape(unicode, to: &out)
                }
                i += escapedLength
                runStart = i
            }
            if runStart < n { out.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<n])) }
        }
        out.append(UInt8(ascii: "\""))
    }

    /// `\uXXXX`, lower-case hex, as both escapings write it.
    private static func appendUnicodeEscape(_ unicode: UInt32, to out: inout [UInt8]) {
        let hex = Array("0123456789abcdef".utf8)
        out.append(contentsOf: #"\u"#.utf8)
        for shift in [12, 8, 4, 0] { out.append(hex[Int(unicode >> UInt32(shift) & 0xF)]) }
    }
}
