/// A decode error at a JSON path: the value at `path` is missing or has the wrong type or range.
public struct JSONDecodeError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Where, as a JSONPath-like string (`$.vendors["755"].purposes[2]`).
    public var path: String
    /// What is wrong.
    public var message: String

    /// A decode error at `path`.
    public init(path: String, message: String) {
        self.path = path
        self.message = message
    }

    /// `path: message`, one bounded line: a path through deep nesting or long keys keeps its start
    /// and its end, and a message that quotes the document is escaped and cut.
    public var description: String {
        let scalars = path.unicodeScalars
        var shown = path
        if scalars.count > 200 {
            shown = String(String.UnicodeScalarView(scalars.prefix(100))) + "…" + String(String.UnicodeScalarView(scalars.suffix(99)))
        }
        return MessageText.line(shown, limit: 400) + ": " + MessageText.line(message, limit: 400)
    }
}

/// A JSON value together with the path that led to it, with typed accessors that throw path-named errors.
public struct JSONCursor: Sendable {
    /// The value here.
    public let value: JSONValue
    /// The path of this value from the document root.
    public let path: String

    /// A cursor on the document root (`$`).
    public init(_ root: JSONValue, path: String = "$") {
        value = root
        self.path = path
    }

    private static func isPlainKey(_ key: String) -> Bool {
        // ASCII fast path: Unicode property lookups dominated decoding the 692-vendor GVL.
        var ascii = true
        var plain = true
        for (i, b) in key.utf8.enumerated() {
            if b >= 0x80 {
                ascii = false
                break
            }
            let letter = (b | 0x20) >= UInt8(ascii: "a") && (b | 0x20) <= UInt8(ascii: "z")
            let digit = b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9")
            if !(letter || b == UInt8(ascii: "_") || (digit && i > 0)) { plain = false }
        }
        if ascii { return plain && !key.isEmpty }
        guard let first = key.unicodeScalars.first, first == "_" || first.properties.isAlphabetic else { return false }
        return key.unicodeScalars.allSatisfy { $0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0) }
    }

    /// The path of member `key` below this one.
    public func childPath(_ key: String) -> String {
        if JSONCursor.isPlainKey(key) { return path + "." + key }
        var quoted = ""
        JSONValue.writeString(key, to: &quoted)
        return path + "[" + quoted + "]"
    }

    /// An error at this path.
    public func error(_ message: String) -> JSONDecodeError { JSONDecodeError(path: path, message: message) }

    /// The object members, or an error if this is not an object.
    public func object() throws(JSONDecodeError) -> JSONObject {
        guard case .object(let o) = value else { throw error("expected an object, found \(value.kindDescription)") }
        return o
    }

    /// The required member `key`.
    public func field(_ key: String) throws(JSONDecodeError) -> JSONCursor {
        let o = try object()
        guard let v = o[key] else { throw error("missing required field \"\(key)\"") }
        return JSONCursor(v, path: childPath(key))
    }

    /// The member `key`, or nil when it is absent or null.
    public func optionalField(_ key: String) throws(JSONDecodeError) -> JSONCursor? {
        let o = try object()
        guard let v = o[key], v != .null else { return nil }
        return JSONCursor(v, path: childPath(key))
    }

    /// The members of this object as cursors, in order.
    public func members() throws(JSONDecodeError) -> [(key: String, cursor: JSONCursor)] {
        try object().members.map { ($0.key, JSONCursor($0.value, path: childPath($0.key))) }
    }

    /// The elements of this array as cursors.
    public func array() throws(JSONDecodeError) -> [JSONCursor] {
        guard case .array(let items) = value else { throw error("expected an array, found \(value.kindDescription)") }
        return items.enumerated().map { JSONCursor($0.element, path: "\(path)[\($0.offset)]") }
    }

    /// This value as a string.
    public func string() throws(JSONDecodeError) -> String {
        guard case .string(let s) = value else { throw error("expected a string, found \(value.kindDescription)") }
        return s
    }

    /// This value as a boolean.
    public func bool() throws(JSONDecodeError) -> Bool {
        guard case .bool(let b) = value else { throw error("expected a boolean, found \(value.kindDescription)") }
        return b
    }

    /// This value as a whole number.
    public func int64() throws(JSONDecodeError) -> Int64 {
        switch value {
        case .int(let i): return i
        case .double(let d) where d == d.rounded() && abs(d) < 9.0e15: return Int64(d)
        default: throw error("expected a whole number, found \(value.kindDescription)")
        }
    }

    /// This value as a whole number in `range`.
    public func int(in range: ClosedRange<Int> = Int(Int32.min)...Int(Int32.max)) throws(JSONDecodeError) -> Int {
        let v = try int64()
        guard v >= Int64(range.lowerBound), v <= Int64(range.upperBound) else {
            throw error("\(v) is out of range \(range.lowerBound)...\(range.upperBound)")
        }
        return Int(v)
    }

    /// This value as a number.
    public func double() throws(JSONDecodeError) -> Double {
        switch value {
        case .int(let i): return Double(i)
        case .double(let d): return d
        default: throw error("expected a number, found \(value.kindDescription)")
        }
    }

    /// Whether the value is JSON null.
    public var isNull: Bool { value == .null }
}
