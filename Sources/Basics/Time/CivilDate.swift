/// A proleptic-Gregorian UTC calendar date, for the day-level timestamps TCF uses.
///
/// TC strings carry deciseconds since the epoch rounded to the UTC day; the 13-month validity rule is a
/// calendar rule, so we need month arithmetic without pulling Foundation into the pure layers. The
/// day arithmetic is Howard Hinnant's `days_from_civil` / `civil_from_days`, the one copy of it.
public struct CivilDate: Hashable, Comparable, Sendable, CustomStringConvertible {
    public var year: Int
    /// 1...12.
    public var month: Int
    /// 1...31.
    public var day: Int

    /// A date from its parts (not validated beyond clamping the day to the month's length).
    public init(year: Int, month: Int, day: Int) {
        self.year = year
        self.month = month
        self.day = min(day, CivilDate.daysIn(year: year, month: month))
    }

    /// The date `YYYY-MM-DD` names, or nil when it is not a real day in `CivilDate.written` (a TC
    /// string holds time since the epoch, so earlier days have no timestamp); `checked` says why.
    public init?(iso8601Date text: String) {
        guard let date = try? CivilDate.checked(text) else { return nil }
        self = date
    }

    /// The UTC date of `daysSinceEpoch` (1970-01-01 is day 0).
    public init(daysSinceEpoch: Int) {
        // Howard Hinnant's civil_from_days.
        let z = daysSinceEpoch + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        day = doy - (153 * mp + 2) / 5 + 1
        month = mp < 10 ? mp + 3 : mp - 9
        year = yoe + era * 400 + (month <= 2 ? 1 : 0)
    }

    /// The UTC date containing `deciseconds` since the epoch.
    public init(deciseconds: Int64) {
        let days = deciseconds >= 0 ? deciseconds / 864_000 : (deciseconds - 863_999) / 864_000
        self.init(daysSinceEpoch: Int(days))
    }

    /// Days since 1970-01-01.
    public var daysSinceEpoch: Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let mp = month > 2 ? month - 3 : month + 9
        let doy = (153 * mp + 2) / 5 + day - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return era * 146_097 + doe - 719_468
    }

    /// Midnight UTC of this date, in deciseconds since the epoch (the TCF timestamp of that day).
    public var deciseconds: Int64 { Int64(daysSinceEpoch) * 864_000 }

    /// The same day `months` later (clamped to the end of shorter months).
    public func adding(months: Int) -> CivilDate {
        let total = year * 12 + (month - 1) + months
        let y = total >= 0 ? total / 12 : (total - 11) / 12
        return CivilDate(year: y, month: total - y * 12 + 1, day: day)
    }

    /// `days` later.
    public func adding(days: Int) -> CivilDate { CivilDate(daysSinceEpoch: daysSinceEpoch + days) }

    /// ISO 8601, e.g. `2025-06-03`.
    public var description: String {
        "\(CivilDate.padded(year, width: 4))-\(CivilDate.padded(month, width: 2))-\(CivilDate.padded(day, width: 2))"
    }

    /// `number` with leading zeros up to `width` characters.
    static func padded(_ number: Int, width: Int) -> String {
        let text = String(number)
        return String(repeating: "0", count: max(0, width - text.count)) + text
    }

    /// Chronological order. Two dates whose months are 1 to 12 and days 1 to 28 (real days whatever
    /// the month) compare field by field, which is the calendar's order and cheaper than two day
    /// numbers (a batch compares several dates on every device); other parts go by day number.
    public static func < (a: CivilDate, b: CivilDate) -> Bool {
        if a.isPlainDay && b.isPlainDay { return (a.year, a.month, a.day) < (b.year, b.month, b.day) }
        return a.daysSinceEpoch < b.daysSinceEpoch
    }

    /// Whether the month is 1 to 12 and the day 1 to 28, so the date is a real day however it was made.
    private var isPlainDay: Bool { UInt(bitPattern: month &- 1) < 12 && UInt(bitPattern: day &- 1) < 28 }

    /// How many days `month` of `year` has.
    public static func daysIn(year: Int, month: Int) -> Int {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }
}
