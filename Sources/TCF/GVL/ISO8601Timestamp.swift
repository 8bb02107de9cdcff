/// A small, pure parser for ISO-8601 / RFC 3339 date-times such as `2023-09-07T16:07:28Z`.
///
/// The GVL's `lastUpdated` and `deletedDate` use this form; a hand parser keeps the TCF layer free of
/// Foundation and locale/time-zone state. Accepted: `YYYY-MM-DDThh:mm[:ss[.fraction]]` followed by
/// `Z` or an offset `±hh:mm` / `±hhmm` (the `T` and `Z` may be lower case).
public enum ISO8601Timestamp {
    /// Deciseconds since 1970-01-01T00:00:00Z (fractions are truncated), or nil when `text` is not a
    /// valid date-time. Deciseconds are the TC string's time unit.
    public static func epochDeciseconds(from text: String) -> Int64? {
        var s = Scanner(bytes: Array(text.utf8))
        return s.parse()
    }

    /// Whole seconds since 1970-01-01T00:00:00Z (rounded down), or nil when `text` is not valid.
    public static func epochSeconds(from text: String) -> Int64? {
        epochDeciseconds(from: text).map { $0 >= 0 ? $0 / 10 : ($0 - 9) / 10 }
    }

    /// Days from 1970-01-01 to the given proleptic Gregorian date (H. Hinnant's `days_from_civil`).
    static func daysFromCivil(year: Int64, month: Int64, day: Int64) -> Int64 {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let mp = (month + 9) % 12
        let doy = (153 * mp + 2) / 5 + day - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return era * 146_097 + doe - 719_468
    }

    static func daysInMonth(year: Int64, month: Int64) -> Int64 {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    private struct Scanner {
        let bytes: [UInt8]
        var pos = 0

        mutating func digits(_ n: Int) -> Int64? {
            guard pos + n <= bytes.count else { return nil }
            var v: Int64 = 0
            for _ in 0..<n {
                let b = bytes[pos]
                guard b >= UInt8(ascii: "0"), b <= UInt8(ascii: "9") else { return nil }
                v = v * 10 + Int64(b - UInt8(ascii: "0"))
                pos += 1
            }
            return v
        }

        mutating func expect(_ c: UInt8, or alt: UInt8? = nil) -> Bool {
            guard pos < bytes.count, bytes[pos] == c || bytes[pos] == alt else { return false }
            pos += 1
            return true
        }

        mutating func parse() -> Int64? {
            guard let year = digits(4), expect(UInt8(ascii: "-")),
                  let month = digits(2), (1...12).contains(month), expect(UInt8(ascii: "-")),
                  let day = digits(2), day >= 1, day <= ISO8601Timestamp.daysInMonth(year: year, month: month),
                  expect(UInt8(ascii: "T"), or: UInt8(ascii: "t")),
                  let hour = digits(2), hour <= 23, expect(UInt8(ascii: ":")),
                  let minute = digits(2), minute <= 59
            else { return nil }
            var second: Int64 = 0
            var tenths: Int64 = 0
            if expect(UInt8(ascii: ":")) {
                // 60 admits a leap second; it lands on the next minute's first second, as POSIX time does.
                guard let s = digits(2), s <= 60 else { return nil }
                second = s
                if expect(UInt8(ascii: ".")) {
                    guard let first = digits(1) else { return nil }
                    tenths = first
                    while digits(1) != nil {}
                }
            }
            var offsetMinutes: Int64 = 0
            if expect(UInt8(ascii: "Z"), or: UInt8(ascii: "z")) {
                offsetMinutes = 0
            } else if pos < bytes.count, bytes[pos] == UInt8(ascii: "+") || bytes[pos] == UInt8(ascii: "-") {
                let sign: Int64 = bytes[pos] == UInt8(ascii: "-") ? -1 : 1
                pos += 1
                guard let oh = digits(2), oh <= 23 else { return nil }
                _ = expect(UInt8(ascii: ":"))
                guard let om = digits(2), om <= 59 else { return nil }
                offsetMinutes = sign * (oh * 60 + om)
            } else {
                return nil
            }
            guard pos == bytes.count else { return nil }
            let days = ISO8601Timestamp.daysFromCivil(year: year, month: month, day: day)
            let seconds = days * 86_400 + hour * 3_600 + minute * 60 + second - offsetMinutes * 60
            return seconds * 10 + tenths
        }
    }
}
