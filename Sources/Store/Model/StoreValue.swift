/// One value a `UserDefaults` domain can hold: the property-list types, nothing else.
///
/// NSUserDefaults stores NSNumber (integer, real or boolean), NSString, NSData, NSDate, NSArray and
/// NSDictionary with string keys. Integers and booleans stay distinct because the IAB in-app spec
/// requires Numbers (`IABTCF_gdprApplies` = integer 1), never booleans or strings.
public enum StoreValue: Sendable {
    case integer(Int64)
    case real(Double)
    case boolean(Bool)
    case string(String)
    case data([UInt8])
    case date(StoreDate)
    case array([StoreValue])
    case dictionary([String: StoreValue])

    /// A scalar's text as a property list spells it (`42`, `0.5`, `true`, the raw string, base64 data,
    /// an ISO 8601 date); nil for arrays and dictionaries.
    public var scalarText: String? {
        switch self {
        case .integer(let i): String(i)
        case .real(let d): PlistNumberFormat.real(d)
        case .boolean(let b): b ? "true" : "false"
        case .string(let s): s
        case .data(let bytes): Base64.encode(bytes)
        case .date(let date): date.iso8601
        case .array, .dictionary: nil
        }
    }

    /// The property-list type name (`integer`, `real`, `boolean`, `string`, `data`, `date`, `array`, `dictionary`).
    public var typeName: String {
        switch self {
        case .integer: "integer"
        case .real: "real"
        case .boolean: "boolean"
        case .string: "string"
        case .data: "data"
        case .date: "date"
        case .array: "array"
        case .dictionary: "dictionary"
        }
    }
}

extension StoreValue: Equatable {
    /// Structural equality; two NaN reals are equal so that a stored NaN round-trips as "unchanged".
    public static func == (lhs: StoreValue, rhs: StoreValue) -> Bool {
        switch (lhs, rhs) {
        case let (.integer(a), .integer(b)): a == b
        case let (.real(a), .real(b)): a == b || (a.isNaN && b.isNaN)
        case let (.boolean(a), .boolean(b)): a == b
        case let (.string(a), .string(b)): a == b
        case let (.data(a), .data(b)): a == b
        case let (.date(a), .date(b)): a == b
        case let (.array(a), .array(b)): a == b
        case let (.dictionary(a), .dictionary(b)): a == b
        case (.integer, _), (.real, _), (.boolean, _), (.string, _), (.data, _), (.date, _), (.array, _), (.dictionary, _):
            false
        }
    }
}

extension StoreValue: Hashable {
    /// Hashes the value consistently with `==` (every NaN hashes alike, since NaN reals are equal here).
    public func hash(into hasher: inout Hasher) {
        switch self {
        case .integer(let i): hasher.combine(0); hasher.combine(i)
        case .real(let d): hasher.combine(1); if d.isNaN { hasher.combine(0 as UInt8) } else { hasher.combine(d) }
        case .boolean(let b): hasher.combine(2); hasher.combine(b)
        case .string(let s): hasher.combine(3); hasher.combine(s)
        case .data(let d): hasher.combine(4); hasher.combine(d)
        case .date(let d): hasher.combine(5); hasher.combine(d)
        case .array(let a): hasher.combine(6); hasher.combine(a)
        case .dictionary(let d): hasher.combine(7); hasher.combine(d)
        }
    }
}

extension StoreValue: ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral, ExpressibleByBooleanLiteral,
    ExpressibleByStringLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral
{
    /// An `.integer`.
    public init(integerLiteral value: Int64) { self = .integer(value) }
    /// A `.real`.
    public init(floatLiteral value: Double) { self = .real(value) }
    /// A `.boolean`.
    public init(booleanLiteral value: Bool) { self = .boolean(value) }
    /// A `.string`.
    public init(stringLiteral value: String) { self = .string(value) }
    /// An `.array`.
    public init(arrayLiteral elements: StoreValue...) { self = .array(elements) }
    /// A `.dictionary`; a repeated key keeps its last value.
    public init(dictionaryLiteral elements: (String, StoreValue)...) {
        self = .dictionary(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }
}

/// Bytewise (UTF-8) key order: the order every writer in this module uses, stable across platforms
/// and independent of Unicode collation.
///
/// Native strings compare straight on their UTF-8 buffers: the generic `lexicographicallyPrecedes`
/// over `UTF8View` cost ~30 instructions a byte, and sorting a diff's keys was a tenth of a
/// launch-decide-store cycle.
@inline(__always)
func storeKeyPrecedes(_ a: String, _ b: String) -> Bool {
    let fast = a.utf8.withContiguousStorageIfAvailable { x in
        b.utf8.withContiguousStorageIfAvailable { y in bytesPrecede(x, y) }
    }
    if let fast = fast ?? nil { return fast }
    return a.utf8.lexicographicallyPrecedes(b.utf8)
}

/// Whether `x` sorts before `y` bytewise (a proper prefix sorts first).
@inline(__always)
private func bytesPrecede(_ x: UnsafeBufferPointer<UInt8>, _ y: UnsafeBufferPointer<UInt8>) -> Bool {
    let n = Swift.min(x.count, y.count)
    var i = 0
    while i < n {
        let p = x[i], q = y[i]
        if p != q { return p < q }
        i += 1
    }
    return x.count < y.count
}

extension Dictionary where Key == String, Value == StoreValue {
    /// The entries in bytewise key order.
    var sortedEntries: [(key: String, value: StoreValue)] {
        sorted { storeKeyPrecedes($0.key, $1.key) }
    }
}
