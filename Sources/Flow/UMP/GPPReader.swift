/// Reads what an ad SDK needs from a stored GPP string: the sections present and, for US National
/// (`usnat`, section 7), the three opt-outs that switch Google to restricted data processing.
///
/// Decoding follows the GPP spec as `GPPUSNational` encodes it: URL-safe base64 segments separated by
/// `~`, a header of type 3 whose section ids are a Fibonacci-coded range, then one segment per section
/// in id order (a section's optional subsections follow its core after `.`). Anything malformed reads
/// as nil: a broken signal is no signal.
package enum GPPReader {
    /// The `usnat` opt-outs: 0 = not applicable, 1 = opted out, 2 = did not opt out.
    package struct USNationalOptOuts: Hashable, Sendable {
        package var sale: Int
        package var sharing: Int
        package var targetedAdvertising: Int

        /// Whether the user opted out of any of them.
        package var any: Bool { sale == 1 || sharing == 1 || targetedAdvertising == 1 }
    }

    /// The section ids the header of `gppString` lists, in order; nil when the header is malformed.
    package static func sectionIDs(_ gppString: String) -> [Int]? {
        guard let header = gppString.split(separator: "~", omittingEmptySubsequences: false).first,
            var reader = GPPBitReader(base64: header),
            reader.read(6) == 3, reader.read(6) == 1, let count = reader.read(12)
        else { return nil }
        var ids: [Int] = []
        var previous = 0
        for _ in 0..<count {
            guard let isRange = reader.read(1), let start = reader.readFibonacci() else { return nil }
            let first = previous + start
            if isRange == 1 {
                guard let length = reader.readFibonacci() else { return nil }
                ids += Array(first...(first + length))
                previous = first + length
            } else {
                ids.append(first)
                previous = first
            }
        }
        return ids
    }

    /// The `usnat` opt-outs of `gppString`, or nil when it has no (readable) `usnat` section.
    package static func usNationalOptOuts(_ gppString: String) -> USNationalOptOuts? {
        let segments = gppString.split(separator: "~", omittingEmptySubsequences: false)
        guard let ids = sectionIDs(gppString), let index = ids.firstIndex(of: GPPUSNational.sectionID),
            index + 1 < segments.count,
            let core = segments[index + 1].split(separator: ".", omittingEmptySubsequences: false).first,
            var reader = GPPBitReader(base64: core),
            let version = reader.read(6), version == 1 || version == 2
        else { return nil }
        // Six notice fields come first; both versions start alike.
        guard reader.skip(12), let sale = reader.read(2), let sharing = reader.read(2), let targeted = reader.read(2) else { return nil }
        return USNationalOptOuts(sale: sale, sharing: sharing, targetedAdvertising: targeted)
    }
}

/// Bits of a URL-safe base64 GPP segment, read from the most significant.
struct GPPBitReader {
    private var bits: [Bool] = []
    private var position = 0

    /// The bits of `text`; nil when it has a character outside the URL-safe base64 alphabet.
    init?(base64 text: Substring) {
        for byte in text.utf8 {
            let value: UInt8
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): value = byte - UInt8(ascii: "A")
            case UInt8(ascii: "a")...UInt8(ascii: "z"): value = byte - UInt8(ascii: "a") + 26
            case UInt8(ascii: "0")...UInt8(ascii: "9"): value = byte - UInt8(ascii: "0") + 52
            case UInt8(ascii: "-"): value = 62
            case UInt8(ascii: "_"): value = 63
            default: return nil
            }
            for shift in stride(from: 5, through: 0, by: -1) { bits.append((value >> UInt8(shift)) & 1 == 1) }
        }
    }

    /// The next `count` bits as an unsigned integer; nil past the end.
    mutating func read(_ count: Int) -> Int? {
        guard position + count <= bits.count else { return nil }
        var value = 0
        for _ in 0..<count {
            value = value << 1 | (bits[position] ? 1 : 0)
            position += 1
        }
        return value
    }

    /// Skips `count` bits; false past the end.
    mutating func skip(_ count: Int) -> Bool {
        guard position + count <= bits.count else { return false }
        position += count
        return true
    }

    /// A Fibonacci (Zeckendorf) code, least significant first, ended by two consecutive ones.
    mutating func readFibonacci() -> Int? {
        var fibs = [1, 2]
        var value = 0
        var previousWasOne = false
        var index = 0
        while position < bits.count {
            let bit = bits[position]
            position += 1
            if bit && previousWasOne { return value }
            while index >= fibs.count { fibs.append(fibs[fibs.count - 1] + fibs[fibs.count - 2]) }
            if bit { value += fibs[index] }
            previousWasOne = bit
            index += 1
            if index > 40 { return nil }  // no section id or offset is that large
        }
        return nil
    }
}
