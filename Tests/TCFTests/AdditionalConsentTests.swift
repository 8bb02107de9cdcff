import Testing

@testable import TCF

@Suite struct AdditionalConsentTests {
    @Test func encodesV2WithDisclosedOnlyPart() {
        let ac = AdditionalConsent(consented: [1, 35, 41, 101], disclosed: [1, 9, 21, 35, 41, 81, 101])
        // The example string from Google's Additional Consent technical specification (support.google.com/admanager/answer/9681920).
        #expect(ac.description == "2~1.35.41.101~dv.9.21.81")
        #expect(ac.disclosed.sorted == [1, 9, 21, 35, 41, 81, 101])
    }

    @Test func nothingConsentedKeepsAnEmptySecondPart() {
        #expect(AdditionalConsent(consented: [], disclosed: [9, 21]).description == "2~~dv.9.21")
        #expect(AdditionalConsent(consented: [3], disclosed: [3]).description == "2~3~dv.")
    }

    @Test(arguments: ["2~1.35.41.101~dv.9.21.81", "2~~dv.9.21", "1~1.35.41.101", "2~3~dv.", "1~"])
    func parsesAndRoundTrips(text: String) throws {
        #expect(try AdditionalConsent(parsing: text).description == text)
    }

    @Test(arguments: [
        ("3~1", "must start with"),
        ("2~1.35", "third part starting with \"dv.\""),
        ("2~1.x~dv.3", "\"x\" is not a provider id"),
        ("2~1.2~dv.2.3", "appear both as consented and in the dv. part"),
        ("1~1~2", "version 1 has exactly two parts"),
        ("", "must start with"),
        ("2~0~dv.", "\"0\" is not a provider id"),
    ])
    func rejectsMalformedStrings(text: String, fragment: String) {
        do {
            _ = try AdditionalConsent(parsing: text)
            Issue.record("accepted \(text)")
        } catch {
            #expect(error.description.contains(fragment), "\(error)")
            #expect(error.description.contains("\"\(text)\""))
        }
    }

    @Test func messagesQuoteOneEscapedBoundedLine() {
        // A stored string with a line break, a bidi override and 10,000 characters (found by consentsim-fuzz).
        let text = "2~1.\n\u{202E}2" + String(repeating: "5", count: 10_000)
        do {
            _ = try AdditionalConsent(parsing: text)
            Issue.record("accepted")
        } catch {
            #expect(!error.description.contains("\n") && !error.description.contains("\u{202E}"), "\(error)")
            #expect(error.description.count < 300)
            #expect(error.description.contains("\"2~1.\\n\\u{202E}2555"))
        }
        #expect(throws: AdditionalConsentError.self, "a sign is not a digit") { try AdditionalConsent(parsing: "1~+5") }
    }
}
