import Basics

/// The decoding toolkit behind `VendorListDecoder`: typed reads of `JSONValue`s whose errors learn
/// their JSON path while they unwind.
///
/// `JSONCursor` builds each child's path string eagerly; over the 692-vendor list that was about
/// 14,000 strings and half the decode time. Here a failure starts with just a message, every
/// container it passes through adds its key or index, and the path string is built once, at the end.
/// Messages are the same as `JSONCursor`'s, so errors read alike across the project.
struct GVLDecodeFailure: Error {
    /// One step of a path: an object member or an array element.
    enum Step {
        case key(String)
        case index(Int)
    }

    var message: String
    /// Steps from the failing value outwards (innermost first).
    var trail: [Step] = []

    /// The failure one level further out.
    func under(_ step: Step) -> GVLDecodeFailure {
        var copy = self
        copy.trail.append(step)
        return copy
    }

    /// The failure as a path-naming error, formatting the path exactly like `JSONCursor`.
    var decodeError: JSONDecodeError {
        var cursor = JSONCursor(.null)
        for step in trail.reversed() {
            switch step {
            case .key(let key): cursor = JSONCursor(.null, path: cursor.childPath(key))
            case .index(let i): cursor = JSONCursor(.null, path: "\(cursor.path)[\(i)]")
            }
        }
        return cursor.error(message)
    }
}

/// The members of one JSON object, read by key.
struct GVLFields {
    let object: JSONObject

    /// The members of `value`, which must be an object.
    init(_ value: JSONValue) throws(GVLDecodeFailure) {
        guard case .object(let o) = value else {
            throw GVLDecodeFailure(message: "expected an object, found \(value.kindDescription)")
        }
        object = o
    }

    /// Member `key` decoded by `decode`. When missing, the error names the member's own path
    /// (`$.vendors["8"].name: missing required field "name"`), pinpointing it in a large file.
    func required<T>(_ key: String, _ decode: (JSONValue) throws(GVLDecodeFailure) -> T) throws(GVLDecodeFailure) -> T {
        guard let value = object[key] else {
            throw GVLDecodeFailure(message: "missing required field \"\(key)\"", trail: [.key(key)])
        }
        do { return try decode(value) } catch { throw error.under(.key(key)) }
    }

    /// Member `key` decoded by `decode`, or nil when it is absent or null.
    func optional<T>(_ key: String, _ decode: (JSONValue) throws(GVLDecodeFailure) -> T) throws(GVLDecodeFailure) -> T? {
        guard let value = object[key] else { return nil }
        if case .null = value { return nil }
        do { return try decode(value) } catch { throw error.under(.key(key)) }
    }

    /// Every member decoded by `decode(key, value)`, in document order.
    func map<T>(_ decode: (String, JSONValue) throws(GVLDecodeFailure) -> T) throws(GVLDecodeFailure) -> [T] {
        var out: [T] = []
        out.reserveCapacity(object.count)
        for member in object.members {
            do { out.append(try decode(member.key, member.value)) } catch { throw error.under(.key(member.key)) }
        }
        return out
    }
}

/// Decoders of single values, passed by name to `GVLFields.required` / `optional`.
enum GVLValue {
    /// Re-raises a `JSONCursor` error (its path is relative, so only the message is kept).
    private static func reading<T>(_ value: JSONValue, _ read: (JSONCursor) throws(JSONDecodeError) -> T) throws(GVLDecodeFailure) -> T {
        do { return try read(JSONCursor(value, path: "")) } catch { throw GVLDecodeFailure(message: error.message) }
    }

    static func string(_ value: JSONValue) throws(GVLDecodeFailure) -> String {
        if case .string(let s) = value { return s }
        return try reading(value) { c throws(JSONDecodeError) in try c.string() }
    }

    static func bool(_ value: JSONValue) throws(GVLDecodeFailure) -> Bool {
        if case .bool(let b) = value { return b }
        return try reading(value) { c throws(JSONDecodeError) in try c.bool() }
    }

    static func int64(_ value: JSONValue) throws(GVLDecodeFailure) -> Int64 {
        if case .int(let i) = value { return i }
        return try reading(value) { c throws(JSONDecodeError) in try c.int64() }
    }

    /// A whole number in `range`.
    static func int(_ value: JSONValue, in range: ClosedRange<Int>) throws(GVLDecodeFailure) -> Int {
        if case .int(let i) = value, i >= Int64(range.lowerBound), i <= Int64(range.upperBound) { return Int(i) }
        return try reading(value) { c throws(JSONDecodeError) in try c.int(in: range) }
    }

    /// A decoder of whole numbers in `range`.
    static func int(in range: ClosedRange<Int>) -> (JSONValue) throws(GVLDecodeFailure) -> Int {
        { value throws(GVLDecodeFailure) in try int(value, in: range) }
    }

    /// A GVL id: every kind of id shares the TC string's 16-bit vendor-id space (and `IDSet`'s range).
    static func id(_ value: JSONValue) throws(GVLDecodeFailure) -> Int { try int(value, in: 1...IDSet.maxID) }

    /// An id that `field` of a TC string must be able to carry.
    static func id(_ value: JSONValue, for field: GVLIDField) throws(GVLDecodeFailure) -> Int {
        if case .int(let i) = value, field != .vendor, i < 1 || i > Int64(field.maxID) {
            throw GVLDecodeFailure(message: "\(i) is out of range 1...\(field.maxID): \(field.reason)")
        }
        return try int(value, in: 1...field.maxID)
    }

    /// A number of days (retention periods).
    static func days(_ value: JSONValue) throws(GVLDecodeFailure) -> Int { try int(value, in: 0...Int(Int32.max)) }

    static func array<T>(_ value: JSONValue, _ decode: (JSONValue) throws(GVLDecodeFailure) -> T) throws(GVLDecodeFailure) -> [T] {
        guard case .array(let items) = value else {
            throw GVLDecodeFailure(message: "expected an array, found \(value.kindDescription)")
        }
        var out: [T] = []
        out.reserveCapacity(items.count)
        for i in items.indices {
            do { out.append(try decode(items[i])) } catch { throw error.under(.index(i)) }
        }
        return out
    }

    static func strings(_ value: JSONValue) throws(GVLDecodeFailure) -> [String] {
        try array(value, string)
    }

    /// An array of ids of any kind.
    static func idSet(_ value: JSONValue) throws(GVLDecodeFailure) -> IDSet { try idSet(value, for: .vendor) }

    /// A decoder of arrays of ids that `field` must be able to carry.
    static func idSet(for field: GVLIDField) -> (JSONValue) throws(GVLDecodeFailure) -> IDSet {
        { value throws(GVLDecodeFailure) in try idSet(value, for: field) }
    }

    /// An array of ids that `field` must be able to carry.
    static func idSet(_ value: JSONValue, for field: GVLIDField) throws(GVLDecodeFailure) -> IDSet {
        guard case .array(let items) = value else {
            throw GVLDecodeFailure(message: "expected an array, found \(value.kindDescription)")
        }
        var ids = IDSet()
        for i in items.indices {
            do { ids.insert(try id(items[i], for: field)) } catch { throw error.under(.index(i)) }
        }
        return ids
    }

    /// An ISO-8601 date-time string, returned as written.
    static func dateTime(_ value: JSONValue) throws(GVLDecodeFailure) -> String {
        let s = try string(value)
        guard ISO8601Timestamp.epochDeciseconds(from: s) != nil else {
            let quoted = JSONValue.string(s).serialized()
            throw GVLDecodeFailure(message: "expected an ISO-8601 date-time such as \"2023-09-07T16:07:28Z\", found \(quoted)")
        }
        return s
    }

    /// An object whose keys are ids that `field` must be able to carry, each mapped to a value decoded by `decode`.
    static func byIDKey<T>(
        for field: GVLIDField = .vendor, _ decode: @escaping (JSONValue) throws(GVLDecodeFailure) -> T
    ) -> (JSONValue) throws(GVLDecodeFailure) -> [Int: T] {
        { value throws(GVLDecodeFailure) in
            var out: [Int: T] = [:]
            for (key, item) in try GVLFields(value).map({ key, item throws(GVLDecodeFailure) in
                guard let id = Int(key), String(id) == key, (1...IDSet.maxID).contains(id) else {
                    throw GVLDecodeFailure(message: "key \"\(key)\" is not an id (a whole number in 1...\(IDSet.maxID))")
                }
                guard id <= field.maxID else {
                    throw GVLDecodeFailure(message: "key \"\(key)\" is out of range 1...\(field.maxID): \(field.reason)")
                }
                return (id, try decode(item))
            }) {
                out[key] = item
            }
            return out
        }
    }

    /// An object of entries keyed by their id, each decoded by `decode(fields, id)`; every key must
    /// equal its entry's `id` member, an id that `field` must be able to carry.
    static func keyedByID<T>(
        for field: GVLIDField = .vendor, _ decode: @escaping (GVLFields, _ id: Int) throws(GVLDecodeFailure) -> T
    ) -> (JSONValue) throws(GVLDecodeFailure) -> [T] {
        { value throws(GVLDecodeFailure) in
            try GVLFields(value).map { key, entry throws(GVLDecodeFailure) in
                let fields = try GVLFields(entry)
                let id = try fields.required("id") { v throws(GVLDecodeFailure) in try GVLValue.id(v, for: field) }
                guard key == String(id) else {
                    throw GVLDecodeFailure(message: "id \(id) does not match its key \"\(key)\"", trail: [.key("id")])
                }
                return try decode(fields, id)
            }
        }
    }
}
