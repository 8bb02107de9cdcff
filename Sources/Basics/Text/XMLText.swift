/// XML 1.0 text: which characters a document can carry, and the one escaper every XML and HTML writer
/// uses (the plist writer, the Android export, SVG and HTML pages, JUnit reports).
public enum XMLText {
    /// Whether XML 1.0 can carry `scalar` at all (the `Char` production: tab, LF, CR, U+0020 and up,
    /// minus U+FFFE and U+FFFF; surrogates cannot occur in a Swift string).
    public static func isLegal(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A, 0x0D: true
        case 0..<0x20, 0xFFFE, 0xFFFF: false
        default: true
        }
    }

    /// The first scalar XML 1.0 cannot carry, if any.
    public static func firstIllegal(in s: String) -> Unicode.Scalar? {
        s.unicodeScalars.first { !isLegal($0) }
    }

    /// `U+0001` style name of a scalar for error messages.
    public static func name(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }

    /// How a writer escapes beyond `&`, `<` and `>` (always `&amp;`, `&lt;`, `&gt;`): each format's
    /// reader and each existing output settle the quotes and the control characters.
    public struct Escaping: Sendable {
        /// What control and illegal characters become.
        public enum Controls: Sendable {
            /// Only CR, as `&#13;` (a parser turns a literal CR into LF); the text holds only legal characters.
            case carriageReturnAsReference
            /// Every C0 control (tab and line breaks included) as a decimal reference `&#10;`.
            case c0AsReferences
            /// Legal characters as they are, the ones XML 1.0 forbids as U+FFFD.
            case illegalAsReplacement
        }

        /// What `"` becomes (nil: itself).
        public var quotationMark: String?
        /// What `'` becomes (nil: itself).
        public var apostrophe: String?
        /// What control and illegal characters become.
        public var controls: Controls

        /// An escaping that writes `"` as `quotationMark` and `'` as `apostrophe` (nil: as themselves).
        public init(quotationMark: String?, apostrophe: String?, controls: Controls) {
            self.quotationMark = quotationMark
            self.apostrophe = apostrophe
            self.controls = controls
        }
    }

    /// `text` escaped as `escaping` says.
    public static func escaped(_ text: String, _ escaping: Escaping) -> String {
        var out = ""
        appendEscaped(text, escaping, to: &out)
        return out
    }

    /// Appends `text`, escaped as `escaping` says, to `out`.
    public static func appendEscaped(_ text: String, _ escaping: Escaping, to out: inout String) {
        // Runs that need no escape are appended whole (scalar by scalar costs ~200 instructions each),
        // so a terminal screen's line breaks do not send all of it down the slow path. Only ASCII
        // bytes and 0xEF (the lead byte of U+FFFE and U+FFFF) can need an escape.
        let utf8 = text.utf8
        var run = utf8.startIndex
        var index = run
        while index != utf8.endIndex {
            let byte = utf8[index]
            guard
                byte < 0x20 || byte == UInt8(ascii: "&") || byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">")
                    || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") || byte == 0xEF
            else {
                index = utf8.index(after: index)
                continue
            }
            let scalar = text.unicodeScalars[index]
            let next = text.unicodeScalars.index(after: index)
            if let replacement = replacement(for: scalar, escaping) {
                out.append(contentsOf: text[run..<index])
                out += replacement
                run = next
            }
            index = next
        }
        out.append(contentsOf: text[run..<utf8.endIndex])
    }

    /// What `scalar` is written as, or nil when it is written as itself.
    static func replacement(for scalar: Unicode.Scalar, _ escaping: Escaping) -> String? {
        switch scalar {
        case "&": return "&amp;"
        case "<": return "&lt;"
        case ">": return "&gt;"
        case "\"": return escaping.quotationMark
        case "'": return escaping.apostrophe
        default:
            switch escaping.controls {
            case .carriageReturnAsReference: return scalar == "\r" ? "&#13;" : nil
            case .c0AsReferences: return scalar.value < 0x20 ? "&#\(scalar.value);" : nil
            case .illegalAsReplacement: return isLegal(scalar) ? nil : "\u{FFFD}"
            }
        }
    }
}
