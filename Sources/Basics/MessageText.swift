/// Makes text that came from outside (a file, an argument, standard input) safe to print in a
/// message: one line, no terminal control, bounded length.
///
/// Every error path that can echo user data goes through here, so a value such as
/// `"\u{1B}]2;PWNED\u{07}"` prints as `\e]2;PWNED\a` instead of retitling the terminal, and a 10 MB
/// value gives a 200-character excerpt instead of a 10 MB line.
public enum MessageText {
    /// The default length cap, in characters.
    public static let defaultLimit = 200

    /// `text` on one line: what `isControl` names (C0, DEL, C1, bidirectional controls and marks,
    /// separators, the BOM) escaped (`\n`, `\t`, `\e`, `\u{9B}`, `\u{202E}`), cut to `limit`
    /// characters with `…`.
    public static func line(_ text: some StringProtocol, limit: Int = defaultLimit) -> String {
        var out = ""
        var count = 0
        for scalar in text.unicodeScalars {
            let piece = escaped(scalar)
            if count + piece.count > limit {
                out += "…"
                return out
            }
            out += piece
            count += piece.count
        }
        return out
    }

    /// `text` keeping its line breaks (each line escaped as `line` does and capped at `lineLimit`),
    /// at most `maxLines` lines; for multi-line reports such as a failed session's screen.
    public static func lines(_ text: some StringProtocol, lineLimit: Int = 1_000, maxLines: Int = 500) -> String {
        var result: [String] = []
        // Split on scalars: as Characters, "\r\n" is one grapheme that is not equal to "\n".
        let unified = InputFile.normalizingLineEnds(String(text))
        for (index, line) in unified.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if index == maxLines {
                result.append("…")
                break
            }
            result.append(self.line(String(line), limit: lineLimit))
        }
        return result.joined(separator: "\n")
    }

    /// Whether `scalar` would reach a terminal as something other than a visible character: the one
    /// definition every message, report and JSON output escapes by.
    public static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: true
        // Bidirectional embeddings, overrides and isolates, and the invisible direction marks (LRM, RLM,
        // the Arabic letter mark), can make a line read differently from its bytes (CVE-2021-42574,
        // "Trojan Source", Boucher and Anderson, 2021).
        case 0x202A...0x202E, 0x2066...0x2069, 0x200E, 0x200F, 0x061C: true
        // Line and paragraph separators break a line in some terminals and editors.
        case 0x2028, 0x2029: true
        // The byte-order mark inside text is an invisible zero-width no-break space.
        case 0xFEFF: true
        default: false
        }
    }

    private static func escaped(_ scalar: Unicode.Scalar) -> String {
        guard isControl(scalar) else { return String(Character(scalar)) }
        switch scalar {
        case "\n": return "\\n"
        case "\r": return "\\r"
        case "\t": return "\\t"
        case "\u{1B}": return "\\e"
        case "\u{07}": return "\\a"
        default: return "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
        }
    }
}
