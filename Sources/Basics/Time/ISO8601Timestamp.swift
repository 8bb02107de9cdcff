/// The one parser and printer of ISO-8601 / RFC 3339 date-times such as `2023-09-07T16:07:28Z`.
///
/// A hand parser keeps the lower layers free of Foundation and locale/time-zone state. The forms it
/// reads differ by caller (an XML property list writes exactly `YYYY-MM-DDTHH:MM:SSZ`; the GVL writes
/// RFC 3339; TCF tooling also writes a bare date), so each caller names its `Syntax`.
public enum ISO8601Timestamp {
    /// What a caller accepts beyond the strict `YYYY-MM-DDTHH:MM:SSZ`.
    public struct Syntax: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }

        /// A date alone, `2025-06-03`, meaning its midnight UTC.
        public static let dateOnly = Syntax(rawValue: 1 << 0)
        /// A space instead of `T` between date and time.
        public static let spaceSeparator = Syntax(rawValue: 1 << 1)
        /// Lower-case `t` and `z`.
        public static let lowerCase = Syntax(rawValue: 1 << 2)
        /// `hh:mm` without seconds.
        public static let optionalSeconds = Syntax(rawValue: 1 << 3)
        /// A fraction of a second, `.250` (truncated to tenths).
        public static let fraction = Syntax(rawValue: 1 << 4)
        /// A UTC offset `±hh:mm` or `±hhmm` instead of `Z`.
        public static let offset = Syntax(rawValue: 1 << 5)
        /// Second 60 (a leap second; it lands on the next minute's first second, as POSIX time does).
        public static let leapSecond = Syntax(rawValue: 1 << 6)

        /// RFC 3339 as the GVL's `lastUpdated` and `deletedDate` use it: `YYYY-MM-DDThh:mm[:ss[.fraction]]`
        /// then `Z` or an offset (`T` and `Z` may be lower case).
        public static let rfc3339: Syntax = [.lowerCase, .optionalSeconds, .fraction, .offset, .leapSecond]
        /// What TCF tooling exchanges (`2025-06-03`, `2025-06-03T12:30:00Z`, `2025-06-03 12:30:00.250+02:00`).
        public static let dateOrDateTime: Syntax = rfc3339.union([.dateOnly, .spaceSeparator])
        /// An XML property list `<date>`: exactly `YYYY-MM-DDTHH:MM:SSZ`.
        public static let propertyList: Syntax = []
    }

    /// Deciseconds since 1970-01-01T00:00:00Z (fractions are truncated), or nil when `text` is not a
    /// valid date-time in `syntax`. Deciseconds are the TC string's time unit.
    public static func epochDeciseconds(from text: some StringProtocol, syntax: Syntax = .rfc3339) -> Int64? {
        var scanner = ISO8601Scanner(bytes: Array(text.utf8))
        return scanner.dateTime(syntax: syntax)
    }

    /// Whole seconds since 1970-01-01T00:00:00Z (rounded down), or nil when `text` is not valid RFC 3339.
    public static func epochSeconds(from text: String) -> Int64? {
        epochDeciseconds(from: text).map { $0 >= 0 ? $0 / 10 : ($0 - 9) / 10 }
    }

    /// `2025-06-03T00:00:00.0Z`-style text (UTC, tenths of a second) for deciseconds since the epoch.
    public static func string(deciseconds: Int64) -> String {
        let date = CivilDate(deciseconds: deciseconds)
        let rest = Int(deciseconds - date.deciseconds)
        let seconds = rest / 10
        return "\(date)T\(CivilDate.padded(seconds / 3600, width: 2)):\(CivilDate.padded(seconds / 60 % 60, width: 2))"
            + ":\(CivilDate.padded(seconds % 60, width: 2)).\(rest % 10)Z"
    }

    /// `YYYY-MM-DDTHH:MM:SSZ` (UTC, whole seconds, the XML property list form) for seconds since the epoch.
    public static func string(seconds: Int64) -> String {
        let days = seconds >= 0 ? seconds / 86_400 : -((-seconds + 86_399) / 86_400)
        let secondOfDay = Int(seconds - days * 86_400)
        return "\(CivilDate(daysSinceEpoch: Int(days)))T\(CivilDate.padded(secondOfDay / 3600, width: 2))"
            + ":\(CivilDate.padded(secondOfDay / 60 % 60, width: 2)):\(CivilDate.padded(secondOfDay % 60, width: 2))Z"
    }
}

/// Reads the fields of an ISO-8601 text byte by byte; every field is a fixed number of ASCII digits.
struct ISO8601Scanner {
    let bytes: [UInt8]
    var position = 0

    var atEnd: Bool { position == bytes.count }

    mutating func digits(_ count: Int) -> Int? {
        guard position + count <= bytes.count else { return nil }
        var value = 0
        for offset in 0..<count {
            let byte = bytes[position + offset]
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
        }
        position += count
        return value
    }

    mutating func expect(_ character: Unicode.Scalar, or alternative: Unicode.Scalar? = nil) -> Bool {
        guard position < bytes.count,
            bytes[position] == UInt8(ascii: character) || alternative.map({ bytes[position] == UInt8(ascii: $0) }) == true
        else { return false }
        position += 1
        return true
    }

    /// `YYYY-MM-DD`, a real day of the proleptic Gregorian calendar.
    mutating func date() -> CivilDate? {
        guard let year = digits(4), expect("-"), let month = digits(2), (1...12).contains(month), expect("-"),
            let day = digits(2), day >= 1, day <= CivilDate.daysIn(year: year, month: month)
        else { return nil }
        return CivilDate(year: year, month: month, day: day)
    }

    /// A whole date-time in `syntax`, as deciseconds since the epoch; nil unless all of the text is read.
    mutating func dateTime(syntax: ISO8601Timestamp.Syntax) -> Int64? {
        guard let date = date() else { return nil }
        if atEnd { return syntax.contains(.dateOnly) ? date.deciseconds : nil }
        let lowerCase = syntax.contains(.lowerCase)
        guard expect("T", or: lowerCase ? "t" : nil) || (syntax.contains(.spaceSeparator) && expect(" ")),
            let hour = digits(2), hour <= 23, expect(":"), let minute = digits(2), minute <= 59
        else { return nil }
        var second = 0
        var tenths = 0
        if expect(":") {
            guard let s = digits(2), s <= (syntax.contains(.leapSecond) ? 60 : 59) else { return nil }
            second = s
            if syntax.contains(.fraction), expect(".") {
                guard let first = digits(1) else { return nil }
                tenths = first
                while digits(1) != nil {}
            }
        } else if !syntax.contains(.optionalSeconds) {
            return nil
        }
        var offsetMinutes = 0
        if expect("Z", or: lowerCase ? "z" : nil) {
            offsetMinutes = 0
        } else if syntax.contains(.offset), position < bytes.count,
            bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-")
        {
            let sign = bytes[position] == UInt8(ascii: "-") ? -1 : 1
            position += 1
            guard let offsetHours = digits(2), offsetHours <= 23 else { return nil }
            _ = expect(":")
            guard let offsetMinutesPart = digits(2), offsetMinutesPart <= 59 else { return nil }
            offsetMinutes = sign * (offsetHours * 60 + offsetMinutesPart)
        } else {
            return nil
        }
        guard atEnd else { return nil }
        let seconds = Int64(date.daysSinceEpoch) * 86_400 + Int64(hour * 3_600 + minute * 60 + second - offsetMinutes * 60)
        return seconds * 10 + Int64(tenths)
    }
}
