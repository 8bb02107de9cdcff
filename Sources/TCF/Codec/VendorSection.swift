/// The vendor section shared by vendor consents, vendor LI, Disclosed Vendors and Allowed Vendors.
///
/// Layout: `MaxVendorId(16) IsRangeEncoding(1)` then either a BitField of MaxVendorId bits or
/// `NumEntries(12)` range entries. The encoder computes both sizes exactly and keeps the smaller
/// (BitField on a tie); MaxVendorId is always the highest member (0 for an empty set).
enum VendorSection {
    /// Which of the two layouts a section uses.
    enum Encoding: Equatable, Sendable {
        /// One bit per id up to MaxVendorId.
        case bitField
        /// A list of single ids and closed ranges.
        case range
    }

    /// Bits taken by `MaxVendorId + IsRangeEncoding`.
    static let headerBits = 17

    /// Bits of the section written as a BitField.
    static func bitFieldBits(_ set: IDSet) -> Int {
        headerBits + set.maxOrZero
    }

    /// Bits of the section written as Range entries (header, NumEntries, entries).
    static func rangeBits(_ set: IDSet) -> Int {
        headerBits + FieldSpec.numEntries.bits + RangeEntries.bits(set)
    }

    /// The smaller encoding of `set` (BitField on a tie, and whenever Range needs > 4095 entries).
    static func encoding(for set: IDSet) -> Encoding {
        // Range wins only if its entries fit in what the bitfield costs beyond the range header;
        // counting stops as soon as they do not, which for GVL-sized sets is early.
        let budget = bitFieldBits(set) - headerBits - FieldSpec.numEntries.bits - 1
        guard let stats = RangeEntries.stats(set, stoppingAbove: budget),
            stats.runs <= RangeEntries.maxEntries
        else { return .bitField }
        return .range
    }

    /// Appends the section for `set` in its smaller encoding.
    static func write(_ set: IDSet, to writer: inout BitWriter) {
        let maxID = set.maxOrZero
        writer.write(maxID, .maxVendorId)
        switch encoding(for: set) {
        case .bitField:
            writer.write(false)
            writer.writeBitfield(set, length: maxID)
        case .range:
            writer.write(true)
            RangeEntries.write(set, to: &writer)
        }
    }

    /// Reads a section named `section` (for messages), accepting either encoding.
    ///
    /// Range entries may come in any order and may overlap; ids must lie in `1...MaxVendorId`.
    static func read(from reader: inout BitReader, section: StaticString) throws(TCStringError) -> IDSet {
        let maxID = try reader.read(.maxVendorId, in: section)
        let isRange = try reader.read(.isRangeEncoding, in: section) != 0
        if isRange {
            return try RangeEntries.read(from: &reader, maxVendorId: maxID, section: section)
        }
        return try reader.readBitfield(length: maxID, name: "\(section).bitField")
    }
}
