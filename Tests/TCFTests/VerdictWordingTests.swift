import Basics
import Testing

@testable import TCF

/// A verdict's reasons and least change are worded only when read: the words are those of the
/// values the verdict was made from, whatever happens to the verdict afterwards, and every rule
/// that words a reason says what it said when the words were made at once.
@Suite struct VerdictWordingTests {
    static let today = EligibilityTests.today

    /// Each rule that words a reason from the string's values: the full words.
    @Test func eachReasonSaysWhatItsRuleFound() {
        var uncertified = EligibilityTests.consentAll()
        uncertified.cmpId = 3
        let eea = ServingContext(today: Self.today, region: .eea)
        #expect(
            GoogleAdEligibility.evaluate(uncertified, context: eea).reasons == [
                "CMP 3 is not a Google-certified CMP (the IAB deleted it on 2024-11-13): EEA/UK requests get at most limited ads"
            ])
        var noSegment = EligibilityTests.consentAll()
        noSegment.disclosedVendors = nil
        noSegment.tcfPolicyVersion = 2
        #expect(
            GoogleAdEligibility.evaluate(noSegment, today: Self.today).reasons == [
                "the TC string, created 2026-11-21, has no DisclosedVendors segment (mandatory under TCF 2.3 for strings created from 2026-03-01): at most limited ads",
                "TCF policy version 2 (TCF v2.1 era): Google keeps accepting it (the IAB does not; see doctor)",
            ])
        var restricted = EligibilityTests.consentAll()
        restricted.publisherRestrictions = [PublisherRestriction(purposeId: 2, restrictionType: .notAllowed, vendorIds: [755])]
        let limited = GoogleAdEligibility.evaluate(restricted, today: Self.today)
        #expect(
            limited.reasonDetails.map(\.description) == [
                "[TCF error 1.1] the publisher does not allow vendor 755 purpose 2",
                "vendor 755 is disclosed (transparency for Google and Special Purposes 1 and 2): limited ads 2.0",
            ])
        var refused = EligibilityTests.consentAll()
        refused.purposesConsent = []
        refused.vendorConsents = []
        refused.vendorLegitimateInterests = []
        refused.disclosedVendors = []
        let none = GoogleAdEligibility.evaluate(refused, today: Self.today)
        #expect(
            none.reasonDetails.map(\.description) == [
                "[TCF error 1.1] vendor 755 (Google) has neither consent nor legitimate interest",
                "[TCF error 1.1] vendor 755 (Google) is not disclosed: no transparency for Google as a vendor, not even limited ads",
                "[TCF error 1.4] vendor 755 (Google) is not in the TC string's DisclosedVendors segment (TCF 2.3): at most limited ads",
            ])
        #expect(none.reasonDetails.map(\.rule) == [.limitedAds2, .limitedAds2, .disclosedVendors])
    }

    /// The certification-unknown reason names the verdict it was made with; capping the verdict
    /// afterwards (the under-age tag) adds its own reason and leaves those words as they were.
    @Test func wordsAreThoseOfTheVerdictWhenItWasMade() {
        var model = EligibilityTests.consentAll()
        model.cmpId = 28
        let verdict = GoogleAdEligibility.evaluate(model, context: ServingContext(today: Self.today, region: .eea))
        let capped = GoogleAdEligibility.underAgeOfConsent(verdict)
        #expect(capped.kind == .nonPersonalized)
        #expect(capped.reasons.first == "tagged for under age of consent (TFUA): personalized advertising and remarketing disabled")
        #expect(capped.reasons.contains { $0.hasSuffix("certification unknown — personalized if certified, limited if not") })
        #expect(capped.reasonDetails.last == verdict.reasonDetails.last)
        let unknown = verdict.reasonDetails[verdict.reasonDetails.count - 1]
        var renamed = unknown
        renamed.message = "another reason"
        #expect(renamed.message == "another reason" && renamed.code == unknown.code && renamed.rule == unknown.rule)
        #expect(renamed != unknown && unknown.message.hasSuffix("personalized if certified, limited if not"))
    }

    /// Each change the least change can be, in words.
    @Test func eachCandidateChangeHasItsWords() {
        let words: [(GoogleAdEligibility.Candidate, String)] = [
            (.purposeConsent(3, withGoogle: false), "consent to purpose 3"),
            (.purposeConsent(1, withGoogle: true), "consent to purpose 1 and vendor 755"),
            (.purposeInterest(7), "withdraw the objection to purpose 7's legitimate interest"),
            (.googleConsent, "consent to vendor 755 (Google)"),
            (.googleInterest, "withdraw the objection to vendor 755's legitimate interest"),
            (.discloseGoogle, "disclose vendor 755 (Google) in the CMP"),
            (.writeDisclosedVendors, "write the DisclosedVendors segment with vendor 755 (TCF 2.3)"),
            (.certifiedCMP, "a TC string from a Google-certified CMP"),
            (.askAgain(today: Self.today), "ask for consent again (the string is older than 13 months)"),
        ]
        for (candidate, text) in words { #expect(candidate.change == text) }
        var model = TCModel()
        GoogleAdEligibility.Candidate.askAgain(today: Self.today).apply(to: &model)
        #expect(model.created == Self.today.deciseconds && model.lastUpdated == Self.today.deciseconds)
        GoogleAdEligibility.Candidate.purposeConsent(4, withGoogle: true).apply(to: &model)
        #expect(model.purposesConsent == [4] && model.vendorConsents == [755])
    }
}
