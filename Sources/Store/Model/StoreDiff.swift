/// What changed between two versions of a domain, by top-level key: the UI highlights these after an action.
public struct StoreDiff: Equatable, Sendable {
    /// How one key changed.
    public enum Change: Equatable, Sendable {
        case added
        case changed
        case removed
    }

    /// Keys present only in the new domain, in bytewise order.
    public var added: [String]
    /// Keys present in both with different values (a type change counts), in bytewise order.
    public var changed: [String]
    /// Keys present only in the old domain, in bytewise order.
    public var removed: [String]

    /// A diff from explicit key lists.
    public init(added: [String] = [], changed: [String] = [], removed: [String] = []) {
        self.added = added
        self.changed = changed
        self.removed = removed
    }

    /// The diff that turns `old` into `new`.
    public init(from old: StoreDomain, to new: StoreDomain) {
        var added: [String] = []
        var changed: [String] = []
        var removed: [String] = []
        for (key, value) in new.values {
            if let previous = old.values[key] {
                if previous != value { changed.append(key) }
            } else {
                added.append(key)
            }
        }
        for key in old.values.keys where new.values[key] == nil { removed.append(key) }
        self.init(
            added: added.sorted(by: storeKeyPrecedes),
            changed: changed.sorted(by: storeKeyPrecedes),
            removed: removed.sorted(by: storeKeyPrecedes))
    }

    /// Whether nothing changed.
    public var isEmpty: Bool { added.isEmpty && changed.isEmpty && removed.isEmpty }

    /// Every key that changed in any way, in bytewise order.
    public var allKeys: [String] { (added + changed + removed).sorted(by: storeKeyPrecedes) }

    /// How `key` changed, or nil if it did not.
    public func change(forKey key: String) -> Change? {
        if added.contains(key) { return .added }
        if changed.contains(key) { return .changed }
        if removed.contains(key) { return .removed }
        return nil
    }
}

extension StoreDomain {
    /// The diff that turns `old` into this domain.
    public func diff(from old: StoreDomain) -> StoreDiff { StoreDiff(from: old, to: self) }
}
