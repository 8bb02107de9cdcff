import Basics
import TCF

/// Deterministic models for codec benchmarks and tests.
package enum TCStringBenchmarkFixture {
    /// A GVL-sized model: ~700 vendors spread over 1...4176 in consents, LI and disclosed vendors,
    /// a few publisher restrictions and a Publisher TC segment with custom purposes.
    ///
    /// The vendor spread follows the real list's shape (dense low ids, sparse high ids, 4176 the
    /// highest), which makes every vendor section a BitField, as it is in real strings.
    package static func largeModel() -> TCModel {
        var random = SplitMix64(seed: 0x7C_F2_02_03)
        var universe = IDSet([4176])
        while universe.count < 700 {
            // Two thirds of the ids below 1300, the rest spread up to 4176.
            let id = random.next(below: 3) < 2 ? 1 + random.next(below: 1300) : 1 + random.next(below: 4176)
            universe.insert(id)
        }
        var consents = IDSet()
        var legitimateInterests = IDSet()
        for id in universe {
            if random.next(below: 100) < 97 { consents.insert(id) }
            if random.next(below: 100) < 90 { legitimateInterests.insert(id) }
        }
        consents.insert(4176)
        legitimateInterests.insert(4176)

        var model = TCModel()
        model.created = 17_489_088_000  // 2025-06-03, day granularity as the spec asks
        model.lastUpdated = 17_489_088_000
        model.cmpId = 300
        model.cmpVersion = 2
        model.consentScreen = 1
        model.consentLanguage = "EN"
        model.vendorListVersion = 141
        model.tcfPolicyVersion = 5
        model.isServiceSpecific = true
        model.specialFeatureOptIns = [1, 2]
        model.purposesConsent = IDSet(range: 1...11)
        model.purposesLITransparency = [2, 7, 8, 9, 10, 11]
        model.publisherCC = "DE"
        model.vendorConsents = consents
        model.vendorLegitimateInterests = legitimateInterests
        model.disclosedVendors = universe
        model.publisherRestrictions = [
            PublisherRestriction(purposeId: 2, restrictionType: .notAllowed, vendorIds: [8, 9, 10, 755]),
            PublisherRestriction(purposeId: 7, restrictionType: .requireConsent, vendorIds: IDSet(range: 100...140)),
            PublisherRestriction(purposeId: 10, restrictionType: .requireLegitimateInterest, vendorIds: [32, 4176]),
        ]
        var publisherTC = PublisherTC()
        publisherTC.pubPurposesConsent = [1, 2, 3, 4, 7]
        publisherTC.pubPurposesLITransparency = [2, 7, 8]
        publisherTC.numCustomPurposes = 3
        publisherTC.customPurposesConsent = [1, 3]
        publisherTC.customPurposesLITransparency = [2]
        model.publisherTC = publisherTC
        return model
    }
}
