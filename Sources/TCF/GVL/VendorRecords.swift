import Synchronization

/// A vendor list's vendor records, decoded when first asked for and then shared by every copy of
/// the list (a class: `VendorList` is a value copied into every configuration and state).
///
/// A list built from records (the JSON loader, code) holds them from the start; the embedded list
/// decodes its compact records on first use (issue 13), under a lock, so threads asking at once
/// wait for one decode.
final class VendorRecords: Sendable {
    /// The records in id order, split and indexed.
    struct Decoded: Sendable {
        /// Every vendor, deleted ones included, by id.
        let all: [GVLVendor]
        /// Vendors without a `deletedDate`, by id.
        let active: [GVLVendor]
        /// Vendors with a `deletedDate`, by id.
        let deleted: [GVLVendor]
        /// Position in `all` by vendor id (a later duplicate wins).
        let index: [Int: Int]

        /// `vendors` split and indexed; `vendors` must be sorted by id.
        init(sorted vendors: [GVLVendor]) {
            var index: [Int: Int] = [:]
            index.reserveCapacity(vendors.count)
            var active: [GVLVendor] = []
            active.reserveCapacity(vendors.count)
            var deleted: [GVLVendor] = []
            for (i, vendor) in vendors.enumerated() {
                index[vendor.id] = i
                if vendor.isDeleted { deleted.append(vendor) } else { active.append(vendor) }
            }
            all = vendors
            self.active = active
            self.deleted = deleted
            self.index = index
        }
    }

    private let decode: @Sendable () -> [GVLVendor]
    private let state: Mutex<Decoded?>

    /// Records already at hand, sorted by id.
    init(sorted vendors: [GVLVendor]) {
        decode = { vendors }
        state = Mutex(Decoded(sorted: vendors))
    }

    /// Records `decode` makes (sorted by id) on first use.
    init(decodingOnFirstUse decode: @escaping @Sendable () -> [GVLVendor]) {
        self.decode = decode
        state = Mutex(nil)
    }

    /// Whether the records are decoded (tests of the laziness ask).
    var isDecoded: Bool { state.withLock { $0 != nil } }

    /// The records, decoded now if they were not yet.
    var decoded: Decoded {
        state.withLock { state in
            if let state { return state }
            let made = Decoded(sorted: decode())
            state = made
            return made
        }
    }
}
