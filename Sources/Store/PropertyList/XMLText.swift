/// XML 1.0 character rules shared by the plist writer and the Android XML export.
enum XMLText {
    /// Whether XML 1.0 can carry `scalar` at all (the `Char` production: tab, LF, CR, U+0020 and up,
    /// minus U+FFFE and U+FFFF; surrogates cannot occur in a Swift string).
    static func isLegal(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A, 0x0D: true
        case 0..<0x20, 0xFFFE, 0xFFFF: false
        default: true
        }
    }

    /// The first scalar XML 1.0 cannot carry, if any.
    static func firstIllegal(in s: String) -> Unicode.Scalar? {
        s.unicodeScalars.first { !isLegal($0) }
    }

    /// `U+0001` style name of a scalar for error messages.
    static func name(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }

    /// Appends `s` as element content: `&`, `<`, `>` escaped like Apple's writer, and CR as `&#13;`
    /// because XML parsers turn a literal CR into LF. `s` must hold only legal characters.
    static func appendEscaped(_ s: String, to out: inout String) {
        let special: (UInt8) -> Bool = { $0 == UInt8(ascii: "&") || $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: ">") || $0 == 0x0D }
        guard s.utf8.contains(where: special) else {
            out += s
            return
        }
        for scalar in s.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\r": out += "&#13;"
            default: out.unicodeScalars.append(scalar)
            }
        }
    }
}
