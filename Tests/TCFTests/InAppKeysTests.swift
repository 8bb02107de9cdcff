import Testing

@testable import TCF

@Suite struct InAppKeysTests {
    static func sample() -> TCModel {
        var m = TCModel()
        m.cmpId = 300
        m.cmpVersion = 2
        m.tcfPolicyVersion = 4
        m.publisherCC = "DE"
        m.purposeOneTreatment = false
        m.useNonStandardTexts = true
        m.purposesConsent = [1, 3]
        m.purposesLITransparency = [2, 7]
        m.specialFeatureOptIns = [2]
        m.vendorConsents = [2, 5]
        m.vendorLegitimateInterests = [3]
        m.disclosedVendors = [2, 3, 5]
        m.publisherRestrictions = [
            PublisherRestriction(purposeId: 2, restrictionType: .requireConsent, vendorIds: [1, 4]),
            PublisherRestriction(purposeId: 2, restrictionType: .notAllowed, vendorIds: [3]),
            PublisherRestriction(purposeId: 7, restrictionType: .requireLegitimateInterest, vendorIds: [2]),
        ]
        var p = PublisherTC()
        p.pubPurposesConsent = [1]
        p.pubPurposesLITransparency = [2]
        p.numCustomPurposes = 3
        p.customPurposesConsent = [1, 3]
        p.customPurposesLITransparency = [2]
        m.publisherTC = p
        return m
    }

    @Test func derivesEveryKeyWithItsType() {
        let keys = InAppKeys.derive(
            model: Self.sample(), tcString: "TC",
            context: InAppContext(gdprApplies: true, cmpSdkID: 300, cmpSdkVersion: 2, additionalConsent: "2~~dv."))
        let d = Dictionary(uniqueKeysWithValues: keys.map { ($0.key, $0.value) })
        #expect(d["IABTCF_CmpSdkID"] == .number(300))
        #expect(d["IABTCF_CmpSdkVersion"] == .number(2))
        #expect(d["IABTCF_PolicyVersion"] == .number(4))
        #expect(d["IABTCF_gdprApplies"] == .number(1))
        #expect(d["IABTCF_PublisherCC"] == .string("DE"))
        #expect(d["IABTCF_PurposeOneTreatment"] == .number(0))
        #expect(d["IABTCF_UseNonStandardTexts"] == .number(1))
        #expect(d["IABTCF_TCString"] == .string("TC"))
        #expect(d["IABTCF_VendorConsents"] == .string("01001"))
        #expect(d["IABTCF_VendorLegitimateInterests"] == .string("001"))
        #expect(d["IABTCF_PurposeConsents"] == .string("101"))
        #expect(d["IABTCF_PurposeLegitimateInterests"] == .string("0100001"))
        #expect(d["IABTCF_SpecialFeaturesOptIns"] == .string("01"))
        #expect(d["IABTCF_PublisherRestrictions2"] == .string("1_01"))
        #expect(d["IABTCF_PublisherRestrictions7"] == .string("_2"))
        #expect(d["IABTCF_PublisherConsent"] == .string("1"))
        #expect(d["IABTCF_PublisherLegitimateInterests"] == .string("01"))
        #expect(d["IABTCF_PublisherCustomPurposesConsents"] == .string("101"))
        #expect(d["IABTCF_PublisherCustomPurposesLegitimateInterests"] == .string("01"))
        #expect(d["IABTCF_DisclosedVendors"] == .string("01101"))
        #expect(d["IABTCF_AddtlConsent"] == .string("2~~dv."))
        #expect(keys.count == d.count, "no key twice")
        for (key, value) in keys {
            if case .number = value {
                #expect(InAppKey.numberKeys.contains(key), "\(key)")
            } else {
                #expect(!InAppKey.numberKeys.contains(key), "\(key)")
            }
        }
    }

    @Test func gdprNotApplyingWritesOnlyPresenceKeys() {
        let keys = InAppKeys.derive(model: Self.sample(), tcString: "TC", context: InAppContext(gdprApplies: false, cmpSdkID: 300, cmpSdkVersion: 2))
        #expect(keys.map(\.key) == ["IABTCF_CmpSdkID", "IABTCF_CmpSdkVersion", "IABTCF_PolicyVersion", "IABTCF_gdprApplies"])
        #expect(keys.last?.value == .number(0))
    }

    @Test func undeterminedGdprLeavesTheKeyUnset() {
        let keys = InAppKeys.derive(model: TCModel(), tcString: "TC", context: InAppContext(gdprApplies: nil, cmpSdkID: 1, cmpSdkVersion: 1))
        #expect(!keys.contains { $0.key == "IABTCF_gdprApplies" })
        #expect(keys.contains { $0.key == "IABTCF_TCString" })
        #expect(keys.first { $0.key == "IABTCF_VendorConsents" }?.value == .string(""))
    }

    @Test func readingReportsTypeErrors() {
        let r = InAppKeys.read([
            "IABTCF_gdprApplies": .string("1"),
            "IABTCF_CmpSdkID": .number(300),
            "IABTCF_PurposeConsents": .string("10x"),
            "IABTCF_PublisherCC": .number(7),
            "IABTCF_PublisherRestrictionsX": .string("1"),
            "IABTCF_AddtlConsent": .string("2~1"),
        ])
        #expect(r.gdprApplies == nil)
        #expect(r.cmpSdkID == 300)
        #expect(r.issues.contains("IABTCF_gdprApplies is stored as a String (\"1\"); the CMP API requires a Number"))
        #expect(r.issues.contains("IABTCF_PurposeConsents is not a binary string of '0' and '1': \"10x\""))
        #expect(r.issues.contains("IABTCF_PublisherCC is stored as a Number (7); the CMP API requires a String"))
        #expect(r.issues.contains("IABTCF_PublisherRestrictionsX does not name a purpose id 1-24"))
        #expect(r.issues.contains { $0.hasPrefix("IABTCF_AddtlConsent: invalid Additional Consent string") })
    }

    @Test func readingWithoutTCStringRebuildsFromBinaryStrings() {
        let r = InAppKeys.read([
            "IABTCF_gdprApplies": .number(1),
            "IABTCF_PurposeConsents": .string("101"),
            "IABTCF_VendorConsents": .string("0001"),
        ])
        #expect(r.issues == ["IABTCF_gdprApplies is 1 but IABTCF_TCString is missing"])
        #expect(r.model?.purposesConsent == [1, 3])
        #expect(r.model?.vendorConsents == [4])
        #expect(r.modelFromTCString == false)
    }
}
