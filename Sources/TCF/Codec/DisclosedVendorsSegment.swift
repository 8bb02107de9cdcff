/// The Disclosed Vendors segment (type 1): `SegmentType(3)` then a vendor section.
///
/// TCF 2.3 makes it mandatory. The codec writes it whenever `TCModel.disclosedVendors` is non-nil,
/// so producers of v2.3 strings must set that property (to an empty set if nothing was shown).
enum DisclosedVendorsSegment {
    /// Appends the whole segment, type included (without padding).
    static func write(_ vendors: IDSet, to writer: inout BitWriter) {
        writer.write(SegmentType.disclosedVendors.rawValue, .segmentType)
        VendorSection.write(vendors, to: &writer)
    }

    /// Reads the vendor section that follows the segment type.
    static func read(from reader: inout BitReader) throws(TCStringError) -> IDSet {
        try VendorSection.read(from: &reader, section: "disclosedVendors")
    }
}

/// The obsolete Allowed Vendors segment (type 2), read only to validate and then dropped.
///
/// It left the spec in September 2021, but older service-specific strings (and iabtcf-java's own
/// test vectors) still carry it and reference decoders still parse it. Rejecting it would make
/// such strings undecodable, and `TCModel` has no place for it, so it is validated and ignored;
/// re-encoding a decoded string therefore drops it.
enum AllowedVendorsSegment {
    /// Reads and validates the vendor section that follows the segment type.
    static func read(from reader: inout BitReader) throws(TCStringError) {
        _ = try VendorSection.read(from: &reader, section: "allowedVendors")
    }
}
