import Basics
import TCF

/// A generated fleet for `doctor --batch`: TC string lines (`TCSTRING REGION DATE`) as a publisher's
/// users store them, from a fixed seed. Most accept all, many refuse all, some choose per purpose,
/// some strings are past 13 months, some from a CMP Google has not certified, and the regions mix.
package enum FleetFixture {
    /// The date the lines carry.
    package static let today = CivilDate(year: 2026, month: 11, day: 24)

    /// `count` distinct TC strings (each device's choices), from `seed`.
    package static func tcStrings(count: Int, seed: UInt64 = 0x0F1E_E7) -> [String] {
        var random = SplitMix64(seed: seed)
        var vendors = IDSet([755])
        while vendors.count < 120 { vendors.insert(1 + random.next(below: 1300)) }
        return (0..<count).map { _ in
            var model = TCModel()
            let daysAgo = random.next(below: 100) < 6 ? 400 + random.next(below: 200) : random.next(below: 390)
            let day = Int64(today.daysSinceEpoch - daysAgo) * 864_000
            model.created = day
            model.lastUpdated = day
            model.cmpId = random.next(below: 100) < 90 ? 300 : 2 + random.next(below: 400)
            model.cmpVersion = 2
            model.consentLanguage = "EN"
            model.vendorListVersion = 140 + random.next(below: 10)
            model.tcfPolicyVersion = 5
            model.isServiceSpecific = true
            model.publisherCC = "DE"
            model.disclosedVendors = vendors
            switch random.next(below: 100) {
            case ..<60:
                model.purposesConsent = IDSet(range: 1...11)
                model.purposesLITransparency = [2, 7, 8, 9, 10, 11]
                model.vendorConsents = vendors
                model.vendorLegitimateInterests = vendors
                model.specialFeatureOptIns = [1, 2]
            case ..<85:
                model.purposesLITransparency = random.next(below: 2) == 0 ? [2, 7, 8, 9, 10, 11] : []
                model.vendorLegitimateInterests = model.purposesLITransparency.isEmpty ? [] : vendors
            default:
                model.purposesConsent = IDSet((1...11).filter { _ in random.next(below: 2) == 0 })
                model.purposesLITransparency = IDSet([2, 7, 8, 9, 10, 11].filter { _ in random.next(below: 3) > 0 })
                model.vendorConsents = IDSet(vendors.filter { _ in random.next(below: 4) > 0 })
                model.vendorLegitimateInterests = IDSet(vendors.filter { _ in random.next(below: 4) > 0 })
            }
            // Force-try is safe: every field is in range by construction.
            return try! TCString.encode(model)
        }
    }

    /// Line `index` of a fleet over `strings`: the string, a region and the date.
    package static func line(_ index: Int, strings: [String]) -> String {
        let regions = ["eea", "eea", "eea", "uk", "ch", "other"]
        return "\(strings[index % strings.count]) \(regions[index % regions.count]) \(today)"
    }
}
