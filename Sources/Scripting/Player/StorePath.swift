import Basics
import Store

/// Store keys with a path into dictionaries and arrays, and a position in a binary string:
/// `personalized_ad_status/consent_state`, `personalized_ad_status/pub_ids/0`,
/// `IABTCF_VendorConsents[755]`.
///
/// PAC keeps all its state in one dictionary, so scripts must reach inside it; the IAB binary strings
/// run to a thousand characters, so scripts name the id they care about. Position n is id n, and a
/// position past the end reads "0", as the IAB tells readers to. A key that itself contains `/` or
/// `[` is still found as a whole first.
package enum StorePath {
    /// The value at `path` in `domain`, or nil when any step is missing.
    package static func value(_ path: String, in domain: StoreDomain) -> StoreValue? {
        if let whole = domain[path] { return whole }
        if let (base, position) = bitPosition(path) {
            guard case .string(let bits)? = value(base, in: domain) else { return nil }
            let utf8 = Array(bits.utf8)
            return .string(position <= utf8.count ? String(UnicodeScalar(utf8[position - 1])) : "0")
        }
        let parts = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard parts.count > 1, var current = domain[parts[0]] else { return nil }
        for part in parts.dropFirst() {
            switch current {
            case .dictionary(let d):
                guard let next = d[part] else { return nil }
                current = next
            case .array(let a):
                guard let i = try? CheckedNumber.integer(part, in: 0...Int.max, what: "index"), i < a.count else { return nil }
                current = a[i]
            default:
                return nil
            }
        }
        return current
    }

    /// `KEY[n]` split into `KEY` and n (n ≥ 1), or nil.
    package static func bitPosition(_ path: String) -> (String, Int)? {
        guard path.hasSuffix("]"), let open = path.lastIndex(of: "["), open != path.startIndex,
            let n = try? CheckedNumber.integer(path[path.index(after: open)..<path.index(before: path.endIndex)], in: 1...Int.max, what: "position")
        else { return nil }
        return (String(path[..<open]), n)
    }

    /// The stored key a path starts with (`IABTCF_VendorConsents[755]` → `IABTCF_VendorConsents`).
    package static func rootKey(_ path: String) -> String {
        var key = bitPosition(path)?.0 ?? path
        if let slash = key.firstIndex(of: "/") { key = String(key[..<slash]) }
        return key
    }
}
