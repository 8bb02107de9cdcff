/// The regular expressions of `Expect Screen /…/`, `NoScreen` and `Wait`: matched by a Pike VM
/// (Thompson's construction, all alternatives advanced together), so a match costs at most
/// (screen length × pattern size) steps whatever the pattern. A backtracking engine spends
/// exponential time on `/( +)+x/`; this one cannot.
///
/// The syntax is the common subset of Swift `Regex` a screen check needs: literals and `\` escapes,
/// `.`, classes `[a-z]` `[^…]` `\d \w \s` (and negations), `^` `$` (at line ends) `\b \B`, groups
/// `( )` `(?: )` `(?<name> )`, `|`, and the quantifiers `* + ? {n} {n,} {n,m}` (lazy and possessive
/// forms read as greedy: only whether there is a match counts). A leading `(?i)` ignores case.
/// Backreferences and lookaround have no linear-time matcher and are refused when the script is read.
/// Matching is over Unicode scalars.
package struct ScreenRegex: Sendable {
    /// Why a pattern cannot be used; `offset` counts Unicode scalars from 0.
    package struct SyntaxError: Error, Sendable, CustomStringConvertible {
        package var offset: Int
        package var message: String
        package var description: String { "\(message) at offset \(offset)" }
    }

    /// The largest count in `{n,m}` (a count copies its operand; bounded so a pattern stays small).
    package static let maximumCount = 1_000
    /// The largest compiled program, in instructions.
    package static let maximumProgram = 20_000

    private let program: [Instruction]
    private let ignoresCase: Bool

    /// Compiles `source`.
    package init(_ source: String) throws(SyntaxError) {
        var scalars = Array(source.unicodeScalars)
        var offset = 0
        ignoresCase = scalars.starts(with: Array("(?i)".unicodeScalars))
        if ignoresCase {
            scalars.removeFirst(4)
            offset = 4
        }
        var parser = Parser(scalars: scalars, base: offset)
        let node = try parser.parseAll()
        var compiler = Compiler()
        try compiler.emit(node)
        compiler.code.append(.match)
        guard compiler.code.count <= ScreenRegex.maximumProgram else {
            throw SyntaxError(offset: 0, message: "the pattern is too large (more than \(ScreenRegex.maximumProgram) steps once counts are expanded)")
        }
        program = compiler.code
    }

    /// Whether the pattern matches anywhere in `text`.
    package func matches(in text: String) -> Bool {
        let input = Array(text.unicodeScalars)
        var current = ThreadList(capacity: program.count)
        var next = ThreadList(capacity: program.count)
        var stack: [Int] = []
        for position in 0...input.count {
            // Unanchored search: a new thread starts at every position.
            if addThread(0, at: position, input: input, to: &current, stack: &stack) { return true }
            if position == input.count { break }
            let scalar = input[position]
            next.clear()
            for pc in current.items {
                let advances: Bool
                switch program[pc] {
                case .scalar(let wanted): advances = same(scalar, wanted)
                case .any: advances = scalar != "\n"
                case .set(let set): advances = set.contains(scalar, ignoringCase: ignoresCase)
                default: advances = false
                }
                if advances, addThread(pc + 1, at: position + 1, input: input, to: &next, stack: &stack) { return true }
            }
            swap(&current, &next)
        }
        return false
    }

    private func same(_ a: Unicode.Scalar, _ b: Unicode.Scalar) -> Bool {
        a == b || (ignoresCase && ScalarSet.folded(a) == ScalarSet.folded(b))
    }

    /// Follows the epsilon moves from `start` at `position`, adding consuming instructions to `list`;
    /// true when `match` is reached.
    private func addThread(_ start: Int, at position: Int, input: [Unicode.Scalar], to list: inout ThreadList, stack: inout [Int]) -> Bool {
        stack.removeAll(keepingCapacity: true)
        stack.append(start)
        while let pc = stack.popLast() {
            guard list.insert(pc) else { continue }
            switch program[pc] {
            case .match:
                return true
            case .jump(let target):
                stack.append(target)
            case .split(let first, let second):
                stack.append(second)
                stack.append(first)
            case .lineStart:
                if position == 0 || input[position - 1] == "\n" { stack.append(pc + 1) }
            case .lineEnd:
                if position == input.count || input[position] == "\n" { stack.append(pc + 1) }
            case .wordBoundary(let wanted):
                let before = position > 0 && ScalarSet.isWord(input[position - 1])
                let after = position < input.count && ScalarSet.isWord(input[position])
                if (before != after) == wanted { stack.append(pc + 1) }
            case .scalar, .any, .set:
                break
            }
        }
        return false
    }
}

// MARK: - Program

private enum Instruction: Sendable {
    case scalar(Unicode.Scalar)
    case any
    case set(ScalarSet)
    case split(Int, Int)
    case jump(Int)
    case lineStart
    case lineEnd
    case wordBoundary(Bool)
    case match
}

/// The program counters of one step, each once (a sparse set: O(1) insert and clear).
private struct ThreadList {
    var items: [Int] = []
    var seen: [Int]
    var generation = 1

    init(capacity: Int) { seen = Array(repeating: 0, count: capacity) }

    mutating func clear() {
        items.removeAll(keepingCapacity: true)
        generation += 1
    }

    /// Adds `pc`; false when it was there already.
    mutating func insert(_ pc: Int) -> Bool {
        if seen[pc] == generation { return false }
        seen[pc] = generation
        items.append(pc)
        return true
    }
}

/// A set of scalars: ranges and the `\d \w \s` families, possibly negated.
private struct ScalarSet: Sendable {
    enum Member: Sendable {
        case range(ClosedRange<UInt32>)
        case digit(Bool)
        case word(Bool)
        case space(Bool)
    }

    var members: [Member]
    var negated: Bool

    func contains(_ scalar: Unicode.Scalar, ignoringCase: Bool) -> Bool {
        var found = members.contains { member(scalar, $0) }
        if !found, ignoringCase {
            let lower = ScalarSet.folded(scalar)
            let upper = Unicode.Scalar(String(scalar).uppercased().unicodeScalars.first!.value) ?? scalar
            found = members.contains { member(lower, $0) || member(upper, $0) }
        }
        return found != negated
    }

    private func member(_ scalar: Unicode.Scalar, _ member: Member) -> Bool {
        switch member {
        case .range(let range): range.contains(scalar.value)
        case .digit(let wanted): ScalarSet.isDigit(scalar) == wanted
        case .word(let wanted): ScalarSet.isWord(scalar) == wanted
        case .space(let wanted): ScalarSet.isSpace(scalar) == wanted
        }
    }

    static func isDigit(_ s: Unicode.Scalar) -> Bool { s.properties.numericType == .decimal }
    static func isWord(_ s: Unicode.Scalar) -> Bool { s == "_" || s.properties.isAlphabetic || isDigit(s) }
    static func isSpace(_ s: Unicode.Scalar) -> Bool { s.properties.isWhitespace }
    static func folded(_ s: Unicode.Scalar) -> Unicode.Scalar { s.properties.lowercaseMapping.unicodeScalars.first ?? s }
}

// MARK: - Parsing

private indirect enum Node {
    case empty
    case scalar(Unicode.Scalar)
    case any
    case set(ScalarSet)
    case lineStart
    case lineEnd
    case wordBoundary(Bool)
    case concat([Node])
    case alternation([Node])
    case repeated(Node, min: Int, max: Int?)
}

private struct Parser {
    let scalars: [Unicode.Scalar]
    let base: Int
    var index = 0
    var depth = 0

    init(scalars: [Unicode.Scalar], base: Int) {
        self.scalars = scalars
        self.base = base
    }

    func failure(_ message: String, at position: Int? = nil) -> ScreenRegex.SyntaxError {
        ScreenRegex.SyntaxError(offset: base + (position ?? index), message: message)
    }

    var peek: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

    mutating func parseAll() throws(ScreenRegex.SyntaxError) -> Node {
        let node = try alternation()
        if index < scalars.count { throw failure("unmatched ')'") }
        return node
    }

    mutating func alternation() throws(ScreenRegex.SyntaxError) -> Node {
        var branches = [try concatenation()]
        while peek == "|" {
            index += 1
            branches.append(try concatenation())
        }
        return branches.count == 1 ? branches[0] : .alternation(branches)
    }

    mutating func concatenation() throws(ScreenRegex.SyntaxError) -> Node {
        var items: [Node] = []
        while let c = peek, c != "|", c != ")" {
            var atom = try self.atom()
            while let quantifier = try self.quantifier() {
                atom = .repeated(atom, min: quantifier.min, max: quantifier.max)
            }
            items.append(atom)
        }
        return items.count == 1 ? items[0] : (items.isEmpty ? .empty : .concat(items))
    }

    mutating func quantifier() throws(ScreenRegex.SyntaxError) -> (min: Int, max: Int?)? {
        guard let c = peek else { return nil }
        var result: (min: Int, max: Int?)
        switch c {
        case "*": result = (0, nil); index += 1
        case "+": result = (1, nil); index += 1
        case "?": result = (0, 1); index += 1
        case "{":
            guard let counted = try count() else { return nil }
            result = counted
        default: return nil
        }
        // Lazy (`*?`) and possessive (`*+`) forms: the same language, and only a match's existence counts.
        if peek == "?" || peek == "+" { index += 1 }
        return result
    }

    /// `{n}`, `{n,}`, `{n,m}`; nil (a literal brace) when what follows is not a count.
    mutating func count() throws(ScreenRegex.SyntaxError) -> (min: Int, max: Int?)? {
        let start = index
        var i = index + 1
        func number() -> Int? {
            var value = 0
            var digits = 0
            while i < scalars.count, let d = Int(String(scalars[i])), ("0"..."9").contains(scalars[i]) {
                value = min(value * 10 + d, 1_000_000)
                digits += 1
                i += 1
            }
            return digits == 0 ? nil : value
        }
        guard let low = number() else { return nil }
        var high: Int? = low
        if i < scalars.count, scalars[i] == "," {
            i += 1
            high = number()
        }
        guard i < scalars.count, scalars[i] == "}" else { return nil }
        index = i + 1
        if let high, high < low { throw failure("the count {\(low),\(high)} runs backwards", at: start) }
        if low > ScreenRegex.maximumCount || (high ?? 0) > ScreenRegex.maximumCount {
            throw failure("counts above \(ScreenRegex.maximumCount) are not supported", at: start)
        }
        return (low, high)
    }

    mutating func atom() throws(ScreenRegex.SyntaxError) -> Node {
        let c = scalars[index]
        let start = index
        index += 1
        switch c {
        case ".": return .any
        case "^": return .lineStart
        case "$": return .lineEnd
        case "*", "+", "?": throw failure("'\(c)' has nothing to repeat", at: start)
        case "[": return .set(try characterClass())
        case "\\": return try escape(inClass: false)
        case "(":
            if peek == "?" {
                let rest = String(String.UnicodeScalarView(scalars[index...].prefix(3)))
                if rest.hasPrefix("?:") {
                    index += 2
                } else if rest.hasPrefix("?<"), !rest.hasPrefix("?<="), !rest.hasPrefix("?<!") {
                    // A named group matches like a plain one.
                    guard let close = scalars[index...].firstIndex(of: ">") else { throw failure("unterminated group name", at: start) }
                    index = close + 1
                } else {
                    throw failure(
                        "lookaround and inline options other than a leading (?i) are not supported (patterns must match in linear time)", at: start)
                }
            }
            depth += 1
            guard depth <= 200 else { throw failure("groups nest too deeply", at: start) }
            let inner = try alternation()
            depth -= 1
            guard peek == ")" else { throw failure("missing ')'", at: start) }
            index += 1
            return inner
        default:
            return .scalar(c)
        }
    }

    mutating func escape(inClass: Bool) throws(ScreenRegex.SyntaxError) -> Node {
        guard let c = peek else { throw failure("a pattern cannot end with '\\'") }
        index += 1
        switch c {
        case "d": return .set(ScalarSet(members: [.digit(true)], negated: false))
        case "D": return .set(ScalarSet(members: [.digit(false)], negated: false))
        case "w": return .set(ScalarSet(members: [.word(true)], negated: false))
        case "W": return .set(ScalarSet(members: [.word(false)], negated: false))
        case "s": return .set(ScalarSet(members: [.space(true)], negated: false))
        case "S": return .set(ScalarSet(members: [.space(false)], negated: false))
        case "b" where !inClass: return .wordBoundary(true)
        case "B" where !inClass: return .wordBoundary(false)
        case "n": return .scalar("\n")
        case "t": return .scalar("\t")
        case "r": return .scalar("\r")
        case "1"..."9": throw failure("backreferences are not supported (patterns must match in linear time)", at: index - 2)
        default:
            if c.properties.isAlphabetic || ("0"..."9").contains(c) { throw failure("unknown escape '\\\(c)'", at: index - 2) }
            return .scalar(c)
        }
    }

    mutating func characterClass() throws(ScreenRegex.SyntaxError) -> ScalarSet {
        let start = index - 1
        var set = ScalarSet(members: [], negated: false)
        if peek == "^" {
            set.negated = true
            index += 1
        }
        var first = true
        while true {
            guard let c = peek else { throw failure("missing ']'", at: start) }
            if c == "]", !first {
                index += 1
                return set
            }
            first = false
            index += 1
            var low: Unicode.Scalar = c
            if c == "\\" {
                switch try escape(inClass: true) {
                case .scalar(let s): low = s
                case .set(let inner):
                    set.members += inner.members
                    continue
                default: throw failure("unsupported escape in a class", at: index - 2)
                }
            }
            if peek == "-", index + 1 < scalars.count, scalars[index + 1] != "]" {
                index += 1
                var high = scalars[index]
                index += 1
                if high == "\\" {
                    guard case .scalar(let s) = try escape(inClass: true) else {
                        throw failure("a class range must end in a character", at: index - 2)
                    }
                    high = s
                }
                guard low.value <= high.value else { throw failure("the range \(low)-\(high) runs backwards", at: index - 1) }
                set.members.append(.range(low.value...high.value))
            } else {
                set.members.append(.range(low.value...low.value))
            }
        }
    }
}

// MARK: - Compiling

private struct Compiler {
    var code: [Instruction] = []

    mutating func emit(_ node: Node) throws(ScreenRegex.SyntaxError) {
        guard code.count <= ScreenRegex.maximumProgram else {
            throw ScreenRegex.SyntaxError(
                offset: 0, message: "the pattern is too large (more than \(ScreenRegex.maximumProgram) steps once counts are expanded)")
        }
        switch node {
        case .empty: break
        case .scalar(let s): code.append(.scalar(s))
        case .any: code.append(.any)
        case .set(let set): code.append(.set(set))
        case .lineStart: code.append(.lineStart)
        case .lineEnd: code.append(.lineEnd)
        case .wordBoundary(let wanted): code.append(.wordBoundary(wanted))
        case .concat(let items):
            for item in items { try emit(item) }
        case .alternation(let branches):
            var jumps: [Int] = []
            for (i, branch) in branches.enumerated() {
                if i < branches.count - 1 {
                    let split = code.count
                    code.append(.split(split + 1, 0))
                    try emit(branch)
                    jumps.append(code.count)
                    code.append(.jump(0))
                    code[split] = .split(split + 1, code.count)
                } else {
                    try emit(branch)
                }
            }
            for jump in jumps { code[jump] = .jump(code.count) }
        case .repeated(let inner, let low, let high):
            for _ in 0..<low { try emit(inner) }
            if let high {
                // Each optional copy may be skipped to the end.
                var splits: [Int] = []
                for _ in low..<high {
                    splits.append(code.count)
                    code.append(.split(code.count + 1, 0))
                    try emit(inner)
                }
                for split in splits { code[split] = .split(split + 1, code.count) }
            } else {
                // inner*: loop back through a split (an empty-matching inner cannot spin: each pc is visited once per step).
                let split = code.count
                code.append(.split(split + 1, 0))
                try emit(inner)
                code.append(.jump(split))
                code[split] = .split(split + 1, code.count)
            }
        }
    }
}
