/// A syntax error in a JSON text, where the offending character is.
public struct JSONSyntaxError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What is wrong.
    public var message: String
    /// Where the offending character is.
    public var location: SourceLocation

    /// `line:column: message`.
    public var description: String { "\(location): \(message)" }
}

/// Parses JSON text (RFC 8259) into a `JSONValue`.
public enum JSONParser {
    /// Parses `text`; throws `JSONSyntaxError` naming line and column.
    public static func parse(_ text: String) throws(JSONSyntaxError) -> JSONValue {
        var text = text
        let result = text.withUTF8 { buffer in Result { () throws(JSONSyntaxError) in try parse(bytes: buffer) } }
        return try result.get()
    }

    /// Parses UTF-8 bytes; throws `JSONSyntaxError` naming line and column.
    public static func parse(bytes: UnsafeBufferPointer<UInt8>) throws(JSONSyntaxError) -> JSONValue {
        try document(bytes, discardsValues: false)
    }

    /// One JSON value filling `bytes` (with surrounding whitespace).
    private static func document(_ bytes: UnsafeBufferPointer<UInt8>, discardsValues: Bool) throws(JSONSyntaxError) -> JSONValue {
        var p = Parser(bytes: bytes, discardsValues: discardsValues)
        p.skipWhitespace()
        let value = try p.parseValue(depth: 0)
        p.skipWhitespace()
        if p.pos < bytes.count { throw p.error("unexpected \(p.describeCurrent()) after the JSON value") }
        return value
    }

    /// Checks that `text` is one JSON value, throwing the `JSONSyntaxError` that `parse` would
    /// throw for it, without building the value (no strings, arrays or objects are allocated).
    public static func validate(_ text: String) throws(JSONSyntaxError) {
        var text = text
        let result = text.withUTF8 { buffer in
            Result { () throws(JSONSyntaxError) in _ = try document(buffer, discardsValues: true) }
        }
        _ = try result.get()
    }

    /// Parses a byte array.
    public static func parse(bytes: [UInt8]) throws(JSONSyntaxError) -> JSONValue {
        let result = bytes.withUnsafeBufferPointer { buffer in Result { () throws(JSONSyntaxError) in try parse(bytes: buffer) } }
        return try result.get()
    }
}

private struct Parser {
    let bytes: UnsafeBufferPointer<UInt8>
    var pos = 0
    static let maxDepth = 512
    /// Validation only: the same checks in the same order, but strings, arrays and objects are not
    /// built (containers come back as `.null`, ASCII strings as "").
    let discardsValues: Bool

    init(bytes: UnsafeBufferPointer<UInt8>, discardsValues: Bool = false) {
        self.bytes = bytes
        self.discardsValues = discardsValues
    }

    func error(_ message: String, at offset: Int? = nil) -> JSONSyntaxError {
        JSONSyntaxError(message: message, location: SourceLocation(ofByte: min(offset ?? pos, bytes.count), in: bytes))
    }

    func describeCurrent() -> String {
        guard pos < bytes.count else { return "end of input" }
        let b = bytes[pos]
        if b >= 0x21 && b < 0x7F { return "'\(Character(Unicode.Scalar(b)))'" }
        return "byte 0x" + String(b, radix: 16, uppercase: true)
    }

    mutating func skipWhitespace() {
        while pos < bytes.count {
            switch bytes[pos] {
            case 0x20, 0x0A, 0x0D, 0x09: pos += 1
            default: return
            }
        }
    }

    mutating func parseValue(depth: Int) throws(JSONSyntaxError) -> JSONValue {
        guard depth < Parser.maxDepth else { throw error("nesting deeper than \(Parser.maxDepth) levels") }
        guard pos < bytes.count else { throw error("expected a value but found end of input") }
        switch bytes[pos] {
        case UInt8(ascii: "{"): return try parseObject(depth: depth)
        case UInt8(ascii: "["): return try parseArray(depth: depth)
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"): try expectWord("true"); return .bool(true)
        case UInt8(ascii: "f"): try expectWord("false"); return .bool(false)
        case UInt8(ascii: "n"): try expectWord("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try parseNumber()
        default: throw error("expected a value but found \(describeCurrent())")
        }
    }

    mutating func expectWord(_ word: StaticString) throws(JSONSyntaxError) {
        let start = pos
        let w = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
        for b in w {
            guard pos < bytes.count, bytes[pos] == b else { throw error("invalid literal, expected '\(word)'", at: start) }
            pos += 1
        }
    }

    mutating func parseObject(depth: Int) throws(JSONSyntaxError) -> JSONValue {
        pos += 1
        var obj = JSONObject()
        skipWhitespace()
        if pos < bytes.count, bytes[pos] == UInt8(ascii: "}") {
            pos += 1
            return .object(obj)
        }
        if !discardsValues { obj.reserveCapacity(8) }
        while true {
            skipWhitespace()
            guard pos < bytes.count, bytes[pos] == UInt8(ascii: "\"") else {
                throw error("expected a member name in double quotes but found \(describeCurrent())")
            }
            let key = try parseString()
            skipWhitespace()
            guard pos < bytes.count, bytes[pos] == UInt8(ascii: ":") else {
                throw error("expected ':' after member name but found \(describeCurrent())")
            }
            pos += 1
            skipWhitespace()
            let value = try parseValue(depth: depth + 1)
            if !discardsValues { obj[key] = value }
            skipWhitespace()
            guard pos < bytes.count else { throw error("unterminated object: expected ',' or '}'") }
            if bytes[pos] == UInt8(ascii: ",") {
                pos += 1
                continue
            }
            if bytes[pos] == UInt8(ascii: "}") {
                pos += 1
                return discardsValues ? .null : .object(obj)
            }
            throw error("expected ',' or '}' in object but found \(describeCurrent())")
        }
    }

    mutating func parseArray(depth: Int) throws(JSONSyntaxError) -> JSONValue {
        pos += 1
        var items: [JSONValue] = []
        skipWhitespace()
        if pos < bytes.count, bytes[pos] == UInt8(ascii: "]") {
            pos += 1
            return .array(items)
        }
        while true {
            skipWhitespace()
            let item = try parseValue(depth: depth + 1)
            if !discardsValues { items.append(item) }
            skipWhitespace()
            guard pos < bytes.count else { throw error("unterminated array: expected ',' or ']'") }
            if bytes[pos] == UInt8(ascii: ",") {
                pos += 1
                continue
            }
            if bytes[pos] == UInt8(ascii: "]") {
                pos += 1
                return discardsValues ? .null : .array(items)
            }
            throw error("expected ',' or ']' in array but found \(describeCurrent())")
        }
    }

    mutating func parseString() throws(JSONSyntaxError) -> String {
        let start = pos
        pos += 1
        let contentStart = pos
        // Fast path: no escapes.
        var allBits: UInt8 = 0
        while pos < bytes.count {
            let b = bytes[pos]
            if b == UInt8(ascii: "\"") {
                let slice = UnsafeBufferPointer(rebasing: bytes[contentStart..<pos])
                pos += 1
                // ASCII needs no validation: `String(validating:)` goes through a generic, unspecialised
                // validator that cost more than the rest of parsing a short string.
                if allBits < 0x80 { return discardsValues ? "" : String(decoding: slice, as: UTF8.self) }
                guard let s = String(validating: slice, as: UTF8.self) else {
                    throw error("invalid UTF-8 in string", at: start)
                }
                return s
            }
            if b == UInt8(ascii: "\\") { break }
            if b < 0x20 { throw error("control character in string (must be escaped)") }
            allBits |= b
            pos += 1
        }
        var out = [UInt8](UnsafeBufferPointer(rebasing: bytes[contentStart..<pos]))
        while pos < bytes.count {
            let b = bytes[pos]
            switch b {
            case UInt8(ascii: "\""):
                pos += 1
                guard let s = String(validating: out, as: UTF8.self) else {
                    throw error("invalid UTF-8 in string", at: start)
                }
                return s
            case UInt8(ascii: "\\"):
                pos += 1
                guard pos < bytes.count else { break }
                let e = bytes[pos]
                pos += 1
                switch e {
                case UInt8(ascii: "\""): out.append(0x22)
                case UInt8(ascii: "\\"): out.append(0x5C)
                case UInt8(ascii: "/"): out.append(0x2F)
                case UInt8(ascii: "b"): out.append(0x08)
                case UInt8(ascii: "f"): out.append(0x0C)
                case UInt8(ascii: "n"): out.append(0x0A)
                case UInt8(ascii: "r"): out.append(0x0D)
                case UInt8(ascii: "t"): out.append(0x09)
                case UInt8(ascii: "u"):
                    var scalar = try parseHex4()
                    if (0xD800...0xDBFF).contains(scalar) {
                        guard pos + 1 < bytes.count, bytes[pos] == UInt8(ascii: "\\"), bytes[pos + 1] == UInt8(ascii: "u")
                        else { throw error("unpaired surrogate in \\u escape") }
                        pos += 2
                        let low = try parseHex4()
                        guard (0xDC00...0xDFFF).contains(low) else { throw error("unpaired surrogate in \\u escape") }
                        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                    } else if (0xDC00...0xDFFF).contains(scalar) {
                        throw error("unpaired surrogate in \\u escape")
                    }
                    guard let u = Unicode.Scalar(scalar) else { throw error("invalid \\u escape") }
                    out.append(contentsOf: String(Character(u)).utf8)
                default:
                    let shown =
                        e >= 0x21 && e < 0x7F ? "'\\\(Character(Unicode.Scalar(e)))'" : "'\\' before byte 0x" + String(e, radix: 16, uppercase: true)
                    throw error("invalid escape \(shown)", at: pos - 2)
                }
            default:
                if b < 0x20 { throw error("control character in string (must be escaped)") }
                out.append(b)
                pos += 1
            }
        }
        throw error("unterminated string", at: start)
    }

    mutating func parseHex4() throws(JSONSyntaxError) -> UInt32 {
        guard pos + 4 <= bytes.count else { throw error("truncated \\u escape") }
        var v: UInt32 = 0
        for _ in 0..<4 {
            let b = bytes[pos]
            let d: UInt32
            switch b {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): d = UInt32(b - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): d = UInt32(b - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): d = UInt32(b - UInt8(ascii: "A") + 10)
            default: throw error("invalid hex digit in \\u escape")
            }
            v = v << 4 | d
            pos += 1
        }
        return v
    }

    mutating func parseNumber() throws(JSONSyntaxError) -> JSONValue {
        let start = pos
        var isInteger = true
        if bytes[pos] == UInt8(ascii: "-") { pos += 1 }
        guard pos < bytes.count, isDigit(bytes[pos]) else { throw error("invalid number", at: start) }
        if bytes[pos] == UInt8(ascii: "0") {
            pos += 1
            if pos < bytes.count, isDigit(bytes[pos]) { throw error("leading zeros are not allowed in numbers", at: start) }
        } else {
            while pos < bytes.count, isDigit(bytes[pos]) { pos += 1 }
        }
        if pos < bytes.count, bytes[pos] == UInt8(ascii: ".") {
            isInteger = false
            pos += 1
            guard pos < bytes.count, isDigit(bytes[pos]) else { throw error("expected a digit after '.'") }
            while pos < bytes.count, isDigit(bytes[pos]) { pos += 1 }
        }
        if pos < bytes.count, bytes[pos] == UInt8(ascii: "e") || bytes[pos] == UInt8(ascii: "E") {
            isInteger = false
            pos += 1
            if pos < bytes.count, bytes[pos] == UInt8(ascii: "+") || bytes[pos] == UInt8(ascii: "-") { pos += 1 }
            guard pos < bytes.count, isDigit(bytes[pos]) else { throw error("expected a digit in exponent") }
            while pos < bytes.count, isDigit(bytes[pos]) { pos += 1 }
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<pos]), as: UTF8.self)
        if isInteger, let i = Int64(text) { return .int(i) }
        guard let d = Double(text), d.isFinite else { throw error("number out of range: \(text)", at: start) }
        return .double(d)
    }

    func isDigit(_ b: UInt8) -> Bool { b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9") }
}
