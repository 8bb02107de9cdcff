import Testing

@testable import Basics

/// The one ISO-8601 parser serves three callers with different syntaxes: TCF tooling (`dateOrDateTime`),
/// the GVL (`rfc3339`) and XML property lists (`propertyList`); and `CivilDate(iso8601Date:)` for a bare day.
@Suite struct ISO8601SyntaxTests {
    @Test(arguments: [
        ("2026-01-15", "2026-01-15"),
        ("1970-01-01", "1970-01-01"),
        ("9999-12-31", "9999-12-31"),
        ("2024-02-29", "2024-02-29"),
        ("2000-02-29", "2000-02-29"),
    ])
    func readsRealDays(text: String, printed: String) {
        #expect(CivilDate(iso8601Date: text)?.description == printed)
    }

    @Test(arguments: [
        "2025-02-29", "1900-02-29", "2100-02-29", "2026-04-31", "2026-13-01", "2026-00-10", "2026-01-00", "2026-01-32",
        "1969-12-31", "0000-01-01", "2026-1-15", "2026-01-5", "26-01-15", "2026-+1-15", "2026-01-15 ", " 2026-01-15",
        "2026/01/15", "2026-01-15T00:00:00Z", "", "２０２６-01-15",
    ])
    func rejectsWhatIsNotADay(text: String) {
        #expect(CivilDate(iso8601Date: text) == nil)
    }

    @Test func dateOrDateTimeAcceptsTheToolingForms() {
        let midnight: Int64 = 17_489_088_000  // 2025-06-03 (iabtcf-es: Math.round(Date.UTC(2025, 5, 3) / 100))
        let syntax = ISO8601Timestamp.Syntax.dateOrDateTime
        #expect(ISO8601Timestamp.epochDeciseconds(from: "2025-06-03", syntax: syntax) == midnight)
        #expect(ISO8601Timestamp.epochDeciseconds(from: "2025-06-03 12:30:00Z", syntax: syntax) == midnight + 450_000)
        #expect(ISO8601Timestamp.epochDeciseconds(from: "2025-06-03t12:30z", syntax: syntax) == midnight + 450_000)
        #expect(ISO8601Timestamp.epochDeciseconds(from: "2025-06-03T12:30:00.999+02:00", syntax: syntax) == midnight + 378_009)
        #expect(ISO8601Timestamp.epochDeciseconds(from: "2025-06-03T00:00:60Z", syntax: syntax) == midnight + 600)
        for bad in [
            "2025-06-03T12:30", "2025-06-03T", "2025-06-03T12:30:00+2:00", "2025-06-03T12:30:00+24:00",
            "2025-06-03T12:30:00+02:60", "2025-06-03T12:30:61Z", "2025-06-03T12:30:00.Z", "2025-06-03  12:30Z",
        ] {
            #expect(ISO8601Timestamp.epochDeciseconds(from: bad, syntax: syntax) == nil, "\(bad)")
        }
    }

    @Test func rfc3339RejectsTheBareDateAndTheSpace() {
        #expect(ISO8601Timestamp.epochDeciseconds(from: "2025-06-03T00:00Z") == 17_489_088_000)
        #expect(ISO8601Timestamp.epochDeciseconds(from: "2025-06-03") == nil)
        #expect(ISO8601Timestamp.epochDeciseconds(from: "2025-06-03 00:00:00Z") == nil)
    }

    @Test func propertyListIsExactlyOneForm() {
        let syntax = ISO8601Timestamp.Syntax.propertyList
        #expect(ISO8601Timestamp.epochDeciseconds(from: "2025-06-03T00:00:01Z", syntax: syntax) == 17_489_088_010)
        #expect(ISO8601Timestamp.epochDeciseconds(from: "0001-01-01T00:00:00Z", syntax: syntax) == -621_355_968_000)
        for bad in [
            "2025-06-03", "2025-06-03t00:00:01Z", "2025-06-03T00:00:01z", "2025-06-03 00:00:01Z", "2025-06-03T00:00Z",
            "2025-06-03T00:00:01.5Z", "2025-06-03T00:00:01+00:00", "2025-06-03T00:00:60Z", "2025-06-03T00:00:01",
        ] {
            #expect(ISO8601Timestamp.epochDeciseconds(from: bad, syntax: syntax) == nil, "\(bad)")
        }
    }

    @Test func printsWholeSecondsAndTenths() {
        #expect(ISO8601Timestamp.string(seconds: 0) == "1970-01-01T00:00:00Z")
        #expect(ISO8601Timestamp.string(seconds: -1) == "1969-12-31T23:59:59Z")
        #expect(ISO8601Timestamp.string(seconds: 253_402_300_799) == "9999-12-31T23:59:59Z")
        #expect(ISO8601Timestamp.string(deciseconds: -1) == "1969-12-31T23:59:59.9Z")
        for seconds: Int64 in [-62_135_596_800, -86_401, 951_782_400, 1_694_102_848, 253_402_300_799] {
            let text = ISO8601Timestamp.string(seconds: seconds)
            #expect(ISO8601Timestamp.epochDeciseconds(from: text, syntax: .propertyList) == seconds * 10, "\(text)")
        }
    }
}
