import CNcursesw
import Glibc
import Screens
import Testing

/// Screens' width table (locale-independent, so snapshots are deterministic) against the C library
/// ncurses and the terminal actually use.
@Suite struct GlibcWidthTests {
    static let ranges: [ClosedRange<UInt32>] = [
        0x20...0x7E, 0xA0...0x24F,  // ASCII, Latin
        0x300...0x36F,  // combining diacritics
        0x370...0x3FF, 0x400...0x52F,  // Greek, Cyrillic
        0x1100...0x11FF, 0x3130...0x318F, 0xAC00...0xD7A3,  // Hangul jamo, compatibility jamo, syllables
        0x2000...0x206F, 0x2190...0x21FF, 0x2500...0x257F,  // punctuation, arrows, box drawing
        0x3000...0x30FF, 0x4E00...0x9FFF, 0x3400...0x4DBF, 0x20000...0x2A6DF,  // CJK, kana, extensions
        0xFE00...0xFE0F, 0xFF00...0xFFEF,  // variation selectors, half/fullwidth forms
        0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x2600...0x27BF,  // emoji, symbols, dingbats
    ]

    @Test func tableMatchesWcwidth() throws {
        let locale = try #require(setlocale(LC_CTYPE, "C.UTF-8"), "the C.UTF-8 locale is needed")
        _ = locale
        var mismatches: [String] = []
        for range in GlibcWidthTests.ranges {
            for value in range {
                guard let scalar = Unicode.Scalar(value) else { continue }
                let expected = wcwidth(wchar_t(bitPattern: value))
                guard expected >= 0 else { continue }  // unassigned here: the table has its own policy
                if CellWidth.scalar(scalar) != Int(expected) {
                    mismatches.append("U+\(String(value, radix: 16, uppercase: true)): table \(CellWidth.scalar(scalar)), wcwidth \(expected)")
                }
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(20).joined(separator: "\n"))")
    }
}
