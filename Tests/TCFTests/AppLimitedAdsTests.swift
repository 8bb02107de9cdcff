import Basics
import Testing

@testable import TCF

/// Limited ads in apps only for TCF v2.2 strings (AdMob answer 10105530), from the IAB's v2.2
/// switch-over; and the gdprApplies rules where the certified-CMP rule is in force.
@Suite struct AppLimitedAdsTests {
    static func day(_ text: String) -> CivilDate { CivilDate(iso8601Date: text)! }

    /// Purpose 1 refused, the rest consented with Google, saved on `date` with `policy`.
    static func refusedPurposeOne(on date: CivilDate, policy: Int) -> TCModel {
        var m = ServingRulesTests.saved(on: date)
        m.purposesConsent.remove(1)
        m.tcfPolicyVersion = policy
        return m
    }

    @Test func aPolicyTwoStringGetsNoLimitedAdsInAnApp() {
        // googleads-mobile-flutter issue 908: August 2023, no fill.
        let august = Self.day("2023-08-15")
        #expect(ServingRulesTests.kind(Self.refusedPurposeOne(on: august, policy: 2), on: august) == .none)
        let june = Self.day("2024-06-01")
        let old = GoogleAdEligibility.evaluate(Self.refusedPurposeOne(on: june, policy: 2), context: ServingContext(today: june))
        #expect(old.kind == .none)
        #expect(old.reasons.contains { $0.contains("is not TCF v2.2") })
        #expect(old.reasonDetails.first?.code == GoogleTCFErrorCode.noPurposeOneConsent)
        #expect(ServingRulesTests.kind(Self.refusedPurposeOne(on: june, policy: 4), on: june) == .limited)
        // Limited ads 2.0 keeps the condition.
        let later = Self.day("2025-06-01")
        #expect(ServingRulesTests.kind(Self.refusedPurposeOne(on: later, policy: 2), on: later) == .none)
        #expect(ServingRulesTests.kind(Self.refusedPurposeOne(on: later, policy: 5), on: later) == .limited)
    }

    @Test func theLimitedAdsRuleStartsAtTheV22SwitchOverForApps() {
        let rule = GoogleServingRules.rule(.limitedAds)
        #expect(rule.period == "2023-11-20 to 2025-03-31")
        #expect(rule.sources.first?.contains("support.google.com/admob/answer/10105530") == true)
        let november = Self.day("2023-11-19")
        #expect(ServingRulesTests.kind(Self.refusedPurposeOne(on: november, policy: 4), on: november) == .none)
        let next = Self.day("2023-11-20")
        #expect(ServingRulesTests.kind(Self.refusedPurposeOne(on: next, policy: 4), on: next) == .limited)
    }

    /// A full consent from Google's CMP, stored with `gdprApplies` (nil: unset) and `tc`, judged on `today` in `region`.
    static func keys(gdprApplies: Int?, tc: String?, region: AdRequestRegion) -> AdEligibility {
        GoogleAdEligibility.evaluate(
            gdprApplies: gdprApplies.map(InAppValue.number), tcString: tc.map(InAppValue.string), att: nil,
            context: ServingContext(today: EligibilityTests.today, region: region))
    }

    @Test func whereTheCertifiedRuleAppliesGDPRAppliesCannotTakeTheRequestOutOfTheTCF() throws {
        let tc = try TCString.encode(EligibilityTests.consentAll())
        for region in [AdRequestRegion.eea, .uk, .switzerland] {
            // Unset: the stored string is read as under gdprApplies 1.
            let unset = Self.keys(gdprApplies: nil, tc: tc, region: region)
            #expect(unset.kind == .personalized, "\(region)")
            #expect(unset.reasons.contains { $0.contains("IABTCF_gdprApplies is unset: Google places") })
            #expect(Self.keys(gdprApplies: nil, tc: "not a TC string", region: region).kind == .none)
            #expect(Self.keys(gdprApplies: nil, tc: nil, region: region).kind == .limited)
            // 0: the CMP removed the TC data, so no TC string from a certified CMP.
            #expect(Self.keys(gdprApplies: 0, tc: tc, region: region).kind == .limited)
            #expect(Self.keys(gdprApplies: 0, tc: nil, region: region).kind == .limited)
            #expect(Self.keys(gdprApplies: 1, tc: "not a TC string", region: region).kind == .none)
        }
        // Elsewhere the TCF does not govern a request without gdprApplies 1.
        #expect(Self.keys(gdprApplies: nil, tc: "not a TC string", region: .other).kind == .personalized)
        #expect(Self.keys(gdprApplies: 0, tc: tc, region: .other).kind == .personalized)
    }
}
