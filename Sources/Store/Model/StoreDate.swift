import Basics

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
        guard (1...9999).contains(year), (1...12).contains(month), (1...CivilDate.daysIn(year: year, month: month)).contains(day),
            (0...23).contains(hour), (0...59).contains(minute), (0...59).contains(second)
        else { return nil }
        let days = Int64(CivilDate(year: year, month: month, day: day).daysSinceEpoch)
        secondsSince1970 = days * 86_400 + Int64(hour * 3600 + minute * 60 + second)
    }

    /// Parses `YYYY-MM-DDTHH:MM:SSZ` exactly; nil for anything else.
    public init?(iso8601 text: Substring) {
        guard let deciseconds = ISO8601Timestamp.epochDeciseconds(from: text, syntax: .propertyList),
            StoreDate.writableRange.contains(deciseconds / 10)
        else { return nil }
        self.init(secondsSince1970: deciseconds / 10)
    }

    /// Parses `YYYY-MM-DDTHH:MM:SSZ` exactly; nil for anything else.
    public init?(iso8601 text: String) { self.init(iso8601: Substring(text)) }

    /// `YYYY-MM-DDTHH:MM:SSZ` in UTC, the XML property list form.
    public var iso8601: String { ISO8601Timestamp.string(seconds: secondsSince1970) }

    /// The ISO 8601 form.
    public var description: String { iso8601 }

    /// Orders by time.
    public static func < (lhs: StoreDate, rhs: StoreDate) -> Bool { lhs.secondsSince1970 < rhs.secondsSince1970 }
}
