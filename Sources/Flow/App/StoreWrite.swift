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
