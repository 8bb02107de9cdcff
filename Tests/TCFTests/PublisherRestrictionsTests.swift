import Testing

@testable import TCF

/// Publisher restrictions: grouping per (purpose, type), runs, canonical order and merging.
@Suite struct PublisherRestrictionsTests {
    private func core(restrictions: String) -> String {
        Bits.base64([Bits.zeroCoreHeader, Bits.emptyVendorSection, Bits.emptyVendorSection, restrictions])
    }

    @Test func noRestrictionsStillWritesNumPubRestrictions() throws {
        // The minimal core ends with 12 zero bits of NumPubRestrictions (259 bits in all).
        var w = BitWriter()
        CoreSegment.write(Bits.zeroModel(), to: &w)
        #expect(w.bitCount == 259)
        #expect(try TCString.decode(TCString.encode(Bits.zeroModel())).publisherRestrictions.isEmpty)
    }

    @Test func severalPurposesAndTypesWithRunsAreBitExact() throws {
        var m = Bits.zeroModel()
        m.publisherRestrictions = [
            PublisherRestriction(purposeId: 2, restrictionType: .notAllowed, vendorIds: [8, 9, 10, 755]),
            PublisherRestriction(purposeId: 2, restrictionType: .requireLegitimateInterest, vendorIds: [1]),
            PublisherRestriction(purposeId: 7, restrictionType: .requireConsent, vendorIds: IDSet(range: 100...140)),
            PublisherRestriction(purposeId: 63, restrictionType: .undefined, vendorIds: []),
        ]
        let expected = core(
            restrictions: Bits.bin(4, 12)
                + "000010" + "00" + Bits.bin(2, 12) + Bits.entry(8, 10) + Bits.entry(755)
                + "000010" + "10" + Bits.bin(1, 12) + Bits.entry(1)
                + "000111" + "01" + Bits.bin(1, 12) + Bits.entry(100, 140)
                + "111111" + "11" + Bits.bin(0, 12))
        #expect(try TCString.encode(m) == expected)
        #expect(try TCString.decode(expected) == m)
    }

    @Test func encoderSortsByPurposeThenTypeAndMergesDuplicatePairs() throws {
        var m = Bits.zeroModel()
        m.publisherRestrictions = [
            PublisherRestriction(purposeId: 9, restrictionType: .requireConsent, vendorIds: [5]),
            PublisherRestriction(purposeId: 3, restrictionType: .requireLegitimateInterest, vendorIds: [1]),
            PublisherRestriction(purposeId: 3, restrictionType: .notAllowed, vendorIds: [2]),
            PublisherRestriction(purposeId: 9, restrictionType: .requireConsent, vendorIds: [6, 20]),
        ]
        let canonical = [
            PublisherRestriction(purposeId: 3, restrictionType: .notAllowed, vendorIds: [2]),
            PublisherRestriction(purposeId: 3, restrictionType: .requireLegitimateInterest, vendorIds: [1]),
            PublisherRestriction(purposeId: 9, restrictionType: .requireConsent, vendorIds: [5, 6, 20]),
        ]
        #expect(PublisherRestriction.canonical(m.publisherRestrictions) == canonical)
        let decoded = try TCString.decode(TCString.encode(m))
        #expect(decoded.publisherRestrictions == canonical)
        var sorted = m
        sorted.publisherRestrictions = canonical
        #expect(try TCString.encode(m) == TCString.encode(sorted))
    }

    @Test func decodeKeepsOrderOfAppearanceAndMergesRepeatedPairs() throws {
        // Pairs out of canonical order, with (5, notAllowed) appearing twice (as in InteractiveAdvertisingBureau/iabtcf-es#201).
        let s = core(
            restrictions: Bits.bin(3, 12)
                + "000101" + "00" + Bits.bin(2, 12) + Bits.entry(7) + Bits.entry(7)
                + "000001" + "01" + Bits.bin(1, 12) + Bits.entry(3, 4)
                + "000101" + "00" + Bits.bin(1, 12) + Bits.entry(20))
        let m = try TCString.decode(s)
        #expect(
            m.publisherRestrictions == [
                PublisherRestriction(purposeId: 5, restrictionType: .notAllowed, vendorIds: [7, 20]),
                PublisherRestriction(purposeId: 1, restrictionType: .requireConsent, vendorIds: [3, 4]),
            ])
    }

    @Test func restrictionRangesMaySpanAnyIds() throws {
        // No MaxVendorId applies to restriction entries: any 16-bit id is allowed.
        let s = core(restrictions: Bits.bin(1, 12) + "000010" + "00" + Bits.bin(1, 12) + Bits.entry(60000, 65535))
        let m = try TCString.decode(s)
        #expect(m.publisherRestrictions.first?.vendorIds == IDSet(range: 60000...65535))
    }

    @Test func restrictionsWithNoVendorsRoundTrip() throws {
        // iabtcf-java TCStringV2Test.testPublisherRestrictions decodes restrictions with 0 entries.
        var m = Bits.zeroModel()
        m.publisherRestrictions = RestrictionType.allCases.map {
            PublisherRestriction(purposeId: 1, restrictionType: $0, vendorIds: [])
        }
        #expect(try TCString.decode(TCString.encode(m)) == m)
    }
}
