import Basics
import Testing

@testable import TCF

/// `lift` decides only the candidates whose ceiling (`LiftCeiling`) could beat the best found so far;
/// it must find the same least change as deciding every candidate.
@Suite struct LiftCeilingTests {
    /// The search `lift` shortens: every candidate decided, in order, the first that lifts furthest kept.
    static func fullSearch(_ model: TCModel, _ context: ServingContext, from kind: AdRequestKind) -> VerdictLift? {
        var best: (candidate: GoogleAdEligibility.Candidate, to: AdRequestKind)?
        for candidate in GoogleAdEligibility.candidates(model, context) {
            var changed = model
            candidate.apply(to: &changed)
            let after = GoogleAdEligibility.decide(changed, context).kind
            if after.rank > (best?.to.rank ?? kind.rank) { best = (candidate, after) }
        }
        return best.map { VerdictLift(change: $0.candidate.change, to: $0.to) }
    }

    /// Days either side of the rules' start dates, so each rule is seen both before and in force.
    static let days = [
        CivilDate(year: 2020, month: 6, day: 1), CivilDate(year: 2023, month: 11, day: 20), CivilDate(year: 2024, month: 3, day: 1),
        CivilDate(year: 2024, month: 9, day: 1), CivilDate(year: 2025, month: 6, day: 1), CivilDate(year: 2026, month: 3, day: 10),
        CivilDate(year: 2026, month: 11, day: 24),
    ]

    /// A string of random choices, restrictions, segment, CMP, version, scope and dates around `today`.
    static func randomModel(today: CivilDate, _ random: inout SplitMix64) -> TCModel {
        func coin(_ oneIn: Int = 2) -> Bool { random.next(below: oneIn) == 0 }
        var m = TCModel()
        m.cmpId = [300, 31, 63, 28, 7, 2, 9_999][random.next(below: 7)]
        m.tcfPolicyVersion = [2, 4, 4, 5][random.next(below: 4)]
        m.isServiceSpecific = !coin(8)
        m.lastUpdated = today.adding(days: -random.next(below: 500)).deciseconds
        m.created = CivilDate(deciseconds: m.lastUpdated).adding(days: -random.next(below: 400)).deciseconds
        // Mostly yes, so that most strings miss one or two purposes, as a fleet's do.
        m.purposesConsent = IDSet((1...11).filter { _ in !coin(4) })
        m.purposesLITransparency = IDSet((2...11).filter { _ in coin(3) })
        if !coin(4) { m.vendorConsents.insert(755) }
        if coin() { m.vendorLegitimateInterests.insert(755) }
        m.vendorConsents.insert(1 + random.next(below: 900))
        if coin(6) {
            m.publisherRestrictions = [
                PublisherRestriction(
                    purposeId: 1 + random.next(below: 10),
                    restrictionType: [.notAllowed, .requireConsent, .requireLegitimateInterest][random.next(below: 3)],
                    vendorIds: coin(4) ? [12] : [755])
            ]
        }
        switch random.next(below: 4) {
        case 0: m.disclosedVendors = nil
        case 1: m.disclosedVendors = [12]
        default: m.disclosedVendors = [12, 755]
        }
        return m
    }

    @Test func liftFindsWhatDecidingEveryCandidateFinds() {
        var random = SplitMix64(seed: 0x11F7)
        var lifted = 0
        var kinds: Set<AdRequestKind> = []
        for i in 0..<20_000 {
            let today = Self.days[i % Self.days.count]
            let region = AdRequestRegion.allCases[random.next(below: AdRequestRegion.allCases.count)]
            let context = ServingContext(today: today, region: region, certifiedCMPs: .embedded)
            let model = Self.randomModel(today: today, &random)
            let kind = GoogleAdEligibility.decide(model, context).kind
            guard kind.rank <= AdRequestKind.limited.rank else { continue }
            let lift = GoogleAdEligibility.lift(model, context, from: kind)
            #expect(lift == Self.fullSearch(model, context, from: kind), "\(model) in \(region) on \(today)")
            if let to = lift?.to {
                lifted += 1
                kinds.insert(to)
            }
        }
        // The strings reach every kind a lift leads to, so each bound was tried.
        #expect(lifted > 2_000)
        #expect(kinds == [.personalized, .nonPersonalized, .limited, .technical])
    }
}
