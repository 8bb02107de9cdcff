import Basics
import Testing

@testable import TCF

/// Core segment fields: bit-exact layout, boundary values, padding and length facts.
@Suite struct CoreSegmentTests {
    /// A model touching every core field, with non-trivial bit patterns.
    static func handModel() -> TCModel {
        var m = TCModel()
        m.created = 0x1_2345_6789
        m.lastUpdated = TCModel.maxTimestamp
        m.cmpId = 4095
        m.cmpVersion = 1
        m.consentScreen = 63
        m.consentLanguage = "EN"
        m.vendorListVersion = 141
        m.tcfPolicyVersion = 5
        m.isServiceSpecific = true
        m.useNonStandardTexts = false
        m.specialFeatureOptIns = [1, 12]
        m.purposesConsent = [1, 2, 3, 24]
        m.purposesLITransparency = [2, 7]
        m.purposeOneTreatment = true
        m.publisherCC = "DE"
        m.vendorConsents = [2, 3, 5]
        m.vendorLegitimateInterests = IDSet(range: 1...100)
        m.publisherRestrictions = [PublisherRestriction(purposeId: 2, restrictionType: .requireConsent, vendorIds: [8])]
        m.disclosedVendors = [1, 3]
        var tc = PublisherTC()
        tc.pubPurposesConsent = [1]
        tc.pubPurposesLITransparency = [24]
        tc.numCustomPurposes = 2
        tc.customPurposesConsent = [2]
        tc.customPurposesLITransparency = [1, 2]
        m.publisherTC = tc
        return m
    }

    /// The same model written out by hand, field by field.
    static let handCoreBits = [
        "000010",  // version 2
        "000100100011010001010110011110001001",  // created 0x123456789
        "111111111111111111111111111111111111",  // lastUpdated 2^36 - 1
        "111111111111",  // cmpId 4095
        "000000000001",  // cmpVersion 1
        "111111",  // consentScreen 63
        "000100 001101",  // consentLanguage E=4 N=13
        "000010001101",  // vendorListVersion 141
        "000101",  // tcfPolicyVersion 5
        "1",  // isServiceSpecific
        "0",  // useNonStandardTexts
        "100000000001",  // specialFeatureOptIns {1, 12}
        "111000000000000000000001",  // purposesConsent {1, 2, 3, 24}
        "010000100000000000000000",  // purposesLITransparency {2, 7}
        "1",  // purposeOneTreatment
        "000011 000100",  // publisherCC D=3 E=4
        "0000000000000101 0 01101",  // vendor consents: max 5, BitField {2, 3, 5}
        "0000000001100100 1 000000000001 1 0000000000000001 0000000001100100",  // LI: max 100, one range 1-100
        "000000000001 000010 01 000000000001 0 0000000000001000",  // 1 restriction: purpose 2, type 1, {8}
    ]
    static let handDisclosedBits = ["001", "0000000000000011 0 101"]  // type 1, max 3, BitField {1, 3}
    static let handPublisherBits = [
        "011", "100000000000000000000000", "000000000000000000000001", "000010", "01", "11",
    ]
    /// Also cross-checked with iab-tcf-bitarray 0.2.3 (`iab_tcf.decode_v2`), which reads the same values.
    static let handString = "CEjRWeJ________AB_ENCNFoAeAAAUIAAIYgACmgDJABgACAMgAISACAAgAA.IABq.cAAAAAAAITgA"

    @Test func handComputedStringIsBitExact() throws {
        let expected = [Self.handCoreBits, Self.handDisclosedBits, Self.handPublisherBits].map { Bits.base64($0) }.joined(separator: ".")
        #expect(expected == Self.handString)
        #expect(try TCString.encode(Self.handModel()) == Self.handString)
        #expect(try TCString.decode(Self.handString) == Self.handModel())
    }

    @Test func coreFieldsSitAtTheirSpecOffsets() throws {
        // Offsets from the spec table: a one-field change must move exactly that field's bits.
        let base = Bits.zeroModel()
        let baseBits = try coreBits(base)
        func changed(_ edit: (inout TCModel) -> Void) throws -> (Int, Int) {
            var m = base
            edit(&m)
            let bits = try coreBits(m)
            let diff = zip(baseBits, bits).enumerated().filter { $0.element.0 != $0.element.1 }.map(\.offset)
            return (diff.first ?? -1, diff.last ?? -1)
        }
        #expect(try changed { $0.created = TCModel.maxTimestamp } == (6, 41))
        #expect(try changed { $0.lastUpdated = TCModel.maxTimestamp } == (42, 77))
        #expect(try changed { $0.cmpId = 4095 } == (78, 89))
        #expect(try changed { $0.cmpVersion = 4095 } == (90, 101))
        #expect(try changed { $0.consentScreen = 63 } == (102, 107))
        // 'Z' = 25 = 011001: each letter's top bit stays 0, so the change starts one bit in.
        #expect(try changed { $0.consentLanguage = "ZZ" } == (109, 119))
        #expect(try changed { $0.vendorListVersion = 4095 } == (120, 131))
        #expect(try changed { $0.tcfPolicyVersion = 63 } == (132, 137))
        #expect(try changed { $0.isServiceSpecific = true } == (138, 138))
        #expect(try changed { $0.useNonStandardTexts = true } == (139, 139))
        #expect(try changed { $0.specialFeatureOptIns = IDSet(range: 1...12) } == (140, 151))
        #expect(try changed { $0.purposesConsent = IDSet(range: 1...24) } == (152, 175))
        #expect(try changed { $0.purposesLITransparency = IDSet(range: 1...24) } == (176, 199))
        #expect(try changed { $0.purposeOneTreatment = true } == (200, 200))
        #expect(try changed { $0.publisherCC = "ZZ" } == (202, 212))
    }

    @Test(
        arguments: [
            { (m: inout TCModel) in m.created = 0 },
            { m in m.created = TCModel.maxTimestamp },
            { m in m.lastUpdated = TCModel.maxTimestamp },
            { m in
                m.cmpId = 4095; m.cmpVersion = 4095; m.vendorListVersion = 4095
            },
            { m in
                m.consentScreen = 63; m.tcfPolicyVersion = 63
            },
            { m in
                m.consentLanguage = "ZZ"; m.publisherCC = "AA"
            },
            { m in
                m.consentLanguage = "AZ"; m.publisherCC = "ZA"
            },
            { m in
                m.isServiceSpecific = false; m.useNonStandardTexts = true; m.purposeOneTreatment = true
            },
            { m in m.specialFeatureOptIns = IDSet(range: 1...12) },
            { m in
                m.purposesConsent = IDSet(range: 1...24); m.purposesLITransparency = [24]
            },
            { m in m.purposesLITransparency = [1] },
            { m in
                m.vendorConsents = [IDSet.maxID]; m.vendorLegitimateInterests = IDSet(range: 1...IDSet.maxID)
            },
        ] as [@Sendable (inout TCModel) -> Void])
    func boundaryValuesRoundTrip(edit: @Sendable (inout TCModel) -> Void) throws {
        var m = TCModel()
        edit(&m)
        #expect(try TCString.decode(TCString.encode(m)) == m)
    }

    @Test func minimalCoreIs44Characters() throws {
        // 213 + 17 + 17 + 12 = 259 bits, padded to 264 = 44 characters (the IAB's "Consent string and vendor list formats v2", core segment).
        let s = try TCString.encode(Bits.zeroModel())
        #expect(s == "C" + String(repeating: "A", count: 43))
        #expect(s.count == 44)
        #expect(try TCString.decode(s) == Bits.zeroModel())
    }

    @Test func everySegmentIsPaddedTo24Bits() throws {
        var rng = SplitMix64(seed: 42)
        for _ in 0..<200 {
            let s = try TCString.encode(RandomModel.make(using: &rng))
            for segment in s.split(separator: ".", omittingEmptySubsequences: false) {
                #expect(segment.count % 4 == 0 && !segment.isEmpty)
            }
            #expect(!s.contains("="))
        }
    }

    @Test func decodeAcceptsAnyTrailingPadding() throws {
        let model = Self.handModel()
        var core = model
        core.disclosedVendors = nil
        core.publisherTC = nil
        // 8-bit padding as iabtcf-java writes, no padding at all, and extra zero characters.
        for s in [
            Bits.base64(Self.handCoreBits, padTo: 8), Bits.base64(Self.handCoreBits, padTo: 1),
            Bits.base64(Self.handCoreBits) + "AAAAAAA",
        ] {
            #expect(try TCString.decode(s) == core, "\(s)")
        }
        let mixed =
            Bits.base64(Self.handCoreBits, padTo: 8) + "." + Bits.base64(Self.handPublisherBits, padTo: 1)
            + "." + Bits.base64(Self.handDisclosedBits, padTo: 8) + "AA"
        #expect(try TCString.decode(mixed) == model)
    }

    @Test func notServiceSpecificStillDecodes() throws {
        // IsServiceSpecific = 0 is invalid under TCF 2.2+ policy, but it is a field value, not a format error.
        var m = TCModel()
        m.isServiceSpecific = false
        let decoded = try TCString.decode(TCString.encode(m))
        #expect(decoded.isServiceSpecific == false)
    }

    @Test func defaultModelEncodesToItsDocumentedShape() throws {
        // Version 2 'C', policy 4, service-specific, EN / AA, no vendors: still 44 characters.
        let s = try TCString.encode(TCModel())
        #expect(s.count == 44)
        #expect(try TCString.decode(s) == TCModel())
    }

    /// The unpadded core bits of `model` as a 0/1 string.
    private func coreBits(_ model: TCModel) throws -> [Character] {
        var w = BitWriter()
        CoreSegment.write(model, to: &w)
        let segment = w.finish()
        var r = BitReader(words: segment.words, bitCount: segment.bitCount, segment: .core)
        var out: [Character] = []
        for _ in 0..<segment.bitCount { out.append(try r.read(bits: 1, name: "b") == 1 ? "1" : "0") }
        return out
    }
}
