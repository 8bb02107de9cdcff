import Store

/// One change an SDK or the app asks to make to the device's `UserDefaults` domain.
///
/// Reducers never touch storage: they return these, the app reducer applies them to its in-memory
/// copy of the domain, and the runtime writes the same list to the `DeviceStore` in one atomic update.
package enum StoreWrite: Hashable, Sendable {
    /// `UserDefaults.set(_:forKey:)`.
    case set(String, StoreValue)
    /// `UserDefaults.removeObject(forKey:)`.
    case remove(String)
    /// Removes every key starting with the prefix (UMP's `reset` clearing `IABTCF_`).
    case removePrefix(String)
    /// Empties the domain (uninstalling the app deletes its container).
    case clear

    /// Applies the write to `domain`.
    package func apply(to domain: inout StoreDomain) {
        switch self {
        case .set(let key, let value): domain[key] = value
        case .remove(let key): domain.removeObject(forKey: key)
        case .removePrefix(let prefix): domain.removeAll(keysWithPrefix: prefix)
        case .clear: domain = StoreDomain()
        }
    }
}

extension Array where Element == StoreWrite {
    /// Applies every write in order.
    package func apply(to domain: inout StoreDomain) {
        // A first consent record sets ~25 keys: growing the dictionary once, instead of doubling as
        // keys arrive (each growth rehashes every key), saves a tenth of a launch cycle. Only done
        // when the domain is smaller than the batch: rewriting keys already stored (a relaunch)
        // needs no room, and reserving for them would rehash for nothing.
        var sets = 0
        for case .set in self { sets += 1 }
        if sets > 1 && domain.count < sets { domain.reserveCapacity(domain.count + sets) }
        for w in self { w.apply(to: &domain) }
    }
}

// Store's value types are Equatable only; Flow's states and events must be Hashable (the transition
// explorer dedupes states), so Flow adds a hash that agrees with Store's `==` (NaN reals are equal there,
// so every NaN hashes alike). If Store ever declares Hashable itself, delete these two extensions.
extension StoreValue: Hashable {
    /// Hashes the value consistently with `==`.
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

extension StoreDomain: Hashable {
    /// Hashes the entries consistently with `==`.
    public func hash(into hasher: inout Hasher) { hasher.combine(values) }
}
