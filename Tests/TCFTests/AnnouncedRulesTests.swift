import Basics
import Testing

@testable import TCF

/// Rules announced but not in force: listed with sources and expected dates; applied only when turned
/// on and from the expected day.
@Suite struct AnnouncedRulesTests {
    @Test func eachRowIsSourcedAndDated() {
        #expect(Set(AnnouncedRules.table.map(\.id)) == Set(AnnouncedRuleID.allCases))
        for rule in AnnouncedRules.table {
            #expect(!rule.sources.isEmpty && rule.announced <= rule.expected, "\(rule.id)")
        }
        let text = AnnouncedRules.text()
        for id in AnnouncedRuleID.allCases { #expect(text.contains("\(id)  ")) }
        #expect(text.contains("pull request 443") && text.contains("pull request 428"))
    }

    @Test func appliesOnlyWhenOnAndFromTheExpectedDay() {
        let day = AnnouncedRules.rule(.specialPurposeOnlyLI).expected
        #expect(!AnnouncedRules.applies(.specialPurposeOnlyLI, on: day, announced: false))
        #expect(!AnnouncedRules.applies(.specialPurposeOnlyLI, on: day.adding(days: -1), announced: true))
        #expect(AnnouncedRules.applies(.specialPurposeOnlyLI, on: day, announced: true))
    }

    @Test func gdprAppliesZeroNamesTheClarificationUnderAnnouncedRules() {
        let reading = InAppKeys.read(["IABTCF_gdprApplies": .number(0)])
        var context = ServingContext(today: CivilDate(year: 2026, month: 3, day: 1))
        let before = GoogleAdEligibility.evaluate(reading, att: nil, context: context)
        context.announcedRules = true
        let after = GoogleAdEligibility.evaluate(reading, att: nil, context: context)
        #expect(before.kind == .personalized && after.kind == .personalized)
        #expect(!before.reasons.contains { $0.contains("publisher's view") })
        #expect(after.reasons.contains { $0.contains("announced (gdpr-applies-0-publisher-view)") })
    }
}
