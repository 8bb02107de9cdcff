import Basics
import ConsentsimTestSupport
import TCF
import Testing

/// `consentsim tc …` run as a user would: the real binary, its stdout, stderr and exit status.
@Suite(.tags(.spawnsProcess)) struct TCCommandTests {
    static let input = """
        {"version": 2, "created": "2026-11-22", "lastUpdated": "2026-11-22", "cmpId": 300, "cmpVersion": 2,
         "consentScreen": 1, "consentLanguage": "DE", "vendorListVersion": 17, "tcfPolicyVersion": 4,
         "isServiceSpecific": true, "useNonStandardTexts": false, "specialFeatureOptIns": [1],
         "purposesConsent": [1, 2, 3, 4, 7, 9, 10], "purposesLITransparency": [2, 7], "purposeOneTreatment": false,
         "publisherCC": "DE", "vendorConsents": [1, 2, 755], "vendorLegitimateInterests": [755],
         "publisherRestrictions": [{"purposeId": 2, "restrictionType": 1, "vendorIds": [4, 5, 6]}],
         "disclosedVendors": [1, 2, 4, 5, 6, 755],
         "publisherTC": {"pubPurposesConsent": [1], "pubPurposesLITransparency": [], "numCustomPurposes": 2,
                         "customPurposesConsent": [2], "customPurposesLITransparency": []}}
        """

    @Test func encodeThenDecodeJSONGivesTheInputBack() throws {
        let encoded = try consentsim(["tc", "encode", "-"], stdin: Self.input)
        #expect(encoded.status == 0 && encoded.stderr.isEmpty)
        let tc = encoded.stdout.trimmingSuffixNewline
        #expect(tc.split(separator: ".").count == 3, "core, disclosed vendors and publisher TC segments")
        let decoded = try consentsim(["tc", "decode", "--json", tc])
        #expect(decoded.status == 0)
        let want = try JSONParser.parse(Self.input)
        var expected = try TCModel(json: JSONCursor(want)).json
        if case .object(var o) = expected { o["created"] = .int(17_953_056_000); o["lastUpdated"] = .int(17_953_056_000); expected = .object(o) }
        #expect(try JSONParser.parse(decoded.stdout) == expected)
        // Field names and order are the spec's.
        #expect(decoded.stdout.hasPrefix("{\n  \"version\": 2,\n  \"created\": 17953056000,\n  \"lastUpdated\": 17953056000,\n  \"cmpId\": 300,"))
    }

    @Test func decodeTableIsReadable() throws {
        // The spec's own example (IAB "Consent string and vendor list formats v2").
        let r = try consentsim([
            "tc", "decode",
            "COvFyGBOvFyGBAbAAAENAPCAAOAAAAAAAAAAAEEUACCKAAA.IFoEUQQgAIQwgIwQABAEAAAAOIAACAIAAAAQAIAgEAACEAAAAAgAQBAAAAAAAGBAAgAAAAAAAFAAECAAAgAAQARAEQAAAAAJAAIAAgAAAYQEAAAQmAgBC3ZAYzUw",
        ])
        #expect(r.status == 0)
        let lines = r.stdout.split(separator: "\n").map(String.init)
        #expect(lines.contains("CMP id                          27"))
        #expect(lines.contains("Purposes (consent)              3: {1-3}"))
        #expect(lines.contains("Vendors (consent)               3: {2,6,8}"))
        #expect(lines.contains { $0.hasPrefix("Created") && $0.contains("2020-02-20T23:57:39.3Z") })
    }

    @Test func keysAreTyped() throws {
        let tc = try consentsim(["tc", "encode"], stdin: Self.input).stdout.trimmingSuffixNewline
        let r = try consentsim(["tc", "keys", tc, "--additional-consent", "2~1.35~dv.9"])
        #expect(r.status == 0)
        guard case .object(let keys) = try JSONParser.parse(r.stdout) else {
            Issue.record("not a JSON object: \(r.stdout)")
            return
        }
        #expect(keys["IABTCF_gdprApplies"] == .int(1))
        #expect(keys["IABTCF_CmpSdkID"] == .int(300))
        #expect(keys["IABTCF_PublisherCC"] == .string("DE"))
        #expect(keys["IABTCF_PurposeConsents"] == .string("1111001011"))
        #expect(keys["IABTCF_PublisherRestrictions2"] == .string("___111"))
        #expect(keys["IABTCF_TCString"] == .string(tc))
        #expect(keys["IABTCF_AddtlConsent"] == .string("2~1.35~dv.9"))
        let notApplying = try consentsim(["tc", "keys", tc, "--gdpr-applies", "0"])
        guard case .object(let few) = try JSONParser.parse(notApplying.stdout) else { return }
        #expect(few.keys == ["IABTCF_CmpSdkID", "IABTCF_CmpSdkVersion", "IABTCF_PolicyVersion", "IABTCF_gdprApplies"])
    }

    @Test(arguments: [
        (
            ["tc", "decode", "CO*"],
            "consentsim: invalid TC string: character '*' (U+002A) is not in the web-safe base64 alphabet A-Z a-z 0-9 - _ (segment core, bit 12, char 2)"
        ),
        (["tc", "decode", "AAA="], "consentsim: invalid TC string: '=' padding is not allowed (segment core, bit 18, char 3)"),
        (["tc", "keys", "QAAA"], "consentsim: invalid TC string: version 16 is not supported (expected 2) (segment core, bit 0)"),
        (
            ["tc", "keys", "CAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA", "--additional-consent", "2~1"],
            "consentsim: invalid Additional Consent string \"2~1\": version 2 needs a third part starting with \"dv.\""
        ),
    ])
    func badStringsExitOneWithOneLine(arguments: [String], message: String) throws {
        let r = try consentsim(arguments)
        #expect(r.status == 1)
        #expect(r.stdout.isEmpty)
        #expect(r.stderr == message + "\n")
    }

    @Test(arguments: [
        ("{\"cmpId\": 9,}", "consentsim: <stdin>:1:13: expected a member name in double quotes but found '}'"),
        ("{\"cmpId\": 9999}", "consentsim: <stdin>: $.cmpId: 9999 is out of range 0...4095"),
        ("{\"vendorConsent\": [1]}", "consentsim: <stdin>: $.vendorConsent: unknown field \"vendorConsent\""),
    ])
    func badModelsExitOneNamingTheValue(json: String, message: String) throws {
        let r = try consentsim(["tc", "encode"], stdin: json)
        #expect(r.status == 1 && r.stdout.isEmpty)
        #expect(r.stderr == message + "\n")
    }

    @Test func missingFileAndUsageErrors() throws {
        let missing = try consentsim(["tc", "encode", "/nonexistent/model.json"])
        #expect(missing.status == 1 && missing.stderr.hasPrefix("consentsim: /nonexistent/model.json: no such file"))
        #expect(try consentsim(["tc", "decode"]).status == 2)
        #expect(try consentsim(["tc", "keys", "X", "--gdpr-applies", "3"]).status == 2)
        #expect(try consentsim(["tc", "frobnicate"]).status == 2)
    }
}

extension String {
    /// The string without one trailing newline.
    var trimmingSuffixNewline: String { hasSuffix("\n") ? String(dropLast()) : self }
}
