import Screens

/// Text measured and wrapped as a browser sets it in the phone pictures' font.
///
/// Widths come from the bundled Roboto (`PhoneFont`: advances, kerning, ligatures), the font the
/// pictures embed and draw with, so a line the layout measures is the line the viewer draws. What
/// Roboto lacks is drawn by the viewer's fallback fonts and estimated (`estimate`). Lines break where
/// Unicode's line breaking algorithm allows (`UnicodeLineBreak`, UAX #14 with strict Japanese
/// kinsoku), at the last opportunity whose text fits, as Chromium's line breaker does: spaces at a
/// line's end hang past the edge and are not measured.
package enum PhoneText {
    /// The advance of `character` in ems when the bundled font lacks it: a full em for a wide
    /// character (CJK ideographs, kana, Hangul, fullwidth forms and emoji, as `CellWidth` counts two
    /// cells: Noto Sans CJK's glyphs advance one em), otherwise an average by kind (narrow, wide,
    /// capital, digit, other letters), which is what Arabic and other scripts get.
    package static func estimate(_ character: Character) -> Double {
        if CellWidth.character(character) == 2 { return 1.0 }
        switch character {
        case "i", "l", "j", "I", "|", "'", "!", ".", ",", ":", ";": return 0.25
        case "f", "t", "r", "(", ")", "[", "]", "-", "/": return 0.34
        case "m", "w", "M", "W", "—", "…", "@", "%": return 0.84
        default: break
        }
        if character.isNumber { return 0.56 }
        if character.isUppercase { return 0.66 }
        if character.isLetter { return 0.52 }
        return 0.45
    }

    /// Whether `text` reads right to left: its first strong character (UAX #9, rules P2 and P3) is of
    /// bidi class R or AL (Hebrew, Arabic and the other right-to-left scripts); a letter of any other
    /// script makes it left to right.
    package static func isRightToLeft(_ text: some StringProtocol) -> Bool {
        UnicodeBidi.paragraphLevel(text) == 1
    }

    /// The width of `text` at `size` points, bold (Roboto Medium) or not.
    package static func width(_ text: some StringProtocol, size: Double, bold: Bool = false) -> Double {
        advances(Array(text), weight: bold ? .medium : .regular).reduce(0) { $0 + $1.advance + $1.kern } * size
    }

    /// Each character's share of a run's width in ems: its advance (a ligature's on its first
    /// character, nothing on the others) and its kerning with the character before it, which a line
    /// that starts with it does not get.
    static func advances(_ characters: [Character], weight: PhoneFont.Weight) -> [(advance: Double, kern: Double)] {
        var out: [(advance: Double, kern: Double)] = []
        out.reserveCapacity(characters.count)
        var index = 0
        while index < characters.count {
            // The longest run the bundled font draws alone, measured as one (kerning and ligatures).
            var end = index
            var scalars: [UInt32] = []
            while end < characters.count, characters[end].unicodeScalars.allSatisfy(PhoneFont.covers) {
                scalars += characters[end].unicodeScalars.map(\.value)
                end += 1
            }
            guard end > index else {
                out.append((estimate(characters[index]), 0))
                index += 1
                continue
            }
            // Per character: the run's width up to and including it, less up to before it.
            var measured = 0.0
            var previous: Character?
            var run: [UInt32] = []
            for character in characters[index..<end] {
                run += character.unicodeScalars.map(\.value)
                let total = PhoneFont.ems(run, weight: weight) ?? 0
                let kern = previous.map { PhoneFont.kern($0.unicodeScalars.last!, character.unicodeScalars.first!, weight: weight) } ?? 0
                out.append((total - measured - kern, kern))
                measured = total
                previous = character
            }
            index = end
        }
        return out
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
        /// The pieces, in reading (logical) order.
        package var pieces: [Piece]
        /// The line's width, in points.
        package var width: Double
        /// Each character's embedding level by the bidi algorithm (UAX #9, after rule L1), resolved
        /// over the whole paragraph; a character past the end takes the paragraph's level.
        package var levels: [UInt8] = []
        /// Whether the paragraph reads right to left (its embedding level is 1).
        package var isRightToLeft = false

        /// Whether the line is set left to right as stored: a left-to-right paragraph with no
        /// right-to-left character.
        package var isPlainLeftToRight: Bool { !isRightToLeft && levels.allSatisfy { $0 == 0 } }

        /// The line as drawn, left to right: runs of one direction (rule L2), each with its pieces
        /// in reading order, which a viewer sets from the run's right edge when it is right to left.
        package var visualRuns: [(rightToLeft: Bool, pieces: [Piece])] {
            var characters: [(Character, PhoneRun.Style)] = []
            for piece in pieces { characters += piece.text.map { ($0, piece.style) } }
            let paragraph: UInt8 = isRightToLeft ? 1 : 0
            let lineLevels = characters.indices.map { $0 < levels.count ? levels[$0] : paragraph }
            var runs: [(rightToLeft: Bool, indices: [Int])] = []
            for index in UnicodeBidi.visualOrder(lineLevels) {
                let rightToLeft = lineLevels[index] & 1 == 1
                if let last = runs.last, last.rightToLeft == rightToLeft, let previous = last.indices.last,
                    lineLevels[previous] == lineLevels[index], index == previous + (rightToLeft ? -1 : 1)
                {
                    runs[runs.count - 1].indices.append(index)
                } else {
                    runs.append((rightToLeft, [index]))
                }
            }
            return runs.map { run in
                var pieces: [Piece] = []
                for index in run.rightToLeft ? run.indices.reversed() : run.indices {
                    let (character, style) = characters[index]
                    if let last = pieces.last, last.style == style {
                        pieces[pieces.count - 1].text.append(character)
                    } else {
                        pieces.append(Piece(text: String(character), style: style, x: 0, width: 0))
                    }
                }
                return (run.rightToLeft, pieces)
            }
        }
    }

    /// How the pictures break Japanese before small kana and the prolonged sound mark unless
    /// `preview --line-break` says otherwise: `normal`, as the web views PAC's and Google's forms are
    /// drawn in do with CSS's default `line-break: auto` (neither form sets one). Sources:
    /// - measured: Chromium 156 (Android's WebView is Chromium) breaks before っ and ー in a
    ///   `lang="ja"` page with `line-break` left at `auto`, as with `normal`, and keeps them off a
    ///   line's start only with `strict` (`PhoneTextChromiumTests`);
    /// - WebKit (iOS's WKWebView) maps `auto` to its default ICU line-break mode, the same mode as for
    ///   `after-white-space` and `anywhere` (WebCore's `TextUtil::lineBreakIteratorMode`), whose effect
    ///   on small kana rests on the ICU data of the device: not measured here;
    /// - JIS X 4051 and UAX #14's recommendation keep them off a line's start: `strict`.
    ///
    /// Closing punctuation never starts a line either way.
    package static let defaultStrictness = UnicodeLineBreak.Strictness.normal

    /// `runs` wrapped into lines no wider than `width` at `size` points: each line ends at the last
    /// break opportunity (`UnicodeLineBreak`) whose text fits, spaces at its end not counted; a line
    /// feed always breaks. A stretch with no opportunity wider than the line is cut where it fills
    /// the line, never before a character no line may start with. Lines break in reading order, then
    /// each gets its levels for reordering (UAX #9, section 3.4); `rightToLeft` fixes the
    /// paragraph's direction, nil takes it from its first strong character.
    package static func wrap(
        _ runs: [PhoneRun], width: Double, size: Double, strictness: UnicodeLineBreak.Strictness = defaultStrictness,
        rightToLeft: Bool? = nil
    ) -> [Line] {
        var characters: [Character] = []
        var styles: [PhoneRun.Style] = []
        var metrics: [(advance: Double, kern: Double)] = []
        for run in runs {
            let text = Array(run.text)
            var shares = advances(text, weight: run.style == .bold ? .medium : .regular)
            // Kerning joins characters of one style only: a change of weight is a change of font.
            if let last = styles.last, last != run.style, !shares.isEmpty { shares[0].kern = 0 }
            characters += text
            styles += Array(repeating: run.style, count: text.count)
            metrics += shares
        }
        let opportunities = UnicodeLineBreak.opportunities(characters, tailoring: .chromium, strictness: strictness)
        let paragraph = UnicodeBidi.resolve(characters, level: rightToLeft.map { $0 ? 1 : 0 })
        let isSpace = characters.map { $0 == " " || $0 == "\t" || $0 == "\u{3000}" }
        let isNewline = characters.map { UnicodeLineBreak.resolvedClass($0) == .LF || ["\n", "\r\n", "\r"].contains($0) }
        // The width of characters[start..<end] set as one line, trailing spaces and line feeds not counted.
        func lineWidth(_ start: Int, _ end: Int) -> Double {
            var last = end
            while last > start && (isSpace[last - 1] || isNewline[last - 1]) { last -= 1 }
            guard last > start else { return 0 }
            var ems = -metrics[start].kern
            for index in start..<last { ems += metrics[index].advance + metrics[index].kern }
            return ems * size
        }
        var lines: [Line] = []
        func emit(_ start: Int, _ end: Int) {
            var last = end
            while last > start && isNewline[last - 1] { last -= 1 }
            var line = Line(pieces: [], width: 0)
            var x = 0.0
            for index in start..<last {
                let share = (metrics[index].advance + (index == start ? 0 : metrics[index].kern)) * size
                if let piece = line.pieces.last, piece.style == styles[index] {
                    line.pieces[line.pieces.count - 1].text.append(characters[index])
                    line.pieces[line.pieces.count - 1].width += share
                } else {
                    line.pieces.append(Piece(text: String(characters[index]), style: styles[index], x: x, width: share))
                }
                x += share
            }
            line.width = lineWidth(start, end)
            line.levels = paragraph.lineLevels(start..<last)
            line.isRightToLeft = paragraph.isRightToLeft
            lines.append(line)
        }
        var start = 0
        while start < characters.count {
            // The last opportunity that fits, or the first mandatory break.
            var fitting: Int?
            var end = start + 1
            while end <= characters.count {
                let opportunity = end == characters.count ? .allowed : opportunities[end]
                if opportunity != .prohibited {
                    if lineWidth(start, end) <= width {
                        fitting = end
                        if opportunity == .mandatory || end == characters.count { break }
                    } else {
                        break
                    }
                }
                end += 1
            }
            if let fitting {
                emit(start, fitting)
                start = fitting
                continue
            }
            // Nothing fits: cut the first stretch where it fills the line.
            var cut = start + 1
            while cut < characters.count && lineWidth(start, cut + 1) <= width { cut += 1 }
            func forbidden(_ index: Int) -> Bool {
                index < characters.count
                    && (forbidsLineStart(characters[index], strictness: strictness) || forbidsLineEnd(characters[index - 1]))
            }
            var back = cut
            while back > start + 1 && forbidden(back) { back -= 1 }
            if forbidden(back) {
                // Nothing to back up to: run over until a character a line may start with.
                while forbidden(cut) { cut += 1 }
            } else {
                cut = back
            }
            emit(start, cut)
            start = cut
        }
        if lines.isEmpty { lines.append(Line(pieces: [], width: 0, isRightToLeft: paragraph.isRightToLeft)) }
        return lines
    }

    /// Whether no line may start with `character`: UAX #14's classes CL, CP, EX, IS, SY and NS
    /// (with the small kana, CJ, as NS when `strict`), which LB13 and LB21 keep with what comes before.
    package static func forbidsLineStart(_ character: Character, strictness: UnicodeLineBreak.Strictness = defaultStrictness) -> Bool {
        switch UnicodeLineBreak.resolvedClass(character, strictness: strictness) {
        case .CL, .CP, .EX, .IS, .SY, .NS: true
        default: false
        }
    }

    /// Whether no line may end with `character`: UAX #14's class OP (LB14), which stays with what
    /// it opens.
    package static func forbidsLineEnd(_ character: Character) -> Bool {
        UnicodeLineBreak.resolvedClass(character) == .OP
    }
}
