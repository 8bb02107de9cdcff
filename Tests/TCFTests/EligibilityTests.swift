import Basics
import Testing

@testable import TCF

@Suite struct EligibilityTests {
    static let today = CivilDate(year: 2026, month: 11, day: 22)

    /// A TCF 2.3 string from Google's CMP that Google would read as fully consented, updated `daysAgo`
    /// days before `today`, with Google disclosed.
    static func consentAll(daysAgo: Int = 1) -> TCModel {
        var m = TCModel()
        m.cmpId = 300
        m.lastUpdated = today.adding(days: -daysAgo).deciseconds
        m.created = m.lastUpdated
        m.purposesConsent = IDSet(range: 1...11)
        m.vendorConsents = [755]
        m.vendorLegitimateInterests = [755]
        m.disclosedVendors = [755]
        return m
    }

    @Test func consentToEverythingIsPersonalized() {
        let v = GoogleAdEligibility.evaluate(Self.consentAll(), today: Self.today)
        #expect(v.kind == .personalized)
    }

    @Test func missingPurpose3IsNonPersonalized() {
        var m = Self.consentAll()
        m.purposesConsent.remove(3)
        let v = GoogleAdEligibility.evaluate(m, today: Self.today)
        #expect(v.kind == .nonPersonalized)
        #expect(v.reasons == ["purpose 3 consent missing for vendor 755: non-personalized ads (npa=1)"])
        #expect(v.kind.requestExtras == ["npa": "1"])
    }

    @Test func missingPurpose1IsLimited() {
        var m = Self.consentAll()
        m.purposesConsent = [2, 7, 9, 10]
        let v = GoogleAdEligibility.evaluate(m, today: Self.today)
        #expect(v.kind == .limited)
        #expect(v.reasons == ["purpose 1 consent missing for vendor 755: only limited ads"])
    }

    @Test func legitimateInterestCoversBasicPurposes() {
        var m = Self.consentAll()
        m.purposesConsent = [1]
        m.purposesLITransparency = [2, 7, 9, 10]
        #expect(GoogleAdEligibility.evaluate(m, today: Self.today).kind == .nonPersonalized)
        m.vendorLegitimateInterests = []
        // Limited ads 2.0: Google stays disclosed, so the missing legal basis gives limited ads, not none.
        let v = GoogleAdEligibility.evaluate(m, today: Self.today)
        #expect(v.kind == .limited)
        #expect(v.reasons.first == "purpose 2 has neither consent nor legitimate interest for vendor 755")
        #expect(v.decidedBy == [.limitedAds2])
        // Before April 2025 the same string served nothing.
        #expect(GoogleAdEligibility.evaluate(m, today: CivilDate(year: 2025, month: 3, day: 31)).kind == .none)
    }

    @Test func rejectAllIsLimitedWhileGoogleIsDisclosed() {
        var m = Self.consentAll()
        m.purposesConsent = []
        m.vendorConsents = []
        m.vendorLegitimateInterests = []
        let v = GoogleAdEligibility.evaluate(m, today: Self.today)
        #expect(v.kind == .limited)
        #expect(
            v.reasons == [
                "vendor 755 (Google) has neither consent nor legitimate interest",
                "vendor 755 is disclosed (transparency for Google and Special Purposes 1 and 2): limited ads 2.0",
            ])
        #expect(v.reasonDetails.first?.code == "1.1")
        m.disclosedVendors = [1]
        let hidden = GoogleAdEligibility.evaluate(m, today: Self.today)
        #expect(hidden.kind == .none)
        #expect(hidden.reasons.contains("vendor 755 (Google) is not disclosed: no transparency for Google as a vendor, not even limited ads"))
    }

    @Test func publisherRestrictionsBindGoogle() {
        var m = Self.consentAll()
        m.publisherRestrictions = [PublisherRestriction(purposeId: 4, restrictionType: .notAllowed, vendorIds: [755])]
        let v = GoogleAdEligibility.evaluate(m, today: Self.today)
        #expect(v.kind == .nonPersonalized)
        #expect(v.reasons == ["the publisher does not allow vendor 755 purpose 4: non-personalized ads (npa=1)"])
        m.publisherRestrictions = [PublisherRestriction(purposeId: 2, restrictionType: .requireLegitimateInterest, vendorIds: [755])]
        #expect(GoogleAdEligibility.evaluate(m, today: Self.today).kind == .limited)
        #expect(GoogleAdEligibility.evaluate(m, today: CivilDate(year: 2025, month: 1, day: 1)).kind == .none)
    }

    @Test func thirteenMonthExpiry() {
        let updated = CivilDate(year: 2025, month: 10, day: 22)
        var m = Self.consentAll()
        m.lastUpdated = updated.deciseconds
        #expect(GoogleAdEligibility.evaluate(m, today: CivilDate(year: 2026, month: 11, day: 21)).kind == .personalized)
        let v = GoogleAdEligibility.evaluate(m, today: CivilDate(year: 2026, month: 11, day: 22))
        #expect(v.kind == .none)
        #expect(v.reasons == ["the TC string was last updated on 2025-10-22, more than 13 months ago (expired 2026-11-22)"])
    }

    @Test func oldPolicyIsAcceptedAndNonServiceSpecificIsNone() {
        var m = Self.consentAll()
        m.tcfPolicyVersion = 2
        // Google keeps accepting TCF v2.1-era strings (answer 9999955); only doctor reports the IAB's rule.
        let old = GoogleAdEligibility.evaluate(m, today: Self.today)
        #expect(old.kind == .personalized)
        #expect(old.decidedBy == [.personalized, .tcfV21Accepted])
        m = Self.consentAll()
        m.isServiceSpecific = false
        let global = GoogleAdEligibility.evaluate(m, today: Self.today)
        #expect(global.kind == .none)
        #expect(global.reasonDetails.map(\.code) == ["5.1"])
    }

    @Test func gdprNotApplyingOrUnsetIsPersonalizedAndAttOnlyGatesTheIDFA() {
        let notApplying = InAppKeys.read(["IABTCF_gdprApplies": .number(0)])
        let v = GoogleAdEligibility.evaluate(notApplying, att: .denied, today: Self.today)
        #expect(v.kind == .personalized)
        #expect(!v.idfaAvailable)
        #expect(v.reasons == ["GDPR does not apply (IABTCF_gdprApplies = 0)", "IDFA unavailable: ATT status is denied"])
        let unset = GoogleAdEligibility.evaluate(InAppKeys.read([:]), att: .authorized, today: Self.today)
        #expect(unset.kind == .personalized && unset.idfaAvailable)
    }

    @Test func gdprWithoutStringIsNone() {
        let v = GoogleAdEligibility.evaluate(InAppKeys.read(["IABTCF_gdprApplies": .number(1)]), att: nil, today: Self.today)
        #expect(v.kind == .none)
        #expect(v.reasons == ["GDPR applies but there is no TC string (IABTCF_TCString unset)"])
    }
}

/// `evaluate(gdprApplies:tcString:att:today:)` must give exactly the verdict of the full read.
@Suite struct EligibilityFromTwoKeysTests {
    static let today = EligibilityTests.today

    /// Key sets covering every branch: derived from valid models (fresh, expired, rejected, LI only),
    /// then with each of the two keys unset, mistyped, invalid, and with the other keys inconsistent.
    static func keySets() throws -> [[String: InAppValue]] {
        var models = [EligibilityTests.consentAll(), EligibilityTests.consentAll(daysAgo: 500)]
        var rejected = EligibilityTests.consentAll()
        rejected.purposesConsent = []
        rejected.vendorConsents = []
        models.append(rejected)
        var liOnly = EligibilityTests.consentAll()
        liOnly.purposesConsent = [1]
        liOnly.purposesLITransparency = [2, 7, 9, 10]
        models.append(liOnly)
        var rng = SplitMix64(seed: 755)
        for _ in 0..<8 {
            var m = RandomModel.make(using: &rng)
            m.lastUpdated = today.adding(days: -rng.next(below: 500)).deciseconds
            m.tcfPolicyVersion = 4 + rng.next(below: 2)
            m.isServiceSpecific = true
            if rng.next() % 2 == 0 { m.vendorConsents.insert(755) }
            if rng.next() % 2 == 0 { m.purposesConsent.formUnion(IDSet(range: 1...10)) }
            models.append(m)
        }
        var sets: [[String: InAppValue]] = [[:]]
        for m in models {
            let tc = try TCString.encode(m)
            let derived = InAppKeys.derive(model: m, tcString: tc, context: InAppContext(gdprApplies: true, cmpSdkID: 300, cmpSdkVersion: 2))
            let keys = Dictionary(derived.map { ($0.key, $0.value) }, uniquingKeysWith: { $1 })
            sets.append(keys)
            for gdpr: InAppValue? in [nil, .number(0), .number(2), .string("1")] {
                var k = keys
                k[InAppKey.gdprApplies] = gdpr
                sets.append(k)
            }
            for tcValue: InAppValue? in [nil, .number(1), .string("not a TC string"), .string("")] {
                var k = keys
                k[InAppKey.tcString] = tcValue
                sets.append(k)
            }
            var inconsistent = keys
            inconsistent[InAppKey.vendorConsents] = .string("1x")
            inconsistent[InAppKey.purposeConsents] = .number(3)
            inconsistent[InAppKey.additionalConsent] = .string("2~bad")
            sets.append(inconsistent)
        }
        return sets
    }

    @Test func givesTheVerdictOfTheFullRead() throws {
        for keys in try Self.keySets() {
            for att: ATTrackingStatus? in [nil, .authorized, .denied] {
                for today in [Self.today, Self.today.adding(months: 14)] {
                    for region in AdRequestRegion.allCases {
                        let full = GoogleAdEligibility.evaluate(InAppKeys.read(keys), att: att, today: today, region: region)
                        let fast = GoogleAdEligibility.evaluate(
                            gdprApplies: keys[InAppKey.gdprApplies], tcString: keys[InAppKey.tcString], att: att, today: today,
                            region: region)
                        #expect(fast == full, "\(keys[InAppKey.gdprApplies].map(String.init(describing:)) ?? "unset") \(region)")
                    }
                }
            }
        }
    }
}
