/// A point in time with whole-second precision, as an XML property list `<date>` holds it.
///
/// XML plists write dates as `YYYY-MM-DDTHH:MM:SSZ` (UTC, no fraction), so sub-second precision
/// would not survive a save; keeping whole seconds makes every stored date round-trip exactly.
public struct StoreDate: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// Seconds since 1970-01-01T00:00:00Z.
    public var secondsSince1970: Int64

    /// The dates an XML property list can write: 0001-01-01T00:00:00Z through 9999-12-31T23:59:59Z.
    public static let writableRange: ClosedRange<Int64> = -62_135_596_800...253_402_300_799

    /// The date `secondsSince1970` seconds after the Unix epoch.
    public init(secondsSince1970: Int64) {
        self.secondsSince1970 = secondsSince1970
    }

    /// The date at a UTC calendar time; nil when a field is out of range.
    public init?(year: Int, month: Int, day: Int, hour: Int = 0, minute: Int = 0, second: Int = 0) {
        guard (1...9999).contains(year), (1...12).contains(month), (1...StoreDate.daysIn(month: month, year: year)).contains(day),
            (0...23).contains(hour), (0...59).contains(minute), (0...59).contains(second)
        else { return nil }
        let days = StoreDate.daysFromCivil(year: year, month: month, day: day)
        secondsSince1970 = days * 86_400 + Int64(hour * 3600 + minute * 60 + second)
    }

    /// Parses `YYYY-MM-DDTHH:MM:SSZ` exactly; nil for anything else.
    public init?(iso8601 text: Substring) {
        let b = Array(text.utf8)
        guard b.count == 20, b[4] == UInt8(ascii: "-"), b[7] == UInt8(ascii: "-"), b[10] == UInt8(ascii: "T"),
            b[13] == UInt8(ascii: ":"), b[16] == UInt8(ascii: ":"), b[19] == UInt8(ascii: "Z")
        else { return nil }
        func number(_ range: Range<Int>) -> Int? {
            var v = 0
            for i in range {
                guard b[i] >= UInt8(ascii: "0"), b[i] <= UInt8(ascii: "9") else { return nil }
                v = v * 10 + Int(b[i] - UInt8(ascii: "0"))
            }
            return v
        }
        guard let y = number(0..<4), let mo = number(5..<7), let d = number(8..<10), let h = number(11..<13),
            let mi = number(14..<16), let s = number(17..<19)
        else { return nil }
        self.init(year: y, month: mo, day: d, hour: h, minute: mi, second: s)
    }

    /// Parses `YYYY-MM-DDTHH:MM:SSZ` exactly; nil for anything else.
    public init?(iso8601 text: String) { self.init(iso8601: Substring(text)) }

    /// `YYYY-MM-DDTHH:MM:SSZ` in UTC, the XML property list form.
    public var iso8601: String {
        let days = floorDiv(secondsSince1970, 86_400)
        let secondOfDay = Int(secondsSince1970 - days * 86_400)
        let (y, m, d) = StoreDate.civilFromDays(days)
        return pad(y, 4) + "-" + pad(m, 2) + "-" + pad(d, 2) + "T" + pad(secondOfDay / 3600, 2) + ":"
            + pad(secondOfDay / 60 % 60, 2) + ":" + pad(secondOfDay % 60, 2) + "Z"
    }

    /// The ISO 8601 form.
    public var description: String { iso8601 }

    /// Orders by time.
    public static func < (lhs: StoreDate, rhs: StoreDate) -> Bool { lhs.secondsSince1970 < rhs.secondsSince1970 }

    private func floorDiv(_ a: Int64, _ b: Int64) -> Int64 { a >= 0 ? a / b : -((-a + b - 1) / b) }

    private func pad(_ v: Int, _ width: Int) -> String {
        let s = String(v)
        return s.count >= width ? s : String(repeating: "0", count: width - s.count) + s
    }

    private static func isLeap(_ y: Int) -> Bool { (y % 4 == 0 && y % 100 != 0) || y % 400 == 0 }

    private static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: isLeap(year) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    // Howard Hinnant's days_from_civil / civil_from_days: exact proleptic Gregorian arithmetic
    // without Foundation's calendar machinery.
    private static func daysFromCivil(year: Int, month: Int, day: Int) -> Int64 {
        let y = Int64(month <= 2 ? year - 1 : year)
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let m = Int64(month)
        let doy = (153 * (m > 2 ? m - 3 : m + 9) + 2) / 5 + Int64(day) - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return era * 146_097 + doe - 719_468
    }

    private static func civilFromDays(_ days: Int64) -> (Int, Int, Int) {
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let d = doy - (153 * mp + 2) / 5 + 1
        let m = mp < 10 ? mp + 3 : mp - 9
        let y = yoe + era * 400 + (m <= 2 ? 1 : 0)
        return (Int(y), Int(m), Int(d))
    }
}
