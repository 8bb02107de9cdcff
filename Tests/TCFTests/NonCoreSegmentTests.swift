import Testing

@testable import TCF

/// Disclosed Vendors, Publisher TC and the obsolete Allowed Vendors segment; segment order.
@Suite struct NonCoreSegmentTests {
    static let minimalCore = "C" + String(repeating: "A", count: 43)

    @Test func emptyPublisherTCIsYAAAAAAAAAAA() throws {
        // 3 + 24 + 24 + 6 = 57 bits, padded to 72 (the IAB's "Consent string and vendor list formats v2", DisclosedVendors).
        var m = Bits.zeroModel()
        m.publisherTC = PublisherTC()
        #expect(try TCString.encode(m) == Self.minimalCore + ".YAAAAAAAAAAA")
        #expect(try TCString.decode(Self.minimalCore + ".YAAAAAAAAAAA") == m)
    }

    @Test func publisherTCWithoutCustomPurposes() throws {
        var m = Bits.zeroModel()
        var tc = PublisherTC()
        tc.pubPurposesConsent = [1, 2, 3, 4, 5, 7, 8, 9, 10]
        tc.pubPurposesLITransparency = [2, 24]
        m.publisherTC = tc
        let expected = Bits.base64(["011", "111110111100000000000000", "010000000000000000000001", "000000"])
        #expect(try TCString.encode(m) == Self.minimalCore + "." + expected)
        #expect(try TCString.decode(Self.minimalCore + "." + expected) == m)
    }

    @Test func publisherTCWithCustomPurposes() throws {
        var m = Bits.zeroModel()
        var tc = PublisherTC()
        tc.numCustomPurposes = 63
        tc.customPurposesConsent = [1, 63]
        tc.customPurposesLITransparency = IDSet(range: 2...62)
        m.publisherTC = tc
        let consent = "1" + String(repeating: "0", count: 61) + "1"
        let li = "0" + String(repeating: "1", count: 61) + "0"
        let expected = Bits.base64(["011", Bits.bin(0, 24), Bits.bin(0, 24), "111111", consent, li])
        #expect(try TCString.encode(m) == Self.minimalCore + "." + expected)
        #expect(try TCString.decode(Self.minimalCore + "." + expected) == m)
    }

    @Test func disclosedVendorsWrittenWheneverSetEvenIfEmpty() throws {
        var m = Bits.zeroModel()
        #expect(try TCString.encode(m) == Self.minimalCore)
        #expect(try TCString.decode(Self.minimalCore).disclosedVendors == nil)
        m.disclosedVendors = []
        // 3 + 16 + 1 = 20 bits, padded to 24: "IAAA".
        #expect(try TCString.encode(m) == Self.minimalCore + ".IAAA")
        #expect(try TCString.decode(Self.minimalCore + ".IAAA").disclosedVendors == IDSet())
    }

    @Test func encoderOrderIsCoreDisclosedPublisher() throws {
        var m = Bits.zeroModel()
        m.disclosedVendors = [1]
        m.publisherTC = PublisherTC()
        let parts = try TCString.encode(m).split(separator: ".")
        #expect(parts.count == 3)
        #expect(parts[1].first == "I" && parts[2].first == "Y")
    }

    @Test func nonCoreSegmentsDecodeInAnyOrder() throws {
        let m = CoreSegmentTests.handModel()
        let parts = try TCString.encode(m).split(separator: ".").map(String.init)
        #expect(try TCString.decode([parts[0], parts[2], parts[1]].joined(separator: ".")) == m)
        #expect(try TCString.decode([parts[0], parts[1], parts[2]].joined(separator: ".")) == m)
    }

    @Test func allowedVendorsSegmentIsValidatedThenIgnored() throws {
        // Segment type 2 (AllowedVendors) left the spec in 2021; it is parsed and dropped.
        let allowed = Bits.base64(["010", Bits.bin(5, 16), "0", "10001"])
        let s = Self.minimalCore + "." + allowed + ".IAAA"
        var expected = Bits.zeroModel()
        expected.disclosedVendors = []
        #expect(try TCString.decode(s) == expected)
        // A malformed one is still an error, named as such.
        let broken = Self.minimalCore + "." + Bits.base64(["010", Bits.bin(500, 16), "0"], padTo: 6)
        let error = try #require(decodeError(broken))
        #expect(error.segment == .allowedVendors)
        #expect(error.reason == .truncated(field: "allowedVendors.bitField", bitsNeeded: 500, bitsAvailable: 4))
    }
}
