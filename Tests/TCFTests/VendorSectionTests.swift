import Basics
import Testing

@testable import TCF

/// Vendor sections: BitField vs Range by exact size, and decoding of both forms.
@Suite struct VendorSectionTests {
    /// The section bits the encoder writes for `set`.
    private func sectionBits(_ set: IDSet) throws -> String {
        var w = BitWriter()
        VendorSection.write(set, to: &w)
        let segment = w.finish()
        var r = BitReader(words: segment.words, bitCount: segment.bitCount, segment: .core)
        var out = ""
        for _ in 0..<segment.bitCount { out += try r.read(bits: 1, name: "b") == 1 ? "1" : "0" }
        return out
    }

    /// A core segment string whose vendor consent section is `section` (bits).
    private func coreWithConsents(_ section: String) -> String {
        Bits.base64([Bits.zeroCoreHeader, section, Bits.emptyVendorSection, Bits.noRestrictions])
    }

    @Test func emptySetIsAZeroMaxBitField() throws {
        #expect(try sectionBits([]) == Bits.bin(0, 16) + "0")
        #expect(VendorSection.encoding(for: []) == .bitField)
    }

    @Test func bitFieldWinsForScatteredLowIds() throws {
        // BitField: 17 + 9 = 26 bits; Range: 29 + 5 * 17 = 114 bits.
        let set: IDSet = [1, 3, 5, 7, 9]
        #expect(VendorSection.encoding(for: set) == .bitField)
        #expect(try sectionBits(set) == Bits.bin(9, 16) + "0" + "101010101")
    }

    @Test func rangeWinsForOneLongRun() throws {
        // BitField: 17 + 100 = 117 bits; Range: 29 + 33 = 62 bits.
        let set = IDSet(range: 1...100)
        #expect(VendorSection.encoding(for: set) == .range)
        #expect(try sectionBits(set) == Bits.bin(100, 16) + "1" + Bits.bin(1, 12) + Bits.entry(1, 100))
    }

    @Test func exactTiePrefersBitField() throws {
        // One 2+-id run costs 29 + 33 = 62 bits as Range; with MaxVendorId 45 the BitField is 62 too.
        for set in [IDSet(range: 1...45), IDSet(range: 13...45)] {
            #expect(VendorSection.bitFieldBits(set) == 62)
            #expect(VendorSection.rangeBits(set) == 62)
            #expect(VendorSection.encoding(for: set) == .bitField)
            #expect(try sectionBits(set).count == 62)
        }
        // One more id and Range is strictly smaller (62 < 63).
        #expect(VendorSection.encoding(for: IDSet(range: 1...46)) == .range)
    }

    @Test func exactSizesNotTheIabtcfEsEstimate() {
        // iabtcf-es counts a single-id entry as 16 bits and picks Range for {1, 30, 61} (80 bits)
        // although BitField is 78 bits (iabtcf-es's `VendorVectorEncoder` estimate). Exact sizes pick BitField.
        let set: IDSet = [1, 30, 61]
        #expect(VendorSection.bitFieldBits(set) == 78)
        #expect(VendorSection.rangeBits(set) == 80)
        #expect(VendorSection.encoding(for: set) == .bitField)
    }

    @Test func singleVendorAtIdOne() throws {
        #expect(try sectionBits([1]) == Bits.bin(1, 16) + "0" + "1")
    }

    @Test func singleVendorAtHighId() throws {
        // BitField would take 4193 bits; a single-id Range entry takes 46.
        #expect(try sectionBits([4176]) == Bits.bin(4176, 16) + "1" + Bits.bin(1, 12) + Bits.entry(4176))
        #expect(try sectionBits([IDSet.maxID]) == Bits.bin(65535, 16) + "1" + Bits.bin(1, 12) + Bits.entry(65535))
    }

    @Test func chosenSizeIsTheMinimumOfBothExactSizes() throws {
        var rng = SplitMix64(seed: 99)
        for _ in 0..<500 {
            let set = RandomModel.vendors(using: &rng)
            let bits = try sectionBits(set).count
            #expect(bits == min(VendorSection.bitFieldBits(set), VendorSection.rangeBits(set)))
            #expect(VendorSection.rangeBits(set) == 29 + set.runs.reduce(0) { $0 + ($1.count == 1 ? 17 : 33) })
        }
    }

    @Test func rangeEntriesDecodeInAnyOrderAndOverlapping() throws {
        let section =
            Bits.bin(40, 16) + "1" + Bits.bin(4, 12)
            + Bits.entry(30, 40) + Bits.entry(2) + Bits.entry(5, 10) + Bits.entry(8, 31)
        let m = try TCString.decode(coreWithConsents(section))
        #expect(m.vendorConsents == IDSet([2]).union(IDSet(range: 5...40)))
    }

    @Test func rangeWithZeroEntriesDecodesToNoVendors() throws {
        // Written by real CMPs (valid, if wasteful): Range, NumEntries 0, MaxVendorId 829.
        let section = Bits.bin(829, 16) + "1" + Bits.bin(0, 12)
        let m = try TCString.decode(coreWithConsents(section))
        #expect(m.vendorConsents.isEmpty)
        // Re-encoding writes the canonical empty section.
        #expect(try TCString.encode(m) == TCString.encode(Bits.zeroModel()))
    }

    @Test func bitFieldLongerThanItsHighestMemberDecodes() throws {
        // MaxVendorId 10 but only vendor 3 set: the set is {3}; re-encoding uses MaxVendorId 3.
        let section = Bits.bin(10, 16) + "0" + "0010000000"
        let m = try TCString.decode(coreWithConsents(section))
        #expect(m.vendorConsents == [3])
        #expect(try sectionBits(m.vendorConsents) == Bits.bin(3, 16) + "0" + "001")
    }

    @Test func liAndDisclosedSectionsUseTheSameRules() throws {
        var m = Bits.zeroModel()
        m.vendorLegitimateInterests = IDSet(range: 500...900)
        m.disclosedVendors = [1, 2, 4]
        let s = try TCString.encode(m)
        #expect(s.split(separator: ".")[1] == Substring(Bits.base64(["001", Bits.bin(4, 16), "0", "1101"])))
        #expect(try TCString.decode(s) == m)
    }
}
