import Basics
import Testing

@testable import Screens

/// The printable-ASCII wrapping path lays out exactly the lines the grapheme-cluster path does.
@Suite struct TextLayoutASCIITests {
    /// Both paths on one paragraph; nil when the ASCII path declines it.
    func bothPaths(_ paragraph: String, width: Int) -> (ascii: [String]?, clusters: [String]) {
        var clusters: [String] = []
        TextLayout.wrapParagraph(paragraph[...], width: width, hangulWordPriority: true, into: &clusters)
        var ascii: [String] = []
        let taken = paragraph.utf8.withContiguousStorageIfAvailable { TextLayout.wrapPrintableASCIIParagraph($0, width: width, into: &ascii) }
        return (taken == true ? ascii : nil, clusters)
    }

    @Test func randomParagraphsWrapAsByClusters() throws {
        // Spaces (runs, leading, trailing), hyphens before letters, digits and punctuation, long words.
        let alphabet = Array("aaaaeeeiiooutnsrhl      --ABZ059().,!?;:[]{}'\"/_")
        var random = SplitMix64(seed: 13)
        for _ in 0..<3_000 {
            let length = Int.random(in: 0...90, using: &random)
            let paragraph = String((0..<length).map { _ in alphabet.randomElement(using: &random)! })
            let width = Int.random(in: 1...24, using: &random)
            let (ascii, clusters) = bothPaths(paragraph, width: width)
            #expect(ascii == clusters, "width \(width): \(paragraph.debugDescription)")
        }
    }

    @Test func edgeCases() {
        for (paragraph, width) in [
            ("", 5), ("   ", 2), ("  indented words here", 8), ("opt-out of-it -5 x-", 4),
            ("-abc", 2), ("averyveryverylongword and more", 6), ("a  b", 1), ("trailing   ", 3),
        ] {
            let (ascii, clusters) = bothPaths(paragraph, width: width)
            #expect(ascii == clusters, "width \(width): \(paragraph.debugDescription)")
        }
    }

    @Test func otherTextIsLeftToTheClusterPath() {
        for paragraph in ["café au lait", "tab\there", "bell\u{7}", "データの管理", "del\u{7F}"] {
            #expect(bothPaths(paragraph, width: 10).ascii == nil, "\(paragraph.debugDescription)")
        }
    }
}
