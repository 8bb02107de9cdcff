/// Line-break opportunities by Unicode's line breaking algorithm (UAX #14, revision for Unicode
/// 15.0.0, unicode.org/reports/tr14/tr14-49.html, 2022-08-30): each scalar's class from
/// LineBreak.txt (`classStarts`, generated), then the rules LB2 to LB31 applied to each pair of
/// adjacent grapheme clusters, with the run of spaces before a pair as the rules with `SP*` need.
///
/// Tailoring (LB1, as UAX #14 leaves to the implementation): AI, SG and XX resolve to AL; SA (Thai,
/// Lao, Khmer, Myanmar, which need a dictionary) to AL; CJ (small kana, the prolonged sound mark)
/// by `Strictness`. So no line starts with a closing bracket or quote (CL, CP), a stop or comma
/// (IS, CL), `！？` (EX) or an iteration mark (NS), and none ends with an opening bracket or quote
/// (OP). A cluster (`Character`) takes its first scalar's class, which is LB9's "X CM* treated as
/// X"; a lone mark is AL (LB10).
package enum UnicodeLineBreak {
    /// A line-breaking class (UAX #14, table 1), in the order of `classStarts`' indices.
    package enum Class: Int, CaseIterable, Sendable {
        case BK, CR, LF, NL, SP, ZW, ZWJ, CM, WJ, GL, BA, BB, B2, HY, CB, CL, CP, EX, IN, NS, OP, QU, IS, NU, PO, PR, SY
        case AI, AL, CJ, EB, EM, H2, H3, HL, ID, JL, JV, JT, RI, SA, SG, XX
    }

    /// What may happen between two clusters.
    package enum Opportunity: Sendable, Equatable {
        /// The line must break here (after a line feed or another hard break).
        case mandatory
        /// The line may break here.
        case allowed
        /// The line must not break here.
        case prohibited
    }

    /// The class LineBreak.txt gives `scalar`.
    package static func listedClass(_ scalar: Unicode.Scalar) -> Class {
        let key = scalar.value << 6 | 0x3F
        var low = 0, high = classStarts.count
        // The last run starting at or before the scalar.
        while low < high {
            let middle = (low + high) / 2
            if classStarts[middle] <= key { low = middle + 1 } else { high = middle }
        }
        return Class(rawValue: Int(classStarts[max(0, low - 1)] & 0x3F)) ?? .XX
    }

    /// How Japanese small kana and the prolonged sound mark (class CJ) break, as CSS Text 3's
    /// `line-break` names it. Sources disagree, hence the setting: JIS X 4051's kinsoku and UAX #14's
    /// recommendation keep them off a line's start (`strict`, CJ as NS, what the Japanese catalogue's
    /// typesetting expects); Chromium, and so the web views consentform.html and Google's form are
    /// drawn in, break before them unless a page asks for `line-break: strict` (`normal`, CJ as ID;
    /// seen in Chromium 156 with consentform.html's CSS, which sets no `line-break`).
    package enum Strictness: String, CaseIterable, Sendable {
        case strict, normal
    }

    /// The class a cluster breaks as, after LB1's resolution and LB9/LB10 (see the type's summary).
    package static func resolvedClass(_ character: Character, strictness: Strictness = .strict) -> Class {
        guard let first = character.unicodeScalars.first else { return .AL }
        switch listedClass(first) {
        case .AI, .SG, .XX, .SA, .CM, .ZWJ: return .AL
        case .CJ: return strictness == .strict ? .NS : .ID
        case let other: return other
        }
    }

    /// Where browsers part from the rules, as a setting: `unicode` follows UAX #14 alone (the
    /// default, which Unicode's conformance file checks); `chromium` also breaks after a hyphen
    /// between a letter or digit and a digit ("9C6D-7E8F", "1234-5678"), where LB25 keeps a number
    /// together: Blink breaks there to fold long identifiers and URLs, and keeps only a minus sign
    /// ("-5", " -5") with its number (third_party/blink/renderer/platform/text/text_break_iterator.cc,
    /// `ShouldBreakAfter`; seen in Chromium 156 with the phone pictures' texts).
    package enum Tailoring: Sendable {
        case unicode, chromium
    }

    /// The opportunity before each of `characters` (index 0's is `.prohibited`: LB2, no break at
    /// the start); after the last, a break is always allowed (LB3).
    package static func opportunities(
        _ characters: [Character], tailoring: Tailoring = .unicode, strictness: Strictness = .strict
    ) -> [Opportunity] {
        let classes = characters.map { resolvedClass($0, strictness: strictness) }
        // Whether each is East Asian wide (LB30 keeps only narrow brackets with what they touch).
        let wide = characters.map { CellWidth.character($0) == 2 }
        // LB30b's unassigned pictographs: LineBreak.txt's default ID for the unassigned code points
        // of the pictographic blocks, which are Extended_Pictographic.
        let futurePictograph = characters.map { character in
            character.unicodeScalars.first.map { (0x1F000...0x1FFFD).contains($0.value) && $0.properties.generalCategory == .unassigned } ?? false
        }
        let numbers = numberInteriors(classes)
        var result = [Opportunity](repeating: .prohibited, count: characters.count)
        // The class before the current run of spaces, and the length of that run.
        var beforeSpaces: Class?
        var regionalIndicators = 0
        for index in characters.indices.dropFirst() {
            let a = classes[index - 1], b = classes[index]
            if a == .SP {
                if index < 2 || classes[index - 2] != .SP { beforeSpaces = index >= 2 ? classes[index - 2] : nil }
            } else {
                beforeSpaces = a
            }
            regionalIndicators = a == .RI ? regionalIndicators + 1 : 0
            result[index] = pair(
                a, b, before: beforeSpaces, beforeA: index >= 2 ? classes[index - 2] : nil, wideA: wide[index - 1], wideB: wide[index],
                oddRegionalIndicators: regionalIndicators % 2 == 1, insideNumber: numbers[index],
                futurePictograph: futurePictograph[index - 1])
            if tailoring == .chromium, a == .HY, b == .NU, index >= 2, [.AL, .HL, .NU].contains(classes[index - 2]) {
                result[index] = .allowed
            }
        }
        return result
    }

    /// For each index, whether it lies inside a number as LB25 reads one (UAX #14, section 8.2,
    /// example 7, the form Unicode's conformance file follows):
    /// `(PR | PO)? (OP | HY)? NU (NU | SY | IS)* (CL | CP)? (PR | PO)?`.
    static func numberInteriors(_ classes: [Class]) -> [Bool] {
        var inside = [Bool](repeating: false, count: classes.count)
        func at(_ index: Int, _ set: Set<Class>) -> Bool { index < classes.count && set.contains(classes[index]) }
        for start in classes.indices {
            var index = start
            if at(index, [.PR, .PO]) { index += 1 }
            if at(index, [.OP, .HY]) { index += 1 }
            guard at(index, [.NU]) else { continue }
            index += 1
            while at(index, [.NU, .SY, .IS]) { index += 1 }
            if at(index, [.CL, .CP]) { index += 1 }
            if at(index, [.PR, .PO]) { index += 1 }
            for interior in (start + 1)..<index { inside[interior] = true }
        }
        return inside
    }

    /// The rules LB4 to LB31 for the pair `a` `b`; `before` is the class before the spaces that end
    /// at `a` (or `a` itself), `beforeA` the class before `a`, `insideNumber` whether `b`
    /// continues a number (`numberInteriors`), and `futurePictograph` whether `a` is an unassigned
    /// pictograph.
    static func pair(
        _ a: Class, _ b: Class, before: Class?, beforeA: Class?, wideA: Bool, wideB: Bool, oddRegionalIndicators: Bool,
        insideNumber: Bool, futurePictograph: Bool = false
    ) -> Opportunity {
        // LB4, LB5: hard breaks.
        if a == .CR && b == .LF { return .prohibited }
        if a == .BK || a == .LF || a == .NL || a == .CR { return .mandatory }
        // LB6, LB7.
        if [.BK, .CR, .LF, .NL, .SP, .ZW].contains(b) { return .prohibited }
        // LB8: ZW SP* ÷.
        if before == .ZW { return .allowed }
        // LB8a.
        if a == .ZWJ { return .prohibited }
        // LB11, LB12, LB12a.
        if a == .WJ || b == .WJ || a == .GL { return .prohibited }
        if b == .GL && a != .SP && a != .BA && a != .HY { return .prohibited }
        // LB13.
        if [.CL, .CP, .EX, .IS, .SY].contains(b) { return .prohibited }
        // LB14 to LB17: OP SP* ×; QU SP* × OP; (CL | CP) SP* × NS; B2 SP* × B2.
        if before == .OP { return .prohibited }
        if before == .QU && b == .OP { return .prohibited }
        if (before == .CL || before == .CP) && b == .NS { return .prohibited }
        if before == .B2 && b == .B2 { return .prohibited }
        // LB18.
        if a == .SP { return .allowed }
        // LB19, LB20.
        if a == .QU || b == .QU { return .prohibited }
        if a == .CB || b == .CB { return .allowed }
        // LB21, LB21a, LB21b, LB22.
        if b == .BA || b == .HY || b == .NS || a == .BB { return .prohibited }
        if beforeA == .HL && (a == .HY || a == .BA) { return .prohibited }
        if a == .SY && b == .HL { return .prohibited }
        if b == .IN { return .prohibited }
        let letter: Set<Class> = [.AL, .HL]
        // LB23, LB23a, LB24.
        if letter.contains(a) && b == .NU || a == .NU && letter.contains(b) { return .prohibited }
        if a == .PR && [.ID, .EB, .EM].contains(b) || [.ID, .EB, .EM].contains(a) && b == .PO { return .prohibited }
        if (a == .PR || a == .PO) && letter.contains(b) || letter.contains(a) && (b == .PR || b == .PO) { return .prohibited }
        // LB25.
        if insideNumber { return .prohibited }
        // LB26, LB27: Korean syllable blocks.
        let jamo: Set<Class> = [.JL, .JV, .JT, .H2, .H3]
        if a == .JL && [.JL, .JV, .H2, .H3].contains(b) { return .prohibited }
        if (a == .JV || a == .H2) && (b == .JV || b == .JT) { return .prohibited }
        if (a == .JT || a == .H3) && b == .JT { return .prohibited }
        if jamo.contains(a) && b == .PO || a == .PR && jamo.contains(b) { return .prohibited }
        // LB28, LB29.
        if letter.contains(a) && letter.contains(b) { return .prohibited }
        if a == .IS && letter.contains(b) { return .prohibited }
        // LB30: only narrow brackets join the letters they touch.
        if (letter.contains(a) || a == .NU) && b == .OP && !wideB { return .prohibited }
        if a == .CP && !wideA && (letter.contains(b) || b == .NU) { return .prohibited }
        // LB30a, LB30b.
        if a == .RI && b == .RI && oddRegionalIndicators { return .prohibited }
        if (a == .EB || futurePictograph) && b == .EM { return .prohibited }
        // LB31.
        return .allowed
    }
}
