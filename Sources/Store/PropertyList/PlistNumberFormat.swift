/// The text forms of `<integer>` and `<real>` values.
enum PlistNumberFormat {
    /// The shortest text that reads back as exactly `d`: `1` for 1.0 (as Apple writes it), `0.1`,
    /// `1e+20`, and CoreFoundation's `nan`, `+infinity`, `-infinity`.
    static func real(_ d: Double) -> String {
        if d.isNaN { return "nan" }
        if d.isInfinite { return d < 0 ? "-infinity" : "+infinity" }
        let s = d.description
        return s.hasSuffix(".0") ? String(s.dropLast(2)) : s
    }

    /// Parses a `<real>` body (already trimmed): decimal or exponent form, or nan/inf/infinity with
    /// an optional sign, in any case (what CoreFoundation and Python's plistlib write).
    static func parseReal(_ text: String) -> Double? {
        switch text.lowercased() {
        case "nan", "+nan", "-nan": return .nan
        case "inf", "+inf", "infinity", "+infinity": return .infinity
        case "-inf", "-infinity": return -.infinity
        default: break
        }
        guard let first = text.utf8.first,
            first == UInt8(ascii: "-") || first == UInt8(ascii: "+") || first == UInt8(ascii: ".")
                || (first >= UInt8(ascii: "0") && first <= UInt8(ascii: "9")),
            !text.lowercased().contains("x")
        else { return nil }
        return Double(text)
    }

    /// The result of reading an `<integer>` body.
    enum IntegerParse {
        case value(Int64)
        case outOfRange
        case invalid
    }

    /// Parses an `<integer>` body (already trimmed): optional sign, then decimal digits or `0x` hex.
    static func parseInteger(_ text: String) -> IntegerParse {
        var digits = Substring(text)
        var negative = false
        if let c = digits.first, c == "-" || c == "+" {
            negative = c == "-"
            digits = digits.dropFirst()
        }
        var radix = 10
        if digits.hasPrefix("0x") || digits.hasPrefix("0X") {
            radix = 16
            digits = digits.dropFirst(2)
        }
        guard !digits.isEmpty, digits.allSatisfy({ $0.isHexDigit && (radix == 16 || $0.isNumber) }) else { return .invalid }
        guard let magnitude = UInt64(digits, radix: radix) else { return .outOfRange }
        if negative {
            if magnitude == UInt64(Int64.max) + 1 { return .value(.min) }
            guard magnitude <= UInt64(Int64.max) else { return .outOfRange }
            return .value(-Int64(magnitude))
        }
        guard magnitude <= UInt64(Int64.max) else { return .outOfRange }
        return .value(Int64(magnitude))
    }
}
