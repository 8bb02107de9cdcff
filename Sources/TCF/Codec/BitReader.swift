/// Reads big-endian bit fields from one decoded segment, throwing on truncation.
///
/// Every read is bounds-checked against the segment's real bit count, so a short or corrupt
/// string becomes a `TCStringError` naming the field and bit offset instead of garbage or a trap.
struct BitReader {
    /// Segment bits, MSB-first; bits past `bitCount` are zero.
    let words: [UInt64]
    /// Number of bits the segment's characters carry (6 per character).
    let bitCount: Int
    /// The segment being read, for error messages.
    let segment: TCStringError.Segment
    /// Offset of the next bit to read.
    private(set) var position = 0

    /// A reader over `bitCount` bits of `words`.
    init(words: [UInt64], bitCount: Int, segment: TCStringError.Segment) {
        self.words = words
        self.bitCount = bitCount
        self.segment = segment
    }

    /// Bits left after `position`.
    var remaining: Int { bitCount - position }

    /// Reads `bits` bits (0...64) as an unsigned value; `name` only feeds the error message.
    @inline(__always)
    mutating func read(bits: Int, name: @autoclosure () -> String) throws(TCStringError) -> UInt64 {
        guard bits <= remaining else {
            throw error(.truncated(field: name(), bitsNeeded: bits, bitsAvailable: remaining))
        }
        guard bits > 0 else { return 0 }
        let w = position >> 6
        let o = position & 63
        var v = words[w] << UInt64(o)
        // The field spills into the next word only if it really has bits there, so w + 1 exists.
        if o + bits > 64 { v |= words[w + 1] >> UInt64(64 - o) }
        position += bits
        return v >> UInt64(64 - bits)
    }

    /// Reads a fixed-width field as an `Int`.
    @inline(__always)
    mutating func read(_ field: FieldSpec, in context: StaticString? = nil) throws(TCStringError) -> Int {
        Int(truncatingIfNeeded: try read(bits: field.bits, name: qualified(field.name, context)))
    }

    /// Reads a one-bit field.
    @inline(__always)
    mutating func readBool(_ field: FieldSpec) throws(TCStringError) -> Bool {
        try read(bits: 1, name: qualified(field.name, nil)) != 0
    }

    /// Reads a bitfield of `length` bits (bit `i` = id `i + 1`) into an `IDSet`, 64 ids at a time.
    mutating func readBitfield(length: Int, name: @autoclosure () -> String) throws(TCStringError) -> IDSet {
        guard length <= remaining else {
            throw error(.truncated(field: name(), bitsNeeded: length, bitsAvailable: remaining))
        }
        guard length > 64 else {
            // Purpose-sized fields: one read, and no allocation when nothing is set.
            let v = try read(bits: length, name: "")
            return v == 0 ? IDSet() : IDSet(words: [(v << UInt64(64 - length)).bitReversed])
        }
        let fullWords = length >> 6
        let tail = length & 63
        let first = position >> 6
        let shift = UInt64(position & 63)
        var result = [UInt64].zeroed(count: fullWords + (tail > 0 ? 1 : 0))
        result.withUnsafeMutableBufferPointer { out in
            words.withUnsafeBufferPointer { source in
                for i in 0..<fullWords {
                    // A chunk reaches into the next word only when shift > 0; then that word holds
                    // real bits (the length check above), so it exists.
                    var v = source[first + i] << shift
                    if shift > 0 { v |= source[first + i + 1] >> (64 - shift) }
                    out[i] = v.bitReversed
                }
            }
        }
        position += fullWords << 6
        if tail > 0 {
            let v = try read(bits: tail, name: "")
            result[fullWords] = (v << UInt64(64 - tail)).bitReversed
        }
        return IDSet(words: result)
    }

    /// An error at the current position of this segment.
    func error(_ reason: TCStringError.Reason, at offset: Int? = nil) -> TCStringError {
        TCStringError(reason, segment: segment, bitOffset: offset ?? position)
    }
}

/// `context.name`, or just `name` without a context.
func qualified(_ name: StaticString, _ context: StaticString?) -> String {
    guard let context else { return "\(name)" }
    return "\(context).\(name)"
}
