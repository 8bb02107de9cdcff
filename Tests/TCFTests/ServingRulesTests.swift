import Basics
import Testing

@testable import TCF

/// The dated table of Google's serving rules: its shape, the days each rule is in force, and each rule
/// as the verdict applies it on either side of its date.
@Suite struct ServingRulesTests {
    static let consentAll = EligibilityTests.consentAll

    /// `model` judged on `date` (outside the EEA unless `region` says otherwise).
    static func kind(
        _ model: TCModel, on date: CivilDate, region: AdRequestRegion = .other,
        certified: CertifiedCMPList = .embedded
    ) -> AdRequestKind {
        GoogleAdEligibility.evaluate(model, context: ServingContext(today: date, region: region, certifiedCMPs: certified)).kind
    }

    /// A string saved on `date` (Created = LastUpdated = that day), consenting to everything.
    static func saved(on date: CivilDate) -> TCModel {
        var m = EligibilityTests.consentAll()
        m.created = date.deciseconds
        m.lastUpdated = date.deciseconds
        return m
    }

    static func day(_ text: String) -> CivilDate { CivilDate(iso8601Date: text)! }

    @Test func everyRuleHasOneDatedSourcedEntry() {
        let ids = GoogleServingRules.table.map(\.id)
        #expect(ids.count == ServingRuleID.allCases.count)
        #expect(Set(ids) == Set(ServingRuleID.allCases))
        for rule in GoogleServingRules.table {
            #expect(!rule.sources.isEmpty, "\(rule.id) has no source")
            #expect(!rule.title.isEmpty && !rule.effect.isEmpty)
            if let until = rule.until { #expect(until > rule.effective, "\(rule.id)") }
            #expect(GoogleServingRules.rule(rule.id) == rule)
        }
    }

    @Test func eachRuleIsLookedUpByItsPlaceAndInForceAsItsEntrySays() {
        for (place, id) in ServingRuleID.allCases.enumerated() {
            #expect(id.ordinal == place, "\(id)")
            let rule = GoogleServingRules.rule(id)
            #expect(rule.id == id)
            for date in [rule.effective.adding(days: -1), rule.effective, rule.until?.adding(days: -1), rule.until].compactMap({ $0 }) {
                #expect(GoogleServingRules.isInForce(id, on: date) == rule.isInForce(on: date), "\(id) on \(date)")
            }
        }
    }

    @Test func rulesAreInForceOnTheirDaysOnly() {
        #expect(GoogleServingRules.isInForce(.limitedAds, on: Self.day("2025-03-31")))
        #expect(!GoogleServingRules.isInForce(.limitedAds, on: Self.day("2025-04-01")))
        #expect(!GoogleServingRules.isInForce(.limitedAds2, on: Self.day("2025-03-31")))
        #expect(GoogleServingRules.isInForce(.limitedAds2, on: Self.day("2025-04-01")))
        #expect(!GoogleServingRules.isInForce(.technicalAdDelivery, on: Self.day("2023-11-19")))
        #expect(GoogleServingRules.isInForce(.technicalAdDelivery, on: Self.day("2023-11-20")))
        #expect(!GoogleServingRules.isInForce(.technicalAdDelivery, on: Self.day("2025-04-01")))
        #expect(!GoogleServingRules.isInForce(.certifiedCMP, on: Self.day("2024-01-15")))
        #expect(GoogleServingRules.isInForce(.certifiedCMP, on: Self.day("2024-01-16")))
        #expect(!GoogleServingRules.isInForce(.certifiedCMPSwitzerland, on: Self.day("2024-07-30")))
        #expect(GoogleServingRules.isInForce(.certifiedCMPSwitzerland, on: Self.day("2024-07-31")))
        #expect(!GoogleServingRules.isInForce(.disclosedVendors, on: Self.day("2026-02-28")))
        #expect(GoogleServingRules.isInForce(.disclosedVendors, on: Self.day("2026-03-01")))
        #expect(GoogleServingRules.rule(.limitedAds).period == "2023-11-20 to 2025-03-31")
        #expect(GoogleServingRules.inForce(on: Self.day("2025-04-01")).map(\.id).contains(.limitedAds2))
    }

    @Test func theTableTextListsOnlyTheRulesInForceOnADay() {
        let before = GoogleServingRules.text(at: Self.day("2025-03-01"))
        #expect(before.contains("technical-ad-delivery") && !before.contains("limited-ads-2 "))
        let after = GoogleServingRules.text(at: Self.day("2026-03-01"))
        #expect(after.contains("limited-ads-2  Limited ads 2.0") && after.contains("TCF error 1.4") && !after.contains("technical-ad-delivery"))
        let markdown = GoogleServingRules.markdown()
        #expect(markdown.split(separator: "\n").count == GoogleServingRules.table.count + 2)
    }

    /// An objected legitimate interest for purpose 2, no consent: none before Limited ads 2.0, limited after.
    @Test func limitedAds2LiftsAnObjectionToLimited() {
        var m = Self.saved(on: Self.day("2025-03-20"))
        m.purposesConsent = []
        m.purposesLITransparency = [7, 9, 10]
        m.vendorConsents = []
        #expect(Self.kind(m, on: Self.day("2025-03-31")) == .none)
        #expect(Self.kind(m, on: Self.day("2025-04-01")) == .limited)
    }

    /// Nothing consented and every legitimate interest objected: no ads until technical ad delivery,
    /// technical ad delivery until Limited ads 2.0, limited ads since.
    @Test func rejectAllAcrossTheYears() {
        var m = Self.saved(on: Self.day("2023-06-01"))
        m.purposesConsent = []
        m.vendorConsents = []
        m.vendorLegitimateInterests = []
        #expect(Self.kind(m, on: Self.day("2023-11-19")) == .none)
        m = Self.saved(on: Self.day("2024-06-01"))
        m.purposesConsent = []
        m.vendorConsents = []
        m.vendorLegitimateInterests = []
        #expect(Self.kind(m, on: Self.day("2024-06-01")) == .technical)
        #expect(Self.kind(m, on: Self.day("2025-04-01")) == .limited)
        // Any legal basis left is not technical ad delivery: that mode needed none at all.
        m.purposesLITransparency = [7]
        m.vendorLegitimateInterests = [755]
        #expect(Self.kind(m, on: Self.day("2024-06-01")) == .none)
    }

    @Test func googleTransparencyIsItsDisclosure() {
        var m = EligibilityTests.consentAll()
        m.vendorConsents = []
        m.vendorLegitimateInterests = []
        #expect(GoogleAdEligibility.googleDisclosed(m))
        m.disclosedVendors = nil
        // Without the segment only Google's own bits show it was disclosed.
        #expect(!GoogleAdEligibility.googleDisclosed(m))
        m.vendorLegitimateInterests = [755]
        #expect(GoogleAdEligibility.googleDisclosed(m))
        m.disclosedVendors = [1, 2]
        #expect(!GoogleAdEligibility.googleDisclosed(m))
    }

    @Test func anUncertifiedCMPGetsAtMostLimitedInTheEEAAndSwitzerland() {
        var m = EligibilityTests.consentAll()
        m.cmpId = 4000
        let today = EligibilityTests.today
        #expect(Self.kind(m, on: today) == .personalized)
        #expect(Self.kind(m, on: today, region: .eea) == .limited)
        #expect(Self.kind(m, on: today, region: .switzerland) == .limited)
        let v = GoogleAdEligibility.evaluate(m, context: ServingContext(today: today, region: .eea))
        #expect(v.decidedBy == [.certifiedCMP])
        #expect(v.lift == VerdictLift(change: "a TC string from a Google-certified CMP", to: .personalized))
        // Each region from its own day.
        var early = Self.saved(on: Self.day("2024-03-01"))
        early.cmpId = 4000
        #expect(Self.kind(early, on: Self.day("2024-03-01"), region: .eea) == .limited)
        #expect(Self.kind(early, on: Self.day("2024-03-01"), region: .switzerland) == .personalized)
        #expect(Self.kind(early, on: Self.day("2024-07-31"), region: .switzerland) == .limited)
        early = Self.saved(on: Self.day("2024-01-15"))
        early.cmpId = 4000
        #expect(Self.kind(early, on: Self.day("2024-01-15"), region: .eea) == .personalized)
        // A list from a file that certifies the CMP.
        let list = CertifiedCMPList(ids: [4000], source: "test", dated: "today")
        #expect(Self.kind(m, on: today, region: .eea, certified: list) == .personalized)
        #expect(Self.kind(m, on: today, region: .other) == .personalized)
    }

    @Test func certifiedCMPListsLoadFromTheIABShape() throws {
        let json =
            #"{"lastUpdated": "2026-01-01", "source": "a copy", "cmps": {"300": {"id": 300, "name": "Google"}, "7": {"id": 7}, "9": {"id": 9, "deletedDate": "2024-01-01"}}}"#
        let list = try CertifiedCMPList.decode(try JSONParser.parse(json), file: "list.json")
        #expect(list.ids == [300, 7])
        #expect(list.source == "a copy" && list.dated == "2026-01-01")
        func error(_ json: String) -> String {
            do {
                _ = try CertifiedCMPList.decode(try JSONParser.parse(json), file: "list.json")
                return "no error"
            } catch let failure as CertifiedCMPListError {
                return failure.description
            } catch {
                return "\(error)"
            }
        }
        #expect(error(#"{"cmps": []}"#) == "list.json: $.cmps: expected an object keyed by CMP id")
        #expect(error(#"{"cmps": {"x\u001b": {}}}"#) == #"list.json: $.cmps["x\e"]: a CMP id is a whole number from 1 to 4095"#)
        #expect(error(#"{"cmps": {"5": {"id": 6}}}"#) == #"list.json: $.cmps["5"].id: the id differs from the key 5"#)
        #expect(error("[1]") == "list.json: $: expected an object with \"cmps\"")
        let missing = #expect(throws: CertifiedCMPListError.self) { try CertifiedCMPList.load(contentsOfFile: "/no/such/cmp-list.json") }
        #expect(missing?.description.hasPrefix("/no/such/cmp-list.json: ") == true)
    }

    /// TCF 2.3: from 1 March 2026 a string created that day or later needs Google in its DisclosedVendors
    /// segment (error 1.4); a string created before stays valid.
    @Test func disclosedVendorsRuleFollowsTheCreationDate() {
        var m = Self.saved(on: Self.day("2026-03-01"))
        m.disclosedVendors = nil
        let missing = GoogleAdEligibility.evaluate(m, today: Self.day("2026-03-01"))
        #expect(missing.kind == .limited)
        #expect(missing.reasonDetails.map(\.code) == ["1.4"])
        #expect(missing.lift == VerdictLift(change: "write the DisclosedVendors segment with vendor 755 (TCF 2.3)", to: .personalized))
        // Google consented but not disclosed: Google's TCF 2.3 note defaults the request to limited ads.
        m.disclosedVendors = [1]
        let withoutGoogle = GoogleAdEligibility.evaluate(m, today: Self.day("2026-03-01"))
        #expect(withoutGoogle.kind == .limited)
        #expect(withoutGoogle.reasonDetails.map(\.code) == ["1.4"])
        #expect(withoutGoogle.lift == VerdictLift(change: "disclose vendor 755 (Google) in the CMP", to: .personalized))
        // Neither consented nor disclosed: no transparency for Google, so nothing to serve.
        m.vendorConsents = []
        m.vendorLegitimateInterests = []
        let hidden = GoogleAdEligibility.evaluate(m, today: Self.day("2026-03-01"))
        #expect(hidden.kind == .none)
        // The user's own choices come first among changes that lift as far (a consent for Google hits
        // the same TCF 2.3 cap).
        #expect(hidden.lift == VerdictLift(change: "consent to vendor 755 (Google)", to: .limited))
        var before = Self.saved(on: Self.day("2026-02-28"))
        before.disclosedVendors = nil
        #expect(Self.kind(before, on: Self.day("2026-02-28")) == .personalized)
        #expect(Self.kind(before, on: Self.day("2026-03-15")) == .personalized)
        #expect(GoogleAdEligibility.disclosedVendorsProblem(before, today: Self.day("2026-03-15")) == nil)
    }

    @Test func theLiftIsTheFurthestSingleChange() {
        var m = EligibilityTests.consentAll()
        m.purposesConsent = []
        m.vendorConsents = []
        m.purposesLITransparency = [2, 7, 9, 10]
        let doNotConsent = GoogleAdEligibility.evaluate(m, today: EligibilityTests.today)
        #expect(doNotConsent.kind == .limited)
        #expect(doNotConsent.lift?.description == "consent to purpose 1 and vendor 755 → non-personalized")
        m.vendorConsents = [755]
        #expect(GoogleAdEligibility.evaluate(m, today: EligibilityTests.today).lift?.description == "consent to purpose 1 → non-personalized")
        let expired = GoogleAdEligibility.evaluate(EligibilityTests.consentAll(daysAgo: 500), today: EligibilityTests.today)
        #expect(expired.lift?.to == .personalized)
        #expect(expired.lift?.change.hasPrefix("ask for consent again") == true)
        // Personalized and non-personalized verdicts have nothing to lift.
        #expect(GoogleAdEligibility.evaluate(EligibilityTests.consentAll(), today: EligibilityTests.today).lift == nil)
        // Under age of consent a lift reaches non-personalized at most.
        var limited = EligibilityTests.consentAll()
        limited.purposesConsent.remove(1)
        #expect(
            GoogleAdEligibility.underAgeOfConsent(GoogleAdEligibility.evaluate(limited, today: EligibilityTests.today)).lift?.to == .nonPersonalized)
    }
}
