/// Appends big-endian bit fields (first bit = most significant bit of the first word).
///
/// Bits gather in a 64-bit accumulator and land in pre-sized word storage, so a field costs a few
/// shifts, and a vendor bitfield is copied a 64-id word at a time (reversed, since IDSet words are
/// LSB-first).
struct BitWriter {
    /// Word storage, zero past `wordCount`; grows by doubling.
    private var storage: [UInt64]
    /// Completed words in `storage`.
    private var wordCount = 0
    /// Pending bits, left-aligned.
    private var accumulator: UInt64 = 0
    /// How many bits of `accumulator` are used (0..<64).
    private var pending = 0

    /// An empty writer with room for `capacityBits` bits before it has to grow.
    init(capacityBits: Int = 0) {
        storage = [UInt64](repeating: 0, count: max(4, (capacityBits + 63) >> 6 + 1))
    }

    /// The number of bits written so far.
    var bitCount: Int { wordCount << 6 + pending }

    /// Appends the low `bits` bits of `value` (`bits` in 0...64), most significant first.
    @inline(__always)
    mutating func write(_ value: UInt64, bits: Int) {
        guard bits > 0 else { return }
        let v = bits == 64 ? value : value & ((1 << UInt64(bits)) - 1)
        let free = 64 - pending
        if bits < free {
            accumulator |= v << UInt64(free - bits)
            pending += bits
        } else {
            let rest = bits - free
            accumulator |= v >> UInt64(rest)
            append(accumulator)
            // `rest == 0` shifts by 64, which Swift's smart shift turns into 0.
            accumulator = v << UInt64(64 - rest)
            pending = rest
        }
    }

    /// Appends `value` into a field of `field.bits` bits.
    @inline(__always)
    mutating func write(_ value: Int, _ field: FieldSpec) {
        write(UInt64(truncatingIfNeeded: value), bits: field.bits)
    }

    /// Appends one bit.
    @inline(__always)
    mutating func write(_ flag: Bool) {
        write(flag ? 1 : 0, bits: 1)
    }

    /// Appends the bitfield of `set` for ids `1...length` (bit `id - 1` = member `id`).
    mutating func writeBitfield(_ set: IDSet, length: Int) {
        guard length > 0 else { return }
        let fullWords = length >> 6
        reserve(fullWords + 1)
        var acc = accumulator
        var count = wordCount
        let shift = UInt64(pending)
        let source = set.words
        storage.withUnsafeMutableBufferPointer { out in
            source.withUnsafeBufferPointer { words in
                for i in 0..<fullWords {
                    let r = i < words.count ? words[i].bitReversed : 0
                    // With nothing pending, `r >> 0` and `r << 64` (= 0) keep this branch-free.
                    out[count] = acc | (r >> shift)
                    acc = r << (64 - shift)
                    count += 1
                }
            }
        }
        accumulator = acc
        wordCount = count
        let tail = length & 63
        if tail > 0 {
            let word = fullWords < source.count ? source[fullWords] : 0
            write(word.bitReversed >> UInt64(64 - tail), bits: tail)
        }
    }

    /// Appends zero bits up to the next multiple of `multiple` bits.
    mutating func pad(toMultipleOf multiple: Int) {
        var missing = (multiple - bitCount % multiple) % multiple
        while missing > 0 {
            let chunk = min(64, missing)
            write(0, bits: chunk)
            missing -= chunk
        }
    }

    /// Flushes pending bits and returns the segment (the last word zero-filled).
    mutating func finish() -> EncodedSegment {
        let count = bitCount
        if pending > 0 {
            append(accumulator)
            accumulator = 0
            pending = 0
        }
        return EncodedSegment(words: storage, bitCount: count)
    }

    @inline(__always)
    private mutating func append(_ word: UInt64) {
        if wordCount == storage.count { reserve(1) }
        storage[wordCount] = word
        wordCount += 1
    }

    /// Makes room for `extra` more words.
    private mutating func reserve(_ extra: Int) {
        let needed = wordCount + extra
        guard needed > storage.count else { return }
        storage.append(contentsOf: repeatElement(0, count: max(needed, storage.count * 2) - storage.count))
    }
}

/// A written segment: MSB-first words (zero past `bitCount`) and its length in bits.
struct EncodedSegment {
    /// The segment's bits; may hold extra zero words.
    var words: [UInt64]
    /// Number of meaningful bits.
    var bitCount: Int
}
