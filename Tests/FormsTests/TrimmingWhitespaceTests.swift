import Foundation
import Testing

@testable import Forms

/// The Foundation-free trim used for GVL names removes exactly what Foundation's
/// `trimmingCharacters(in: .whitespacesAndNewlines)` removes.
@Suite struct TrimmingWhitespaceTests {
    @Test(arguments: [
        "", " ", "\n", "Store and/or access information on a device", "Ensure security\n",
        "\t tab and spaces \r\n", "\u{3000}ideographic\u{3000}", "\u{00A0}nbsp\u{2028}\u{2029}", "\u{85}next line\u{85}",
        "inner  white\u{2003}space stays", "\u{200B}zero width is not white space\u{200B}", "é\u{301} \u{301}", "🧩 \u{1680}",
    ])
    func matchesFoundation(text: String) {
        #expect(text.trimmingWhitespace == text.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    @Test func everyCandidateScalarMatchesFoundation() {
        // Every scalar either side counts as white space, and the neighbours where they differ most.
        let candidates =
            Array(0...0x40) + Array(0x7F...0xA0) + [0x1680, 0x180E, 0x2000 - 1] + Array(0x2000...0x2030)
            + [0x205F, 0x2060, 0x3000, 0xFEFF]
        for value in candidates {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let text = "\(scalar)a\(scalar)"
            #expect(text.trimmingWhitespace == text.trimmingCharacters(in: .whitespacesAndNewlines), "U+\(String(value, radix: 16))")
        }
    }
}
