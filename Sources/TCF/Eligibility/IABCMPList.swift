import Basics

/// One CMP of the IAB Europe CMP list: its id, its registered name, the day the IAB deleted it (nil
/// while it is registered), and whether it is registered for mobile apps.
public struct IABCMP: Hashable, Sendable {
    /// The CMP id TC strings carry.
    public var id: Int
    /// The name the IAB lists.
    public var name: String
    /// The day the IAB deleted it ("2024-11-13"), or nil.
    public var deleted: String?
    /// Whether its environments include "Native App (Mobile)".
    public var app: Bool

    /// A CMP; see the properties.
    public init(id: Int, name: String, deleted: String?, app: Bool) {
        self.id = id
        self.name = name
        self.deleted = deleted
        self.app = app
    }
}

/// The IAB Europe CMP list (`cmp-list.json`): which CMP ids are registered with the TCF. A CMP id that
/// is registered but absent from what consentsim knows of Google's certified list reads as
/// "certification unknown" (`CMPCertification`).
public struct IABCMPList: Hashable, Sendable {
    /// Where the list was taken from.
    public var source: String
    /// The list's own `lastUpdated`.
    public var lastUpdated: String
    /// Every CMP, deleted ones included, by ascending id.
    public var cmps: [IABCMP]

    /// A list; see the properties.
    public init(source: String, lastUpdated: String, cmps: [IABCMP]) {
        self.source = source
        self.lastUpdated = lastUpdated
        self.cmps = cmps
    }

    /// The CMP with `id`, deleted or not, or nil when the IAB never registered it.
    public func cmp(_ id: Int) -> IABCMP? {
        var low = 0
        var high = cmps.count - 1
        while low <= high {
            let mid = (low + high) / 2
            if cmps[mid].id == id { return cmps[mid] }
            if cmps[mid].id < id { low = mid + 1 } else { high = mid - 1 }
        }
        return nil
    }

    /// "IAB CMP list of 2025-03-20T17:03:19Z (218 CMPs) from …".
    public var summary: String { "IAB CMP list of \(lastUpdated) (\(cmps.count) CMPs), from \(source)" }
}
