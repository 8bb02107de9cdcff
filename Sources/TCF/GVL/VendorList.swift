import Basics

/// An IAB Global Vendor List (GVL v3, `vendor-list.json`): purposes, features, stacks, data categories
/// and vendors, each sorted by id.
///
/// Immutable once built, so the derived indexes (vendor lookup, active/deleted split, id sets) always
/// agree with the data. Build one with `VendorList.load(json:)`, use `VendorList.embedded`, or
/// assemble a small list in code with `init(...)`.
///
/// The vendor records themselves may be decoded on first use (the embedded list's are):
/// `vendor(id:)` then decodes that vendor's record alone, `vendorName(id:)` only its name, and the
/// whole-list accessors (`vendors`, `activeVendors`, ...) every record; `vendorFacts`, the id sets
/// and the counts never need them.
public struct VendorList: Hashable, Sendable {
    /// Version of the GVL format (3 for TCF v2.2 lists).
    public let gvlSpecificationVersion: Int
    /// Incremented with each published list; goes into the TC string.
    public let vendorListVersion: Int
    /// TCF policy version the list belongs to (4 for TCF v2.2); goes into the TC string.
    public let tcfPolicyVersion: Int
    /// Publication time, exactly as the list writes it (ISO-8601, e.g. `2023-09-07T16:07:28Z`).
    public let lastUpdated: String
    /// `lastUpdated` in deciseconds since the Unix epoch (0 if the string is not a valid date-time,
    /// which only a hand-built list can have: the loader rejects such lists).
    public let lastUpdatedDeciseconds: Int64
    /// Purposes, by id.
    public let purposes: [GVLPurpose]
    /// Special purposes (legitimate interest only, no user choice), by id.
    public let specialPurposes: [GVLPurpose]
    /// Features, by id.
    public let features: [GVLPurpose]
    /// Special features (need the user's opt-in), by id.
    public let specialFeatures: [GVLPurpose]
    /// Stacks, by id.
    public let stacks: [GVLStack]
    /// Data categories, by id.
    public let dataCategories: [GVLDataCategory]
    /// Every vendor the list names, deleted ones included, by id.
    public var vendors: [GVLVendor] { records.decoded.all }
    /// Vendors without a `deletedDate`, by id: the ones a CMP may show.
    public var activeVendors: [GVLVendor] { records.decoded.active }
    /// Vendors with a `deletedDate`, by id: kept by the IAB so their ids are never reused.
    public var deletedVendors: [GVLVendor] { records.decoded.deleted }
    /// What every vendor of `vendors` declares (same order), available without decoding the records.
    public let vendorFacts: [GVLVendorFacts]
    /// Ids of `activeVendors`.
    public let vendorIDs: IDSet
    /// Ids of active vendors that declare only special purposes (see `GVLVendor.isSpecialPurposeOnly`).
    public let specialPurposeOnlyVendorIDs: IDSet
    /// The vendor records, decoded now or on first use.
    private let records: VendorRecords

    /// A list from its parts; every collection is sorted by id here. Ids should be unique: with
    /// duplicate vendor ids `vendor(id:)` finds the later one.
    public init(
        gvlSpecificationVersion: Int = 3, vendorListVersion: Int, tcfPolicyVersion: Int = 4, lastUpdated: String,
        purposes: [GVLPurpose] = [], specialPurposes: [GVLPurpose] = [], features: [GVLPurpose] = [],
        specialFeatures: [GVLPurpose] = [], stacks: [GVLStack] = [], dataCategories: [GVLDataCategory] = [],
        vendors: [GVLVendor]
    ) {
        let all = vendors.sortedByID()
        self.init(
            gvlSpecificationVersion: gvlSpecificationVersion, vendorListVersion: vendorListVersion, tcfPolicyVersion: tcfPolicyVersion,
            lastUpdated: lastUpdated, purposes: purposes, specialPurposes: specialPurposes, features: features,
            specialFeatures: specialFeatures, stacks: stacks, dataCategories: dataCategories,
            sortedFacts: all.map(GVLVendorFacts.init), records: VendorRecords(sorted: all))
    }

    /// A list whose vendor records `reader` makes on first use, each when asked for; `sortedFacts`
    /// must be theirs, sorted by id, the record at position i that of `sortedFacts[i]` (the compact
    /// embedded list's reader; tests compare the facts with the decoded records).
    init(
        gvlSpecificationVersion: Int, vendorListVersion: Int, tcfPolicyVersion: Int, lastUpdated: String,
        purposes: [GVLPurpose], specialPurposes: [GVLPurpose], features: [GVLPurpose], specialFeatures: [GVLPurpose],
        stacks: [GVLStack], dataCategories: [GVLDataCategory], sortedFacts: [GVLVendorFacts], reader: VendorRecords.Reader
    ) {
        self.init(
            gvlSpecificationVersion: gvlSpecificationVersion, vendorListVersion: vendorListVersion, tcfPolicyVersion: tcfPolicyVersion,
            lastUpdated: lastUpdated, purposes: purposes, specialPurposes: specialPurposes, features: features,
            specialFeatures: specialFeatures, stacks: stacks, dataCategories: dataCategories,
            sortedFacts: sortedFacts, records: VendorRecords(decodingOnFirstUse: reader))
    }

    /// The one place the stored properties are set: both initialisers above, with the vendors' facts
    /// sorted by id and the records decoded now or on first use.
    private init(
        gvlSpecificationVersion: Int, vendorListVersion: Int, tcfPolicyVersion: Int, lastUpdated: String,
        purposes: [GVLPurpose], specialPurposes: [GVLPurpose], features: [GVLPurpose], specialFeatures: [GVLPurpose],
        stacks: [GVLStack], dataCategories: [GVLDataCategory], sortedFacts: [GVLVendorFacts], records: VendorRecords
    ) {
        self.gvlSpecificationVersion = gvlSpecificationVersion
        self.vendorListVersion = vendorListVersion
        self.tcfPolicyVersion = tcfPolicyVersion
        self.lastUpdated = lastUpdated
        lastUpdatedDeciseconds = ISO8601Timestamp.epochDeciseconds(from: lastUpdated) ?? 0
        self.purposes = purposes.sortedByID()
        self.specialPurposes = specialPurposes.sortedByID()
        self.features = features.sortedByID()
        self.specialFeatures = specialFeatures.sortedByID()
        self.stacks = stacks.sortedByID()
        self.dataCategories = dataCategories.sortedByID()
        vendorFacts = sortedFacts
        self.records = records
        (vendorIDs, specialPurposeOnlyVendorIDs) = Self.activeIDs(sortedFacts)
    }

    /// The ids of the active vendors, and of those among them that declare only special purposes.
    private static func activeIDs(_ facts: [GVLVendorFacts]) -> (IDSet, IDSet) {
        var ids = IDSet()
        var specialOnly = IDSet()
        for vendor in facts where !vendor.isDeleted {
            ids.insert(vendor.id)
            if vendor.isSpecialPurposeOnly { specialOnly.insert(vendor.id) }
        }
        return (ids, specialOnly)
    }

    /// The vendor with `id`, deleted or not (check `isDeleted`); nil when the list has no such id.
    /// Decodes only that vendor's record when the list decodes its records on first use.
    public func vendor(id: Int) -> GVLVendor? {
        position(ofVendor: id).map(records.record(at:))
    }

    /// The name of the vendor with `id` (`vendor(id:)?.name`), deleted or not; nil when the list has
    /// no such id. Decodes no vendor record: what the vendor page's rows need besides the facts.
    public func vendorName(id: Int) -> String? {
        position(ofVendor: id).map(records.name(at:))
    }

    /// The facts of the vendor with `id`, deleted or not; nil when the list has no such id (with
    /// duplicate ids, the later one, as `vendor(id:)`). Needs no vendor record.
    public func vendorFacts(id: Int) -> GVLVendorFacts? {
        position(ofVendor: id).map { vendorFacts[$0] }
    }

    /// The position of the vendor with `id` in `vendorFacts` (and the records): the last one with
    /// that id, so with duplicate ids the later one wins.
    private func position(ofVendor id: Int) -> Int? {
        var lo = 0
        var hi = vendorFacts.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if vendorFacts[mid].id <= id { lo = mid + 1 } else { hi = mid }
        }
        return lo > 0 && vendorFacts[lo - 1].id == id ? lo - 1 : nil
    }

    /// Whether every vendor record is decoded (for tests: the first screens must not need them).
    package var hasDecodedVendorRecords: Bool { records.isDecoded }

    /// How many vendor records are decoded so far (for tests: a vendor's details decode only its own).
    package var decodedVendorRecordCount: Int { records.decodedCount }

    /// Every field compared, the vendor records included; two copies of one list, or two lists read
    /// from the same compact data, compare without decoding their records.
    public static func == (lhs: VendorList, rhs: VendorList) -> Bool {
        lhs.gvlSpecificationVersion == rhs.gvlSpecificationVersion && lhs.vendorListVersion == rhs.vendorListVersion
            && lhs.tcfPolicyVersion == rhs.tcfPolicyVersion && lhs.lastUpdated == rhs.lastUpdated
            && lhs.lastUpdatedDeciseconds == rhs.lastUpdatedDeciseconds
            && lhs.purposes == rhs.purposes && lhs.specialPurposes == rhs.specialPurposes && lhs.features == rhs.features
            && lhs.specialFeatures == rhs.specialFeatures && lhs.stacks == rhs.stacks && lhs.dataCategories == rhs.dataCategories
            && lhs.vendorFacts == rhs.vendorFacts && (lhs.records.isKnownToEqual(rhs.records) || lhs.vendors == rhs.vendors)
    }

    /// Hashes what identifies a published list (format, list and policy versions, publication time,
    /// and which vendors it has) instead of every purpose, stack and vendor record.
    ///
    /// A list sits inside every app configuration and UMP state, and the transition explorer and
    /// other state sets hash those often; hashing the 692 records each time dominated. `==` stays the
    /// synthesized, full comparison (cheap for copies of one list, whose arrays share storage), so
    /// this is sound: equal lists have equal fields here, hence equal hashes; two different lists
    /// with the same versions and vendor ids merely collide, and `==` tells them apart.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(gvlSpecificationVersion)
        hasher.combine(vendorListVersion)
        hasher.combine(tcfPolicyVersion)
        hasher.combine(lastUpdated)
        hasher.combine(vendorFacts.count)
        hasher.combine(vendorIDs)
    }
}

extension Array where Element: Identifiable, Element.ID == Int {
    /// The elements ordered by id; already-sorted input (the usual case) costs one pass.
    func sortedByID() -> [Element] {
        var sorted = true
        for i in indices.dropFirst() where self[i - 1].id > self[i].id {
            sorted = false
            break
        }
        return sorted ? self : self.sorted { $0.id < $1.id }
    }

    /// The element with `id` in an id-sorted array: direct index for dense 1-based ids, else binary search.
    func element(withID id: Int) -> Element? {
        if id >= 1, id <= count, self[id - 1].id == id { return self[id - 1] }
        var lo = 0
        var hi = count
        while lo < hi {
            let mid = (lo + hi) / 2
            if self[mid].id < id { lo = mid + 1 } else { hi = mid }
        }
        return lo < count && self[lo].id == id ? self[lo] : nil
    }
}
