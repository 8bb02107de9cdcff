import ConsentsimTestSupport
import Testing

@testable import TCF

/// `TCString.encode` rejects models whose fields do not fit the format, naming field and value.
@Suite struct ModelValidationTests {
    private func expectInvalid(
        _ field: String, _ value: String, sourceLocation: SourceLocation = #_sourceLocation,
        _ edit: (inout TCModel) -> Void
    ) {
        var m = TCModel()
        m.disclosedVendors = [1]
        edit(&m)
        guard let error = encodeError(m) else {
            Issue.record("model with bad \(field) encoded", sourceLocation: sourceLocation)
            return
        }
        #expect(error.field == field, sourceLocation: sourceLocation)
        #expect(error.value == value, sourceLocation: sourceLocation)
        #expect(error.description.hasPrefix("invalid TCModel field \(field) = \(value): "), sourceLocation: sourceLocation)
        #expect(throws: error, sourceLocation: sourceLocation) { try m.validate() }
    }

    @Test func validModelsPass() throws {
        try TCModel().validate()
        try TCStringBenchmarkFixture.largeModel().validate()
        try CoreSegmentTests.handModel().validate()
    }

    @Test func scalarFieldsOutOfRange() {
        expectInvalid("version", "1") { $0.version = 1 }
        expectInvalid("created", "-1") { $0.created = -1 }
        expectInvalid("created", "68719476736") { $0.created = TCModel.maxTimestamp + 1 }
        expectInvalid("lastUpdated", "68719476736") { $0.lastUpdated = 1 << 36 }
        expectInvalid("cmpId", "4096") { $0.cmpId = 4096 }
        expectInvalid("cmpId", "-1") { $0.cmpId = -1 }
        expectInvalid("cmpVersion", "5000") { $0.cmpVersion = 5000 }
        expectInvalid("consentScreen", "64") { $0.consentScreen = 64 }
        expectInvalid("vendorListVersion", "4096") { $0.vendorListVersion = 4096 }
        expectInvalid("tcfPolicyVersion", "64") { $0.tcfPolicyVersion = 64 }
        #expect(
            encodeError(
                {
                    var m = TCModel(); m.cmpId = 4096; return m
                }())?.description
                == "invalid TCModel field cmpId = 4096: must be in 0...4095")
    }

    @Test func lettersMustBeTwoUpperCaseAsciiLetters() {
        for bad in ["en", "E", "ENG", "", "E1", "ÉN"] {
            expectInvalid("consentLanguage", "\"\(bad)\"") { $0.consentLanguage = bad }
        }
        expectInvalid("publisherCC", "\"d\"") { $0.publisherCC = "d" }
    }

    @Test func idSetsBeyondTheirFieldWidth() {
        expectInvalid("specialFeatureOptIns", "{13}") { $0.specialFeatureOptIns = [13] }
        expectInvalid("purposesConsent", "{1,25}") { $0.purposesConsent = [1, 25] }
        expectInvalid("purposesLITransparency", "{30}") { $0.purposesLITransparency = [30] }
    }

    @Test func restrictionFields() {
        expectInvalid("publisherRestrictions[1].purposeId", "0") {
            $0.publisherRestrictions = [
                PublisherRestriction(purposeId: 1, restrictionType: .notAllowed, vendorIds: [1]),
                PublisherRestriction(purposeId: 0, restrictionType: .notAllowed, vendorIds: [1]),
            ]
        }
        expectInvalid("publisherRestrictions[0].purposeId", "64") {
            $0.publisherRestrictions = [PublisherRestriction(purposeId: 64, restrictionType: .notAllowed, vendorIds: [])]
        }
        // 4096 runs of one id each cannot be counted by a 12-bit NumEntries.
        let tooManyRuns = IDSet(stride(from: 1, through: 8191, by: 2))
        expectInvalid("publisherRestrictions(purposeId 2, notAllowed).vendorIds", "4096 runs") {
            $0.publisherRestrictions = [PublisherRestriction(purposeId: 2, restrictionType: .notAllowed, vendorIds: tooManyRuns)]
        }
    }

    @Test func publisherTCFields() {
        expectInvalid("publisherTC.pubPurposesConsent", "{25}") {
            var tc = PublisherTC(); tc.pubPurposesConsent = [25]; $0.publisherTC = tc
        }
        expectInvalid("publisherTC.pubPurposesLITransparency", "{25}") {
            var tc = PublisherTC(); tc.pubPurposesLITransparency = [25]; $0.publisherTC = tc
        }
        expectInvalid("publisherTC.numCustomPurposes", "64") {
            var tc = PublisherTC(); tc.numCustomPurposes = 64; $0.publisherTC = tc
        }
        expectInvalid("publisherTC.customPurposesConsent", "{3}") {
            var tc = PublisherTC(); tc.numCustomPurposes = 2; tc.customPurposesConsent = [3]; $0.publisherTC = tc
        }
        expectInvalid("publisherTC.customPurposesLITransparency", "{1}") {
            var tc = PublisherTC(); tc.customPurposesLITransparency = [1]; $0.publisherTC = tc
        }
    }

    @Test func vendorIdsUpToTheSixteenBitLimitAreValid() throws {
        var m = TCModel()
        m.vendorConsents = [IDSet.maxID]
        m.disclosedVendors = IDSet(range: 1...IDSet.maxID)
        #expect(try TCString.decode(TCString.encode(m)) == m)
    }
}
