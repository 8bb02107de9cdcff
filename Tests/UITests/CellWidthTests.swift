import Testing

@testable import Screens

@Suite struct CellWidthTests {
    @Test(
        arguments: [
            ("a", 1), ("д", 1), ("λ", 1), ("é", 1),
            ("동", 2), ("同", 2), ("ア", 2), ("あ", 2), ("！", 2), ("Ａ", 2), ("\u{3000}", 2),
            ("ｱ", 1),  // halfwidth katakana
            ("─", 1), ("│", 1), ("┌", 1), ("┐", 1), ("└", 1), ("┘", 1),
            ("↑", 1), ("↓", 1), ("›", 1), ("…", 1),
            ("👍", 2), ("✅", 2), ("😀", 2),
            ("\u{20000}", 2), ("\u{2A6E0}", 2),  // CJK extension B, and an unassigned code point in plane 2
        ] as [(String, Int)])
    func characterWidths(text: String, width: Int) throws {
        let character = try #require(text.first)
        #expect(text.count == 1)
        #expect(CellWidth.character(character) == width, "\(text)")
    }

    @Test func zeroWidthScalars() {
        for value: UInt32 in [0x0301, 0x200B, 0x200D, 0xFE0F, 0x1160, 0x11A8, 0x11FF, 0x0000, 0x001B, 0x007F, 0x0085, 0x3099] {
            let scalar = Unicode.Scalar(value)!
            #expect(CellWidth.scalar(scalar) == 0, "U+\(String(value, radix: 16))")
        }
        #expect(CellWidth.scalar("\u{1100}") == 2)  // leading jamo is wide
    }

    @Test func clusters() {
        #expect(CellWidth.character("e\u{301}") == 1)  // e + combining acute
        #expect(CellWidth.character("\u{1100}\u{1161}\u{11A8}") == 2)  // conjoining jamo 각
        #expect(CellWidth.character("👨\u{200D}👩\u{200D}👧") == 2)  // ZWJ family
        #expect(CellWidth.character("❤\u{FE0F}") == 2)  // VS16 emoji presentation
        #expect(CellWidth.character("❤") == 1)  // text presentation by default
        #expect(CellWidth.character("🇩🇪") == 2)  // regional indicator pair
        #expect(CellWidth.character("👍🏽") == 2)  // skin tone modifier
        #expect(CellWidth.character("कि") == 2)  // Devanagari: a spacing vowel sign adds a cell, as terminals draw it
    }

    @Test func strings() {
        #expect(CellWidth.string("") == 0)
        #expect(CellWidth.string("Consent") == 7)
        #expect(CellWidth.string("Согласие") == 8)
        #expect(CellWidth.string("동의하지 않음") == 13)
        #expect(CellWidth.string("同意する・同意しない") == 20)
        #expect(CellWidth.string("Cafe\u{301} 👍") == 7)
        #expect(CellWidth.string("a\u{1B}b") == 2)  // controls take no cell
    }

    @Test func chromeGlyphsAreNarrow() {
        for glyphs in [Glyphs.unicode, Glyphs.ascii] {
            for c in [
                glyphs.topLeft, glyphs.topRight, glyphs.bottomLeft, glyphs.bottomRight, glyphs.horizontal, glyphs.vertical,
                glyphs.focusMarker, glyphs.moreAbove, glyphs.moreBelow,
            ] {
                #expect(CellWidth.character(c) == 1, "\(c)")
            }
            #expect(CellWidth.string(glyphs.switchOn) == 3 && CellWidth.string(glyphs.switchOff) == 3)
        }
    }

    @Test func tableIsSortedAndDisjoint() {
        let table = CellWidth.nonSingleRanges
        for (previous, next) in zip(table, table.dropFirst()) {
            #expect(previous.0 <= previous.1 && previous.1 < next.0)
        }
    }
}
