import Basics

/// Why JSON text could not be imported: a syntax error (line:column) or a value at a JSON path that
/// has no `UserDefaults` type.
public enum JSONImportError: Error, Equatable, Sendable, CustomStringConvertible {
    case syntax(JSONSyntaxError)
    case value(JSONDecodeError)

    /// `line:column: message` or `path: message`.
    public var description: String {
        switch self {
        case .syntax(let e): e.description
        case .value(let e): e.description
        }
    }
}

/// The typed JSON form of a domain: what `store export --format json` writes and `store import` reads.
///
/// Integers are JSON numbers without a fraction, strings, booleans, arrays and objects map
/// directly. Types JSON lacks use a one-member wrapper object:
/// - `{"$data": "<base64>"}` for data,
/// - `{"$date": "2024-03-01T12:34:56Z"}` for dates,
/// - `{"$real": "1"}` for a real JSON would read back as an integer (whole values below 1e15, -0)
///   or cannot write (`"nan"`, `"+infinity"`, `"-infinity"`); other reals are plain numbers,
/// - `{"$dict": {...}}` for a real dictionary whose only key starts with `$`, so it is not mistaken
///   for a wrapper.
/// On import, any one-member object whose key starts with `$` must be one of these wrappers.
/// JSON `null` has no `UserDefaults` type and is refused.
public enum StoreJSON {
    /// The domain as pretty JSON (two-space indent, keys in bytewise order, trailing newline).
    public static func encode(_ domain: StoreDomain) -> String {
        jsonValue(.dictionary(domain.values), typed: true).serialized(pretty: true, sortedKeys: true) + "\n"
    }

    /// A value as JSON: `typed` uses the `$` wrappers so the value round-trips; untyped writes data
    /// as a base64 string, dates as ISO 8601 strings and reals as plain numbers (lossy, for readers
    /// that expect ordinary JSON, like the Android export).
    public static func jsonValue(_ value: StoreValue, typed: Bool) -> JSONValue {
        switch value {
        case .integer(let i): return .int(i)
        case .boolean(let b): return .bool(b)
        case .string(let s): return .string(s)
        case .real(let d):
            guard typed else { return d.isFinite ? .double(d) : .string(PlistNumberFormat.real(d)) }
            let readsBackAsInteger = d == d.rounded() && abs(d) < 1e15
            if !d.isFinite || readsBackAsInteger { return .object(["$real": .string(PlistNumberFormat.real(d))]) }
            return .double(d)
        case .data(let bytes):
            return typed ? .object(["$data": .string(Base64.encode(bytes))]) : .string(Base64.encode(bytes))
        case .date(let date):
            return typed ? .object(["$date": .string(date.iso8601)]) : .string(date.iso8601)
        case .array(let items):
            return .array(items.map { jsonValue($0, typed: typed) })
        case .dictionary(let d):
            var object = JSONObject()
            for (key, child) in d.sortedEntries { object[key] = jsonValue(child, typed: typed) }
            if typed, d.count == 1, let only = d.keys.first, only.hasPrefix("$") {
                return .object(["$dict": .object(object)])
            }
            return .object(object)
        }
    }

    /// Parses typed JSON whose root is an object into a domain.
    public static func decode(_ text: String) throws(JSONImportError) -> StoreDomain {
        try decode(bytes: Array(text.utf8))
    }

    /// Parses typed JSON (UTF-8 bytes; invalid UTF-8 is an error, not replaced) into a domain.
    public static func decode(bytes: [UInt8]) throws(JSONImportError) -> StoreDomain {
        let root: JSONValue
        do {
            root = try JSONParser.parse(bytes: bytes)
        } catch {
            throw .syntax(error)
        }
        do throws(JSONDecodeError) {
            let cursor = JSONCursor(root)
            guard case .object = root else {
                throw cursor.error("expected an object of keys (a UserDefaults domain), found \(root.kindDescription)")
            }
            guard case .dictionary(let d) = try value(at: cursor) else {
                throw cursor.error("expected an object of keys (a UserDefaults domain)")
            }
            return StoreDomain(d)
        } catch {
            throw .value(error)
        }
    }

    /// The store value at `cursor`, reading the `$` wrappers.
    public static func value(at cursor: JSONCursor) throws(JSONDecodeError) -> StoreValue {
        switch cursor.value {
        case .null: throw cursor.error("null has no UserDefaults type; remove the key instead")
        case .bool(let b): return .boolean(b)
        case .int(let i): return .integer(i)
        case .double(let d): return .real(d)
        case .string(let s): return .string(s)
        case .array: return .array(try cursor.array().map { (c) throws(JSONDecodeError) in try value(at: c) })
        case .object(let object):
            if object.count == 1, let key = object.keys.first, key.hasPrefix("$") {
                return try wrapper(key, cursor.field(key))
            }
            var d: [String: StoreValue] = [:]
            for (key, child) in try cursor.members() { d[key] = try value(at: child) }
            return .dictionary(d)
        }
    }

    private static func wrapper(_ key: String, _ inner: JSONCursor) throws(JSONDecodeError) -> StoreValue {
        switch key {
        case "$data":
            guard let bytes = Base64.decode(try inner.string()) else { throw inner.error("invalid base64") }
            return .data(bytes)
        case "$date":
            guard let date = StoreDate(iso8601: try inner.string()) else {
                throw inner.error("invalid date (expected YYYY-MM-DDTHH:MM:SSZ)")
            }
            return .date(date)
        case "$real":
            switch inner.value {
            case .int, .double: return .real(try inner.double())
            case .string(let s):
                guard let d = PlistNumberFormat.parseReal(s.trimmingASCIIWhitespace) else { throw inner.error("invalid real \"\(s)\"") }
                return .real(d)
            case .null, .bool, .array, .object:
                throw inner.error("expected a number or a string, found \(inner.value.kindDescription)")
            }
        case "$dict":
            _ = try inner.object()
            var d: [String: StoreValue] = [:]
            for (k, child) in try inner.members() { d[k] = try value(at: child) }
            return .dictionary(d)
        default:
            throw inner.error("unknown typed value \"\(key)\" (known: $data, $date, $real, $dict)")
        }
    }
}
