import Synchronization

/// A vendor list's vendor records, decoded when first asked for and then shared by every copy of
/// the list (a class: `VendorList` is a value copied into every configuration and state).
///
/// A list built from records (the JSON loader, code) holds them from the start. The embedded list
/// decodes its compact records on first use, one at a time: a vendor's details or name
/// read only its own record, and only the whole-list accessors decode all of them. Either happens
/// under a lock, so threads asking at once wait for one decode.
final class VendorRecords: Sendable {
    /// The records in id order, split.
    struct Decoded: Sendable {
        /// Every vendor, deleted ones included, by id.
        let all: [GVLVendor]
        /// Vendors without a `deletedDate`, by id.
        let active: [GVLVendor]
        /// Vendors with a `deletedDate`, by id.
        let deleted: [GVLVendor]

        /// `vendors` split; `vendors` must be sorted by id.
        init(sorted vendors: [GVLVendor]) {
            var active: [GVLVendor] = []
            active.reserveCapacity(vendors.count)
            var deleted: [GVLVendor] = []
            for vendor in vendors {
                if vendor.isDeleted { deleted.append(vendor) } else { active.append(vendor) }
            }
            all = vendors
            self.active = active
            self.deleted = deleted
        }
    }

    /// How the records of a list that decodes them on first use are read, by position in id order.
    struct Reader: Sendable {
        /// Where the records are read from (the address of the static data): two readers with the
        /// same source make the same records.
        let source: Int
        /// How many records there are.
        let count: Int
        /// The record at a position.
        let record: @Sendable (Int) -> GVLVendor
        /// The name of the record at a position, without decoding the rest of it.
        let name: @Sendable (Int) -> String
    }

    /// What has been decoded so far.
    private struct State {
        /// Every record, once a whole-list accessor asked.
        var all: Decoded?
        /// Records decoded one at a time before that, by position (a dictionary: a few are asked
        /// for, and 692 empty slots of a vendor's size would be a 140 KB allocation).
        var single: [Int: GVLVendor] = [:]
    }

    /// Nil when the records were at hand from the start.
    private let reader: Reader?
    private let state: Mutex<State>

    /// Records already at hand, sorted by id.
    init(sorted vendors: [GVLVendor]) {
        reader = nil
        state = Mutex(State(all: Decoded(sorted: vendors)))
    }

    /// Records `reader` makes (in id order) on first use.
    init(decodingOnFirstUse reader: Reader) {
        self.reader = reader
        state = Mutex(State())
    }

    /// Whether `other` holds the same records, known without decoding them: the same instance, or
    /// another reader of the same data (e.g. a list read afresh as `VendorList.embedded` is).
    func isKnownToEqual(_ other: VendorRecords) -> Bool {
        if self === other { return true }
        guard let reader, let otherReader = other.reader else { return false }
        return reader.source == otherReader.source && reader.count == otherReader.count
    }

    /// Whether every record is decoded (tests of the laziness ask).
    var isDecoded: Bool { state.withLock { $0.all != nil } }

    /// How many records are decoded, all of them or one at a time (tests of the laziness ask).
    var decodedCount: Int { state.withLock { $0.all?.all.count ?? $0.single.count } }

    /// Every record, decoded now if they were not yet.
    var decoded: Decoded {
        state.withLock { state in
            if let all = state.all { return all }
            // Only a lazy list lacks `all`; its reader decodes each record (they come in id order).
            let reader = reader!
            let single = state.single
            let made = Decoded(sorted: (0..<reader.count).map { position in single[position] ?? reader.record(position) })
            state.all = made
            state.single = [:]
            return made
        }
    }

    /// The record at `position` (in id order), decoding only that one if the records are not yet.
    func record(at position: Int) -> GVLVendor {
        state.withLock { state in
            if let all = state.all { return all.all[position] }
            let reader = reader!
            if let cached = state.single[position] { return cached }
            let made = reader.record(position)
            state.single[position] = made
            return made
        }
    }

    /// The name of the record at `position`, without decoding the record (nor taking the lock)
    /// when the records are decoded on first use: the vendor page reads every shown vendor's name.
    func name(at position: Int) -> String {
        if let reader { return reader.name(position) }
        return state.withLock { $0.all!.all[position].name }
    }
}
