/// A parsed JSON document: the small, order-preserving value model the whole project reads and writes.
///
/// Our own type rather than Foundation's so that parse errors carry line and column, decode errors
/// carry the JSON path, output is byte-stable (key order is kept), and the GVL loads fast.
public enum JSONValue: Hashable, Sendable {
    case null
    case bool(Bool)
    /// A number written without fraction or exponent that fits in 64 bits.
    case int(Int64)
    /// Any other number.
    case double(Double)
    case string(String)
    case array([JSONValue])
    case object(JSONObject)

    /// A short name of the value's kind, for error messages ("a string", "an object", ...).
    public var kindDescription: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .int, .double: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}

/// A JSON object that keeps its members in document order.
public struct JSONObject: Hashable, Sendable, ExpressibleByDictionaryLiteral {
    /// Members in document (or insertion) order; a repeated key keeps its last value, in its first place.
    public private(set) var members: [(key: String, value: JSONValue)]
    /// Position of each key in `members`, built only once the object outgrows `linearLimit`:
    /// most JSON objects are small, and there a scan of short keys beats hashing every key
    /// (the hash index once took a fifth of the time to load the 692-vendor GVL).
    private var index: [String: Int]?
    private static let linearLimit = 16

    /// An empty object.
    public init() {
        members = []
        index = nil
    }

    /// An object from literal members, in order.
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        self.init()
        reserveCapacity(elements.count)
        for (k, v) in elements { self[k] = v }
    }

    /// An object from members, in order.
    public init(_ elements: [(String, JSONValue)]) {
        self.init()
        reserveCapacity(elements.count)
        for (k, v) in elements { self[k] = v }
    }

    /// Makes room for `n` members, so that adding them does not regrow `members` (growing from
    /// empty reallocates at 1, 2, 4 and 8 members, most of the cost of building a small object).
    mutating func reserveCapacity(_ n: Int) { members.reserveCapacity(n) }

    private func position(of key: String) -> Int? {
        if let index { return index[key] }
        return members.firstIndex { $0.key == key }
    }

    private mutating func rebuildIndex() {
        guard members.count > JSONObject.linearLimit else {
            index = nil
            return
        }
        var built = [String: Int](minimumCapacity: members.count)
        for (j, m) in members.enumerated() { built[m.key] = j }
        index = built
    }

    /// The value for `key`; setting nil removes the member.
    public subscript(key: String) -> JSONValue? {
        get { position(of: key).map { members[$0].value } }
        set {
            if let i = position(of: key) {
                if let newValue {
                    members[i].value = newValue
                } else {
                    members.remove(at: i)
                    rebuildIndex()
                }
            } else if let newValue {
                members.append((key, newValue))
                if index != nil {
                    index![key] = members.count - 1
                } else if members.count > JSONObject.linearLimit {
                    rebuildIndex()
                }
            }
        }
    }

    /// The keys in order.
    public var keys: [String] { members.map(\.key) }

    /// The number of members.
    public var count: Int { members.count }

    /// Two objects are equal when they have the same members, whatever their order.
    public static func == (lhs: JSONObject, rhs: JSONObject) -> Bool {
        guard lhs.members.count == rhs.members.count else { return false }
        for m in lhs.members where rhs[m.key] != m.value { return false }
        return true
    }

    /// Hashes the members independently of their order.
    public func hash(into hasher: inout Hasher) {
        var acc = 0
        for m in members {
            var h = Hasher()
            h.combine(m.key)
            h.combine(m.value)
            acc ^= h.finalize()
        }
        hasher.combine(acc)
        hasher.combine(members.count)
    }
}
