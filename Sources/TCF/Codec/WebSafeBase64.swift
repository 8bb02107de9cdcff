/// Table-driven web-safe base64 (`A-Z a-z 0-9 - _`, no `=`) between characters and MSB-first words.
///
/// TC strings need no byte alignment: each character is 6 bits of the segment, so decoding goes
/// straight to 64-bit words and encoding reads 24-bit groups out of them.
enum WebSafeBase64 {
    /// The 64 characters, index = 6-bit value.
    static let alphabet: [UInt8] = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_".utf8)

    /// 6-bit value per byte, or `invalid`.
    static let values: [UInt8] = {
        var table = [UInt8](repeating: invalid, count: 256)
        for (value, byte) in alphabet.enumerated() { table[Int(byte)] = UInt8(value) }
        return table
    }()

    /// Marks a byte outside the alphabet in `values` (any value with bit 7 set).
    static let invalid: UInt8 = 0xFF

    /// Writes `bitCount / 6` characters for the first `bitCount` bits of `words` (a multiple of 24).
    static func encode(_ words: [UInt64], bitCount: Int, into out: UnsafeMutablePointer<UInt8>) {
        precondition(bitCount % 24 == 0 && bitCount <= words.count * 64, "segment not padded to 24 bits")
        alphabet.withUnsafeBufferPointer { table in
            words.withUnsafeBufferPointer { w in
                var position = 0
                var o = out
                while position < bitCount {
                    let index = position >> 6
                    let shift = position & 63
                    var v = w[index] << UInt64(shift)
                    if shift > 40 { v |= w[index + 1] >> UInt64(64 - shift) }
                    let group = Int(truncatingIfNeeded: v >> 40)
                    o[0] = table[group >> 18]
                    o[1] = table[(group >> 12) & 63]
                    o[2] = table[(group >> 6) & 63]
                    o[3] = table[group & 63]
                    o += 4
                    position += 24
                }
            }
        }
    }

    /// The outcome of decoding one segment's characters.
    struct Decoded {
        /// The segment's bits, MSB-first, zero past `bitCount`.
        var words: [UInt64]
        /// 6 bits per decoded character.
        var bitCount: Int
        /// Index of the first byte not decoded: the end of input, a `.`, or a byte outside the alphabet.
        var end: Int
    }

    /// Decodes `bytes` from `start` up to the first byte outside the alphabet (typically the `.`
    /// ending the segment), so finding segment boundaries costs no separate pass.
    static func decode(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Decoded {
        let capacity = ((bytes.count - start) * 6 + 63) >> 6
        var stop = start
        var words = [UInt64].zeroed(count: capacity)
        words.withUnsafeMutableBufferPointer { out in
            values.withUnsafeBufferPointer { table in
                var accumulator: UInt64 = 0
                var pending = 0
                var wordIndex = 0
                var i = start
                let end = bytes.count
                // Eight characters make one 48-bit group; the OR of their table entries has bit 7
                // set exactly when one of them is outside the alphabet.
                while i + 8 <= end {
                    let c0 = table[Int(bytes[i])], c1 = table[Int(bytes[i + 1])]
                    let c2 = table[Int(bytes[i + 2])], c3 = table[Int(bytes[i + 3])]
                    let c4 = table[Int(bytes[i + 4])], c5 = table[Int(bytes[i + 5])]
                    let c6 = table[Int(bytes[i + 6])], c7 = table[Int(bytes[i + 7])]
                    if (c0 | c1 | c2 | c3 | c4 | c5 | c6 | c7) & 0x80 != 0 { break }
                    let high = UInt64(c0) << 18 | UInt64(c1) << 12 | UInt64(c2) << 6 | UInt64(c3)
                    let low = UInt64(c4) << 18 | UInt64(c5) << 12 | UInt64(c6) << 6 | UInt64(c7)
                    let group = high << 24 | low
                    let free = 64 - pending
                    if 48 < free {
                        accumulator |= group << UInt64(free - 48)
                        pending += 48
                    } else {
                        let rest = 48 - free
                        accumulator |= group >> UInt64(rest)
                        out[wordIndex] = accumulator
                        wordIndex += 1
                        accumulator = group << UInt64(64 - rest)
                        pending = rest
                    }
                    i += 8
                }
                // The tail, and the group holding the stop byte, go one character at a time.
                while i < end {
                    let v = table[Int(bytes[i])]
                    if v & 0x80 != 0 { break }
                    let free = 64 - pending
                    if 6 < free {
                        accumulator |= UInt64(v) << UInt64(free - 6)
                        pending += 6
                    } else {
                        let rest = 6 - free
                        accumulator |= UInt64(v) >> UInt64(rest)
                        out[wordIndex] = accumulator
                        wordIndex += 1
                        accumulator = UInt64(v) << UInt64(64 - rest)
                        pending = rest
                    }
                    i += 1
                }
                stop = i
                // The words after it stay zero.
                if pending > 0 { out[wordIndex] = accumulator }
            }
        }
        return Decoded(words: words, bitCount: (stop - start) * 6, end: stop)
    }
}

extension [UInt64] {
    /// `count` zero words. Growing an empty array with `reserveCapacity` is specialized for the
    /// element type where `init(unsafeUninitializedCapacity:)` goes through the standard library's
    /// generic allocator, which looks the storage's type up at run time on every call; a TC string
    /// makes a few such arrays, and a batch decodes hundreds of thousands of strings.
    static func zeroed(count: Int) -> [UInt64] {
        var words: [UInt64] = []
        words.reserveCapacity(count)
        words.append(contentsOf: repeatElement(0, count: count))
        return words
    }
}
