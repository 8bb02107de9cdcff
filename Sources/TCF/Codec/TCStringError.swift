/// Why a TC string could not be decoded, located by segment and bit offset.
///
/// `bitOffset` counts bits from the start of the segment named by `segment` (bit 0 = the first bit
/// of its first character). `charOffset`, set for alphabet errors, counts Unicode scalars from the
/// start of the whole string (the same as the character index for ASCII input).
public struct TCStringError: Error, CustomStringConvertible, Equatable, Sendable {
    /// The segment decoding was in when it failed.
    public enum Segment: String, Sendable, Equatable, CustomStringConvertible {
        /// The core segment (always the first one).
        case core
        /// The Disclosed Vendors segment (type 1).
        case disclosedVendors
        /// The obsolete Allowed Vendors segment (type 2), parsed and then ignored.
        case allowedVendors
        /// The Publisher TC segment (type 3).
        case publisherTC
        /// A non-core segment whose type is not known (yet, or at all).
        case unknown

        /// The segment name as used in messages.
        public var description: String { rawValue }
    }

    /// What was wrong with the string.
    public enum Reason: Equatable, Sendable {
        /// The whole string is empty.
        case emptyString
        /// Two dots in a row, or a leading or trailing dot.
        case emptySegment
        /// A character outside `A-Z a-z 0-9 - _`.
        case invalidCharacter(Character)
        /// A `=` padding character (TC strings are written without padding).
        case paddingCharacter
        /// A field needs more bits than the segment has left.
        case truncated(field: String, bitsNeeded: Int, bitsAvailable: Int)
        /// The core segment's version is not 2.
        case unsupportedVersion(Int)
        /// A non-core segment has a type other than 1, 2 or 3.
        case unknownSegmentType(Int)
        /// A non-core segment type appears twice.
        case duplicateSegment
        /// A non-core segment has type 0 (core).
        case secondCoreSegment
        /// A range entry starts at vendor id 0.
        case vendorIdZero(field: String)
        /// A range entry ends before it starts.
        case rangeEndBeforeStart(field: String, start: Int, end: Int)
        /// A range entry names an id above the section's MaxVendorId.
        case vendorIdAboveMax(field: String, id: Int, maxVendorId: Int)
        /// A publisher restriction for purpose id 0.
        case purposeIdZero
        /// A two-letter code holds a 6-bit value above 25 (`Z`).
        case letterOutOfRange(field: String, value: Int)
    }

    /// The segment the error was found in.
    public let segment: Segment
    /// Offset in bits from the start of that segment.
    public let bitOffset: Int
    /// Offset of the offending character in the whole string (alphabet and segment errors only).
    public let charOffset: Int?
    /// What was wrong.
    public let reason: Reason

    /// An error in `segment` at `bitOffset` (and `charOffset`, for alphabet errors).
    public init(_ reason: Reason, segment: Segment, bitOffset: Int, charOffset: Int? = nil) {
        self.reason = reason
        self.segment = segment
        self.bitOffset = bitOffset
        self.charOffset = charOffset
    }

    /// `invalid TC string: <reason> (segment <name>, bit <n>[, char <c>])`.
    public var description: String {
        var location = "segment \(segment), bit \(bitOffset)"
        if let charOffset { location += ", char \(charOffset)" }
        return "invalid TC string: \(reasonText) (\(location))"
    }

    private var reasonText: String {
        switch reason {
        case .emptyString:
            return "empty string"
        case .emptySegment:
            return "empty segment"
        case .invalidCharacter(let c):
            let scalars = c.unicodeScalars.map { "U+" + hex4($0.value) }.joined(separator: " ")
            // Control and other invisible characters are shown only by code point.
            let shown = c.unicodeScalars.allSatisfy(isVisible) ? "'\(c)' " : ""
            return "character \(shown)(\(scalars)) is not in the web-safe base64 alphabet A-Z a-z 0-9 - _"
        case .paddingCharacter:
            return "'=' padding is not allowed"
        case let .truncated(field, needed, available):
            return "field \(field) truncated: needs \(needed) bits, \(available) left"
        case .unsupportedVersion(let v):
            return "version \(v) is not supported (expected 2)"
        case .unknownSegmentType(let t):
            return "unknown segment type \(t)"
        case .duplicateSegment:
            return "duplicate \(segment) segment"
        case .secondCoreSegment:
            return "a second core segment (segment type 0) is not allowed"
        case .vendorIdZero(let field):
            return "\(field) range entry starts at vendor id 0"
        case let .rangeEndBeforeStart(field, start, end):
            return "\(field) range entry ends at \(end), before its start \(start)"
        case let .vendorIdAboveMax(field, id, maxVendorId):
            return "\(field) range entry names vendor \(id), above maxVendorId \(maxVendorId)"
        case .purposeIdZero:
            return "publisher restriction for purposeId 0"
        case let .letterOutOfRange(field, value):
            return "\(field) letter value \(value) is above 25 (Z)"
        }
    }
}

private func isVisible(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .control, .format, .surrogate, .privateUse, .unassigned, .lineSeparator, .paragraphSeparator:
        return false
    default:
        return true
    }
}

private func hex4(_ v: UInt32) -> String {
    let digits = String(v, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
}
