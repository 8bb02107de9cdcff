import Basics
/// Seeded byte-level mutations for the fuzz loops (script parser, form loader): the same seed gives
/// the same cases on every machine, so a failure found in CI replays locally.
package struct Mutator {
    /// Bytes that tend to break parsers: controls, escapes, quotes, brackets, line ends, a BOM, bad UTF-8.
    static let interesting: [[UInt8]] = [
        [0x00], [0x1B], [0x07], [0x0D], [0x0A], [0x0D, 0x0A], [0x09], [0xEF, 0xBB, 0xBF], [0xFF], [0xC3], [0xE2, 0x80, 0xAE],
        Array("\"".utf8), Array("'".utf8), Array("/".utf8), Array("\\".utf8), Array("{".utf8), Array("}".utf8),
        Array("[".utf8), Array("]".utf8), Array(":".utf8), Array("#".utf8), Array("&a".utf8), Array("*a".utf8),
        Array("Source ".utf8), Array("Expect Screen /(a+)+$/".utf8), Array("- ".utf8), Array("  ".utf8), Array("9999999999999999999".utf8),
    ]

    /// The seeds mutations start from.
    package var seeds: [[UInt8]]
    /// The generator.
    package var random: SplitMix64
    /// The largest case produced.
    package var maximumSize = 1 << 16

    /// A mutator over `seeds` starting at `seed`.
    package init(seeds: [[UInt8]], seed: UInt64) {
        self.seeds = seeds.isEmpty ? [[]] : seeds
        random = SplitMix64(seed: seed)
    }

    /// The next case: a seed with one to eight mutations.
    package mutating func next() -> [UInt8] {
        var bytes = seeds.randomElement(using: &random)!
        for _ in 0..<Int.random(in: 1...8, using: &random) { mutate(&bytes) }
        if bytes.count > maximumSize { bytes.removeLast(bytes.count - maximumSize) }
        return bytes
    }

    private mutating func position(in bytes: [UInt8]) -> Int { bytes.isEmpty ? 0 : Int.random(in: 0...bytes.count, using: &random) }

    private mutating func mutate(_ bytes: inout [UInt8]) {
        switch Int.random(in: 0..<6, using: &random) {
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
        default:
            let line = Array(bytes.split(separator: 0x0A, omittingEmptySubsequences: false).randomElement(using: &random) ?? [])
            bytes.insert(contentsOf: line + [0x0A], at: position(in: bytes))
        }
    }
}
