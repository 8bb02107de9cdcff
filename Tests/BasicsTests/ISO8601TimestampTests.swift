import Testing

@testable import Basics

@Suite struct ISO8601TimestampTests {
    @Test(arguments: [
        ("2023-09-07T16:07:28Z", Int64(16_941_028_480)),
        ("1970-01-01T00:00:00Z", 0),
        ("1969-12-31T23:59:59Z", -10),
        ("2000-02-29T12:00:00Z", 9_518_256_000),
        ("2024-03-01T03:30:00+02:00", 17_092_566_000),
        ("2024-03-01T00:00:00-0130", 17_092_566_000),
        ("2023-09-07T16:07:28.987Z", 16_941_028_489),
        ("2023-09-07t16:07z", 16_941_028_200),
    ])
    func parses(text: String, deciseconds: Int64) {
        #expect(ISO8601Timestamp.epochDeciseconds(from: text) == deciseconds)
    }

    @Test func secondsRoundDown() {
        #expect(ISO8601Timestamp.epochSeconds(from: "1969-12-31T23:59:59.5Z") == -1)
        #expect(ISO8601Timestamp.epochSeconds(from: "2023-09-07T16:07:28.9Z") == 1_694_102_848)
    }

    @Test(arguments: [
        "", "2023-09-07", "2023-09-07T16:07:28", "2023-02-29T00:00:00Z", "1900-02-29T00:00:00Z",
        "2023-13-01T00:00:00Z", "2023-09-07T24:00:00Z", "2023-09-07T16:60:00Z", "2023-09-07T16:07:28ZZ",
        "2023-09-07 16:07:28Z", "2023-09-07T16:07:28.Z", "+2023-09-07T16:07:28Z",
    ])
    func rejects(text: String) {
        #expect(ISO8601Timestamp.epochDeciseconds(from: text) == nil)
    }
}
