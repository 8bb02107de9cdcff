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

    @Test func plainDatesReadOffTheBytesAgreeWithTheScanner() throws {
        // Real and unreal days, every byte of the form swapped for a near miss, other lengths and
        // forms the scanner reads (times, offsets): where the byte reader answers, the scanner
        // gives the same day, and the checked reading succeeds or fails (read or not) as the scanner says.
        var rng = SplitMix64(seed: 21)
        let alphabet = Array("0123456789-T:Z+ x\u{FF10}".unicodeScalars)
        var texts = [
            "2026-11-24", "1970-01-01", "9999-12-31", "1969-12-31", "2024-02-29", "2025-02-29", "2026-00-10", "2026-13-01",
            "2026-01-00", "2026-01-32", "0000-01-01", "2026-11-24T00:00:00Z", "2026-11-2", "2026-11-245", "+2026-11-24", "２０２６-11-24",
        ]
        for _ in 0..<4_000 {
            let year = Int.random(in: 1900...2100, using: &rng), month = Int.random(in: 0...13, using: &rng)
            let day = Int.random(in: 0...32, using: &rng)
            var scalars = Array(dateText(year, month, day).unicodeScalars)
            if Bool.random(using: &rng) { scalars[Int.random(in: 0..<scalars.count, using: &rng)] = alphabet.randomElement(using: &rng)! }
            texts.append(String(String.UnicodeScalarView(scalars)))
        }
        var plain = 0
        for text in texts {
            if let date = CivilDate.plainDate(text) {
                plain += 1
                #expect(CivilDate.scannedDate(text) == date, "\(text)")
            }
            let checked = Result { () throws(NumberRangeError) in try CivilDate.checked(text) }
            let scanned = CivilDate.scannedDate(text)
            switch checked {
            case .success(let date): #expect(scanned == date, "\(text)")
            case .failure(let error):
                // Read but out of range, or not read at all: the scanner's answer says which.
                #expect(error.parsed == (scanned != nil), "\(text): \(error)")
                if let scanned { #expect(!CivilDate.written.contains(scanned), "\(text)") }
            }
        }
        #expect(plain > 1_000)
    }
}

/// `YYYY-MM-DD` with each part zero-padded, out-of-range parts as they are.
private func dateText(_ year: Int, _ month: Int, _ day: Int) -> String {
    func padded(_ n: Int, _ width: Int) -> String { String(repeating: "0", count: max(0, width - String(n).count)) + String(n) }
    return "\(padded(year, 4))-\(padded(month, 2))-\(padded(day, 2))"
}
