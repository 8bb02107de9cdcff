/// A list of words and phrases that label classifiers look for, matched the way the thesis's
/// detector does: case-insensitively and at word boundaries, so "no" does not match "acknowledge".
///
/// Latin and Cyrillic phrases match as whole words in sequence; a trailing `*` makes the last word a
/// prefix (`reward*` matches "rewards"). Phrases in Han, kana or Hangul match as substrings, as those
/// scripts do not separate words reliably.
struct PhraseList: Sendable {
    /// The phrases as written.
    let phrases: [String]

    init(_ phrases: [String]) { self.phrases = phrases }

    /// The words of `text` (lower case) that the first matching phrase matched, if any.
    func firstMatch(in text: String) -> String? {
        let normalized = Self.normalize(text)
        let words = Self.words(normalized)
        for phrase in phrases {
            if let match = Self.match(phrase, normalized: normalized, words: words) { return match }
        }
        return nil
    }

    /// Whether any phrase occurs in `text`.
    func matches(_ text: String) -> Bool { firstMatch(in: text) != nil }

    /// Whether a phrase occurs in `text` outside every occurrence of `masking`'s phrases.
    ///
    /// Spanish "Ahora no", Portuguese "Agora não" and Polish "Nie teraz" (not now) put the choice off
    /// rather than refuse, so the "no" inside them must not count as the refusal word "no". Phrases in
    /// Han, kana or Hangul mask nothing: no such list holds a deferral that contains a refusal.
    func matches(_ text: String, outside masking: PhraseList?) -> Bool {
        let normalized = Self.normalize(text)
        var words = Self.words(normalized)
        for phrase in masking?.phrases.map(Self.normalize) ?? [] where !Self.isWide(phrase) {
            var from = 0
            while let found = Self.occurrence(of: phrase, in: words, from: from) {
                for index in found { words[index] = Substring() }
                from = found.upperBound
            }
        }
        return phrases.contains { Self.match($0, normalized: normalized, words: words) != nil }
    }

    /// What `phrase` matches in the normalized text and its words, if anything.
    static func match(_ phrase: String, normalized: String, words: [Substring]) -> String? {
        let phrase = normalize(phrase)
        if isWide(phrase) {
            return normalized.contains(phrase) ? phrase : nil
        }
        return occurrence(of: phrase, in: words, from: 0).map { words[$0].joined(separator: " ") }
    }

    /// Whether `phrase` is written in a script of double-width characters (Han, kana, Hangul).
    private static func isWide(_ phrase: String) -> Bool {
        phrase.unicodeScalars.contains { LintTextWidth.cells($0) == 2 }
    }

    /// The first run of `words` at or after `from` that the normalized `phrase` matches. An empty
    /// word (a masked one) matches nothing.
    private static func occurrence(of phrase: String, in words: [Substring], from: Int) -> Range<Int>? {
        let wanted = Self.words(phrase)
        let prefix = phrase.hasSuffix("*")
        guard !wanted.isEmpty, from + wanted.count <= words.count else { return nil }
        let first = wanted[0]
        let firstIsPrefix = prefix && wanted.count == 1
        for start in from...(words.count - wanted.count) {
            // Most positions fail on the first word: test it before building anything (a megabyte of
            // text is 200,000 positions per phrase).
            if firstIsPrefix ? !words[start].hasPrefix(first) : words[start] != first { continue }
            let matched = zip(words[start..<(start + wanted.count)], wanted).enumerated().allSatisfy { i, pair in
                prefix && i == wanted.count - 1 ? pair.0.hasPrefix(pair.1) : pair.0 == pair.1
            }
            if matched { return start..<(start + wanted.count) }
        }
        return nil
    }

    /// Lower case, typographic apostrophes made plain.
    static func normalize(_ text: String) -> String {
        String(text.lowercased().map { $0 == "’" ? "'" : $0 })
    }

    /// The runs of letters and digits (apostrophes, spaces and punctuation separate words).
    static func words(_ text: String) -> [Substring] {
        text.split { !($0.isLetter || $0.isNumber) }
    }
}
