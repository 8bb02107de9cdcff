/// "Did you mean …?": the nearest candidate by edit distance, when it is close enough to be a typo.
public enum Suggestion {
    /// The candidate closest to `input` (case-insensitive), if within about one edit per three letters;
    /// an exact case-insensitive match always wins.
    public static func nearest(to input: String, among candidates: [String]) -> String? {
        let needle = Array(input.lowercased())
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let hay = Array(candidate.lowercased())
            let distance = editDistance(needle, hay)
            let allowed = max(1, min(4, hay.count / 3))
            let isPrefix = needle.count >= 3 && hay.starts(with: needle)
            guard distance <= allowed || isPrefix else { continue }
            if best == nil || distance < best!.distance { best = (candidate, distance) }
        }
        return best?.candidate
    }

    /// `; did you mean 'x'?`, or nothing.
    public static func didYouMean(_ input: String, among candidates: [String]) -> String {
        nearest(to: input, among: candidates).map { "; did you mean '\($0)'?" } ?? ""
    }

    /// Levenshtein distance with adjacent transpositions counted as one edit.
    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
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
}
