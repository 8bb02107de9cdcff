import ConsentsimTestSupport
import Testing

@testable import TCF

/// The shared benchmark fixture has the shape the performance target assumes.
@Suite struct BenchmarkFixtureTests {
    @Test func fixtureIsDeterministicAndGVLSized() throws {
        let m = TCStringBenchmarkFixture.largeModel()
        #expect(m == TCStringBenchmarkFixture.largeModel())
        let disclosed = try #require(m.disclosedVendors)
        #expect(disclosed.count == 700 && disclosed.max == 4176)
        #expect((600...700).contains(m.vendorConsents.count) && m.vendorConsents.max == 4176)
        #expect((550...700).contains(m.vendorLegitimateInterests.count) && m.vendorLegitimateInterests.max == 4176)
        #expect(m.vendorConsents.isSubset(of: disclosed) && m.vendorLegitimateInterests.isSubset(of: disclosed))
        #expect(m.publisherRestrictions.count == 3)
        #expect(m.publisherTC?.numCustomPurposes == 3)
    }

    @Test func fixtureVendorSectionsAreBitFieldsAndRoundTrip() throws {
        let m = TCStringBenchmarkFixture.largeModel()
        for set in [m.vendorConsents, m.vendorLegitimateInterests, m.disclosedVendors!] {
            #expect(VendorSection.encoding(for: set) == .bitField)
        }
        let s = try TCString.encode(m)
        #expect(s.split(separator: ".").count == 3)
        #expect(try TCString.decode(s) == m)
    }
}
