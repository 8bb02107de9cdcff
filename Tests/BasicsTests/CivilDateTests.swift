import Testing

@testable import Basics

@Suite struct CivilDateTests {
    @Test func knownDays() {
        #expect(CivilDate(daysSinceEpoch: 0).description == "1970-01-01")
        // iabtcf-es's encoding: 2025-06-03 midnight UTC is 17489088000 deciseconds.
        #expect(CivilDate(year: 2025, month: 6, day: 3).deciseconds == 17_489_088_000)
        #expect(CivilDate(deciseconds: 17_489_088_000 + 863_999).description == "2025-06-03")
        #expect(CivilDate(year: 2000, month: 2, day: 29).adding(days: 1).description == "2000-03-01")
        for d in stride(from: -800_000, through: 800_000, by: 997) {
            #expect(CivilDate(daysSinceEpoch: d).daysSinceEpoch == d)
        }
    }

    @Test func orderIsTheOrderOfDayNumbersForRealAndOutOfRangeParts() {
        // Real dates, month ends, and parts set out of range (a 40th of January is the 9th of
        // February by day number): `<` agrees with comparing day numbers either way.
        var dates: [CivilDate] = []
        for d in stride(from: -1_000, through: 1_000_000, by: 7_919) { dates.append(CivilDate(daysSinceEpoch: d)) }
        for d in [0, 58, 59, 60, 364, 365, 10_956, 11_015, 11_016, 20_513] { dates.append(CivilDate(daysSinceEpoch: d)) }
        for (month, day) in [(1, 40), (0, 15), (13, 1), (2, 30), (-3, 5), (6, 0), (6, -2), (12, 31)] {
            var date = CivilDate(year: 2025, month: 6, day: 1)
            date.month = month
            date.day = day
            dates.append(date)
            date.year = 2024
            dates.append(date)
        }
        for a in dates {
            for b in dates {
                #expect((a < b) == (a.daysSinceEpoch < b.daysSinceEpoch), "\(a.year)-\(a.month)-\(a.day) < \(b.year)-\(b.month)-\(b.day)")
            }
        }
    }

    @Test func monthArithmeticClampsToMonthEnd() {
        #expect(CivilDate(year: 2024, month: 1, day: 31).adding(months: 13).description == "2025-02-28")
        #expect(CivilDate(year: 2023, month: 1, day: 31).adding(months: 13).description == "2024-02-29")
        #expect(CivilDate(year: 2024, month: 12, day: 15).adding(months: -12).description == "2023-12-15")
    }

    @Test func iso8601Parsing() {
        #expect(ISO8601Timestamp.epochDeciseconds(from: "2025-06-03", syntax: .dateOrDateTime) == 17_489_088_000)
        #expect(ISO8601Timestamp.epochDeciseconds(from: "2025-06-03T00:00:01Z", syntax: .dateOrDateTime) == 17_489_088_010)
        #expect(ISO8601Timestamp.epochDeciseconds(from: "2025-06-03T00:00:01.25Z", syntax: .dateOrDateTime) == 17_489_088_012)
        #expect(ISO8601Timestamp.epochDeciseconds(from: "2025-06-03T02:00:00+02:00", syntax: .dateOrDateTime) == 17_489_088_000)
        #expect(ISO8601Timestamp.epochDeciseconds(from: "2025-06-03T02:00:00+0200", syntax: .dateOrDateTime) == 17_489_088_000)
        #expect(ISO8601Timestamp.epochDeciseconds(from: "2025-02-30", syntax: .dateOrDateTime) == nil)
        #expect(ISO8601Timestamp.epochDeciseconds(from: "2025-06-03T24:00:00Z", syntax: .dateOrDateTime) == nil)
        #expect(ISO8601Timestamp.epochDeciseconds(from: "yesterday", syntax: .dateOrDateTime) == nil)
        #expect(ISO8601Timestamp.string(deciseconds: 17_489_088_012) == "2025-06-03T00:00:01.2Z")
    }
}
