/// Splits a TC string into segments, decodes each, and dispatches on segment type.
enum TCStringDecoder {
    /// Decodes the UTF-8 bytes of a TC string.
    static func decode(_ bytes: UnsafeBufferPointer<UInt8>) throws(TCStringError) -> TCModel {
        guard !bytes.isEmpty else { throw TCStringError(.emptyString, segment: .core, bitOffset: 0) }
        var model = TCModel()
        var seen: UInt8 = 1  // bit n set once segment type n was read; the core is always first
        var start = 0
        var index = 0
        while true {
            let decoded = WebSafeBase64.decode(bytes, from: start)
            try decodeSegment(decoded, bytes, start: start, index: index, into: &model, seen: &seen)
            guard decoded.end < bytes.count else { return model }
            start = decoded.end + 1  // decodeSegment threw unless bytes[decoded.end] is a dot
            index += 1
        }
    }

    /// Decodes segment number `index` (0 = core), starting at byte `start`, into `model`.
    private static func decodeSegment(
        _ decoded: WebSafeBase64.Decoded, _ bytes: UnsafeBufferPointer<UInt8>, start: Int, index: Int,
        into model: inout TCModel, seen: inout UInt8
    ) throws(TCStringError) {
        // A non-core segment's type is the top 3 bits of its first character; knowing it early
        // lets even alphabet errors name the segment.
        let type: SegmentType? =
            index == 0
            ? .core : decoded.end > start ? SegmentType(rawValue: Int(decoded.words[0] >> 61)) : nil
        let segment = type?.errorSegment ?? .unknown
        if decoded.end < bytes.count && bytes[decoded.end] != UInt8(ascii: ".") {
            throw alphabetError(bytes, at: decoded.end, segmentStart: start, segment: segment)
        }
        guard decoded.end > start else {
            throw TCStringError(.emptySegment, segment: segment, bitOffset: 0, charOffset: scalarOffset(bytes, start))
        }

        var reader = BitReader(words: decoded.words, bitCount: decoded.bitCount, segment: segment)
        if index == 0 {
            model = try CoreSegment.read(from: &reader)
            return
        }
        let rawType = try reader.read(.segmentType)
        guard let type else { throw reader.error(.unknownSegmentType(rawType), at: 0) }
        guard type != .core else { throw reader.error(.secondCoreSegment, at: 0) }
        let bit: UInt8 = 1 << type.rawValue
        guard seen & bit == 0 else { throw reader.error(.duplicateSegment, at: 0) }
        seen |= bit
        switch type {
        case .core:
            break  // rejected above
        case .disclosedVendors:
            model.disclosedVendors = try DisclosedVendorsSegment.read(from: &reader)
        case .allowedVendors:
            try AllowedVendorsSegment.read(from: &reader)
        case .publisherTC:
            model.publisherTC = try PublisherTCSegment.read(from: &reader)
        }
    }

    /// The error for the byte at `byteIndex`, which is outside the alphabet.
    private static func alphabetError(
        _ bytes: UnsafeBufferPointer<UInt8>, at byteIndex: Int, segmentStart: Int, segment: TCStringError.Segment
    ) -> TCStringError {
        let byte = bytes[byteIndex]
        // Every earlier byte of the segment decoded, so they are one-byte ASCII characters.
        let bitOffset = (byteIndex - segmentStart) * 6
        let charOffset = scalarOffset(bytes, byteIndex)
        if byte == UInt8(ascii: "=") {
            return TCStringError(.paddingCharacter, segment: segment, bitOffset: bitOffset, charOffset: charOffset)
        }
        var scalarEnd = byteIndex + 1
        while scalarEnd < bytes.count && bytes[scalarEnd] & 0xC0 == 0x80 { scalarEnd += 1 }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[byteIndex..<scalarEnd]), as: UTF8.self)
        let character = text.unicodeScalars.first.map { Character($0) } ?? "\u{FFFD}"
        return TCStringError(
            .invalidCharacter(character), segment: segment, bitOffset: bitOffset, charOffset: charOffset)
    }

    /// The number of Unicode scalars before `byteIndex` (continuation bytes do not start one).
    private static func scalarOffset(_ bytes: UnsafeBufferPointer<UInt8>, _ byteIndex: Int) -> Int {
        var count = 0
        for i in 0..<min(byteIndex, bytes.count) where bytes[i] & 0xC0 != 0x80 { count += 1 }
        return count
    }
}
