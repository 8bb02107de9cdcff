import Basics
import Store

/// The stored keys at a failed key check, as the report lists them: `key = value` a line in the
/// store's order, values in words (`ValueDescription`), at most `limit` lines so a store of
/// thousands of keys stays readable; the checked key is always among them.
package enum StoredKeysListing {
    /// The lines for `domain`, with `key` kept when the list is cut.
    package static func lines(_ domain: StoreDomain, around key: String, limit: Int = 20) -> [String] {
        let root = key.split(separator: "/", maxSplits: 1).first.map(String.init) ?? key
        var entries = domain.entries
        if entries.count > limit {
            // Keep the window of keys around the checked one (IABTCF_ keys sit together).
            let at = entries.firstIndex { $0.key >= root } ?? entries.count
            let start = max(0, min(at - limit / 2, entries.count - limit))
            let shown = Array(entries[start..<(start + limit)])
            let before = start, after = entries.count - start - limit
            entries = shown
            return (before > 0 ? ["… \(before) keys before"] : []) + entries.map(line) + (after > 0 ? ["… \(after) keys after"] : [])
        }
        return entries.map(line)
    }

    /// `key = the Number 1`, escaped and cut to 160 characters (keys and values come from a store file).
    static func line(_ entry: (key: String, value: StoreValue)) -> String {
        MessageText.line("\(entry.key) = " + ValueDescription.describe(entry.value), limit: 160)
    }
}
