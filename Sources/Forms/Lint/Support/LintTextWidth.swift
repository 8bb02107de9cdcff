/// Terminal cell widths for the truncation rule (T3).
///
/// A deliberately tiny duplicate of `Screens/Text/CellWidth`, which Forms cannot import (Screens sits below it):
/// East Asian wide and fullwidth blocks and emoji presentation count 2, marks, format characters and
/// controls 0, everything else 1. It agrees with CellWidth on the scripts forms use (Latin, Cyrillic,
/// kana, Han, Hangul; a UITests test compares them over the catalogue); rarer scripts may differ by a cell,
/// which only moves where T3's budget bites. If CellWidth's table ever moves above Forms, use it here.
enum LintTextWidth {
    /// The cells `text` takes in a terminal.
    static func cells(_ text: String) -> Int {
        var total = 0
        for character in text {
            let scalars = character.unicodeScalars
            if let first = scalars.first, first.properties.isEmoji,
                first.properties.isEmojiPresentation || scalars.contains(where: { $0.value == 0xFE0F })
            {
                total += 2
            } else {
                total += scalars.reduce(0) { $0 + cells($1) }
            }
        }
        return total
    }

    /// The cells one scalar takes.
    static func cells(_ scalar: Unicode.Scalar) -> Int {
        let v = scalar.value
        if v < 0x20 || (0x7F..<0xA0).contains(v) { return 0 }
        if v < 0x300 { return 1 }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return 0
        default: break
        }
        if (0x1160...0x11FF).contains(v) { return 0 }  // Hangul medial vowels and final consonants join the syllable
        return wideRanges.contains { $0.contains(v) } ? 2 : 1
    }

    /// East Asian Wide (W) and Fullwidth (F) blocks.
    static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF,
        0x4E00...0x9FFF, 0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE10...0xFE19,
        0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD,
    ]

    /// The lines a greedy word wrap at `width` cells gives (a word wider than a line is broken, not cut).
    static func lines(_ text: String, width: Int) -> Int {
        var lines = 1
        var used = 0
        for word in text.split(separator: " ") {
            var w = cells(String(word))
            let needed = used == 0 ? w : used + 1 + w
            if needed <= width {
                used = needed
                continue
            }
            if used > 0 { lines += 1 }
            while w > width {
                lines += 1
                w -= width
            }
            used = w
        }
        return lines
    }
}
