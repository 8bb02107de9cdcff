import ArgumentParser
import Testing

@testable import consentsim

/// `RootHelp` lays out `consentsim --help` exactly as ArgumentParser does, at every width it can.
@Suite struct RootHelpTests {
    @Test func everyWidthMatchesArgumentParser() throws {
        // Below 27 columns ArgumentParser has no room for the abstracts (and asserts in debug builds).
        for width in 27...260 {
            let text = try #require(RootHelp.text(screenWidth: width))
            #expect(text == Consentsim.helpMessage(columns: width), "at \(width) columns")
        }
    }

    @Test func wrappingKeepsBreaksAndLongWords() {
        // As ArgumentParser: the break is the last space among the first `width` characters, so a
        // line that would end exactly at the edge breaks one word earlier unless it is the last.
        #expect(RootHelp.wrap("aaa bbb ccc", width: 7, indent: 0) == "aaa\nbbb ccc")
        #expect(RootHelp.wrap("aaa bbb ccc", width: 8, indent: 0) == "aaa bbb\nccc")
        #expect(RootHelp.wrap("a\n\nb", width: 10, indent: 2) == "  a\n\n  b")
        #expect(RootHelp.wrap("abcdefghij kl", width: 4, indent: 0) == "abcdefghij\nkl")
        #expect(RootHelp.wrap("x", width: 3, indent: 3) == "")
        // Beyond ASCII the same rules count characters, not bytes.
        #expect(RootHelp.wrap("é é é", width: 4, indent: 0) == "é é\né")
        #expect(RootHelp.wrap("a\r\nb c", width: 3, indent: 1) == " a\r\nb\n c")
        // The widest terminal COLUMNS can claim: every line fits (no overflow past the first line).
        #expect(RootHelp.wrap("a\nb c\nd", width: Int.max, indent: 2) == "  a\n  b c\n  d")
    }
}
