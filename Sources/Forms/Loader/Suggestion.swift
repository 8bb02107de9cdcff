/// "Did you mean …?" suggestions for misspelt keys and values (forms, keystroke scripts).
package enum Suggestion {
    /// The candidate closest to `input` by edit distance (case-insensitive), if close enough to be a likely
    /// typo: about one edit per three letters, at least one, at most `maxEdits`, or a prefix of 3+ letters.
    package static func closest(to input: String, among candidates: [String], maxEdits: Int = 3) -> String? {
        // Scalars, not Characters: comparing graphemes cost ten times as much, for no better typo.
        let needle = Array(input.lowercased().unicodeScalars)
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let hay = Array(candidate.lowercased().unicodeScalars)
            let allowed = max(1, min(maxEdits, hay.count / 3))
            let isPrefix = needle.count >= 3 && hay.starts(with: needle)
            // The distance is at least the difference in length: a long word (a pasted line) is
            // skipped without the quadratic table.
            guard isPrefix || abs(needle.count - hay.count) <= allowed else { continue }
            let distance = editDistance(needle, hay)
            guard distance <= allowed || isPrefix else { continue }
            if best == nil || distance < best!.distance { best = (candidate, distance) }
        }
        return best?.candidate
    }

    /// `; did you mean 'x'?` or the empty string.
    package static func didYouMean(
        _ input: String, among candidates: [String], maxEdits: Int = 3, quote: (String) -> String = { "'\($0)'" }
    ) -> String {
        closest(to: input, among: candidates, maxEdits: maxEdits).map { "; did you mean \(quote($0))?" } ?? ""
    }

    /// Levenshtein distance with adjacent transpositions counted as one edit (optimal string alignment).
    static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous2 = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], previous2[j - 2] + 1)
                }
            }
            (previous2, previous, current) = (previous, current, previous2)
        }
        return previous[b.count]
    }

    /// `a, b or c` for messages listing the allowed values.
    static func list(_ items: [String]) -> String {
        switch items.count {
        case 0: ""
        case 1: items[0]
        default: items.dropLast().joined(separator: ", ") + " or " + items.last!
        }
    }
}
