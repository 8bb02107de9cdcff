import Basics

/// Seeded mutations for the fuzz loops: byte-level edits, and edits that know what readers count
/// and nest (numbers swapped for ids and counts at their edges, lines repeated 2^k times, openers
/// nested deeply, the target's own tokens spliced in). The same seed gives the same cases on every
/// machine, so a failure found in CI replays locally.
package struct Mutator {
    /// Bytes that tend to break parsers: controls, escapes, quotes, brackets, line ends, a BOM, bad
    /// UTF-8, bidirectional controls and separators.
    static let interesting: [[UInt8]] = [
        [0x00], [0x1B], [0x07], [0x0D], [0x0A], [0x0D, 0x0A], [0x09], [0xEF, 0xBB, 0xBF], [0xFF], [0xC3], [0xE2, 0x80, 0xAE],
        [0xE2, 0x80, 0xA8], [0xE2, 0x81, 0xA6], [0xD8, 0x9C], [0xE2, 0x80, 0x8F], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80],
        Array("\"".utf8), Array("'".utf8), Array("/".utf8), Array("\\".utf8), Array("{".utf8), Array("}".utf8),
        Array("[".utf8), Array("]".utf8), Array(":".utf8), Array("#".utf8), Array("&a".utf8), Array("*a".utf8),
        Array("Source ".utf8), Array("Expect Screen /(a+)+$/".utf8), Array("- ".utf8), Array("  ".utf8), Array("9999999999999999999".utf8),
    ]

    /// Numbers at the edges readers check: TCF's 16-bit ids (65,535/65,536), 2^k counts, 32- and
    /// 64-bit integers, doubles that do not fit an integer, and the odd spellings.
    package static let edgeNumbers: [String] = [
        "0", "-1", "1", "2", "255", "256", "1023", "1024", "4096", "65535", "65536", "65537", "1048576", "2147483647",
        "2147483648", "-2147483649", "4294967295", "4294967296", "9007199254740993", "9223372036854775807",
        "9223372036854775808", "-9223372036854775808", "-9223372036854775809", "18446744073709551615",
        "18446744073709551616", "1e308", "1e309", "-1e309", "1.7976931348623157e308", "4.9e-324", "-0", "0.5", "0x7fffffff",
        "0xffffffffffffffff", "0o777", "0b1", "1_000", "NaN", "nan", "inf", ".inf", "Infinity", "99999999999999999999999999999",
    ]

    /// The seeds mutations start from.
    package var seeds: [[UInt8]]
    /// The generator.
    package var random: SplitMix64
    /// The largest case produced.
    package var maximumSize = 1 << 16
    /// The target's own tokens (element names, commands, keys), spliced in like a libFuzzer dictionary.
    package var dictionary: [[UInt8]] = []
    /// Openers and closers the target nests (`[` `]`, `<array>` `</array>`), for deep-nesting cases.
    package var nesting: [(open: [UInt8], close: [UInt8])] = []

    /// A mutator over `seeds` starting at `seed`.
    package init(seeds: [[UInt8]], seed: UInt64) {
        self.seeds = seeds.isEmpty ? [[]] : seeds
        random = SplitMix64(seed: seed)
    }

    /// The next case: a seed with one to eight mutations, or (one case in three) with one number
    /// swapped for an edge value only, so the case still reads and its value reaches what uses it.
    package mutating func next() -> [UInt8] {
        var bytes = seeds.randomElement(using: &random)!
        if Int.random(in: 0..<3, using: &random) == 0 {
            replaceNumber(in: &bytes)
            return bytes.count > maximumSize ? Array(bytes.prefix(maximumSize)) : bytes
        }
        for _ in 0..<Int.random(in: 1...8, using: &random) { mutate(&bytes) }
        if bytes.count > maximumSize { bytes.removeLast(bytes.count - maximumSize) }
        return bytes
    }

    private mutating func position(in bytes: [UInt8]) -> Int { bytes.isEmpty ? 0 : Int.random(in: 0...bytes.count, using: &random) }

    private mutating func mutate(_ bytes: inout [UInt8]) {
        switch Int.random(in: 0..<11, using: &random) {
        case 0 where !bytes.isEmpty:
            let i = Int.random(in: 0..<bytes.count, using: &random)
            bytes[i] ^= UInt8(1 << Int.random(in: 0..<8, using: &random))
        case 1:
            bytes.insert(contentsOf: Mutator.interesting.randomElement(using: &random)!, at: position(in: bytes))
        case 2 where !bytes.isEmpty:
            let start = Int.random(in: 0..<bytes.count, using: &random)
            let end = min(bytes.count, start + Int.random(in: 1...64, using: &random))
            bytes.removeSubrange(start..<end)
        case 3 where !bytes.isEmpty:
            let start = Int.random(in: 0..<bytes.count, using: &random)
            let end = min(bytes.count, start + Int.random(in: 1...256, using: &random))
            let piece = Array(bytes[start..<end])
            bytes.insert(contentsOf: piece, at: position(in: bytes))
        case 4:
            let other = seeds.randomElement(using: &random)!
            guard !other.isEmpty else { return }
            let start = Int.random(in: 0..<other.count, using: &random)
            let end = min(other.count, start + Int.random(in: 1...512, using: &random))
            bytes.insert(contentsOf: other[start..<end], at: position(in: bytes))
        case 5:
            let line = Array(bytes.split(separator: 0x0A, omittingEmptySubsequences: false).randomElement(using: &random) ?? [])
            bytes.insert(contentsOf: line + [0x0A], at: position(in: bytes))
        case 6, 7:
            replaceNumber(in: &bytes)
        case 8:
            repeatLine(in: &bytes)
        case 9 where !nesting.isEmpty:
            let (open, close) = nesting.randomElement(using: &random)!
            let depth = [8, 63, 64, 65, 200, 513, 2_000].randomElement(using: &random)!
            let at = position(in: bytes)
            bytes.insert(contentsOf: Array(repeatElement(open, count: depth).joined()) + Array(repeatElement(close, count: depth).joined()), at: at)
        case 10 where !dictionary.isEmpty:
            bytes.insert(contentsOf: dictionary.randomElement(using: &random)!, at: position(in: bytes))
        default:
            bytes.insert(contentsOf: Mutator.interesting.randomElement(using: &random)!, at: position(in: bytes))
        }
    }

    /// Swaps one run of digits for an edge number (an id, a count, a size, a length).
    private mutating func replaceNumber(in bytes: inout [UInt8]) {
        let digits = bytes.indices.filter { (0x30...0x39).contains(bytes[$0]) && ($0 == 0 || !(0x30...0x39).contains(bytes[$0 - 1])) }
        let number = Array(Mutator.edgeNumbers.randomElement(using: &random)!.utf8)
        guard let start = digits.randomElement(using: &random) else {
            bytes.insert(contentsOf: number, at: position(in: bytes))
            return
        }
        var end = start
        while end < bytes.count, (0x30...0x39).contains(bytes[end]) { end += 1 }
        bytes.replaceSubrange(start..<end, with: number)
    }

    /// Repeats one line 2^k times (list items, keys, commands: counts at powers of two).
    private mutating func repeatLine(in bytes: inout [UInt8]) {
        let lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false)
        guard let line = lines.randomElement(using: &random), !line.isEmpty else { return }
        let copies = 1 << Int.random(in: 1...12, using: &random)
        guard copies * (line.count + 1) <= maximumSize else { return }
        let piece = Array(repeatElement(Array(line) + [0x0A], count: copies).joined())
        bytes.insert(contentsOf: piece, at: position(in: bytes))
    }
}
