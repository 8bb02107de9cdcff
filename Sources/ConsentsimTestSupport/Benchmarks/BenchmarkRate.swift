/// The rate column of `consentsim-bench`: how many of a benchmark's unit it does a second.
///
/// A unit names one operation, sometimes with a count ("10,000 keys", "16 pictures") or words after
/// its noun ("session (launch, 15 keys, …)", "parse of the typical session"). The rate counts the
/// counted things ("120,000 keys/s") and names the noun alone, in the plural ("sessions/s").
package enum BenchmarkRate {
    /// "212,000 devices/s" for `unit` "device" at 4,717 ns an operation; "-" when no time was measured.
    package static func text(nanosecondsPerOperation ns: Double, unit: String) -> String {
        guard ns > 0, ns.isFinite else { return "-" }
        let (count, noun) = counted(unit)
        return grouped(threeDigits(1e9 / ns * Double(count))) + " " + plural(noun) + "/s"
    }

    /// The count a unit starts with ("10,000 keys" → 10,000) and the rest; 1 and the unit without one.
    static func counted(_ unit: String) -> (count: Int, noun: String) {
        let words = unit.split(separator: " ", maxSplits: 1)
        guard words.count == 2, let count = Int(words[0].filter { $0 != "," }), count > 0 else { return (1, unit) }
        return (count, String(words[1]))
    }

    /// The noun of `unit` in the plural, without what follows it: "session (launch…)" → "sessions",
    /// "parse of the typical session" → "parses", "key set" → "key sets", "keys" → "keys".
    static func plural(_ unit: String) -> String {
        var noun = Substring(unit)
        if let cut = noun.range(of: " (") { noun = noun[..<cut.lowerBound] }
        if let cut = noun.range(of: " of ") { noun = noun[..<cut.lowerBound] }
        if noun.hasSuffix("s") { return String(noun) }
        if noun.hasSuffix("sh") || noun.hasSuffix("ch") || noun.hasSuffix("x") { return noun + "es" }
        return noun + "s"
    }

    /// `rate` to three significant digits, whole ("212,345.6" → 212,000; "0.41" → 0).
    static func threeDigits(_ rate: Double) -> Int {
        guard rate >= 1 else { return Int(rate.rounded()) }
        var magnitude = 1.0
        while rate / magnitude >= 1000 { magnitude *= 10 }
        return Int((rate / magnitude).rounded() * magnitude)
    }

    /// `value` with commas between groups of three digits.
    static func grouped(_ value: Int) -> String {
        var digits = Array(String(value))
        var i = digits.count - 3
        while i > 0 {
            digits.insert(",", at: i)
            i -= 3
        }
        return String(digits)
    }
}
