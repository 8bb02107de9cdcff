import Basics
import ConsentsimTestSupport
import Testing

@testable import TCF

/// Random and mutated strings never crash the decoder; whatever decodes re-encodes stably.
@Suite struct FuzzTests {
    /// Characters drawn for random strings: mostly the alphabet, plus dots and invalid ones.
    static let pool: [Character] = Bits.alphabet + Array("........====+/ \u{0}é🙂")

    /// The first 36 characters (216 bits) of a valid core: every fixed field, letters included.
    static let header = String(DecodeErrorTests.minimalCore.prefix(36))

    /// Counts of decoded strings, failures, and the distinct failure kinds seen.
    struct Stats {
        var ok = 0
        var failed = 0
        var kinds: Set<String> = []
    }

    /// Decodes `s`; on success checks decode(encode(m)) == canonical m and a stable re-encoding.
    private func check(_ s: String, stats: inout Stats) {
        let model: TCModel
        do {
            model = try TCString.decode(s)
        } catch {
            // Typed throws makes every failure a TCStringError; its message must locate it.
            #expect(error.description.contains("(segment "), "\(s)")
            #expect(error.bitOffset >= 0)
            stats.failed += 1
            stats.kinds.insert(String(describing: error.reason).prefix { $0 != "(" }.description)
            return
        }
        stats.ok += 1
        do {
            let encoded = try TCString.encode(model)
            let again = try TCString.decode(encoded)
            #expect(again == model.canonicalized, "\(s)")
            #expect(try TCString.encode(again) == encoded, "\(s)")
        } catch {
            Issue.record("decoded model failed to round-trip: \(error) for \(s)")
        }
    }

    @Test func randomStrings() {
        var rng = SplitMix64(seed: 0xF022)
        var stats = Stats()
        for i in 0..<15_000 {
            let length = i % 10 == 0 ? Int.random(in: 0...600, using: &rng) : Int.random(in: 0...80, using: &rng)
            var chars = (0..<length).map { _ in Self.pool.randomElement(using: &rng)! }
            switch i % 4 {
            case 0:  // start like a v2 core, so decoding gets past the version check
                if !chars.isEmpty { chars[0] = "C" }
            case 1:  // a valid 216-bit core header, then noise in the vendor sections and beyond
                chars = Array(Self.header) + chars
            case 2:  // a valid core, then noise as further segments
                chars = Array(DecodeErrorTests.minimalCore + ".") + chars
            default:
                break
            }
            check(String(chars), stats: &stats)
        }
        // Pure noise almost never decodes; it must still reach many different checks.
        #expect(stats.kinds.count >= 8, "\(stats.kinds)")
    }

    @Test func mutationsOfValidStrings() throws {
        var rng = SplitMix64(seed: 0xB17F)
        var seeds = [
            try TCString.encode(TCStringBenchmarkFixture.largeModel()),
            try TCString.encode(CoreSegmentTests.handModel()),
        ]
        for _ in 0..<40 { seeds.append(try TCString.encode(RandomModel.make(using: &rng))) }
        var stats = Stats()
        for i in 0..<15_000 {
            var chars = Array(seeds[i % seeds.count])
            for _ in 0..<Int.random(in: 1...3, using: &rng) {
                mutate(&chars, using: &rng)
            }
            check(String(chars), stats: &stats)
        }
        #expect(stats.ok > 1000 && stats.failed > 1000, "mutations should both pass and fail: \(stats)")
        #expect(stats.kinds.count >= 8, "\(stats.kinds)")
    }

    private func mutate(_ chars: inout [Character], using rng: inout SplitMix64) {
        let position = chars.isEmpty ? 0 : Int.random(in: 0..<chars.count, using: &rng)
        switch Int.random(in: 0..<8, using: &rng) {
        case 0 where !chars.isEmpty:  // replace with a valid character (flips bits)
            chars[position] = Bits.alphabet.randomElement(using: &rng)!
        case 1:  // insert any character
            chars.insert(Self.pool.randomElement(using: &rng)!, at: position)
        case 2 where !chars.isEmpty:  // delete
            chars.remove(at: position)
        case 3:  // truncate
            chars = Array(chars.prefix(position))
        case 4:  // swap two segments, or duplicate one
            var parts = String(chars).split(separator: ".", omittingEmptySubsequences: false).map(String.init)
            let a = Int.random(in: 0..<parts.count, using: &rng), b = Int.random(in: 0..<parts.count, using: &rng)
            if Bool.random(using: &rng) { parts.swapAt(a, b) } else { parts.append(parts[a]) }
            chars = Array(parts.joined(separator: "."))
        case 5:  // drop a segment
            var parts = String(chars).split(separator: ".", omittingEmptySubsequences: false).map(String.init)
            parts.remove(at: Int.random(in: 0..<parts.count, using: &rng))
            chars = Array(parts.joined(separator: "."))
        case 6 where !chars.isEmpty:  // flip one bit of a character's 6-bit value
            if let v = Bits.alphabet.firstIndex(of: chars[position]) {
                chars[position] = Bits.alphabet[v ^ (1 << Int.random(in: 0..<6, using: &rng))]
            }
        default:  // append zero padding (always still valid when it was valid)
            chars += Array(repeating: "A", count: Int.random(in: 1...5, using: &rng))
        }
    }
}
