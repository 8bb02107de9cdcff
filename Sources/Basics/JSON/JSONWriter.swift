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
        // Runs of bytes that need no escape are copied in one piece (appending scalar by scalar
        // through `unicodeScalars` cost ~200 instructions a character); only a byte
        // `escaping.mayStartEscape` names is looked at closely.
        out.append(UInt8(ascii: "\""))
        var s = s
        s.withUTF8 { utf8 in
            var runStart = 0
            var i = 0
            let n = utf8.count
            while i < n {
                guard escaping.mayStartEscape(utf8[i]), let (escape, length) = escaping.escape(at: i, in: utf8) else {
                    i += 1
                    continue
                }
                if runStart < i { out.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<i])) }
                switch escape {
                case .named(let name): append(name, to: &out)
                case .unicode(let unicode): appendUnicodeEscape(unicode, to: &out)
                }
                i += length
                runStart = i
            }
            if runStart < n { out.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<n])) }
        }
        out.append(UInt8(ascii: "\""))
    }

    /// `writeString` with the terminal escaping, into UTF-8 bytes.
    package static func writeString(_ s: String, to out: inout [UInt8]) {
        writeString(s, to: &out, escaping: .terminal)
    }

    /// `\uXXXX`, lower-case hex, as both escapings write it.
    private static func appendUnicodeEscape(_ unicode: UInt32, to out: inout [UInt8]) {
        let hex = Array("0123456789abcdef".utf8)
        out.append(contentsOf: #"\u"#.utf8)
        for shift in [12, 8, 4, 0] { out.append(hex[Int(unicode >> UInt32(shift) & 0xF)]) }
    }
}

/// How one escaped character is written.
private enum JSONStringEscape {
    /// A two-character escape (`\n`, `\"`).
    case named(StaticString)
    /// `\uXXXX`.
    case unicode(UInt32)
}

extension JSONEscaping {
    /// Whether `byte` can start a character this escaping writes escaped: the cheap test every byte
    /// of a string takes (for the terminal escaping, ASCII controls, quotes, backslashes and the lead
    /// bytes of the multi-byte scalars `MessageText.isControl` names: C2, C1 controls; D8, U+061C;
    /// E2, U+200E-U+2069; EF, U+FEFF).
    @inline(__always)
    fileprivate func mayStartEscape(_ byte: UInt8) -> Bool {
        if byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") { return true }
        switch self {
        case .terminal: return byte == 0x7F || byte == 0xC2 || byte == 0xD8 || byte == 0xE2 || byte == 0xEF
        case .gson:
            return byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "&") || byte == UInt8(ascii: "=")
                || byte == UInt8(ascii: "'") || byte == 0xE2
        }
    }

    /// The escape of the character whose UTF-8 starts at `i`, and how many bytes it covers, or nil
    /// when this escaping writes it as it is.
    fileprivate func escape(at i: Int, in utf8: UnsafeBufferPointer<UInt8>) -> (JSONStringEscape, Int)? {
        let b = utf8[i]
        // Both escapings name these (RFC 8259, section 7).
        switch b {
        case UInt8(ascii: "\""): return (.named(#"\""#), 1)
        case UInt8(ascii: "\\"): return (.named(#"\\"#), 1)
        case UInt8(ascii: "\n"): return (.named(#"\n"#), 1)
        case UInt8(ascii: "\r"): return (.named(#"\r"#), 1)
        case UInt8(ascii: "\t"): return (.named(#"\t"#), 1)
        default: break
        }
        let n = utf8.count
        switch self {
        case .terminal:
            switch b {
            case 0..<0x20, 0x7F: return (.unicode(UInt32(b)), 1)
            case 0xC2, 0xD8:
                guard i + 1 < n else { return nil }
                let scalar = UInt32(b & 0x1F) << 6 | UInt32(utf8[i + 1] & 0x3F)
                guard let s = Unicode.Scalar(scalar), MessageText.isControl(s) else { return nil }
                return (.unicode(scalar), 2)
            case 0xE2, 0xEF:  // three-byte scalars
                guard i + 2 < n else { return nil }
                let scalar = UInt32(b & 0x0F) << 12 | UInt32(utf8[i + 1] & 0x3F) << 6 | UInt32(utf8[i + 2] & 0x3F)
                guard let s = Unicode.Scalar(scalar), MessageText.isControl(s) else { return nil }
                return (.unicode(scalar), 3)
            default: return nil
            }
        case .gson:
            switch b {
            case 0x08: return (.named(#"\b"#), 1)
            case 0x0C: return (.named(#"\f"#), 1)
            case 0..<0x20, UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"), UInt8(ascii: "="), UInt8(ascii: "'"):
                return (.unicode(UInt32(b)), 1)
            case 0xE2 where i + 2 < n && utf8[i + 1] == 0x80 && (utf8[i + 2] == 0xA8 || utf8[i + 2] == 0xA9):
                return (.unicode(utf8[i + 2] == 0xA8 ? 0x2028 : 0x2029), 3)
            default: return nil
            }
        }
    }
}
