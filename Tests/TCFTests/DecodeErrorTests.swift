import Testing

@testable import TCF

/// Every rejected input yields a TCStringError naming the segment and bit offset.
@Suite struct DecodeErrorTests {
    static let minimalCore = "C" + String(repeating: "A", count: 43)

    /// Decodes `s`, requires the exact error, and checks its message carries the location.
    private func expectError(
        _ s: String, _ expected: TCStringError, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        guard let error = decodeError(s) else {
            Issue.record("\(s) decoded", sourceLocation: sourceLocation)
            return
        }
        #expect(error == expected, sourceLocation: sourceLocation)
        #expect(error.description.hasPrefix("invalid TC string: "), sourceLocation: sourceLocation)
        #expect(
            error.description.contains("segment \(expected.segment), bit \(expected.bitOffset)"),
            sourceLocation: sourceLocation)
        if let c = expected.charOffset {
            #expect(error.description.contains("char \(c)"), sourceLocation: sourceLocation)
        }
    }

    private func core(_ fields: [String]) -> String { Bits.base64(fields) }

    @Test func emptyString() {
        expectError("", TCStringError(.emptyString, segment: .core, bitOffset: 0))
        #expect(decodeError("")?.description == "invalid TC string: empty string (segment core, bit 0)")
    }

    @Test func emptySegments() {
        expectError(".IAAA", TCStringError(.emptySegment, segment: .core, bitOffset: 0, charOffset: 0))
        expectError(Self.minimalCore + ".", TCStringError(.emptySegment, segment: .unknown, bitOffset: 0, charOffset: 45))
        expectError(Self.minimalCore + "..IAAA", TCStringError(.emptySegment, segment: .unknown, bitOffset: 0, charOffset: 45))
    }

    @Test func charactersOutsideTheAlphabet() {
        expectError("CAAA*AAA", TCStringError(.invalidCharacter("*"), segment: .core, bitOffset: 24, charOffset: 4))
        // Standard base64's '+' and '/' are not web-safe.
        expectError("CA+A", TCStringError(.invalidCharacter("+"), segment: .core, bitOffset: 12, charOffset: 2))
        expectError("CA/A", TCStringError(.invalidCharacter("/"), segment: .core, bitOffset: 12, charOffset: 2))
        expectError(" C", TCStringError(.invalidCharacter(" "), segment: .core, bitOffset: 0, charOffset: 0))
        // The char offset counts characters, not UTF-8 bytes; the segment type comes from 'I'.
        expectError("é" + Self.minimalCore, TCStringError(.invalidCharacter("é"), segment: .core, bitOffset: 0, charOffset: 0))
        expectError(
            Self.minimalCore + ".IAé",
            TCStringError(
                .invalidCharacter("é"), segment: .disclosedVendors, bitOffset: 12, charOffset: 47))
        expectError(
            Self.minimalCore + ".YAA\u{0}",
            TCStringError(
                .invalidCharacter("\u{0}"), segment: .publisherTC, bitOffset: 18, charOffset: 48))
        expectError(Self.minimalCore + ".🙂", TCStringError(.invalidCharacter("🙂"), segment: .unknown, bitOffset: 0, charOffset: 45))
        #expect(decodeError("CAé")?.description.contains("character 'é' (U+00E9)") == true)
        #expect(decodeError("CA\u{7}")?.description.contains("character (U+0007)") == true)
        let message = decodeError("CAAA*AAA")?.description
        #expect(
            message
                == "invalid TC string: character '*' (U+002A) is not in the web-safe base64 alphabet A-Z a-z 0-9 - _ (segment core, bit 24, char 4)")
    }

    @Test func paddingIsRejected() {
        expectError(Self.minimalCore + "=", TCStringError(.paddingCharacter, segment: .core, bitOffset: 264, charOffset: 44))
        expectError(Self.minimalCore + ".IA==", TCStringError(.paddingCharacter, segment: .disclosedVendors, bitOffset: 12, charOffset: 47))
    }

    @Test func truncatedFieldsNameTheFieldAndOffset() {
        // 15 characters = 90 bits: cmpId (bits 78-89) fits, cmpVersion at bit 90 does not.
        expectError(
            "CAAAAAAAAAAAAAA",
            TCStringError(
                .truncated(field: "cmpVersion", bitsNeeded: 12, bitsAvailable: 0), segment: .core, bitOffset: 90))
        #expect(
            decodeError("CAAAAAAAAAAAAAA")?.description
                == "invalid TC string: field cmpVersion truncated: needs 12 bits, 0 left (segment core, bit 90)")
        expectError(
            "CAAAAAAAAAAAAA",
            TCStringError(
                .truncated(field: "cmpId", bitsNeeded: 12, bitsAvailable: 6), segment: .core, bitOffset: 78))
        // A core that stops before NumPubRestrictions (it is required even when 0): 247 bits of
        // fields in 43 characters leave 11 bits.
        expectError(
            String(core([Bits.zeroCoreHeader, Bits.emptyVendorSection, Bits.emptyVendorSection]).dropLast()),
            TCStringError(
                .truncated(field: "numPubRestrictions", bitsNeeded: 12, bitsAvailable: 11),
                segment: .core, bitOffset: 247))
        // A Publisher TC segment missing its custom purpose bits.
        expectError(
            Self.minimalCore + "." + Bits.base64(["011", Bits.bin(0, 48), "111111"], padTo: 6),
            TCStringError(
                .truncated(field: "customPurposesConsent", bitsNeeded: 63, bitsAvailable: 3),
                segment: .publisherTC, bitOffset: 57))
    }

    @Test func bitFieldShorterThanMaxVendorId() {
        let s = core([Bits.zeroCoreHeader, Bits.bin(100, 16), "0", String(repeating: "1", count: 30)])
        // 213 + 17 = 230; 30 bits of field plus 2 padding bits remain.
        expectError(
            s,
            TCStringError(
                .truncated(field: "vendorConsents.bitField", bitsNeeded: 100, bitsAvailable: 34),
                segment: .core, bitOffset: 230))
    }

    @Test func versionOtherThanTwo() {
        expectError("BOEFEAyOEFEAyAHABDENAI4AAAB9vABAASA", TCStringError(.unsupportedVersion(1), segment: .core, bitOffset: 0))
        expectError("D" + Self.minimalCore.dropFirst(), TCStringError(.unsupportedVersion(3), segment: .core, bitOffset: 0))
        expectError("A", TCStringError(.unsupportedVersion(0), segment: .core, bitOffset: 0))
    }

    @Test func unknownSegmentTypes() {
        // First character values 32..63 carry types 4..7 in their top three bits.
        for (char, type) in [("g", 4), ("o", 5), ("w", 6), ("4", 7)] {
            expectError(
                Self.minimalCore + "." + char + "AAA",
                TCStringError(
                    .unknownSegmentType(type), segment: .unknown, bitOffset: 0))
        }
    }

    @Test func duplicateAndSecondCoreSegments() {
        expectError(Self.minimalCore + ".IAAA.IAAA", TCStringError(.duplicateSegment, segment: .disclosedVendors, bitOffset: 0))
        expectError(
            Self.minimalCore + ".YAAAAAAAAAAA.IAAA.YAAAAAAAAAAA",
            TCStringError(
                .duplicateSegment, segment: .publisherTC, bitOffset: 0))
        expectError(Self.minimalCore + "." + Self.minimalCore, TCStringError(.secondCoreSegment, segment: .core, bitOffset: 0))
        // iabtcf-java's testDefaultSegmentType ignores a type-0 segment ("AA"); it is an error here.
        expectError(Self.minimalCore + ".AA", TCStringError(.secondCoreSegment, segment: .core, bitOffset: 0))
        #expect(
            decodeError(Self.minimalCore + ".IAAA.IAAA")?.description
                == "invalid TC string: duplicate disclosedVendors segment (segment disclosedVendors, bit 0)")
    }

    @Test func rangeEntryStartingAtZero() {
        let s = core([Bits.zeroCoreHeader, Bits.bin(10, 16), "1", Bits.bin(2, 12), Bits.entry(3), Bits.entry(0, 5)])
        // 230 + 12 (NumEntries) + 17 (first entry) + 1 (IsARange) = 260: the start field.
        expectError(s, TCStringError(.vendorIdZero(field: "vendorConsents"), segment: .core, bitOffset: 260))
    }

    @Test func rangeEntryEndingBeforeItsStart() {
        let s = core([Bits.zeroCoreHeader, Bits.bin(10, 16), "1", Bits.bin(1, 12), Bits.entry(9, 4)])
        // End field at 230 + 12 + 1 + 16 = 259.
        expectError(s, TCStringError(.rangeEndBeforeStart(field: "vendorConsents", start: 9, end: 4), segment: .core, bitOffset: 259))
    }

    @Test func rangeEntryAboveMaxVendorId() {
        let consents = Bits.bin(10, 16) + "1" + Bits.bin(0, 12)  // 29 bits
        let li = Bits.bin(10, 16) + "1" + Bits.bin(2, 12) + Bits.entry(1, 10) + Bits.entry(11)
        // LI starts at 242; entries at 271; the second (single) entry's id field at 271 + 33 + 1 = 305.
        expectError(
            core([Bits.zeroCoreHeader, consents, li]),
            TCStringError(
                .vendorIdAboveMax(field: "vendorLegitimateInterests", id: 11, maxVendorId: 10), segment: .core, bitOffset: 305))
        let dv = Self.minimalCore + "." + Bits.base64(["001", Bits.bin(5, 16), "1", Bits.bin(1, 12), Bits.entry(2, 6)])
        expectError(
            dv,
            TCStringError(
                .vendorIdAboveMax(field: "disclosedVendors", id: 6, maxVendorId: 5),
                segment: .disclosedVendors, bitOffset: 49))
    }

    @Test func restrictionForPurposeZero() {
        let s = core([
            Bits.zeroCoreHeader, Bits.emptyVendorSection, Bits.emptyVendorSection,
            Bits.bin(2, 12), "000011" + "00" + Bits.bin(0, 12), "000000" + "01" + Bits.bin(0, 12),
        ])
        // NumPubRestrictions at 247; first restriction 259-278; second purposeId at 279.
        expectError(s, TCStringError(.purposeIdZero, segment: .core, bitOffset: 279))
        let restrictionEntry = core([
            Bits.zeroCoreHeader, Bits.emptyVendorSection, Bits.emptyVendorSection,
            Bits.bin(1, 12), "000011" + "00" + Bits.bin(1, 12) + Bits.entry(0),
        ])
        expectError(restrictionEntry, TCStringError(.vendorIdZero(field: "publisherRestrictions"), segment: .core, bitOffset: 280))
    }

    @Test func lettersAboveZ() {
        let header = Array(Bits.zeroCoreHeader)
        func withBits(_ bits: String, at offset: Int) -> String {
            var h = header
            h.replaceSubrange(offset..<offset + bits.count, with: Array(bits))
            return core([String(h), Bits.emptyVendorSection, Bits.emptyVendorSection, Bits.noRestrictions])
        }
        expectError(
            withBits("011010", at: 108),
            TCStringError(
                .letterOutOfRange(field: "consentLanguage", value: 26), segment: .core, bitOffset: 108))
        expectError(
            withBits("111111", at: 114),
            TCStringError(
                .letterOutOfRange(field: "consentLanguage", value: 63), segment: .core, bitOffset: 114))
        expectError(
            withBits("111111", at: 207),
            TCStringError(
                .letterOutOfRange(field: "publisherCC", value: 63), segment: .core, bitOffset: 207))
    }
}
