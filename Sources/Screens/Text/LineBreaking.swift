/// Where a line may break, by the rules terminals and CJK typesetting need (a small subset of UAX #14).
///
/// Breaks are allowed after spaces, after a hyphen inside a word, and between ideographic characters
/// (Han, kana, fullwidth forms, wide emoji). Kinsoku: no break before closing punctuation, small kana
/// and the prolonged sound mark (`、。」）ーっ`…), none after opening punctuation (`「（`…).
/// Hangul follows iOS's default (`hangulWordPriority`): Korean breaks at spaces like English and only
/// breaks inside a word that is wider than the line, unless `hangulWordPriority` is false.
enum LineBreaking {
    /// What a grapheme cluster is for line breaking.
    enum Kind: Equatable {
        /// A breaking space (dropped at a line end).
        case space
        /// A character a line may break before or after (an ideograph).
        case ideographic
        /// Anything else: letters, digits, and the punctuation that stays with them.
        case other
    }

    /// Classifies one cluster.
    static func kind(of character: Character, hangulWordPriority: Bool) -> Kind {
        guard let first = character.unicodeScalars.first else { return .other }
        let v = first.value
        switch v {
        case 0x20, 0x1680, 0x2000...0x2006, 0x2008...0x200A, 0x205F, 0x3000:
            return character.unicodeScalars.count == 1 ? .space : .other
        case 0xAC00...0xD7A3, 0x1100...0x11FF, 0x3130...0x318F, 0xA960...0xA97F, 0xD7B0...0xD7FF:
            return hangulWordPriority ? .other : .ideographic
        case 0xFF61...0xFF9F:  // halfwidth katakana and punctuation
            return .ideographic
        default:
            return CellWidth.character(character) >= 2 ? .ideographic : .other
        }
    }

    /// Characters a line must not start with.
    static func forbidsBreakBefore(_ character: Character) -> Bool {
        guard let v = character.unicodeScalars.first?.value else { return false }
        switch v {
        case 0x21, 0x25, 0x29, 0x2C, 0x2E, 0x3A, 0x3B, 0x3F, 0x5D, 0x7D:  // ! % ) , . : ; ? ] }
            return true
        case 0x00BB, 0x2019, 0x201D, 0x2026, 0x2025, 0x203A, 0x203C, 0x2047...0x2049:
            return true  // » ’ ” … ‥ › ‼ ⁇ ⁈ ⁉
        case 0x3001, 0x3002, 0x3005, 0x3009, 0x300B, 0x300D, 0x300F, 0x3011, 0x3015, 0x3017, 0x3019, 0x301B,
            0x301C, 0x301E, 0x301F, 0x303B, 0x30FB, 0x30FC, 0x309D, 0x309E, 0x30FD, 0x30FE, 0x30A0:
            return true  // 、。々〉》」』】〕〗〙〛〜〞〟〻・ーゝゞヽヾ゠
        case 0x3041, 0x3043, 0x3045, 0x3047, 0x3049, 0x3063, 0x3083, 0x3085, 0x3087, 0x308E, 0x3095, 0x3096,
            0x30A1, 0x30A3, 0x30A5, 0x30A7, 0x30A9, 0x30C3, 0x30E3, 0x30E5, 0x30E7, 0x30EE, 0x30F5, 0x30F6,
            0x31F0...0x31FF:
            return true  // small kana
        case 0xFF01, 0xFF05, 0xFF09, 0xFF0C, 0xFF0E, 0xFF1A, 0xFF1B, 0xFF1F, 0xFF3D, 0xFF5D, 0xFF60, 0xFF61,
            0xFF63, 0xFF64, 0xFF65, 0xFF70, 0xFF9E, 0xFF9F:
            return true  // ！％），．：；？］｝｠ and halfwidth 。」、・ｰﾞﾟ
        default:
            return false
        }
    }

    /// Characters a line must not end with.
    static func forbidsBreakAfter(_ character: Character) -> Bool {
        guard let v = character.unicodeScalars.first?.value else { return false }
        switch v {
        case 0x28, 0x5B, 0x7B, 0x00AB, 0x2018, 0x201C, 0x2039:  // ( [ { « ‘ “ ‹
            return true
        case 0x3008, 0x300A, 0x300C, 0x300E, 0x3010, 0x3014, 0x3016, 0x3018, 0x301A, 0x301D:
            return true  // 〈《「『【〔〖〘〚〝
        case 0xFF08, 0xFF3B, 0xFF5B, 0xFF5F, 0xFF62:
            return true  // （［｛｟ and halfwidth 「
        default:
            return false
        }
    }

    /// Whether a line may break between two adjacent non-space clusters.
    static func canBreak(between left: Character, _ leftKind: Kind, and right: Character, _ rightKind: Kind) -> Bool {
        if forbidsBreakBefore(right) || forbidsBreakAfter(left) { return false }
        if leftKind == .ideographic || rightKind == .ideographic { return true }
        // A hyphen inside a word ("opt-out") is a break opportunity, but not before a digit ("-5").
        if left == "-" || left == "\u{2010}" {
            return right.isLetter
        }
        return false
    }
}
