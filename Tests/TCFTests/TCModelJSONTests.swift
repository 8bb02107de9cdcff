import Basics
import Testing

@testable import TCF

@Suite struct TCModelJSONTests {
    @Test func jsonRoundTripsEveryField() throws {
        var m = InAppKeysTests.sample()
        m.created = 17_489_088_000
        m.lastUpdated = 17_489_088_000
        m.consentScreen = 5
        m.consentLanguage = "FR"
        m.vendorListVersion = 17
        let text = m.json.serialized(pretty: true)
        let back = try TCModel(json: JSONCursor(try JSONParser.parse(text)))
        #expect(back == m)
        #expect(
            m.json.serialized().hasPrefix(
                #"{"version":2,"created":17489088000,"lastUpdated":17489088000,"cmpId":300,"cmpVersion":2,"consentScreen":5,"consentLanguage":"FR","vendorListVersion":17,"tcfPolicyVersion":4,"isServiceSpecific":true,"useNonStandardTexts":true,"specialFeatureOptIns":[2],"purposesConsent":[1,3],"purposesLITransparency":[2,7],"purposeOneTreatment":false,"publisherCC":"DE","vendorConsents":[2,5],"vendorLegitimateInterests":[3],"publisherRestrictions":[{"purposeId":2,"restrictionType":1,"vendorIds":[1,4]}"#
            ))
    }

    @Test func absentSegmentsAreNull() {
        let text = TCModel().json.serialized()
        #expect(text.contains(#""disclosedVendors":null"#))
        #expect(text.hasSuffix(#""publisherTC":null}"#))
    }

    @Test func acceptsIsoTimesAndLowercaseLetters() throws {
        let m = try TCModel(
            json: JSONCursor(try JSONParser.parse(#"{"created": "2025-06-03", "lastUpdated": "2025-06-03T00:00:00Z", "consentLanguage": "de"}"#)))
        #expect(m.created == 17_489_088_000 && m.lastUpdated == 17_489_088_000)
        #expect(m.consentLanguage == "DE")
    }

    @Test(arguments: [
        (#"{"vendorConsent": [1]}"#, "$.vendorConsent: unknown field \"vendorConsent\""),
        (#"{"cmpId": 5000}"#, "$.cmpId: 5000 is out of range 0...4095"),
        (#"{"purposesConsent": [1, 25]}"#, "$.purposesConsent[1]: 25 is out of range 1...24"),
        (#"{"vendorConsents": [0]}"#, "$.vendorConsents[0]: 0 is out of range 1...65535"),
        (#"{"consentLanguage": "ENG"}"#, "$.consentLanguage: \"ENG\" is not two letters A-Z"),
        (#"{"created": "soon"}"#, "$.created: \"soon\" is not an ISO 8601 date or date-time"),
        (#"{"created": -1}"#, "$.created: -1 is out of range 0...68719476735 deciseconds"),
        (#"{"version": 1}"#, "$.version: only version 2 is supported"),
        (
            #"{"publisherRestrictions": [{"purposeId": 2, "restrictionType": 4, "vendorIds": []}]}"#,
            "$.publisherRestrictions[0].restrictionType: 4 is out of range 0...3"
        ),
        (
            #"{"publisherTC": {"numCustomPurposes": 1, "customPurposesConsent": [2]}}"#,
            "$.publisherTC.numCustomPurposes: custom purpose 2 is above numCustomPurposes 1"
        ),
        (#"{"isServiceSpecific": 1}"#, "$.isServiceSpecific: expected a boolean, found a number"),
        (#"[]"#, "$: expected an object, found an array"),
    ])
    func rejectsBadInputNamingThePath(text: String, message: String) throws {
        let value = try JSONParser.parse(text)
        #expect(throws: (any Error).self) { try TCModel(json: JSONCursor(value)) }
        do { _ = try TCModel(json: JSONCursor(value)) } catch { #expect(error.description == message) }
    }
}
