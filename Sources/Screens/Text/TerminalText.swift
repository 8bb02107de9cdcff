/// Makes untrusted text (form copy, vendor names, URLs) safe to put on a terminal.
///
/// Everything a terminal could interpret is removed: C0/C1 controls, DEL, escape sequences (CSI, OSC,
/// DCS/SOS/PM/APC strings, two-byte and `nF` escapes, and their 8-bit C1 forms), lone ESC, and the
/// invisible format characters used for spoofing (bidi embeddings, overrides and isolates, marks,
/// word joiners, BOM, tag characters). ZWJ and ZWNJ stay: emoji sequences and Indic and Persian
/// spelling need them.
package enum TerminalText {
    /// Returns `text` with terminal-interpretable and spoofing characters removed.
    ///
    /// A tab becomes a space. Line breaks (`\n`, `\r\n`, `\r`, NEL, U+2028, U+2029) become a space,
    /// or a single `\n` when `keepingNewlines` is true, for callers that lay out paragraphs.
    package static func sanitize(_ text: String, keepingNewlines: Bool = false) -> String {
        if isClean(text) { return text }
        var output = String.UnicodeScalarView()
        let scalars = Array(text.unicodeScalars)
        let newline: Unicode.Scalar = keepingNewlines ? "\n" : " "
        var i = 0
        while i < scalars.count {
            let s = scalars[i]
            let v = s.value
            switch v {
            case 0x1B:
                i = skipEscape(scalars, from: i + 1)
                continue
            case 0x9B:
                i = skipCSI(scalars, from: i + 1)
                continue
            case 0x90, 0x98, 0x9D, 0x9E, 0x9F:
                i = skipString(scalars, from: i + 1)
                continue
            case 0x09:
                output.append(" ")
            case 0x0D:
                output.append(newline)
                if i + 1 < scalars.count, scalars[i + 1].value == 0x0A { i += 1 }
            case 0x0A, 0x85, 0x2028, 0x2029:
                output.append(newline)
            default:
                if !isStripped(v) { output.append(s) }
            }
            i += 1
        }
        return String(output)
    }

    /// Sanitizes `text` keeping its line breaks, then splits it into lines.
    package static func sanitizedLines(_ text: String) -> [String] {
        sanitize(text, keepingNewlines: true).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// Whether `text` contains nothing `sanitize` would change; the common case, checked on UTF-8 bytes.
    static func isClean(_ text: String) -> Bool {
        if let clean = text.utf8.withContiguousStorageIfAvailable(isClean(bytes:)) { return clean }
        return isClean(bytes: Array(text.utf8))
    }

    /// `isClean` on the UTF-8 bytes.
    static func isClean<C: Collection<UInt8>>(bytes: C) -> Bool {
        var b0: UInt8 = 0, b1: UInt8 = 0  // the two bytes before `byte`
        for byte in bytes {
            if byte < 0x80 {
                if byte < 0x20 || byte == 0x7F { return false }
                b0 = b1
                b1 = byte
                continue
            }
            if byte == 0xF3 { return false }  // plane 14: tag characters
            switch (b0, b1) {
            case (_, 0xC2):  // U+0080...U+00BF: C1 controls, soft hyphen
                if byte < 0xA0 || byte == 0xAD { return false }
            case (_, 0xD8):  // U+0600...U+063F: Arabic letter mark
                if byte == 0x9C { return false }
            case (0xE1, 0xA0):  // U+1800...U+183F: Mongolian vowel separator
                if byte == 0x8E { return false }
            case (0xE2, 0x80):  // U+2000...U+203F: ZWSP, LRM/RLM, line/paragraph separators, embeddings
                if byte == 0x8B || byte == 0x8E || byte == 0x8F || (0xA8...0xAE).contains(byte) { return false }
            case (0xE2, 0x81):  // U+2040...U+207F: word joiner ... deprecated format characters
                if (0xA0...0xAF).contains(byte) { return false }
            case (0xEF, 0xBB):  // U+FEC0...U+FEFF: BOM
                if byte == 0xBF { return false }
            case (0xEF, 0xBF):  // U+FFC0...U+FFFF: annotation controls, noncharacters
                if (0xB9...0xBB).contains(byte) || byte >= 0xBE { return false }
            default:
                break
            }
            b0 = b1
            b1 = byte
        }
        return true
    }

    /// Invisible or interpretable scalars dropped from the output.
    static func isStripped(_ v: UInt32) -> Bool {
        switch v {
        case 0x00...0x1F, 0x7F...0x9F: return true  // C0, DEL, C1
        case 0x00AD: return true  // soft hyphen: invisible by intent, drawn inconsistently
        case 0x061C, 0x180E: return true  // Arabic letter mark, Mongolian vowel separator
        case 0x200B, 0x200E, 0x200F: return true  // zero-width space, LRM, RLM
        case 0x202A...0x202E: return true  // bidi embeddings and overrides
        case 0x2060...0x206F: return true  // word joiner, invisible operators, bidi isolates, deprecated
        case 0xFEFF: return true  // BOM / zero-width no-break space
        case 0xFFF9...0xFFFB: return true  // interlinear annotation controls
        case 0xFFFE, 0xFFFF: return true  // noncharacters
        case 0xE0000...0xE007F: return true  // tag characters (also used to smuggle hidden text)
        default: return false
        }
    }

    /// Skips what follows an ESC: returns the index after the sequence.
    static func skipEscape(_ s: [Unicode.Scalar], from start: Int) -> Int {
        guard start < s.count else { return start }
        let v = s[start].value
        switch v {
        case 0x5B:  // [
            return skipCSI(s, from: start + 1)
        case 0x5D, 0x50, 0x58, 0x5E, 0x5F:  // ] P X ^ _
            return skipString(s, from: start + 1)
        case 0x20...0x2F:  // nF escape: intermediates, then one final byte
            var i = start
            while i < s.count, (0x20...0x2F).contains(s[i].value) { i += 1 }
            if i < s.count, (0x30...0x7E).contains(s[i].value) { i += 1 }
            return i
        case 0x30...0x7E:  // two-byte escape (ESC 7, ESC c, ESC M, ...)
            return start + 1
        default:  // lone ESC: drop only the ESC
            return start
        }
    }

    /// Skips a control sequence body: parameters and intermediates up to and including the final byte.
    static func skipCSI(_ s: [Unicode.Scalar], from start: Int) -> Int {
        var i = start
        while i < s.count {
            let v = s[i].value
            if (0x40...0x7E).contains(v) { return i + 1 }
            // Anything outside the CSI byte ranges ends a malformed sequence; it is then read normally.
            if !(0x20...0x3F).contains(v) { return i }
            i += 1
        }
        return i
    }

    /// Skips an OSC/DCS/SOS/PM/APC string up to and including its terminator (BEL, ESC \, or ST).
    static func skipString(_ s: [Unicode.Scalar], from start: Int) -> Int {
        var i = start
        while i < s.count {
            let v = s[i].value
            if v == 0x07 || v == 0x9C { return i + 1 }
            if v == 0x1B {
                if i + 1 < s.count, s[i + 1].value == 0x5C { return i + 2 }
                return i  // ESC without "\\" cancels the string and starts a new sequence
            }
            i += 1
        }
        return i  // unterminated: everything to the end was part of the string
    }
}
