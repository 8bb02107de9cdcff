import Basics
import Testing

@testable import TCF

/// decode(encode(m)) == m for random valid models.
@Suite struct RoundTripPropertyTests {
    @Test func randomValidModelsRoundTrip() throws {
        var rng = SplitMix64(seed: 2025)
        for i in 0..<3_000 {
            let model = RandomModel.make(using: &rng)
            let encoded = try TCString.encode(model)
            // Absent segments decode as nil, present ones (even empty) as values: the model says which.
            #expect(try TCString.decode(encoded) == model, "model \(i): \(encoded)")
        }
    }

    @Test func unorderedRestrictionsRoundTripToCanonicalOrder() throws {
        var rng = SplitMix64(seed: 77)
        for _ in 0..<500 {
            var model = RandomModel.make(using: &rng)
            model.publisherRestrictions.shuffle(using: &rng)
            if let first = model.publisherRestrictions.first, Bool.random(using: &rng) {
                // A repeated pair is merged into one entry.
                model.publisherRestrictions.append(
                    PublisherRestriction(
                        purposeId: first.purposeId, restrictionType: first.restrictionType, vendorIds: [9_999]))
            }
            #expect(try TCString.decode(TCString.encode(model)) == model.canonicalized)
        }
    }
}
