/// A `UserDefaults`-like domain: string keys to property-list values, with the typed getters apps use.
///
/// The getters coerce the way `UserDefaults` does (`integer(forKey:)` reads `"1"` as 1, a missing key
/// as 0) because that is what an iOS app reading the store sees. Code that must tell `1` from `"1"`
/// (the Android `ClassCastException` trap) reads the exact value with `self[key]` or `object(forKey:)`.
public struct StoreDomain: Hashable, Sendable {
    /// All entries.
    public private(set) var values: [String: StoreValue]

    /// An empty domain.
    public init() { values = [:] }

    /// A domain holding `values`.
    public init(_ values: [String: StoreValue]) { self.values = values }

    /// The keys in bytewise order.
    public var keys: [String] { values.keys.sorted(by: storeKeyPrecedes) }

    /// The entries in bytewise key order.
    public var entries: [(key: String, value: StoreValue)] { values.sortedEntries }

    /// The number of keys.
    public var count: Int { values.count }

    /// Whether the domain has no keys.
    public var isEmpty: Bool { values.isEmpty }

    /// The exact stored value; setting nil removes the key.
    public subscript(key: String) -> StoreValue? {
        get { Self.value(in: values, forKey: key) }
        set { values[key] = newValue }
    }

    /// Makes room for at least `minimumCapacity` keys, so that adding up to that many does not
    /// grow the storage again (every growth rehashes every key).
    public mutating func reserveCapacity(_ minimumCapacity: Int) { values.reserveCapacity(minimumCapacity) }

    // MARK: UserDefaults-style access

    /// The stored value, uncoerced (`UserDefaults.object(forKey:)`).
    public func object(forKey key: String) -> StoreValue? { Self.value(in: values, forKey: key) }

    /// `values[key]`, found by comparing keys where there are only a few: hashing a key (SipHash
    /// over its bytes) costs more than comparing it with a handful of others, and a device that
    /// `doctor --batch` reads from a TC string line has two keys and is asked for a dozen.
    private static func value(in values: [String: StoreValue], forKey key: String) -> StoreValue? {
        guard values.count <= 4 else { return values[key] }
        for (stored, value) in values where stored == key { return value }
        return nil
    }

    /// Stores `value` under `key` (`UserDefaults.set(_:forKey:)`).
    public mutating func set(_ value: StoreValue, forKey key: String) { values[key] = value }

    /// Stores an integer (`UserDefaults.set(Int)`), the IAB "Number" type.
    public mutating func set(_ value: Int, forKey key: String) { values[key] = .integer(Int64(value)) }

    /// Stores a string.
    public mutating func set(_ value: String, forKey key: String) { values[key] = .string(value) }

    /// Stores a boolean (`<true/>`/`<false/>`; IAB keys want integers instead).
    public mutating func set(_ value: Bool, forKey key: String) { values[key] = .boolean(value) }

    /// Stores a real.
    public mutating func set(_ value: Double, forKey key: String) { values[key] = .real(value) }

    /// Removes `key` (`UserDefaults.removeObject(forKey:)`).
    public mutating func removeObject(forKey key: String) { values[key] = nil }

    /// Removes every key for which `shouldRemove` is true.
    public mutating func removeAll(where shouldRemove: (String) throws -> Bool) rethrows {
        for key in values.keys where try shouldRemove(key) { values[key] = nil }
    }

    /// Removes every key starting with `prefix` (for example `IABTCF_` when a CMP is removed).
    public mutating func removeAll(keysWithPrefix prefix: String) {
        removeAll { $0.hasPrefix(prefix) }
    }

    /// The value as an integer the way `UserDefaults.integer(forKey:)` reads it: numbers and numeric
    /// strings convert (reals truncate), booleans are 0 or 1, anything else or a missing key is 0.
    public func integer(forKey key: String) -> Int {
        switch values[key] {
        case .integer(let i)?: return Int(truncatingIfNeeded: i)
        case .real(let d)?: return d.isFinite && abs(d) < 9.2e18 ? Int(d) : 0
        case .boolean(let b)?: return b ? 1 : 0
        case .string(let s)?:
            let t = s.trimmingASCIIWhitespace
            if let i = Int(t) { return i }
            if let d = Double(t), d.isFinite, abs(d) < 9.2e18 { return Int(d) }
            return 0
        case .data?, .date?, .array?, .dictionary?, nil: return 0
        }
    }

    /// The value as a real the way `UserDefaults.double(forKey:)` reads it (0 when missing or not numeric).
    public func double(forKey key: String) -> Double {
        switch values[key] {
        case .integer(let i)?: return Double(i)
        case .real(let d)?: return d
        case .boolean(let b)?: return b ? 1 : 0
        case .string(let s)?: return Double(s.trimmingASCIIWhitespace) ?? 0
        case .data?, .date?, .array?, .dictionary?, nil: return 0
        }
    }

    /// The value as a boolean the way `UserDefaults.bool(forKey:)` reads it: non-zero numbers, and the
    /// strings `YES`/`true` (any case) or a non-zero number, are true; anything else is false.
    public func bool(forKey key: String) -> Bool {
        switch values[key] {
        case .integer(let i)?: return i != 0
        case .real(let d)?: return d != 0
        case .boolean(let b)?: return b
        case .string(let s)?:
            let t = s.trimmingASCIIWhitespace.lowercased()
            if t == "yes" || t == "true" { return true }
            return (Double(t) ?? 0) != 0
        case .data?, .date?, .array?, .dictionary?, nil: return false
        }
    }

    /// The value as a string the way `UserDefaults.string(forKey:)` reads it: strings, and numbers
    /// in their decimal form (booleans as `1`/`0`, like NSNumber's `stringValue`); nil otherwise.
    public func string(forKey key: String) -> String? {
        switch values[key] {
        case .string(let s)?: return s
        case .integer(let i)?: return String(i)
        case .real(let d)?: return PlistNumberFormat.real(d)
        case .boolean(let b)?: return b ? "1" : "0"
        case .data?, .date?, .array?, .dictionary?, nil: return nil
        }
    }

    /// The value when it is a dictionary (`UserDefaults.dictionary(forKey:)`).
    public func dictionary(forKey key: String) -> [String: StoreValue]? {
        if case .dictionary(let d)? = values[key] { return d }
        return nil
    }

    /// The value when it is an array (`UserDefaults.array(forKey:)`).
    public func array(forKey key: String) -> [StoreValue]? {
        if case .array(let a)? = values[key] { return a }
        return nil
    }

    /// The value when it is data (`UserDefaults.data(forKey:)`).
    public func data(forKey key: String) -> [UInt8]? {
        if case .data(let d)? = values[key] { return d }
        return nil
    }

    /// The value when it is a date.
    public func date(forKey key: String) -> StoreDate? {
        if case .date(let d)? = values[key] { return d }
        return nil
    }
}

extension String {
    /// The string without leading and trailing ASCII spaces, tabs and line breaks.
    var trimmingASCIIWhitespace: String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" || $0 == "\r\n" }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(self[first...last])
    }
}
