import Basics
import Testing

@testable import TCF

/// Google's error codes on reasons, the EEA/UK rule without a TC string, and the under-age rule.
@Suite struct EligibilityRulesTests {
    static let today = EligibilityTests.today

    @Test func reasonsCarryGoogleErrorCodes() {
        var m = EligibilityTests.consentAll()
        m.purposesConsent = [2, 7, 9, 10]
        #expect(GoogleAdEligibility.evaluate(m, today: Self.today).reasonDetails.map(\.code) == ["1.2"])
        m = EligibilityTests.consentAll()
        m.vendorConsents = []
        m.vendorLegitimateInterests = []
        // Limited ads 2.0 adds why limited ads still serve (Google disclosed), a reason without a code.
        #expect(GoogleAdEligibility.evaluate(m, today: Self.today).reasonDetails.map(\.code) == ["1.1", nil])
        m = EligibilityTests.consentAll(daysAgo: 500)
        let expired = GoogleAdEligibility.evaluate(m, today: Self.today)
        #expect(expired.reasonDetails.map(\.code) == ["3.3"])
        #expect(expired.reasonDetails.first?.description.hasPrefix("[TCF error 3.3] the TC string was last updated") == true)
        let noString = GoogleAdEligibility.evaluate(InAppKeys.read([InAppKey.gdprApplies: .number(1)]), att: nil, today: Self.today)
        #expect(noString.reasonDetails.map(\.code) == ["2.1a"])
    }

    @Test func publisherForbiddingPurposeOneIsError11NotError12() {
        var m = EligibilityTests.consentAll()
        m.publisherRestrictions = [PublisherRestriction(purposeId: 1, restrictionType: .notAllowed, vendorIds: [755])]
        let v = GoogleAdEligibility.evaluate(m, today: Self.today)
        #expect(v.kind == .limited)
        #expect(v.reasonDetails.map(\.code) == ["1.1", nil])
        #expect(GoogleAdEligibility.evaluate(m, today: CivilDate(year: 2025, month: 1, day: 1)).reasonDetails.map(\.code) == ["1.1"])
    }

    @Test func personalizedAndNonPersonalizedReasonsHaveNoCode() {
        #expect(GoogleAdEligibility.evaluate(EligibilityTests.consentAll(), today: Self.today).reasonDetails.allSatisfy { $0.code == nil })
        var m = EligibilityTests.consentAll()
        m.purposesConsent.remove(4)
        #expect(GoogleAdEligibility.evaluate(m, today: Self.today).reasonDetails.allSatisfy { $0.code == nil })
    }

    @Test func settingReasonsKeepsTheCodesOfKeptMessages() {
        var v = GoogleAdEligibility.evaluate(EligibilityTests.consentAll(daysAgo: 500), today: Self.today)
        let kept = v.reasons[0]
        v.reasons.insert("an extra note", at: 0)
        #expect(v.reasonDetails == [VerdictReason(message: "an extra note"), VerdictReason(code: "3.3", message: kept, rule: .thirteenMonths)])
    }

    @Test func eeaWithoutATCStringIsLimited() {
        for keys: [String: InAppValue] in [[:], [InAppKey.gdprApplies: .number(0)], [InAppKey.gdprApplies: .number(1)]] {
            let v = GoogleAdEligibility.evaluate(InAppKeys.read(keys), att: .authorized, today: Self.today, region: .eea)
            #expect(v.kind == .limited, "\(keys)")
            #expect(v.reasons.contains { $0.contains("since 2024-01-16") })
            #expect(v.decidedBy.contains(.certifiedCMP))
            #expect(v.idfaAvailable)
        }
        // Outside the EEA the behaviour is unchanged.
        #expect(GoogleAdEligibility.evaluate(InAppKeys.read([:]), att: nil, today: Self.today, region: .other).kind == .personalized)
        #expect(GoogleAdEligibility.evaluate(InAppKeys.read([InAppKey.gdprApplies: .number(1)]), att: nil, today: Self.today).kind == .none)
    }

    @Test func eeaWithATCStringFollowsTheString() throws {
        let m = EligibilityTests.consentAll()
        let keys: [String: InAppValue] = [InAppKey.gdprApplies: .number(1), InAppKey.tcString: .string(try TCString.encode(m))]
        #expect(GoogleAdEligibility.evaluate(InAppKeys.read(keys), att: nil, today: Self.today, region: .eea).kind == .personalized)
    }

    @Test func underAgeCapsAtNonPersonalized() {
        let personalized = GoogleAdEligibility.evaluate(EligibilityTests.consentAll(), today: Self.today)
        let capped = GoogleAdEligibility.underAgeOfConsent(personalized)
        #expect(capped.kind == .nonPersonalized)
        #expect(capped.reasons.first?.hasPrefix("tagged for under age of consent (TFUA)") == true)
        for daysAgo in [500] {
            let none = GoogleAdEligibility.evaluate(EligibilityTests.consentAll(daysAgo: daysAgo), today: Self.today)
            #expect(GoogleAdEligibility.underAgeOfConsent(none).kind == .none)
        }
        var m = EligibilityTests.consentAll()
        m.purposesConsent = [2, 7, 9, 10]
        let limited = GoogleAdEligibility.evaluate(m, today: Self.today)
        let stillLimited = GoogleAdEligibility.underAgeOfConsent(limited)
        #expect(stillLimited.kind == .limited)
        #expect(stillLimited.reasonDetails.first?.code == "1.2")
    }
}
