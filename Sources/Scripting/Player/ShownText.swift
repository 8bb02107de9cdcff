/// The screen's text as a reader takes it in, for `Expect Screen`: box borders are not words, and a
/// sentence the layout wrapped over several rows is one sentence.
package enum ShownText {
    /// `screen` (rows separated by newlines) with box-drawing characters (U+2500–U+257F) and block
    /// elements (U+2580–U+259F) made spaces, each row's runs of spaces made one, and the rows of a
    /// paragraph joined by one space; a blank row ends a paragraph (rows separated by newlines).
    package static func prose(_ screen: String) -> String {
        var paragraphs: [String] = []
        var current: [String] = []
        for row in screen.split(separator: "\n", omittingEmptySubsequences: false) {
            var cleaned = ""
            var space = false
            for c in row {
                let drawn = c.unicodeScalars.first.map { (0x2500...0x259F).contains($0.value) } ?? false
                if drawn || c == " " || c == "\t" {
                    space = true
                    continue
                }
                if space && !cleaned.isEmpty { cleaned.append(" ") }
                space = false
                cleaned.append(c)
            }
            if cleaned.isEmpty {
                if !current.isEmpty { paragraphs.append(current.joined(separator: " ")) }
                current = []
            } else {
                current.append(cleaned)
            }
        }
        if !current.isEmpty { paragraphs.append(current.joined(separator: " ")) }
        return paragraphs.joined(separator: "\n")
    }
}
