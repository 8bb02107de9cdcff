/// The publisher restrictions at the end of the core segment.
///
/// Layout: `NumPubRestrictions(12)`, then per restriction `PurposeId(6) RestrictionType(2)` and
/// range entries. `NumPubRestrictions` is written even when it is 0.
enum PublisherRestrictionsSection {
    /// Appends `restrictions` in canonical order (see `PublisherRestriction.canonical`).
    static func write(_ restrictions: [PublisherRestriction], to writer: inout BitWriter) {
        let canonical = PublisherRestriction.canonical(restrictions)
        writer.write(canonical.count, .numPubRestrictions)
        for restriction in canonical {
            writer.write(restriction.purposeId, .purposeId)
            writer.write(restriction.restrictionType.rawValue, .restrictionType)
            RangeEntries.write(restriction.vendorIds, to: &writer)
        }
    }

    /// Reads the restrictions in order of first appearance, merging repeated (purpose, type) pairs.
    ///
    /// Some CMPs write the same pair more than once (InteractiveAdvertisingBureau/iabtcf-es#201), so a repeat adds its
    /// vendors to the earlier entry instead of producing a second one.
    static func read(from reader: inout BitReader) throws(TCStringError) -> [PublisherRestriction] {
        let count = try reader.read(.numPubRestrictions)
        var out: [PublisherRestriction] = []
        for _ in 0..<count {
            let purposeOffset = reader.position
            let purposeId = try reader.read(.purposeId, in: "publisherRestrictions")
            guard purposeId != 0 else { throw reader.error(.purposeIdZero, at: purposeOffset) }
            let rawType = try reader.read(.restrictionType, in: "publisherRestrictions")
            // Two bits always map to one of the four cases.
            let type = RestrictionType(rawValue: rawType) ?? .undefined
            let vendors = try RangeEntries.read(
                from: &reader, maxVendorId: nil, section: "publisherRestrictions")
            // At most 63 * 4 distinct pairs exist, so a linear search stays cheap.
            if let i = out.firstIndex(where: { $0.purposeId == purposeId && $0.restrictionType == type }) {
                out[i].vendorIds.formUnion(vendors)
            } else {
                out.append(PublisherRestriction(purposeId: purposeId, restrictionType: type, vendorIds: vendors))
            }
        }
        return out
    }
}

extension PublisherRestriction {
    /// The order the encoder writes: sorted by purposeId, then restrictionType, one entry per pair.
    ///
    /// Entries sharing a (purposeId, restrictionType) pair are merged by uniting their vendors, so
    /// `decode(encode(m)).publisherRestrictions == PublisherRestriction.canonical(m.publisherRestrictions)`.
    public static func canonical(_ restrictions: [PublisherRestriction]) -> [PublisherRestriction] {
        if isCanonical(restrictions) { return restrictions }
        var merged: [PublisherRestriction] = []
        merged.reserveCapacity(restrictions.count)
        let sorted = restrictions.enumerated().sorted { a, b in
            (a.element.purposeId, a.element.restrictionType.rawValue, a.offset)
                < (b.element.purposeId, b.element.restrictionType.rawValue, b.offset)
        }
        for (_, restriction) in sorted {
            if let last = merged.last,
                last.purposeId == restriction.purposeId, last.restrictionType == restriction.restrictionType
            {
                merged[merged.count - 1].vendorIds.formUnion(restriction.vendorIds)
            } else {
                merged.append(restriction)
            }
        }
        return merged
    }
}

/// Whether the pairs are already strictly ascending, the usual case, which needs no copy.
private func isCanonical(_ restrictions: [PublisherRestriction]) -> Bool {
    var previous = -1
    for r in restrictions {
        let key = r.purposeId << 2 | r.restrictionType.rawValue
        guard key > previous else { return false }
        previous = key
    }
    return true
}
