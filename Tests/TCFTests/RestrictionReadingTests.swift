import Testing

@testable import TCF

/// `InAppKeys.read` compares `IABTCF_PublisherRestrictions{ID}` with the TC string, ignoring trailing
/// "no restriction" positions.
@Suite struct RestrictionReadingTests {
    static func keys(restriction: String?) throws -> [String: InAppValue] {
        var m = TCModel()
        m.publisherRestrictions = [PublisherRestriction(purposeId: 2, restrictionType: .requireConsent, vendorIds: [2])]
        let tc = try TCString.encode(m)
        var keys = Dictionary(
            InAppKeys.derive(model: m, tcString: tc, context: InAppContext(gdprApplies: true, cmpSdkID: 300, cmpSdkVersion: 2))
                .map { ($0.key, $0.value) }, uniquingKeysWith: { $1 })
        keys["IABTCF_PublisherRestrictions2"] = restriction.map(InAppValue.string)
        return keys
    }

    @Test func trailingNoRestrictionPositionsDoNotMatter() throws {
        #expect(try InAppKeys.read(Self.keys(restriction: "_1")).issues == [])
        #expect(try InAppKeys.read(Self.keys(restriction: "_1____")).issues == [])
    }

    @Test func anyOtherDifferenceIsReported() throws {
        for stored in ["_2", "1", "__1", ""] {
            let issues = try InAppKeys.read(Self.keys(restriction: stored)).issues
            #expect(issues.contains { $0.hasPrefix("IABTCF_PublisherRestrictions2 is") }, "\(stored)")
        }
        #expect(try InAppKeys.read(Self.keys(restriction: nil)).issues.contains { $0.hasPrefix("IABTCF_PublisherRestrictions2 is \"(missing)\"") })
    }
}
