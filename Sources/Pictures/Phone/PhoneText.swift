import Screens

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

    /// Whether `text` reads right to left: its first strong character (UAX #9, rules P2 and P3) is of
    /// bidi class R or AL (the Hebrew, Arabic, Syriac, Thaana, NKo and later right-to-left blocks and
    /// their presentation forms); a letter of any other script makes it left to right.
    package static func isRightToLeft(_ text: some StringProtocol) -> Bool {
        for scalar in text.unicodeScalars {
            // Digits (EN, AN) and combining marks (NSM) are weak: they fix no direction.
            if scalar.properties.numericType != nil || scalar.properties.generalCategory == .nonspacingMark { continue }
            switch scalar.value {
            case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x10800...0x10FFF, 0x1E800...0x1EFFF: return true
            default: if scalar.properties.isAlphabetic { return false }
            }
        }
        return false
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

    /// Marks no line may start with (JIS X 4051's line-start prohibitions, UAX #14's classes CL, CP,
    /// EX, IS and the small kana of NS): closing brackets and quotes, stops and commas, the iteration
    /// and prolonged-sound marks, and the small kana, CJK and Latin.
    static let noBreakBefore: Set<Character> = [
        "、", "。", "，", "．", "）", "」", "』", "】", "〕", "〉", "》", "〙", "〗", "〟", "’", "”", "｠", "»", "？", "！", "：", "；",
        "・", "ー", "…", "‥", "〜", "ゝ", "ゞ", "ヽ", "ヾ", "々", "〻", "ぁ", "ぃ", "ぅ", "ぇ", "ぉ", "っ", "ゃ", "ゅ", "ょ", "ゎ", "ゕ", "ゖ",
        "ァ", "ィ", "ゥ", "ェ", "ォ", "ッ", "ャ", "ュ", "ョ", "ヮ", "ヵ", "ヶ", "?", "!", ".", ",", ":", ";", ")", "]", "}",
    ]

    /// Marks no line may end with (JIS X 4051's line-end prohibitions, UAX #14's class OP): opening
    /// brackets and quotes, which stay with what they open.
    static let noBreakAfter: Set<Character> = ["（", "「", "『", "【", "〔", "〈", "《", "〘", "〖", "〝", "‘", "“", "｟", "«", "(", "[", "{"]

    /// `runs` wrapped into lines no wider than `width` at `size` points: breaks at spaces, and between
    /// any two wide characters (CJK text has no spaces) except before a mark of `noBreakBefore` or
    /// after one of `noBreakAfter`; a word longer than the line is cut.
    package static func wrap(_ runs: [PhoneRun], width: Double, size: Double) -> [Line] {
        // Tokens: a word (no break inside), a space (a break, dropped at a line's end), or a newline.
        struct Token {
            var text: String
            var style: PhoneRun.Style
            var isSpace: Bool
            var isNewline: Bool
        }
        var tokens: [Token] = []
        // Whether the last token ends with an opening mark, so the next one joins it.
        var opened = false
        for run in runs {
            var word = ""
            func emit(_ text: String) {
                if opened, let last = tokens.last, !last.isSpace, !last.isNewline {
                    tokens[tokens.count - 1].text += text
                } else {
                    tokens.append(Token(text: text, style: run.style, isSpace: false, isNewline: false))
                }
                opened = false
            }
            func flush() {
                if !word.isEmpty { emit(word) }
                word = ""
            }
            for character in run.text {
                if character == "\n" {
                    flush()
                    opened = false
                    tokens.append(Token(text: "", style: run.style, isSpace: false, isNewline: true))
                } else if character == " " || character == "\t" {
                    flush()
                    opened = false
                    tokens.append(Token(text: " ", style: run.style, isSpace: true, isNewline: false))
                } else if noBreakBefore.contains(character), !word.isEmpty {
                    word.append(character)
                } else if noBreakBefore.contains(character), let last = tokens.last, !last.isSpace, !last.isNewline {
                    // A closing mark stays on the line of what it closes.
                    tokens[tokens.count - 1].text.append(character)
                } else if noBreakAfter.contains(character) {
                    // An opening mark starts a token the next text joins.
                    flush()
                    emit(String(character))
                    opened = true
                } else if CellWidth.character(character) == 2 {
                    flush()
                    emit(String(character))
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
                // Never cut before a mark no line may start with: back up, or run over when nothing is left.
                let characters = Array(text)
                var cut = head.count
                while cut > 1 && cut < characters.count && noBreakBefore.contains(characters[cut]) { cut -= 1 }
                while cut < characters.count && noBreakBefore.contains(characters[cut]) { cut += 1 }
                if cut != head.count {
                    head = String(characters[..<cut])
                    headWidth = PhoneText.width(head, size: size, bold: bold)
                }
                append(head, token.style, headWidth)
                breakLine()
                text = String(text.dropFirst(head.count))
                w = PhoneText.width(text, size: size, bold: bold)
            }
            if !text.isEmpty { append(text, token.style, w) }
        }
        if !current.pieces.isEmpty || lines.isEmpty { lines.append(current) }
        return lines
    }
}
