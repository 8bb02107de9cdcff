import Basics
import Store

/// Conversions between the server's JSON, `StoreValue` and trace JSON, plus hashing for
/// `StoreValue` (which Store keeps `Equatable` only) so PAC's types can be `Hashable`.
enum PACStoreValues {
    /// What `NSJSONSerialization` objects become in `NSUserDefaults`: numbers stay integers or reals,
    /// `true`/`false` are `__NSCFBoolean` (a plist `<true/>`), objects are dictionaries. `null` has no
    /// plist type; it is dropped here (on a device `setObject:forKey:` would refuse the whole value).
    static func storeValue(_ json: JSONValue) -> StoreValue? {
        switch json {
        case .null: return nil
        case .bool(let b): return .boolean(b)
        case .int(let i): return .integer(i)
        case .double(let d): return .real(d)
        case .string(let s): return .string(s)
        case .array(let items): return .array(items.compactMap(storeValue))
        case .object(let o):
            var d: [String: StoreValue] = [:]
            d.reserveCapacity(o.count)
            for m in o.members {
                if let v = storeValue(m.value) { d[m.key] = v }
            }
            return .dictionary(d)
        }
    }

    /// A stored value for a trace: Store's typed JSON, so data, dates and whole reals stay distinguishable.
    static func json(_ value: StoreValue?) -> JSONValue {
        value.map { StoreJSON.jsonValue($0, typed: true) } ?? .null
    }
}
