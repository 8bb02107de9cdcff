import Testing

@testable import TCF

/// Real TC strings from the spec and public reference test suites, decoded to their documented
/// values. Where a source documents only some fields, the rest were confirmed with the
/// independent decoder of iab-tcf-bitarray 0.2.3 (`iab_tcf.decode_v2`).
@Suite struct ReferenceVectorTests {
    /// Asserts `set`'s size and its first and last members.
    private func expectVendors(
        _ set: IDSet, count: Int, first: [Int], last: [Int], sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let sorted = set.sorted
        #expect(sorted.count == count, sourceLocation: sourceLocation)
        #expect(Array(sorted.prefix(first.count)) == first, sourceLocation: sourceLocation)
        #expect(Array(sorted.suffix(last.count)) == last, sourceLocation: sourceLocation)
    }

    /// Decodes, and checks that re-encoding is stable (decode . encode is the identity on the result).
    private func decodeStable(_ s: String) throws -> TCModel {
        let m = try TCString.decode(s)
        #expect(try TCString.decode(TCString.encode(m)) == m.canonicalized)
        return m
    }

    // Source: InteractiveAdvertisingBureau/GDPR-Transparency-and-Consent-Framework,
    // TCFv2/IAB Tech Lab - Consent string and vendor list formats v2.md ("How does a URL-based
    // service process the TC string when it can't execute JavaScript?"). Its 47-char core is not a
    // multiple of 4 characters, so this also covers non-24-bit padding.
    @Test func specMacroExample() throws {
        let m = try decodeStable(
            "COvFyGBOvFyGBAbAAAENAPCAAOAAAAAAAAAAAEEUACCKAAA.IFoEUQQgAIQwgIwQABAEAAAAOIAACAIAAAAQAIAgEAACEAAAAAgAQBAAAAAAAGBAAgAAAAAAAFAAECAAAgAAQARAEQAAAAAJAAIAAgAAAYQEAAAQmAgBC3ZAYzUw"
        )
        #expect(m.version == 2)
        #expect(m.created == 15_822_430_593 && m.lastUpdated == 15_822_430_593)  // 2020-02-20T23:57:39.3Z
        #expect(m.cmpId == 27 && m.cmpVersion == 0 && m.consentScreen == 0)
        #expect(m.consentLanguage == "EN" && m.publisherCC == "AA")
        #expect(m.vendorListVersion == 15 && m.tcfPolicyVersion == 2)
        #expect(!m.isServiceSpecific && !m.useNonStandardTexts && !m.purposeOneTreatment)
        #expect(m.specialFeatureOptIns.isEmpty && m.purposesLITransparency.isEmpty)
        #expect(m.purposesConsent == [1, 2, 3])
        #expect(m.vendorConsents == [2, 6, 8] && m.vendorLegitimateInterests == [2, 6, 8])
        #expect(m.publisherRestrictions.isEmpty && m.publisherTC == nil)
        expectVendors(
            try #require(m.disclosedVendors), count: 79,
            first: [2, 6, 8, 12, 18, 23, 37, 42, 47, 48], last: [712, 714, 716, 719, 720])
    }

    // Source: InteractiveAdvertisingBureau/iabtcf-java,
    // iabtcf-decoder/src/test/java/com/iabtcf/decoder/TCStringV2Test.java (testCanConstructTCModelFromBase64String).
    @Test func iabtcfJavaAllCoreFields() throws {
        let m = try decodeStable("COtybn4PA_zT4KjACBENAPCIAEBAAECAAIAAAAAAAAAA")
        #expect(m.created == 1_580_058_060 * 10)  // 2020-01-26T17:01:00Z
        #expect(m.lastUpdated == 1_612_285_260 * 10)  // 2021-02-02T17:01:00Z
        #expect(m.cmpId == 675 && m.cmpVersion == 2 && m.consentScreen == 1)
        #expect(m.vendorListVersion == 15 && m.tcfPolicyVersion == 2)
        #expect(m.consentLanguage == "EN" && m.publisherCC == "AA")
        #expect(!m.isServiceSpecific && m.purposeOneTreatment && !m.useNonStandardTexts)
        #expect(m.specialFeatureOptIns == [1])
        #expect(m.purposesConsent == [2, 10])
        #expect(m.purposesLITransparency == [2, 9])
    }

    // Source: iabtcf-java TCStringV2Test.java (testConstructConsentsFromBitFields,
    // testCanParseDisclosedAndAllowedVendors; the third segment is type 2, AllowedVendors).
    @Test func iabtcfJavaBitFieldsAndDisclosedVendors() throws {
        let core = "COrEAV4OrXx94ACABBENAHCIAD-AAAAAAACAAxAAAAgAIAwgAgAAAAEAgQAAAAAEAYQAQAAAACAAAABAAA"
        let m = try decodeStable(core)
        #expect(m.purposesConsent == IDSet(range: 3...9))
        #expect(m.vendorConsents == [23, 37, 47, 48, 53, 65, 98])
        #expect(m.vendorLegitimateInterests == [37, 47, 48, 53, 65, 98, 129])
        let full = try decodeStable(core + ".IBAgAAAgAIAwgAgAAAAEAAAACA.QAagAQAgAIAwgA")
        #expect(full.disclosedVendors == [23, 37, 47, 48, 53, 65, 98, 129])
        #expect(full.vendorConsents == m.vendorConsents)
    }

    // Source: iabtcf-java TCStringV2Test.java (testCanParseAllParts). Its last segment ends in a
    // base64 '=' that java.util.Base64 accepts; TC strings are unpadded, so it is rejected here,
    // and decodes once the '=' is dropped.
    @Test func iabtcfJavaAllPartsWithPadding() throws {
        let base =
            "COrEAV4OrXx94ACABBENAHCIAD-AAAAAAACAAxAAAAgAIAwgAgAAAAEAgQAAAAAEAYQAQAAAACAAAABAAA.IBAgAAAgAIAwgAgAAAAEAAAACA.QAagAQAgAIAwgA.cAAAAAAAITg"
        let error = try #require(decodeError(base + "="))
        #expect(error.reason == .paddingCharacter && error.segment == .publisherTC)
        let m = try decodeStable(base)
        #expect(m.publisherTC?.pubPurposesConsent.count == 1)
    }

    // Source: iabtcf-java TCStringV2Test.java (testCanParseRangeEncodedVendorLegitimateInterests, testRange, testPurposesConsent).
    @Test func iabtcfJavaRangeEncodings() throws {
        #expect(try decodeStable("COv__-wOv__-wC2AAAENAPCgAAAAAAAAAAAAA_wAQA_gEBABAEAAAA").vendorLegitimateInterests == [128])
        #expect(
            try decodeStable(
                "COwBOpCOwBOpCLqAAAENAPCAAAAAAAAAAAAAFfwAYFfAV-BVkAGBVYFWAAA.IFoEUQQgAIQwgIwQABAEAAAAOIAACAIAAAAQAIAgEAACEAAAAAgAQBAAAAAAAGBAAgAAAAAAAFAAECAAAgAAQARAEQAAAAAJAAIAAgAAAYQEAAAQmAgBC3ZAYzUw"
            ).vendorConsents == [702, 703])
        #expect(
            try decodeStable(
                "COwBOpCOwBOpCLqAAAENAPCAAAAAAAAAAAAAFfwAQFfgUbABAUaAAA.IFoEUQQgAIQwgIwQABAEAAAAOIAACAIAAAAQAIAgEAACEAAAAAgAQBAAAAAAAGBAAgAAAAAAAFAAECAAAgAAQARAEQAAAAAJAAIAAgAAAYQEAAAQmAgBC3ZAYzUw"
            ).vendorConsents == [703])
        #expect(try IDSet([1, 2]).isSubset(of: decodeStable("COwxsONOwxsONKpAAAENAdCAAMAAAAAAAAAAAAAAAAAA").purposesConsent))
    }

    // Source: iabtcf-java TCStringV2Test.java (testPublisherRestrictions): the same bits, written
    // here without the '=' that java's encoder appended.
    @Test func iabtcfJavaRestrictionsWithoutVendors() throws {
        let bits =
            "0000100011101011100" + "1000000000000001010" + "0000001110101110010"
            + "0000000000000101000" + "0000110011111000000" + "0000000000000000100"
            + "0011010000000011110" + "0001000000000000000" + "0000000000000000000"
            + "0000000000000000000" + "0000000000000000000" + "0000000000000000000"
            + "0000000000000000000" + "000000000011"
            + "000001" + "01" + "000000000000"
            + "000010" + "00" + "000000000000"
            + "000011" + "10" + "000000000000" + "0"
        let m = try decodeStable(Bits.base64([bits], padTo: 8))
        #expect(
            m.publisherRestrictions == [
                PublisherRestriction(purposeId: 1, restrictionType: .requireConsent, vendorIds: []),
                PublisherRestriction(purposeId: 2, restrictionType: .notAllowed, vendorIds: []),
                PublisherRestriction(purposeId: 3, restrictionType: .requireLegitimateInterest, vendorIds: []),
            ])
    }

    // Source: iabtcf-java TCStringV2Test.java (testPublisherPurposes), segment bits as given there.
    @Test func iabtcfJavaPublisherPurposes() throws {
        let segment = Bits.base64(
            ["011", "100000000000000000000000", "000000000000000000000001", "000010", "01", "11", "000"],
            padTo: 8)
        let m = try decodeStable("COtybn4PA_zT4KjACBENAPCIAEBAAECAAIAAAAAAAAAA." + segment)
        let tc = try #require(m.publisherTC)
        #expect(tc.pubPurposesConsent == [1] && tc.pubPurposesLITransparency == [24])
        #expect(tc.numCustomPurposes == 2)
        #expect(tc.customPurposesConsent == [2] && tc.customPurposesLITransparency == [1, 2])
    }

    // Source: gguridi/iab-tcf tests/seed/v2/consent_a.json, the fixture of
    // iab-tcf-bitarray 0.2.3 tests/test_iab_tcf_v2.py (times there are whole seconds).
    @Test func iabTcfSeedA() throws {
        let m = try decodeStable(
            "CG6MJgNIvJb0TAUAEBENAzCMAFvAAG7AAAJYGUlUcVlfByPiu55Ad8JQeAgftrYDE6QzDgEJs8wJQB9WxJwQpEMgKBX4BoIIiRYEsnLAAAYkHAFcDQAAQIkVqSCsYkyMCyFCJJJEghIKM2ZYGG0OkcVQIRAY4wMsHeYAA2OrevzrigZOQCYQFYAAkJQwEg0KRQIgQADAgUA4AIKEYUiSQ0JHBDMjAINAAAAEBiAhAgAAgCgBgAAAgAASEBACACAgEAAAAgABACNAQgAAkAQSAEAQBAAKgIEgBEEEoAgBgMBACgAARIpFBIIDQgAWAAEAAwAPgArAB3AH4AToA8QCEgEtAKSCgBwABABSAFwAXYAzAB_QFTBAEIACAAFAAcAA8AC0AGQAOwApgBzAD0AIaASoBLACaAGGAMgAewA-AB9gEIAI0AVAA4AB8gEVAI7ATEAmUBSIC2AF5AL-AYMAwggAJAAWAEEAWIBnADqAK-AW0AuABk4cAUAA4AEQAJwAkgDnAL8AtEBcQDIgGSBgB4AEgAngCJAHkARgAkwBKwCvAG8AOOAeoBJYCbAFigLoJQCAAKACIAI4AWkAxQBuAEXgJECQAwAKgKwAYeUAIAAXAAyACoALgAiwBJgCjAFKAVsBJACmwFbALkAXcAxkBkBSAKACAAGgA0gChgLtHAEAAUQBGAEcALAAmABsgDvAJaAdMBQgChwFLgKsAWyAxIBjEDHAMdGAAQAWEgBYAMQAhABMACgAG0ApoBZwFUgLxAXmAx4dAPAB5AEMARAAqgCEAFIANEAcQA_QCUgFiALyAYQA2gC7wGGlQAIATSYAIAKgCmRIAYALYAYgA3gFZANQAusWACADMAjoUAEADwAMoAfIBaBUAEARw0AIAJkAaoA4AEgjwBgArQBZQDjAOQAdYA8QDbAHtASiAq8BYgCyQF2BoA4AywBqAFLAKuAawBDYCdiEAUAb4BAwC5gHoAU0RADgEuAJwAV-A_YD-AIiAS8AvYRACAYEAwkA.IGVtd_X9fb2vj-_599_t0eY1f9_63t-wzjheNs-8NyZ_X_J4Xv2MyvB34pqYKmR4kunbBAQdtHGncTQgBwIlVqTLsYk2MjzNKJ7JEmlsbe2dYGH9Pn8XT_ZKZ70-v___7v3______7oA"
        )
        #expect(m.created / 10 == 741_871_412)  // 1993-07-05T11:23:32
        #expect(m.lastUpdated / 10 == 938_093_697)  // 1999-09-23T13:34:57
        #expect(m.cmpId == 20 && m.cmpVersion == 4 && m.consentScreen == 1)
        #expect(m.consentLanguage == "EN" && m.publisherCC == "BL")
        #expect(m.vendorListVersion == 51 && m.tcfPolicyVersion == 2)
        #expect(!m.isServiceSpecific && !m.useNonStandardTexts && !m.purposeOneTreatment)
        #expect(m.specialFeatureOptIns == [1, 2])
        #expect(m.purposesConsent == [2, 4, 5, 7, 8, 9, 10])
        #expect(m.purposesLITransparency == [2, 3, 5, 6, 7, 9, 10])
        expectVendors(m.vendorConsents, count: 302, first: [2, 4, 6, 8, 12, 13, 14, 18, 20, 22], last: [801, 802, 803, 807, 809])
        expectVendors(m.vendorLegitimateInterests, count: 138, first: [2, 11, 14, 15, 20, 28, 30, 32, 33, 49], last: [790, 792, 798, 801, 807])
        expectVendors(try #require(m.disclosedVendors), count: 494, first: [1, 2, 4, 6, 7, 8, 10, 11, 12, 13], last: [805, 807, 808, 809, 811])
        #expect(m.publisherRestrictions.count == 26)
        // The fixture lists restrictions per vendor, e.g. vendor 1: purpose 4 not allowed;
        // vendor 2: purpose 2 requires LI; vendor 20: purpose 9 requires consent.
        #expect(restricted(m, purpose: 4, .notAllowed).contains(1))
        #expect(restricted(m, purpose: 2, .requireLegitimateInterest).contains(2))
        #expect(restricted(m, purpose: 9, .requireConsent).contains(20))
    }

    // Source: gguridi/iab-tcf tests/seed/v2/consent_b.json (iab-tcf-bitarray 0.2.3 tests).
    @Test func iabTcfSeedB() throws {
        let m = try decodeStable(
            "COxR03kOxR1CqBcABCENAgCMAP_AAH_AAAqIF3EXySoGY2thI2YVFxBEIYwfJxyigMgChgQIsSwNQIeFLBoGLiAAHBGYJAQAGBAEEACBAQIkHGBMCQAAgAgBiRCMQEGMCzNIBIBAggEbY0FACCVmHkHSmZCY7064O__QLuIJEFQMAkSBAIACLECIQwAQDiAAAYAlAAABAhIaAAgIWBQEeAAAACAwAAgAAABBAAACAAQAAICIAAABAAAgAiAQAAAAGgIQAACBABACRIAAAEANCAAgiCEAQg4EAo4AAA"
        )
        #expect(m.created / 10 == 1_585_914_211)  // 2020-04-03T11:43:31
        #expect(m.lastUpdated / 10 == 1_585_914_282)  // 2020-04-03T11:44:42
        #expect(m.cmpId == 92 && m.cmpVersion == 1 && m.consentScreen == 2)
        #expect(m.consentLanguage == "EN" && m.publisherCC == "FR")
        #expect(m.vendorListVersion == 32 && m.tcfPolicyVersion == 2 && !m.isServiceSpecific)
        #expect(m.specialFeatureOptIns == [1, 2])
        #expect(m.purposesConsent == IDSet(range: 1...10))
        #expect(m.purposesLITransparency == IDSet(range: 2...10))
        expectVendors(m.vendorConsents, count: 236, first: [2, 6, 8, 9, 10, 11, 12, 15, 18, 21], last: [745, 746, 747, 748, 750])
        // The fixture's maxVendorLegitimateInterestsId is 750: the BitField is 750 bits, its last set bit 746.
        expectVendors(m.vendorLegitimateInterests, count: 103, first: [2, 8, 11, 15, 21, 23, 25, 32, 33, 42], last: [738, 740, 744, 745, 746])
        #expect(m.publisherRestrictions.isEmpty && m.disclosedVendors == nil && m.publisherTC == nil)
    }

    // Source: gguridi/iab-tcf tests/seed/v2/consent_c.json (iab-tcf-bitarray 0.2.3 tests).
    @Test func iabTcfSeedC() throws {
        let m = try decodeStable(
            "CFH3rDSF96yuwAfAICENAzCsAM_AADwAAARQGVgcRTdfaWJiM_5g58s0OQlfceCVF8whjgaJAg0NiB-VYJYRjyEyJB1whiYKGRIEKkBBAQQhDEBMDQgAwIkQKQKsQk2EAhNKIzJAgEETMicYCGlPj4VSORAYJg-sbkfTuz8_qz5m6oGUAEkChZCQIAUAAJcOgEKIEIVQAgAEAiChEFowsECRwExIYCAEASIBAYAAAAiA4AohQAAAIAAEkURAgAwIEEIBCoAAQACAEIACBAgFgAIGAQACgHB4AQTBKRIQQGBQcogQESBAZSTAbKgBAAAgAnADwAV8IAQAAEAAoAEAAPAAjgBTAEQALgAfYBSwExAKwAWIAu8BeQDBhwBcAAwAGYAWABbADEAMgAjABVAD0AIQARYAkwBLADZAG-APIArIBYgDMAG4AR0AkQBQgClwFskoAYACABpAD8JADgAFgAogCYAJoAUAApABtAFGAOMAnQBTQC0AJeAXcAvEOAIAAcAFsAOYA-QCTAEuAOOApIQAPAAkAEIAJIAdwBSADnAHWASsA1AB6gEJAIvAUOAugBjwYAcABQAFQAXABxAE4AK8AawA-QCGwEtAKRAWKAuIBdY6AgABUADgAPgAsACYAE0AKUAaIA7wB-gGEAOmAnYBTYCrAGEiQA4AFwAiABPADeAeIBiQDJAkAkADwAwwB7AD4AI0AegBFQCZQGGkIAwAIgBHAEDAIwAUMBTRQAQADQAMwAsQBqgEpANoAlEBkAUASADsASoBCACoAKmAVeAv4BhADGSAAkAIIAYgBZAGKAM4AdQA_gCbAFtFIA4AQwCOAFzALyArYBcAC7SYAYAKgBZwDbAKpAWwAvYRAGACsAIYAZAA1AGBAMnDQAwBEgLkAYwKACACZAGWAWkAuw0AEAK0AcAwAIAMoAvwCQQFoiwAYA5ACWgH7HgBwB4gHAAPaAf0BJACS4GOAY6KgBAFXAYeMgCAFbAN4AvMBkREAMAiIBHYCmQFfALJAXYA.f3gAH7AAAAAA"
        )
        #expect(m.created / 10 == 550_074_389)  // 1987-06-07T14:26:29
        #expect(m.lastUpdated / 10 == 640_753_144)  // 1990-04-22T02:59:04
        #expect(m.cmpId == 31 && m.cmpVersion == 8 && m.consentScreen == 2)
        #expect(m.consentLanguage == "EN" && m.publisherCC == "CK")
        #expect(m.vendorListVersion == 51 && m.tcfPolicyVersion == 2 && m.isServiceSpecific)
        #expect(m.specialFeatureOptIns == [1, 2])
        #expect(m.purposesConsent == [1, 2, 5, 6, 7, 8, 9, 10])
        #expect(m.purposesLITransparency == [3, 4, 5, 6])
        expectVendors(m.vendorConsents, count: 317, first: [6, 7, 8, 12, 16, 18, 21, 22, 24, 25], last: [804, 805, 807, 809, 811])
        expectVendors(m.vendorLegitimateInterests, count: 158, first: [8, 11, 14, 21, 23, 28, 30, 31, 34, 39], last: [798, 801, 804, 807, 808])
        #expect(m.publisherRestrictions.count == 27)
        #expect(restricted(m, purpose: 10, .requireLegitimateInterest).contains(1))
        #expect(restricted(m, purpose: 2, .notAllowed).contains(2))
        #expect(restricted(m, purpose: 9, .requireConsent).contains(8))
        #expect(restricted(m, purpose: 4, .requireConsent).contains(807))
        let tc = try #require(m.publisherTC)
        #expect(tc.pubPurposesConsent == [1, 2, 3, 4, 5, 7, 8, 9, 10])
        #expect(tc.pubPurposesLITransparency == [1, 2, 3, 4, 5, 6, 8, 9])
        #expect(tc.numCustomPurposes == 0)
    }

    // Source: gguridi/iab-tcf tests/seed/v2/consent_d.json (iab-tcf-bitarray 0.2.3 tests). Its
    // documented LI values (vendor "0", maxVendorLegitimateInterestsId 57378 in a 2040-bit core)
    // are what iab_tcf reads from a corrupt LI section, padding past the end with zeros; here the
    // string is rejected where the first impossible range entry appears.
    @Test func iabTcfSeedDIsRejected() throws {
        let error = try #require(
            decodeError(
                "CPIKj1vPPdzL-ACAnAFRBACsAP_AAH_AAAqIHFNf_X_fb3_j-_59_9t0eY1f9_7_v20zjgeds-8Nyd_X_L8X4mM7vB36pq4KuR4Eu3LBAQdlHOHcTUmw6IkVqTPsbk2Mr7NKJ7PEinMbe2dYGH9_n9XTuZKY79_s_z-v7_f_r-3_3_vp9V---wOJAJMNS-AizEscCSaNKoUQIQriQ6AEAFFCMLRNYQErgp2VwEfoIGACA1ARgRAgxBRiyCAAAAAJKIgJADwQCIAiAQAAgBUgIQAEaAILACQMAgAFANCwAigCECQgyOCo5TAgIkWignkrAEou9jDCEMooAaBAAAAA.YAAAAAAAAAAA"
            ))
        #expect(
            error
                == TCStringError(
                    .rangeEndBeforeStart(field: "vendorLegitimateInterests", start: 10885, end: 4129),
                    segment: .core, bitOffset: 1216))
    }

    // Source: InteractiveAdvertisingBureau/iabtcf-es modules/core/test/ReportedIssues.test.ts,
    // "142 it should throw an error if the bitfield length does not match the maxId".
    @Test func iabtcfEsIssue142Throws() throws {
        let error = try #require(
            decodeError(
                "CLSYjTaOngnCIAOABBENAXCMAGOAABBAAA7IA5n-m7fP6_3fbqVv6E__PoA5Aqff3aJx8tv_1967rfnQEQoAIAAQCrwkAEABAcACABIMACAAuApEVABABUSABgBCAVSAtIoACACIArYQAHACgAFgAVwBJgDcAI7AWgMAAgBiKgAgBMgFfKQAQBRkQAQA4AFiBAAoA-AEVAJlAVgAtYcACAJcAr4eABAK8OgBgFzAOmAqwgABAWyA.IFukWSQh"
            ))
        #expect(error.reason == .truncated(field: "disclosedVendors.bitField", bitsNeeded: 733, bitsAvailable: 28))
        #expect(error.segment == .disclosedVendors && error.bitOffset == 20)
    }

    // Source: iabtcf-es ReportedIssues.test.ts, "201 unable to decode valid TCF2 String": the same
    // vendor appears twice in a restriction's entries.
    @Test func iabtcfEsIssue201RepeatedRestrictionEntries() throws {
        let m = try decodeStable(
            "CO4VGswO4VGswAfZCBDEAzCsAP_AAH_AAAigGUNf_X9fb2vj-_599_t0eY1f9_63t-wzjheMs-8NyZ-X_J4Wv2MyvB34JqQKGRgkunLBAQdtHGncTQgBwIlViTLMY02MjzNKJrJEilsbe2dYGH9vn8XT_ZKZ70-_v__7v3___33_5Ayhr_6_r7e18f3_Pvv9ujzGr_v_W9v2GccLxln3huTPy_5PC1-xmV4O_BNSBQyMEl05YICDto407iaEAOBEqsSZZjGmxkeZpRNZIkUtjb2zrAw_t8_i6f7JTPen39___d-___--__ICgKAOAAcAA4AFAAjgB6AEYALcGACAW0AtoJAHAAOAAcACgARwA9ACMAFuFABALaAW0GgDgAHAAOABQAI4AegBGAC3DgAgFtALaEQBwADgAHAAoAEcAPQAjABbiQAQC2gFtCoA4ABwADgAUACOAHoARgAtxYAIBbQC2hkAcAA4ABwAKABHAD0AIwAW40AEAtoBbQ6AOAAcAA4AFAAjgB6AEYALceACAW0AtohAHAAOAAcACgARwA9ACMAFuRABALaAW0SgDgAHAAOABQAI4AegBGAC3JgAgFtALaKQBwADgAHAAoAEcAPQAjABblQAQC2gFtA"
        )
        #expect(m.version == 2)
        #expect(restricted(m, purpose: 1, .requireConsent).sorted == [7, 20, 71, 122, 140, 183])
        #expect(m.publisherRestrictions.count == 20)
    }

    // Source: iabtcf-es ReportedIssues.test.ts, "156 it should auto detect 1 version": a TCF v1
    // string, which iabtcf-es decodes as v1 and this v2 codec rejects by version.
    @Test func iabtcfEsIssue156VersionOneIsRejected() throws {
        let error = try #require(
            decodeError(
                "BOhwdphOxFC7tAHABBFRC--AAAAuhr_7__7-_9_-_f__9uj3Or_v_f__32ccL59v_h_7v-_7fi_20nV4u_1vft9yfk1-5ctDztp507iakivXmqdeb9v_nz3_5pxP78k89r7337Ew_v8_v-b7BCON_YxEiA"
            ))
        #expect(error == TCStringError(.unsupportedVersion(1), segment: .core, bitOffset: 0))
    }

    private func restricted(_ m: TCModel, purpose: Int, _ type: RestrictionType) -> IDSet {
        m.publisherRestrictions.first { $0.purposeId == purpose && $0.restrictionType == type }?.vendorIds ?? IDSet()
    }
}
