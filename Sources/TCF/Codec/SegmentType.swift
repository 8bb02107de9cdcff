/// The 3-bit type that starts every non-core segment.
enum SegmentType: Int {
    /// The core segment; only valid implicitly, as the first segment.
    case core = 0
    /// Vendors disclosed in the CMP UI (mandatory since TCF 2.3).
    case disclosedVendors = 1
    /// Obsolete out-of-band Allowed Vendors (removed from the spec in 2021).
    case allowedVendors = 2
    /// The publisher's own purposes and custom purposes.
    case publisherTC = 3

    /// The name used in error messages for a segment of this type.
    var errorSegment: TCStringError.Segment {
        switch self {
        case .core: .core
        case .disclosedVendors: .disclosedVendors
        case .allowedVendors: .allowedVendors
        case .publisherTC: .publisherTC
        }
    }
}
