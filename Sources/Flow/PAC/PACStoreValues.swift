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

    /// Feeds `value` to `hasher` consistently with `StoreValue`'s `==` (NaN reals hash alike).
    static func hash(_ value: StoreValue?, into hasher: inout Hasher) {
        guard let value else {
            hasher.combine(0 as UInt8)
            return
        }
        switch value {
        case .integer(let i):
            hasher.combine(1 as UInt8)
            hasher.combine(i)
        case .real(let d):
            hasher.combine(2 as UInt8)
            if d.isNaN { hasher.combine(0 as UInt8) } else { hasher.combine(d) }
        case .boolean(let b):
            hasher.combine(3 as UInt8)
            hasher.combine(b)
        case .string(let s):
            hasher.combine(4 as UInt8)
            hasher.combine(s)
        case .data(let bytes):
            hasher.combine(5 as UInt8)
            hasher.combine(bytes)
        case .date(let date):
            hasher.combine(6 as UInt8)
            hasher.combine(date)
        case .array(let items):
            hasher.combine(7 as UInt8)
            hasher.combine(items.count)
            for item in items { hash(item, into: &hasher) }
        case .dictionary(let d):
            hasher.combine(8 as UInt8)
            hasher.combine(d.count)
            // Order-independent: dictionary iteration order is not stable between equal values.
            var acc = 0
            for (k, v) in d {
                var h = Hasher()
                h.combine(k)
                hash(v, into: &h)
                acc ^= h.finalize()
            }
            hasher.combine(acc)
        }
    }
}
