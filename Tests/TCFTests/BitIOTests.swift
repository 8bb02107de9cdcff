import Basics
import Testing

@testable import TCF

/// BitWriter, BitReader, bit reversal and the web-safe base64 layer.
@Suite struct BitIOTests {
    @Test func writerIsBigEndianAcrossWordBoundaries() {
        var w = BitWriter()
        w.write(0b101, bits: 3)
        w.write(UInt64.max, bits: 64)  // straddles the first word boundary
        w.write(0, bits: 1)
        w.write(0x1234_5678_9, bits: 36)
        let segment = w.finish()
        #expect(segment.bitCount == 104)
        #expect(segment.words[0] == 0b101 << 61 | (UInt64.max >> 3))
        // Word 1: the last 3 one-bits, a zero, then the 36-bit value, then zero fill.
        #expect(segment.words[1] == (0b111 << 61) | (UInt64(0x1234_5678_9) << 24))
    }

    @Test func writerMasksValuesToTheirWidth() {
        var w = BitWriter()
        w.write(0xFF, bits: 4)
        w.write(0, bits: 4)
        #expect(w.finish().words[0] == 0xF0 << 56)
    }

    @Test func readerReadsBackEveryWidthAtEveryAlignment() throws {
        var rng = SplitMix64(seed: 11)
        var fields: [(UInt64, Int)] = []
        var w = BitWriter()
        for _ in 0..<500 {
            let bits = Int.random(in: 0...64, using: &rng)
            let value = bits == 64 ? rng.next() : rng.next() & ((1 << UInt64(bits)) - 1)
            fields.append((value, bits))
            w.write(value, bits: bits)
        }
        let segment = w.finish()
        var r = BitReader(words: segment.words, bitCount: segment.bitCount, segment: .core)
        for (value, bits) in fields {
            #expect(try r.read(bits: bits, name: "f") == value)
        }
        #expect(r.remaining == 0)
    }

    @Test func readerThrowsTruncatedWithFieldAndOffset() {
        var w = BitWriter()
        w.write(0, bits: 10)
        let segment = w.finish()
        var r = BitReader(words: segment.words, bitCount: segment.bitCount, segment: .publisherTC)
        #expect(
            throws: TCStringError(
                .truncated(field: "x", bitsNeeded: 12, bitsAvailable: 10),
                segment: .publisherTC, bitOffset: 0)
        ) {
            try r.read(bits: 12, name: "x")
        }
    }

    @Test func bitReversal() {
        #expect(UInt64(1).bitReversed == 1 << 63)
        #expect(UInt64(0b1011).bitReversed == 0b1101 << 60)
        #expect(UInt64.max.bitReversed == UInt64.max)
        var rng = SplitMix64(seed: 3)
        for _ in 0..<100 {
            let x = rng.next()
            #expect(x.bitReversed.bitReversed == x)
        }
    }

    @Test func bitfieldsRoundTripAtOddAlignments() throws {
        let sets: [IDSet] = [[], [1], [64], [65], [1, 64, 65, 128, 129, 200], IDSet(range: 1...300), [4176]]
        for offset in [0, 1, 7, 63] {
            for set in sets {
                let length = set.maxOrZero + 5
                var w = BitWriter()
                w.write(0, bits: offset)
                w.writeBitfield(set, length: length)
                let segment = w.finish()
                #expect(segment.bitCount == offset + length)
                var r = BitReader(words: segment.words, bitCount: segment.bitCount, segment: .core)
                _ = try r.read(bits: offset, name: "pad")
                #expect(try r.readBitfield(length: length, name: "f") == set, "offset \(offset) set \(set)")
            }
        }
    }

    @Test func bitfieldOrderIsIdOneFirst() {
        var w = BitWriter()
        w.writeBitfield([1, 3], length: 4)
        #expect(w.finish().words[0] == 0b1010 << 60)
    }

    @Test func base64UsesTheWebSafeAlphabet() {
        var w = BitWriter()
        for v in 0..<64 { w.write(UInt64(v), bits: 6) }
        let segment = w.finish()
        var out = [UInt8](repeating: 0, count: 64)
        out.withUnsafeMutableBufferPointer { WebSafeBase64.encode(segment.words, bitCount: 384, into: $0.baseAddress!) }
        #expect(
            String(decoding: out, as: UTF8.self)
                == "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")
    }

    @Test func base64DecodeStopsAtTheFirstByteOutsideTheAlphabet() {
        let input = Array("TWFu-_x.AB".utf8)
        input.withUnsafeBufferPointer { bytes in
            let decoded = WebSafeBase64.decode(bytes, from: 0)
            #expect(decoded.end == 7)
            #expect(decoded.bitCount == 42)
            // "TWFu" is "Man" in any base64; '-' = 62, '_' = 63, 'x' = 49.
            let expected: UInt64 = (0x4D616E << 40) | (62 << 34) | (63 << 28) | (49 << 22)
            #expect(decoded.words == [expected])
            let rest = WebSafeBase64.decode(bytes, from: 8)
            #expect(rest.end == 10 && rest.bitCount == 12 && rest.words == [1 << 52])
        }
    }

    @Test func base64DecodeLeavesEveryWordPastTheStopZero() {
        // The words are sized for the rest of the input; a stop early leaves most of them unwritten,
        // and a reader past `bitCount` (padding checks) must find zeros there, whatever the memory held.
        var rng = SplitMix64(seed: 11)
        for segmentLength in [0, 1, 7, 8, 9, 40, 43] {
            let head = (0..<segmentLength).map { _ in Bits.alphabet[Int.random(in: 0..<64, using: &rng)] }
            let input = Array((String(head) + "." + String(repeating: "_", count: 150)).utf8)
            input.withUnsafeBufferPointer { bytes in
                let decoded = WebSafeBase64.decode(bytes, from: 0)
                #expect(decoded.end == segmentLength)
                #expect(decoded.words.count == (input.count * 6 + 63) >> 6)
                let used = (segmentLength * 6 + 63) >> 6
                #expect(decoded.words[used...].allSatisfy { $0 == 0 }, "segment of \(segmentLength)")
                if (segmentLength * 6) % 64 != 0 {
                    #expect(decoded.words[used - 1] << UInt64((segmentLength * 6) % 64) == 0)
                }
            }
        }
    }

    @Test func base64DecodeHandlesEveryLengthAroundTheGroupSizes() {
        var rng = SplitMix64(seed: 5)
        for length in 0...40 {
            let chars = (0..<length).map { _ in Bits.alphabet[Int.random(in: 0..<64, using: &rng)] }
            let bits = chars.map { Bits.bin(Bits.alphabet.firstIndex(of: $0)!, 6) }.joined()
            Array(String(chars).utf8).withUnsafeBufferPointer { bytes in
                let decoded = WebSafeBase64.decode(bytes, from: 0)
                #expect(decoded.end == length && decoded.bitCount == 6 * length)
                var r = BitReader(words: decoded.words, bitCount: decoded.bitCount, segment: .core)
                let back = (0..<length).map { _ in Bits.bin(Int(try! r.read(bits: 6, name: "c")), 6) }.joined()
                #expect(back == bits)
            }
        }
    }
}
