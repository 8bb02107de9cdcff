import Basics
import Foundation
import Testing

@testable import TCF

/// A minimal valid list whose vendor 755 (and, optionally, top-level members) a test replaces.
private func listJSON(
    vendor: String =
        #"{"id": 755, "name": "V", "purposes": [1], "legIntPurposes": [], "usesCookies": false, "cookieRefresh": false, "usesNonCookieAccess": false, "urls": []}"#,
    vendorKey: String = "755", extra: String = "", dropping: String? = nil
) -> String {
    var members = [
        ("gvlSpecificationVersion", "3"), ("vendorListVersion", "1"), ("tcfPolicyVersion", "4"),
        ("lastUpdated", #""2023-01-01T00:00:00Z""#),
        ("purposes", #"{"1": {"id": 1, "name": "P", "description": "d"}}"#),
        ("specialPurposes", "{}"), ("features", "{}"), ("specialFeatures", "{}"), ("stacks", "{}"),
        ("dataCategories", "{}"), ("vendors", "{\"\(vendorKey)\": \(vendor)}"),
    ]
    members.removeAll { $0.0 == dropping }
    return "{" + members.map { "\"\($0.0)\": \($0.1)" }.joined(separator: ",\n") + extra + "}"
}

/// The error loading `json` raises, or nil when it loads.
private func loadError(_ json: String) -> VendorListError? {
    do {
        _ = try VendorList.load(json: json)
        return nil
    } catch {
        return error
    }
}

@Suite struct VendorListErrorTests {
    @Test func theMinimalListLoads() throws {
        let list = try VendorList.load(json: listJSON())
        #expect(list.vendor(id: 755)?.purposes == [1])
        #expect(list.vendor(id: 755)?.flexiblePurposes == [])
    }

    @Test func syntaxErrorsNameLineAndColumn() throws {
        let error = try #require(loadError("{\n  \"vendors\": {},\n}"))
        #expect(error.location == .text(Basics.SourceLocation(line: 3, column: 1)))
        #expect(error.description.hasPrefix("3:1: expected a member name"))
    }

    @Test(arguments: [
        (listJSON(dropping: "vendors"), #"$.vendors: missing required field "vendors""#),
        (
            listJSON(vendor: #"{"id": 755, "purposes": [], "legIntPurposes": []}"#),
            #"$.vendors["755"].name: missing required field "name""#
        ),
        (
            listJSON(vendor: #"{"id": 755, "name": "V", "purposes": [1, "2"]}"#),
            #"$.vendors["755"].purposes[1]: expected a whole number, found a string"#
        ),
        (
            listJSON(vendor: #"{"id": 755, "name": "V", "purposes": [0]}"#),
            #"$.vendors["755"].purposes[0]: 0 is out of range 1...24: a TC string carries purposes 1...24 (PurposesConsent and PurposesLITransparency have 24 bits)"#
        ),
        (
            listJSON(vendor: #"{"id": 755, "name": "V", "purposes": [1, 2, 70000]}"#),
            #"$.vendors["755"].purposes[2]: 70000 is out of range 1...24: a TC string carries purposes 1...24 (PurposesConsent and PurposesLITransparency have 24 bits)"#
        ),
        (
            listJSON(vendor: #"{"id": 755, "name": "V", "purposes": [], "legIntPurposes": [], "specialPurposes": [70000]}"#),
            #"$.vendors["755"].specialPurposes[0]: 70000 is out of range 1...65535"#
        ),
        (
            listJSON(vendor: #"{"id": 756, "name": "V"}"#),
            #"$.vendors["755"].id: id 756 does not match its key "755""#
        ),
        (
            listJSON(vendor: #"{"id": 70000, "name": "V"}"#, vendorKey: "70000"),
            #"$.vendors["70000"].id: 70000 is out of range 1...65535"#
        ),
        (listJSON(vendor: #"[]"#), #"$.vendors["755"]: expected an object, found an array"#),
        ("[]", "$: expected an object, found an array"),
        (
            listJSON(dropping: "lastUpdated").replacingOccurrences(
                of: #""vendorListVersion": 1"#, with: #""vendorListVersion": 1, "lastUpdated": "yesterday""#),
            #"$.lastUpdated: expected an ISO-8601 date-time such as "2023-09-07T16:07:28Z", found "yesterday""#
        ),
        (
            listJSON(
                vendor:
                    #"{"id": 755, "name": "V", "purposes": [], "legIntPurposes": [], "usesCookies": false, "cookieRefresh": false, "usesNonCookieAccess": false, "urls": [{"langId": "en"}]}"#
            ),
            #"$.vendors["755"].urls[0].privacy: missing required field "privacy""#
        ),
        (
            listJSON(vendor: #"{"id": 755, "name": "V", "purposes": [], "legIntPurposes": [], "urls": [], "usesCookies": "yes"}"#),
            #"$.vendors["755"].usesCookies: expected a boolean, found a string"#
        ),
        (
            listJSON(vendor: #"{"id": 755, "name": "V", "purposes": [], "legIntPurposes": [], "dataRetention": {"purposes": {"x": 5}}}"#),
            #"$.vendors["755"].dataRetention.purposes.x: key "x" is not an id (a whole number in 1...65535)"#
        ),
        (
            listJSON(vendor: #"{"id": 755, "name": "V", "purposes": [], "legIntPurposes": [], "dataRetention": {"stdRetention": -1}}"#),
            #"$.vendors["755"].dataRetention.stdRetention: -1 is out of range 0...2147483647"#
        ),
        (
            listJSON().replacingOccurrences(of: #""1": {"id": 1, "name": "P", "description": "d"}"#, with: #""1": {"id": 1, "name": "P"}"#),
            #"$.purposes["1"].description: missing required field "description""#
        ),
        (
            listJSON().replacingOccurrences(of: #""tcfPolicyVersion": 4"#, with: #""tcfPolicyVersion": 64"#),
            "$.tcfPolicyVersion: 64 is out of range 0...63"
        ),
    ])
    func contentErrorsNameTheJSONPath(json: String, expected: String) throws {
        let error = try #require(loadError(json))
        #expect(error.description == expected)
        #expect(error.file == nil)
    }

    /// Every id a TC string field carries is bounded by that field's width when the list is read: a
    /// list with purpose 25 once loaded and then made every consent fail to encode.
    @Test(arguments: [
        (
            listJSON().replacingOccurrences(
                of: #""1": {"id": 1, "name": "P", "description": "d"}"#,
                with: #""25": {"id": 25, "name": "P", "description": "d"}"#),
            #"$.purposes["25"].id: 25 is out of range 1...24: a TC string carries purposes 1...24 (PurposesConsent and PurposesLITransparency have 24 bits)"#
        ),
        (
            listJSON().replacingOccurrences(
                of: #""specialFeatures": {}"#, with: #""specialFeatures": {"13": {"id": 13, "name": "F", "description": "d"}}"#),
            #"$.specialFeatures["13"].id: 13 is out of range 1...12: a TC string carries special features 1...12 (SpecialFeatureOptIns has 12 bits)"#
        ),
        (
            listJSON(vendor: #"{"id": 755, "name": "V", "purposes": [], "legIntPurposes": [25]}"#),
            #"$.vendors["755"].legIntPurposes[0]: 25 is out of range 1...24: a TC string carries purposes 1...24 (PurposesConsent and PurposesLITransparency have 24 bits)"#
        ),
        (
            listJSON(vendor: #"{"id": 755, "name": "V", "purposes": [], "legIntPurposes": [], "flexiblePurposes": [2, 30]}"#),
            #"$.vendors["755"].flexiblePurposes[1]: 30 is out of range 1...24: a TC string carries purposes 1...24 (PurposesConsent and PurposesLITransparency have 24 bits)"#
        ),
        (
            listJSON(vendor: #"{"id": 755, "name": "V", "purposes": [], "legIntPurposes": [], "specialFeatures": [13]}"#),
            #"$.vendors["755"].specialFeatures[0]: 13 is out of range 1...12: a TC string carries special features 1...12 (SpecialFeatureOptIns has 12 bits)"#
        ),
        (
            listJSON(vendor: #"{"id": 755, "name": "V", "purposes": [], "legIntPurposes": [], "dataRetention": {"purposes": {"25": 5}}}"#),
            #"$.vendors["755"].dataRetention.purposes["25"]: key "25" is out of range 1...24: a TC string carries purposes 1...24 (PurposesConsent and PurposesLITransparency have 24 bits)"#
        ),
        (
            listJSON().replacingOccurrences(
                of: #""stacks": {}"#,
                with: #""stacks": {"1": {"id": 1, "purposes": [1, 25], "specialFeatures": [], "name": "S", "description": "d"}}"#),
            #"$.stacks["1"].purposes[1]: 25 is out of range 1...24: a TC string carries purposes 1...24 (PurposesConsent and PurposesLITransparency have 24 bits)"#
        ),
        (
            listJSON().replacingOccurrences(
                of: #""stacks": {}"#,
                with: #""stacks": {"1": {"id": 1, "purposes": [], "specialFeatures": [13], "name": "S", "description": "d"}}"#),
            #"$.stacks["1"].specialFeatures[0]: 13 is out of range 1...12: a TC string carries special features 1...12 (SpecialFeatureOptIns has 12 bits)"#
        ),
    ])
    func idsBeyondTheirTCStringFieldAreRefused(json: String, expected: String) throws {
        let error = try #require(loadError(json))
        #expect(error.description == expected)
    }

    /// The widest list a TC string can carry loads: purposes 24, special features 12, vendor 65535.
    @Test func theFieldsFullWidthLoads() throws {
        let json = listJSON(
            vendor:
                #"{"id": 65535, "name": "V", "purposes": [24], "legIntPurposes": [], "specialFeatures": [12], "usesCookies": false, "cookieRefresh": false, "usesNonCookieAccess": false, "urls": []}"#,
            vendorKey: "65535"
        )
        .replacingOccurrences(of: #""1": {"id": 1, "name": "P", "description": "d"}"#, with: #""24": {"id": 24, "name": "P", "description": "d"}"#)
        .replacingOccurrences(of: #""specialFeatures": {}"#, with: #""specialFeatures": {"12": {"id": 12, "name": "F", "description": "d"}}"#)
        let list = try VendorList.load(json: json)
        #expect(list.purposeIDs == [24])
        #expect(list.specialFeatureIDs == [12])
        #expect(list.vendor(id: 65535)?.specialFeatures == [12])
    }

    @Test func unknownFieldsAreIgnored() throws {
        let vendor =
            #"{"id": 755, "name": "V", "purposes": [1], "legIntPurposes": [], "usesCookies": false, "cookieRefresh": false, "usesNonCookieAccess": false, "urls": [{"langId": "en", "privacy": "p", "x": 1}], "futureField": {"a": [1, "b"]}, "policyUrl": "https://v.example/privacy"}"#
        let list = try VendorList.load(json: listJSON(vendor: vendor, extra: #", "newTopLevel": [null, {"q": true}]"#))
        #expect(list.vendor(id: 755)?.urls == [GVLVendorURL(langId: "en", privacy: "p")])
        #expect(list.vendor(id: 755)?.policyUrl == "https://v.example/privacy")
    }

    @Test func nullCountsAsAbsentForOptionalFields() throws {
        let vendor =
            #"{"id": 755, "name": "V", "purposes": [], "legIntPurposes": [], "specialPurposes": [1], "features": null, "usesCookies": false, "cookieMaxAgeSeconds": null, "cookieRefresh": false, "usesNonCookieAccess": false, "urls": [], "deletedDate": null, "overflow": {"httpGetLimit": 32}}"#
        let v = try #require(try VendorList.load(json: listJSON(vendor: vendor)).vendor(id: 755))
        #expect(v.features == [] && v.cookieMaxAgeSeconds == nil && !v.isDeleted)
        #expect(v.overflow == GVLOverflow(httpGetLimit: 32))
        #expect(v.isSpecialPurposeOnly)
    }

    @Test func fileErrorsNameTheFile() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("consentsim-gvl-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let bad = dir.appendingPathComponent("vendor-list.json").path
        try listJSON(vendor: #"{"id": 8, "purposes": []}"#, vendorKey: "8").write(toFile: bad, atomically: true, encoding: .utf8)
        #expect(throws: VendorListError(file: bad, location: .path(#"$.vendors["8"].name"#), message: #"missing required field "name""#)) {
            try VendorList.load(contentsOfFile: bad)
        }
        do {
            _ = try VendorList.load(contentsOfFile: bad)
        } catch {
            #expect(error.description == bad + #": $.vendors["8"].name: missing required field "name""#)
            #expect(error.path == #"$.vendors["8"].name"#)
        }

        let broken = dir.appendingPathComponent("broken.json").path
        try "{\n\"a\" 1}".write(toFile: broken, atomically: true, encoding: .utf8)
        do {
            _ = try VendorList.load(contentsOfFile: broken)
            Issue.record("expected a syntax error")
        } catch {
            #expect(error.description.hasPrefix(broken + ":2:5: expected ':'"))
        }

        let missing = dir.appendingPathComponent("missing.json").path
        #expect(throws: VendorListError(file: missing, location: .file, message: "no such file")) {
            try VendorList.load(contentsOfFile: missing)
        }
        do {
            _ = try VendorList.load(contentsOfFile: dir.path)
            Issue.record("expected a read error for a directory")
        } catch {
            #expect(error.location == .file)
            #expect(error.description == dir.path + ": is a directory, not a file")
        }
    }
}
