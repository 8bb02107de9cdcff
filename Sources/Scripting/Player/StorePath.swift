import Store

/// Store keys with a path into dictionaries and arrays: `personalized_ad_status/consent_state`,
/// `personalized_ad_status/pub_ids/0`. PAC keeps all its state in one dictionary, so scripts must
/// reach inside it; a key that itself contains `/` is still found as a whole first.
public enum StorePath {
    /// The value at `path` in `domain`, or nil when any step is missing.
    public static func value(_ path: String, in domain: StoreDomain) -> StoreValue? {
        if let whole = domain[path] { return whole }
        let parts = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard parts.count > 1, var current = domain[parts[0]] else { return nil }
        for part in parts.dropFirst() {
            switch current {
            case .dictionary(let d):
                guard let next = d[part] else { return nil }
                current = next
            case .array(let a):
                guard let i = Int(part), i >= 0, i < a.count else { return nil }
                current = a[i]
            default:
                return nil
            }
        }
        return current
    }
}
