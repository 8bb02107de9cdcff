/// Embedding levels and visual order by Unicode's bidirectional algorithm (UAX #9, revision for
/// Unicode 15.0.0, unicode.org/reports/tr9/tr9-46.html, 2022-08-26), through rule L2, for one
/// paragraph: its level (P2, P3, or given), explicit embeddings, overrides and isolates (X1–X10),
/// weak types (W1–W7), paired brackets (N0), neutrals (N1, N2), implicit levels (I1, I2), then per
/// line the reset of trailing white space (L1) and the reversal of runs (L2), with mirrored glyphs
/// (L4) from BidiMirroring.txt. Classes, brackets and mirrors are generated from the Unicode
/// Character Database (`classStarts`, `brackets`, `mirrors`; scripts/dev/gen-bidi-table.py).
///
/// Checked against Unicode's BidiCharacterTest-15.0.0.txt (see `UnicodeBidiTests`).
package enum UnicodeBidi {
    /// A bidirectional class (UAX #9, table 4), in the order of `classStarts`' indices.
    package enum BidiClass: Int, CaseIterable, Sendable {
        case L, R, AL, EN, ES, ET, AN, CS, NSM, BN, B, S, WS, ON, LRE, LRO, RLE, RLO, PDF, LRI, RLI, FSI, PDI
    }

    /// The deepest embedding level (BD2).
    static let maxDepth = 125

    /// The class DerivedBidiClass.txt gives `scalar`.
    package static func bidiClass(_ scalar: Unicode.Scalar) -> BidiClass {
        let key = scalar.value << 5 | 0x1F
        var low = 0
        var high = classStarts.count
        while low < high {
            let middle = (low + high) / 2
            if classStarts[middle] <= key { low = middle + 1 } else { high = middle }
        }
        return BidiClass(rawValue: Int(classStarts[max(0, low - 1)] & 0x1F)) ?? .L
    }

    /// The glyph BidiMirroring.txt draws for `scalar` at a right-to-left level, if it has one.
    package static func mirrored(_ scalar: Unicode.Scalar) -> Unicode.Scalar? {
        pairLookup(mirrors, scalar.value).flatMap(Unicode.Scalar.init)
    }

    /// `scalar`'s paired bracket (BidiBrackets.txt) and whether it opens; U+2329 and U+232A are taken
    /// as their canonical equivalents U+3008 and U+3009 (BD16).
    static func bracket(_ scalar: UInt32) -> (pair: UInt32, opens: Bool)? {
        guard let value = pairLookup(brackets, scalar) else { return nil }
        let canonical: [UInt32: UInt32] = [0x2329: 0x3008, 0x232A: 0x3009]
        return (canonical[value >> 1] ?? value >> 1, value & 1 == 1)
    }

    /// The second number of the pair in `table` (flat, sorted pairs) whose first is `key`.
    private static func pairLookup(_ table: [UInt32], _ key: UInt32) -> UInt32? {
        var low = 0
        var high = table.count / 2
        while low < high {
            let middle = (low + high) / 2
            let value = table[2 * middle]
            if value == key { return table[2 * middle + 1] }
            if value < key { low = middle + 1 } else { high = middle }
        }
        return nil
    }

    /// A paragraph's resolved levels.
    package struct Paragraph: Sendable, Equatable {
        /// The paragraph's embedding level: 0 left to right, 1 right to left.
        package var level: UInt8
        /// Each item's level; an item rule X9 removes (embedding and override controls, boundary
        /// neutrals) takes the level of the item before it.
        package var levels: [UInt8]
        /// Each item's class before the rules.
        package var classes: [BidiClass]

        /// Whether the paragraph reads right to left.
        package var isRightToLeft: Bool { level & 1 == 1 }

        /// The levels of `range` set as one line: rule L1 puts segment and paragraph separators, and
        /// the white space and isolate controls before them or at the line's end, at the paragraph's level.
        package func lineLevels(_ range: Range<Int>) -> [UInt8] {
            var out = Array(levels[range])
            var trailing = true
            for index in range.reversed() {
                switch classes[index] {
                case .S, .B:
                    out[index - range.lowerBound] = level
                    trailing = true
                case .WS, .FSI, .LRI, .RLI, .PDI:
                    if trailing { out[index - range.lowerBound] = level }
                case .BN, .LRE, .RLE, .LRO, .RLO, .PDF:
                    if trailing { out[index - range.lowerBound] = level }
                default:
                    trailing = false
                }
            }
            return out
        }
    }

    /// The levels of `scalars` as one paragraph; `level` 0 or 1 fixes its direction, nil finds it
    /// from its first strong character (P2, P3).
    package static func resolve(_ scalars: [Unicode.Scalar], level: UInt8? = nil) -> Paragraph {
        let classes = scalars.map(bidiClass)
        // Most text has nothing right to left and no controls: every level is 0 (W7 makes its
        // digits L), without the rules' work.
        if level != 1 && !classes.contains(where: { [.R, .AL, .AN].contains($0) || $0.rawValue >= BidiClass.LRE.rawValue }) {
            return Paragraph(level: 0, levels: [UInt8](repeating: 0, count: classes.count), classes: classes)
        }
        return resolve(classes: classes, brackets: scalars.map { bracket($0.value) }, level: level)
    }

    /// The levels of `characters` as one paragraph, each cluster taking its first scalar's class.
    package static func resolve(_ characters: [Character], level: UInt8? = nil) -> Paragraph {
        let firsts = characters.map { $0.unicodeScalars.first ?? " " }
        return resolve(firsts, level: level)
    }

    /// The level a paragraph of `text` takes from its first strong character (P2, P3): 1 when that is
    /// right to left (R, AL), else 0.
    package static func paragraphLevel(_ text: some StringProtocol) -> UInt8 {
        let classes = text.unicodeScalars.map(bidiClass)
        return firstStrong(classes, from: 0, matchingPDI: matchingPDIs(classes)) == .R ? 1 : 0
    }

    /// The visual order of a line's items from their levels (rule L2): the indices, left to right.
    package static func visualOrder(_ levels: [UInt8]) -> [Int] {
        var order = Array(levels.indices)
        guard let highest = levels.max(), let lowestOdd = levels.filter({ $0 & 1 == 1 }).min() else { return order }
        var level = highest
        while level >= lowestOdd {
            var index = 0
            while index < order.count {
                guard levels[order[index]] >= level else {
                    index += 1
                    continue
                }
                var end = index
                while end < order.count && levels[order[end]] >= level { end += 1 }
                order[index..<end].reverse()
                index = end
            }
            level -= 1
        }
        return order
    }

    /// `text` as one line in visual order, left to right, with mirrored glyphs at right-to-left levels:
    /// what a display that does not reorder should draw. `level` as in `resolve`.
    package static func visual(_ text: String, level: UInt8? = nil) -> String {
        let characters = Array(text)
        let paragraph = resolve(characters, level: level)
        let levels = paragraph.lineLevels(0..<characters.count)
        var out = ""
        for index in visualOrder(levels) {
            let character = characters[index]
            if levels[index] & 1 == 1, character.unicodeScalars.count == 1, let scalar = character.unicodeScalars.first,
                let glyph = mirrored(scalar)
            {
                out.unicodeScalars.append(glyph)
            } else {
                out.append(character)
            }
        }
        return out
    }

    // MARK: - The rules

    static func isRemoved(_ value: BidiClass) -> Bool {
        switch value {
        case .LRE, .RLE, .LRO, .RLO, .PDF, .BN: true
        default: false
        }
    }

    static func isIsolateInitiator(_ value: BidiClass) -> Bool { value == .LRI || value == .RLI || value == .FSI }

    /// Each isolate initiator's matching PDI (BD9), or nil when it has none.
    static func matchingPDIs(_ classes: [BidiClass]) -> [Int: Int] {
        var out: [Int: Int] = [:]
        var open: [Int] = []
        for (index, value) in classes.enumerated() {
            if isIsolateInitiator(value) {
                open.append(index)
            } else if value == .PDI, let initiator = open.popLast() {
                out[initiator] = index
            } else if value == .B {
                open.removeAll()
            }
        }
        return out
    }

    /// The first strong class (L, or R for R and AL) from `start`, skipping isolates, up to the end or
    /// an unmatched PDI (P2, and X5c for FSI).
    static func firstStrong(_ classes: [BidiClass], from start: Int, matchingPDI: [Int: Int]) -> BidiClass? {
        var index = start
        while index < classes.count {
            switch classes[index] {
            case .L: return .L
            case .R, .AL: return .R
            case .LRI, .RLI, .FSI:
                guard let end = matchingPDI[index] else { return nil }
                index = end
            case .PDI, .B: return nil
            default: break
            }
            index += 1
        }
        return nil
    }

    static func resolve(classes initial: [BidiClass], brackets: [(pair: UInt32, opens: Bool)?], level given: UInt8?) -> Paragraph {
        let count = initial.count
        let matchingPDI = matchingPDIs(initial)
        let paragraphLevel: UInt8 = given ?? (firstStrong(initial, from: 0, matchingPDI: matchingPDI) == .R ? 1 : 0)
        var classes = initial
        var levels = [UInt8](repeating: paragraphLevel, count: count)

        // X1–X8: the directional status stack.
        struct Status {
            var level: UInt8
            var override: BidiClass?
            var isolate: Bool
        }
        var stack = [Status(level: paragraphLevel, override: nil, isolate: false)]
        var overflowIsolates = 0
        var overflowEmbeddings = 0
        var validIsolates = 0
        for index in 0..<count {
            let current = stack[stack.count - 1]
            switch initial[index] {
            case .RLE, .LRE, .RLO, .LRO:
                let rightToLeft = initial[index] == .RLE || initial[index] == .RLO
                let level = rightToLeft ? (current.level + 1) | 1 : (current.level + 2) & ~1
                levels[index] = current.level
                if level <= maxDepth && overflowIsolates == 0 && overflowEmbeddings == 0 {
                    let override: BidiClass? =
                        switch initial[index] {
                        case .RLO: .R
                        case .LRO: .L
                        default: nil
                        }
                    stack.append(Status(level: level, override: override, isolate: false))
                } else if overflowIsolates == 0 {
                    overflowEmbeddings += 1
                }
            case .RLI, .LRI, .FSI:
                levels[index] = current.level
                if let override = current.override { classes[index] = override }
                let rightToLeft =
                    initial[index] == .RLI
                    || (initial[index] == .FSI
                        && firstStrong(initial, from: index + 1, matchingPDI: matchingPDI) == .R)
                let level = rightToLeft ? (current.level + 1) | 1 : (current.level + 2) & ~1
                if level <= maxDepth && overflowIsolates == 0 && overflowEmbeddings == 0 {
                    validIsolates += 1
                    stack.append(Status(level: level, override: nil, isolate: true))
                } else {
                    overflowIsolates += 1
                }
            case .PDI:
                if overflowIsolates > 0 {
                    overflowIsolates -= 1
                } else if validIsolates > 0 {
                    overflowEmbeddings = 0
                    while let last = stack.last, !last.isolate { stack.removeLast() }
                    stack.removeLast()
                    validIsolates -= 1
                }
                let after = stack[stack.count - 1]
                levels[index] = after.level
                if let override = after.override { classes[index] = override }
            case .PDF:
                if overflowIsolates > 0 {
                } else if overflowEmbeddings > 0 {
                    overflowEmbeddings -= 1
                } else if !current.isolate && stack.count >= 2 {
                    stack.removeLast()
                }
                levels[index] = stack[stack.count - 1].level
            case .B:
                // X8: a paragraph separator ends every embedding, override and isolate.
                levels[index] = paragraphLevel
                stack.removeSubrange(1...)
                overflowIsolates = 0
                overflowEmbeddings = 0
                validIsolates = 0
            case .BN:
                levels[index] = current.level
            default:
                levels[index] = current.level
                if let override = current.override { classes[index] = override }
            }
        }

        // X9: what remains; X10: level runs chained into isolating run sequences.
        let kept = (0..<count).filter { !isRemoved(initial[$0]) }
        var runs: [[Int]] = []
        for index in kept {
            if let last = runs.last?.last, levels[last] == levels[index] {
                runs[runs.count - 1].append(index)
            } else {
                runs.append([index])
            }
        }
        var runOfStart: [Int: Int] = [:]
        for (number, run) in runs.enumerated() { runOfStart[run[0]] = number }
        var sequences: [[Int]] = []
        for run in runs {
            // A run that starts with a PDI matching an initiator continues that initiator's sequence.
            if initial[run[0]] == .PDI, matchingPDI.values.contains(run[0]) { continue }
            var sequence = run
            while let last = sequence.last, isIsolateInitiator(initial[last]), let end = matchingPDI[last], let next = runOfStart[end] {
                sequence += runs[next]
            }
            sequences.append(sequence)
        }
        let position = Dictionary(uniqueKeysWithValues: kept.enumerated().map { ($0.element, $0.offset) })
        // Each sequence's sos and eos come from the explicit levels around it, before I1 and I2 raise any.
        let explicit = levels
        for sequence in sequences {
            resolveSequence(
                sequence, kept: kept, position: position, initial: initial, classes: &classes, levels: &levels, explicit: explicit,
                brackets: brackets, paragraphLevel: paragraphLevel)
        }
        // Removed items take the level of the item before them, for display.
        for index in 0..<count where isRemoved(initial[index]) {
            levels[index] = index > 0 ? levels[index - 1] : paragraphLevel
        }
        return Paragraph(level: paragraphLevel, levels: levels, classes: initial)
    }

    /// W1–W7, N0–N2 and I1–I2 on one isolating run sequence.
    private static func resolveSequence(
        _ sequence: [Int], kept: [Int], position: [Int: Int], initial: [BidiClass], classes: inout [BidiClass],
        levels: inout [UInt8], explicit: [UInt8], brackets: [(pair: UInt32, opens: Bool)?], paragraphLevel: UInt8
    ) {
        let level = explicit[sequence[0]]
        let first = position[sequence[0]]!
        let before = first > 0 ? explicit[kept[first - 1]] : paragraphLevel
        let lastIndex = sequence[sequence.count - 1]
        let last = position[lastIndex]!
        let after = isIsolateInitiator(initial[lastIndex]) || last + 1 >= kept.count ? paragraphLevel : explicit[kept[last + 1]]
        let sos: BidiClass = max(level, before) & 1 == 1 ? .R : .L
        let eos: BidiClass = max(level, after) & 1 == 1 ? .R : .L
        let embedding: BidiClass = level & 1 == 1 ? .R : .L
        var types = sequence.map { classes[$0] }
        let n = types.count

        // W1: a mark takes the type before it (ON after an isolate initiator or PDI).
        for i in 0..<n where types[i] == .NSM {
            if i == 0 {
                types[i] = sos
            } else {
                switch types[i - 1] {
                case .LRI, .RLI, .FSI, .PDI: types[i] = .ON
                default: types[i] = types[i - 1]
                }
            }
        }
        // W2: European digits after Arabic letters are Arabic digits; W3: AL is R.
        var strong = sos
        for i in 0..<n {
            switch types[i] {
            case .L, .R, .AL: strong = types[i]
            case .EN: if strong == .AL { types[i] = .AN }
            default: break
            }
        }
        for i in 0..<n where types[i] == .AL { types[i] = .R }
        // W4: one separator between two numbers of a kind.
        if n >= 3 {
            for i in 1..<(n - 1) {
                switch (types[i - 1], types[i], types[i + 1]) {
                case (.EN, .ES, .EN), (.EN, .CS, .EN): types[i] = .EN
                case (.AN, .CS, .AN): types[i] = .AN
                default: break
                }
            }
        }
        // W5: terminators next to European digits.
        var i = 0
        while i < n {
            guard types[i] == .ET else {
                i += 1
                continue
            }
            var end = i
            while end < n && types[end] == .ET { end += 1 }
            if (i > 0 && types[i - 1] == .EN) || (end < n && types[end] == .EN) {
                for j in i..<end { types[j] = .EN }
            }
            i = end
        }
        // W6: the other separators and terminators are neutral.
        for i in 0..<n where [.ES, .ET, .CS].contains(types[i]) { types[i] = .ON }
        // W7: European digits after L are L.
        strong = sos
        for i in 0..<n {
            switch types[i] {
            case .L, .R: strong = types[i]
            case .EN: if strong == .L { types[i] = .L }
            default: break
            }
        }

        // N0: paired brackets (BD16), in the order of their openers.
        var pairs: [(open: Int, close: Int)] = []
        var openers: [(index: Int, pair: UInt32)] = []
        bracketSearch: for i in 0..<n where types[i] == .ON {
            let scalar = sequence[i]
            guard let bracket = brackets[scalar] else { continue }
            if bracket.opens {
                guard openers.count < 63 else { break bracketSearch }
                openers.append((i, bracket.pair))
            } else if let at = openers.lastIndex(where: { $0.pair == canonicalScalar(sequence[i], brackets) }) {
                pairs.append((openers[at].index, i))
                openers.removeSubrange(at...)
            }
        }
        pairs.sort { $0.open < $1.open }
        func strongDirection(_ value: BidiClass) -> BidiClass? {
            switch value {
            case .L: .L
            case .R, .AL, .EN, .AN: .R
            default: nil
            }
        }
        for pair in pairs {
            var foundEmbedding = false
            var foundOpposite = false
            for j in (pair.open + 1)..<pair.close {
                guard let direction = strongDirection(types[j]) else { continue }
                if direction == embedding {
                    foundEmbedding = true
                    break
                }
                foundOpposite = true
            }
            var resolved: BidiClass?
            if foundEmbedding {
                resolved = embedding
            } else if foundOpposite {
                var context = sos
                var j = pair.open - 1
                while j >= 0 {
                    if let direction = strongDirection(types[j]) {
                        context = direction
                        break
                    }
                    j -= 1
                }
                resolved = context != embedding ? context : embedding
            }
            guard let resolved else { continue }
            for bracketIndex in [pair.open, pair.close] {
                types[bracketIndex] = resolved
                // Marks that followed the bracket originally take its new type.
                var j = bracketIndex + 1
                while j < n && initial[sequence[j]] == .NSM {
                    types[j] = resolved
                    j += 1
                }
            }
        }

        // N1, N2: neutrals between two strong types of one direction take it, others the embedding's.
        func isNeutral(_ value: BidiClass) -> Bool {
            switch value {
            case .B, .S, .WS, .ON, .LRI, .RLI, .FSI, .PDI: true
            default: false
            }
        }
        i = 0
        while i < n {
            guard isNeutral(types[i]) else {
                i += 1
                continue
            }
            var end = i
            while end < n && isNeutral(types[end]) { end += 1 }
            let leading = i > 0 ? strongDirection(types[i - 1]) ?? embedding : sos
            let trailing = end < n ? strongDirection(types[end]) ?? embedding : eos
            let resolved = leading == trailing ? leading : embedding
            for j in i..<end { types[j] = resolved }
            i = end
        }

        // I1, I2: implicit levels.
        for i in 0..<n {
            let index = sequence[i]
            var value = levels[index]
            if value & 1 == 0 {
                switch types[i] {
                case .R: value += 1
                case .AN, .EN: value += 2
                default: break
                }
            } else {
                switch types[i] {
                case .L, .EN, .AN: value += 1
                default: break
                }
            }
            levels[index] = value
            classes[index] = types[i]
        }
    }

    /// The scalar a closing bracket at `index` pairs with, for matching against openers' pairs: the
    /// closer itself, canonically (U+232A as U+3009).
    private static func canonicalScalar(_ index: Int, _ brackets: [(pair: UInt32, opens: Bool)?]) -> UInt32 {
        // The opener's pair is the closer; the closer's own pair is the opener, so map back through it.
        guard let bracket = brackets[index], let back = UnicodeBidi.bracket(bracket.pair) else { return 0 }
        return back.pair
    }
}
