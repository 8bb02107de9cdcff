/// A number read from input that is not one, or is outside what it may be: the message names the
/// value as written and the range.
public struct NumberRangeError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What the number is (`repeat count`, `time`, `date`).
    public var what: String
    /// The value as written (escaped and cut when shown).
    public var value: String
    /// The range it must be in, as the message shows it (`1...10000`, `0...1000000000 s`).
    public var range: String
    /// Whether the text was a number of the right kind at all (a date that is no real day is not).
    public var parsed: Bool

    /// An error for `value`, outside `range`.
    public init(what: String, value: String, range: String, parsed: Bool = true) {
        self.what = what
        self.value = value
        self.range = range
        self.parsed = parsed
    }

    /// One line: `repeat count 20000 is out of range (1...10000)`, `'nan' is not a time in 0...1000000000 s`.
    public var description: String {
        let shown = MessageText.line(value, limit: 40)
        return parsed ? "\(what) \(shown) is out of range (\(range))" : "'\(shown)' is not a \(what) in \(range)"
    }
}

/// The one place a number from input becomes a count, a duration, an offset or a date: each is
/// parsed and checked against its range before any arithmetic, so a hostile value gives a message
/// naming it and its range instead of an arithmetic trap.
public enum CheckedNumber {
    /// The whole number `text` writes (decimal digits, an optional sign), in `range`.
    public static func integer(_ text: some StringProtocol, in range: ClosedRange<Int>, what: String) throws(NumberRangeError) -> Int {
        guard let value = Int(text) else {
            throw NumberRangeError(what: what, value: String(text), range: describe(range), parsed: isWholeNumber(text))
        }
        guard range.contains(value) else { throw NumberRangeError(what: what, value: String(text), range: describe(range)) }
        return value
    }

    /// The finite decimal number `text` writes, in `range` (`nan`, `inf` and hexadecimal floats are no number here).
    public static func real(
        _ text: some StringProtocol, in range: ClosedRange<Double>, unit: String = "", what: String
    ) throws(NumberRangeError) -> Double {
        let shownRange = describe(range) + (unit.isEmpty ? "" : " " + unit)
        guard isDecimal(text), let value = Double(text), value.isFinite else {
            throw NumberRangeError(what: what, value: String(text), range: shownRange, parsed: false)
        }
        guard range.contains(value) else { throw NumberRangeError(what: what, value: String(text), range: shownRange) }
        return value
    }

    /// `value × scale` rounded to a whole number in `range` (seconds to microseconds, minutes to
    /// milliseconds); `text` is how the value was written, for the message.
    public static func scaled(
        _ value: Double, by scale: Double, in range: ClosedRange<Int>, unit: String = "", text: String, what: String
    ) throws(NumberRangeError) -> Int {
        let product = (value * scale).rounded()
        guard product.isFinite, product >= Double(range.lowerBound), product <= Double(range.upperBound) else {
            throw NumberRangeError(what: what, value: text, range: describe(range) + (unit.isEmpty ? "" : " " + unit))
        }
        // Double(Int.max) rounds up past Int.max: the comparison above lets it through only for such a range.
        return product >= 0x1p63 ? Int.max : Int(product)
    }

    /// `total + addend`, in `range` (counts summed from several files).
    public static func sum(_ total: Int, _ addend: Int, in range: ClosedRange<Int>, what: String) throws(NumberRangeError) -> Int {
        let (result, overflow) = total.addingReportingOverflow(addend)
        guard !overflow, range.contains(result) else {
            throw NumberRangeError(what: what, value: overflow ? "more than \(Int.max)" : String(result), range: describe(range))
        }
        return result
    }

    /// A range as messages show it: `1...10000`.
    public static func describe<T: Comparable>(_ range: ClosedRange<T>) -> String {
        "\(range.lowerBound)...\(range.upperBound)"
    }

    /// A range of reals as messages show it, without a needless `.0`: `0...86400000`.
    public static func describe(_ range: ClosedRange<Double>) -> String {
        func shown(_ x: Double) -> String { x == x.rounded() && abs(x) < 1e15 ? String(Int(x)) : String(x) }
        return "\(shown(range.lowerBound))...\(shown(range.upperBound))"
    }

    /// Whether `text` is an optional sign and decimal digits.
    public static func isWholeNumber(_ text: some StringProtocol) -> Bool {
        var digits = Substring(text)
        if digits.first == "-" || digits.first == "+" { digits = digits.dropFirst() }
        return !digits.isEmpty && digits.utf8.allSatisfy { (48...57).contains($0) }
    }

    /// Whether `text` is a decimal number (`-1.5`, `2e3`): not `nan`, `inf` or `0x1p3`, which `Double` also reads.
    static func isDecimal(_ text: some StringProtocol) -> Bool {
        !text.isEmpty && text.utf8.allSatisfy { (48...57).contains($0) || ".eE-+".utf8.contains($0) }
    }
}

extension CivilDate {
    /// Every date a civil-date text may name: a TC string holds time since the epoch, so nothing before 1970.
    public static let written = CivilDate(year: 1970, month: 1, day: 1)...CivilDate(year: 9999, month: 12, day: 31)

    /// The day `YYYY-MM-DD` names, in `range`; the message names the value and the range (and `why`
    /// the range is what it is).
    public static func checked(_ text: String, in range: ClosedRange<CivilDate> = written, why: String? = nil) throws(NumberRangeError) -> CivilDate {
        // The range is worded only for the message: a batch reads a date on every line.
        func shownRange() -> String { describe(range) + (why.map { ", " + $0 } ?? "") }
        guard let date = plainDate(text) ?? scannedDate(text) else {
            throw NumberRangeError(what: "date", value: text, range: shownRange() + " (write 2026-01-15)", parsed: false)
        }
        guard range.contains(date) else { throw NumberRangeError(what: "date", value: text, range: shownRange()) }
        return date
    }

    /// The day a text of exactly `YYYY-MM-DD` names, a real day from 1970 on, read off its bytes
    /// without the scanner (a batch reads a date on every line); nil for anything else, which the
    /// scanner then reads, and whose answer this one's agrees with where both answer.
    static func plainDate(_ text: String) -> CivilDate? {
        var text = text
        return text.withUTF8 { b -> CivilDate? in
            guard b.count == 10, b[4] == UInt8(ascii: "-"), b[7] == UInt8(ascii: "-") else { return nil }
            func digits(_ range: Range<Int>) -> Int? {
                var value = 0
                for i in range {
                    let d = Int(b[i]) - 48
                    guard (0...9).contains(d) else { return nil }
                    value = value * 10 + d
                }
                return value
            }
            guard let year = digits(0..<4), let month = digits(5..<7), let day = digits(8..<10), year >= 1970,
                (1...12).contains(month), day >= 1, day <= CivilDate.daysIn(year: year, month: month)
            else { return nil }
            return CivilDate(year: year, month: month, day: day)
        }
    }

    /// The day the ISO 8601 scanner reads from the whole of `text`, or nil.
    static func scannedDate(_ text: String) -> CivilDate? {
        var scanner = ISO8601Scanner(bytes: Array(text.utf8))
        guard let date = scanner.date(), scanner.atEnd else { return nil }
        return date
    }

    /// A range of dates as messages show it: `1970-01-01 to 9999-12-31`.
    public static func describe(_ range: ClosedRange<CivilDate>) -> String { "\(range.lowerBound) to \(range.upperBound)" }
}
