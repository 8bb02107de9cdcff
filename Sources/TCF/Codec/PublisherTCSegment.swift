/// The Publisher TC segment (type 3): publisher purposes and custom purposes.
///
/// Layout: `SegmentType(3) PubPurposesConsent(24) PubPurposesLITransparency(24)
/// NumCustomPurposes(6) CustomPurposesConsent(N) CustomPurposesLITransparency(N)`.
enum PublisherTCSegment {
    /// Appends the whole segment, type included (without padding).
    static func write(_ tc: PublisherTC, to writer: inout BitWriter) {
        writer.write(SegmentType.publisherTC.rawValue, .segmentType)
        writer.writeBitfield(tc.pubPurposesConsent, length: FieldSpec.pubPurposesConsent.bits)
        writer.writeBitfield(tc.pubPurposesLITransparency, length: FieldSpec.pubPurposesLITransparency.bits)
        writer.write(tc.numCustomPurposes, .numCustomPurposes)
        writer.writeBitfield(tc.customPurposesConsent, length: tc.numCustomPurposes)
        writer.writeBitfield(tc.customPurposesLITransparency, length: tc.numCustomPurposes)
    }

    /// Reads the fields that follow the segment type.
    static func read(from reader: inout BitReader) throws(TCStringError) -> PublisherTC {
        var tc = PublisherTC()
        tc.pubPurposesConsent = try reader.readBitfield(length: 24, name: "pubPurposesConsent")
        tc.pubPurposesLITransparency = try reader.readBitfield(length: 24, name: "pubPurposesLITransparency")
        tc.numCustomPurposes = try reader.read(.numCustomPurposes)
        tc.customPurposesConsent = try reader.readBitfield(
            length: tc.numCustomPurposes, name: "customPurposesConsent")
        tc.customPurposesLITransparency = try reader.readBitfield(
            length: tc.numCustomPurposes, name: "customPurposesLITransparency")
        return tc
    }
}
