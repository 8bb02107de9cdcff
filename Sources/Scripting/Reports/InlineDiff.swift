/// Where two one-line texts part: the span each has that the other does not, after their common
/// start and before their common end, so `"1111111111"` against `"11111111111"` marks the one extra
/// `1` (Playwright's expected/received lines highlight the same span).
package struct InlineDiff: Hashable, Sendable {
    /// Characters both texts start with.
    package var commonPrefix: Int
    /// The differing span of the expected text, in characters from its start.
    package var expected: Range<Int>
    /// The differing span of the found text, in characters from its start.
    package var found: Range<Int>

    /// The difference between `expected` and `found` (nil when they are equal).
    package init?(expected: String, found: String) {
        let e = Array(expected), f = Array(found)
        guard e != f else { return nil }
        var prefix = 0
        while prefix < e.count, prefix < f.count, e[prefix] == f[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < e.count - prefix, suffix < f.count - prefix, e[e.count - 1 - suffix] == f[f.count - 1 - suffix] { suffix += 1 }
        commonPrefix = prefix
        self.expected = prefix..<(e.count - suffix)
        self.found = prefix..<(f.count - suffix)
    }

    /// A line of spaces and `^` under a text shown after `indent` columns: carets under `span`, or
    /// one caret where the other text has characters this one lacks.
    package static func caretLine(indent: Int, span: Range<Int>) -> String {
        String(repeating: " ", count: indent + span.lowerBound) + String(repeating: "^", count: max(1, span.count))
    }
}
