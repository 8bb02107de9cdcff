/// Writes the segments of a validated `TCModel` and joins their base64 with dots.
enum TCStringEncoder {
    /// Encodes a model already known to be valid; field values are truncated to their widths.
    static func encode(_ model: TCModel) -> String {
        var core = BitWriter(capacityBits: CoreSegment.estimatedBits(model))
        CoreSegment.write(model, to: &core)
        core.pad(toMultipleOf: 24)
        let coreSegment = core.finish()

        var disclosedSegment: EncodedSegment? = nil
        if let disclosed = model.disclosedVendors {
            var writer = BitWriter(capacityBits: 24 + VendorSection.headerBits + disclosed.maxOrZero)
            DisclosedVendorsSegment.write(disclosed, to: &writer)
            writer.pad(toMultipleOf: 24)
            disclosedSegment = writer.finish()
        }
        var publisherSegment: EncodedSegment? = nil
        if let publisherTC = model.publisherTC {
            var writer = BitWriter(capacityBits: 192)
            PublisherTCSegment.write(publisherTC, to: &writer)
            writer.pad(toMultipleOf: 24)
            publisherSegment = writer.finish()
        }

        var length = coreSegment.bitCount / 6
        if let disclosedSegment { length += 1 + disclosedSegment.bitCount / 6 }
        if let publisherSegment { length += 1 + publisherSegment.bitCount / 6 }
        return String(unsafeUninitializedCapacity: length) { buffer in
            guard var out = buffer.baseAddress else { return 0 }
            WebSafeBase64.encode(coreSegment.words, bitCount: coreSegment.bitCount, into: out)
            out += coreSegment.bitCount / 6
            for segment in [disclosedSegment, publisherSegment] {
                guard let segment else { continue }
                out.pointee = UInt8(ascii: ".")
                WebSafeBase64.encode(segment.words, bitCount: segment.bitCount, into: out + 1)
                out += 1 + segment.bitCount / 6
            }
            return length
        }
    }
}
