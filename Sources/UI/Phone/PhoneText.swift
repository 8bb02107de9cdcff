/// Text measured and wrapped as a phone's proportional system font sets it, approximately.
///
/// The advances are averages of Roboto's and SF Pro's glyph widths by class (narrow, wide, capital,
/// digit, punctuation), in ems; wide characters (CJK ideographs, kana, Hangul, emoji, as `CellWidth`
/// counts two cells) take a full em. Real fonts differ by a few per cent per line, so a line a
/// browser wraps a word earlier or later than the picture is possible; the pictures are for layout
/// and wording, not pixel-exact type.
package enum PhoneText {
    /// The advance of `character` in ems.
    package static func advance(_ character: Character) -> Double {
        if CellWidth.character(character) == 2 { return 1.0 }
        guard let scalar = character.unicodeScalars.first else { return 0 }
        switch character {
        case " ": return 0.26
        case "i", "l", "j", "I", "|", "'", "!", ".", ",", ":", ";", "í", "ì", "ï": return 0.25
        case "f", "t", "r", "(", ")", "[", "]", "-", "/": return 0.34
        case "m", "w", "M", "W", "—", "…", "@", "%": return 0.84
        default: break
        }
        if character.isNumber { return 0.56 }
        if character.isUppercase { return 0.66 }
        if character.isLetter { return scalar.value >= 0x0400 && scalar.value < 0x0530 ? 0.56 : 0.52 }
        return 0.45
    }

    /// The width of `text` at `size` points, bold or not.
    package static func width(_ text: some StringProtocol, size: Double, bold: Bool = false) -> Double {
        var ems = 0.0
        for character in text { ems += advance(character) }
        return ems * size * (bold ? 1.06 : 1)
    }

    /// A piece of a wrapped line: text set in one style, and where it starts.
    package struct Piece: Hashable, Sendable {
        /// The text.
        package var text: String
        /// Its style.
        package var style: PhoneRun.Style
        /// Its left edge from the line's start, in points.
        package var x: Double
        /// Its width, in points.
        package var width: Double
    }

    /// One wrapped line.
    package struct Line: Hashable, Sendable {
        /// The pieces, left to right.
        package var pieces: [Piece]
        /// The line's width, in points.
        package var width: Double
    }

    /// Marks no line may start with: closing brackets and punctuation, CJK and Latin.
    static let noBreakBefore: Set<Character> = [
        "、", "。", "，", "．", "）", "」", "』", "】", "〕", "？", "！", "：", "；", "ー", "…", "ゃ", "ゅ", "ょ", "っ",
        "?", "!", ".", ",", ":", ";", ")", "]", "}",
    ]

    /// `runs` wrapped into lines no wider than `width` at `size` points: breaks at spaces, and between
    /// any two wide characters (CJK text has no spaces); a word longer than the line is cut.
    package static func wrap(_ runs: [PhoneRun], width: Double, size: Double) -> [Line] {
        // Tokens: a word (no break inside), a space (a break, dropped at a line's end), or a newline.
        struct Token {
            var text: String
            var style: PhoneRun.Style
            var isSpace: Bool
            var isNewline: Bool
        }
        var tokens: [Token] = []
        for run in runs {
            var word = ""
            func flush() {
                if !word.isEmpty { tokens.append(Token(text: word, style: run.style, isSpace: false, isNewline: false)) }
                word = ""
            }
            for character in run.text {
                if character == "\n" {
                    flush()
                    tokens.append(Token(text: "", style: run.style, isSpace: false, isNewline: true))
                } else if character == " " || character == "\t" {
                    flush()
                    tokens.append(Token(text: " ", style: run.style, isSpace: true, isNewline: false))
                } else if word.isEmpty, noBreakBefore.contains(character), let last = tokens.last, !last.isSpace, !last.isNewline {
                    // A closing mark stays on the line of what it closes (JIS X 4051's line-start rule).
                    tokens[tokens.count - 1].text.append(character)
                } else if CellWidth.character(character) == 2 {
                    flush()
                    tokens.append(Token(text: String(character), style: run.style, isSpace: false, isNewline: false))
                } else {
                    word.append(character)
                }
            }
            flush()
        }
        var lines: [Line] = []
        var current = Line(pieces: [], width: 0)
        var pendingSpace: (style: PhoneRun.Style, width: Double)?
        func append(_ text: String, _ style: PhoneRun.Style, _ w: Double) {
            if let last = current.pieces.last, last.style == style {
                current.pieces[current.pieces.count - 1].text += text
                current.pieces[current.pieces.count - 1].width += w
            } else {
                current.pieces.append(Piece(text: text, style: style, x: current.width, width: w))
            }
            current.width += w
        }
        func breakLine() {
            lines.append(current)
            current = Line(pieces: [], width: 0)
            pendingSpace = nil
        }
        for token in tokens {
            if token.isNewline {
                breakLine()
                continue
            }
            let bold = token.style == .bold
            if token.isSpace {
                if !current.pieces.isEmpty { pendingSpace = (token.style, PhoneText.width(" ", size: size, bold: bold)) }
                continue
            }
            var text = token.text
            var w = PhoneText.width(text, size: size, bold: bold)
            let space = pendingSpace?.width ?? 0
            if !current.pieces.isEmpty && current.width + space + w > width { breakLine() }
            if let pending = pendingSpace {
                append(" ", pending.style, pending.width)
                pendingSpace = nil
            }
            // A word wider than a whole line is cut where it fills the line.
            while current.pieces.isEmpty && w > width && text.count > 1 {
                var head = ""
                var headWidth = 0.0
                for character in text {
                    let next = PhoneText.width(String(character), size: size, bold: bold)
                    if headWidth + next > width && !head.isEmpty { break }
                    head.append(character)
                    headWidth += next
                }
                append(head, token.style, headWidth)
                breakLine()
                text = String(text.dropFirst(head.count))
                w = PhoneText.width(text, size: size, bold: bold)
            }
            append(text, token.style, w)
        }
        if !current.pieces.isEmpty || lines.isEmpty { lines.append(current) }
        return lines
    }
}
