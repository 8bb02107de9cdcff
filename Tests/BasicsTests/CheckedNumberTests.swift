import Testing

@testable import Basics

/// Numbers from input become counts, durations and dates in one place, with a message that names
/// the value and its range instead of an arithmetic trap.
@Suite struct CheckedNumberTests {
    @Test func integersOutsideTheirRangeNameTheValueAndTheRange() {
        #expect(throws: NumberRangeError(what: "repeat count", value: "20000", range: "1...10000")) {
            try CheckedNumber.integer("20000", in: 1...10_000, what: "repeat count")
        }
        #expect((try? CheckedNumber.integer("42", in: 1...10_000, what: "n")) == 42)
        // Past Int's range is still a whole number: out of range, not "not a number".
        let huge = NumberRangeError(what: "n", value: "99999999999999999999", range: "0...5")
        #expect(huge.description == "n 99999999999999999999 is out of range (0...5)")
        #expect(throws: huge) { try CheckedNumber.integer("99999999999999999999", in: 0...5, what: "n") }
        #expect(throws: NumberRangeError(what: "n", value: "x1", range: "0...5", parsed: false)) {
            try CheckedNumber.integer("x1", in: 0...5, what: "n")
        }
    }

    @Test func realsRefuseNaNInfinityHexAndOutOfRange() {
        for text in ["nan", "inf", "-inf", "0x1p3", "", "1e400"] {
            #expect(throws: NumberRangeError.self, "\(text)") { try CheckedNumber.real(text, in: 0...1e9, what: "time") }
        }
        let negative = #expect(throws: NumberRangeError.self) { try CheckedNumber.real("-0.5", in: 0...1e9, unit: "s", what: "time") }
        #expect(negative?.description == "time -0.5 is out of range (0...1000000000 s)")
        let notNumber = #expect(throws: NumberRangeError.self) { try CheckedNumber.real("nan", in: 0...1e9, unit: "s", what: "time") }
        #expect(notNumber?.description == "'nan' is not a time in 0...1000000000 s")
        #expect((try? CheckedNumber.real("1.5e3", in: 0...1e9, what: "time")) == 1500)
    }

    @Test func scaledAndSummedValuesStayInRange() throws {
        #expect(try CheckedNumber.scaled(1.5, by: 1e6, in: 0...Int.max, text: "1.5", what: "t") == 1_500_000)
        #expect(throws: NumberRangeError.self) { try CheckedNumber.scaled(1e13, by: 1e6, in: 0...Int(1e18), text: "1e13", what: "t") }
        #expect(throws: NumberRangeError.self) { try CheckedNumber.scaled(.nan, by: 1, in: 0...Int.max, text: "nan", what: "t") }
        #expect(throws: NumberRangeError.self) { try CheckedNumber.sum(Int.max, Int.max, in: 0...Int.max, what: "passed") }
        #expect(throws: NumberRangeError.self) { try CheckedNumber.sum(5, -6, in: 0...Int.max, what: "passed") }
        #expect(try CheckedNumber.sum(5, 6, in: 0...Int.max, what: "passed") == 11)
    }

    @Test func aValidDateOutsideTheRangeIsToldTheRange() {
        let early = #expect(throws: NumberRangeError.self) { try CivilDate.checked("1969-12-31") }
        #expect(early?.description == "date 1969-12-31 is out of range (1970-01-01 to 9999-12-31)")
        let late = #expect(throws: NumberRangeError.self) {
            try CivilDate.checked("2190-01-01", in: CivilDate(year: 1970, month: 1, day: 1)...CivilDate(year: 2187, month: 10, day: 6), why: "why")
        }
        #expect(late?.description == "date 2190-01-01 is out of range (1970-01-01 to 2187-10-06, why)")
        let bad = #expect(throws: NumberRangeError.self) { try CivilDate.checked("2026-02-30") }
        #expect(bad?.description == "'2026-02-30' is not a date in 1970-01-01 to 9999-12-31 (write 2026-01-15)")
        #expect(CivilDate(iso8601Date: "1969-12-31") == nil)
        #expect(CivilDate(iso8601Date: "2026-01-15") == CivilDate(year: 2026, month: 1, day: 15))
    }
}
