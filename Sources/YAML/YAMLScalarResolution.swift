/// What a plain scalar means (its implicit tag) and its value as a boolean or a whole number, the way
/// Yams' default `Resolver` and `Constructor` read them, so forms read the same as they did under Yams.
///
/// Source: Yams 6.x `Sources/Yams/Resolver.swift` (`Resolver.default`: the rules bool, int, float,
/// merge, null, timestamp, value, tried in that order, each an ICU regular expression anchored with
/// `^…$`; the first match wins, no match is `str`) and `Sources/Yams/Constructor.swift`
/// (`Bool.construct`, `FixedWidthInteger.private_construct`, `String.sexagesimal`). The rules are
/// YAML 1.1's (https://yaml.org/type/), which read `yes`, `no`, `on` and `off` as booleans.
/// The patterns below are those regular expressions written as matchers over ASCII bytes; every
/// pattern is ASCII, so a scalar with any other character is a string.
package enum YAMLScalarResolution {
    /// The tag of an untagged plain scalar.
    package static func implicitTag(of text: String) -> YAMLTag {
        let bytes = Array(text.utf8)
        // Most scalars are words: none of the rules starts with a letter other than these.
        if let first = bytes.first, !possibleFirstBytes.contains(first) { return .str }
        // A byte no rule can consume makes it a string without running the rules: a long name would
        // otherwise walk every rule's positions.
        if bytes.contains(where: { !patternBytes[Int($0)] }) { return .str }
        for (tag, pattern) in rules where pattern.matchesWhole(bytes) {
            return tag
        }
        return .str
    }

    /// `Bool.construct`: nil when tagged `str`, else `true/yes/on` and `false/no/off` in any case.
    package static func bool(_ scalar: YAMLScalar) -> Bool? {
        if scalar.tag == .str { return nil }
        switch scalar.string.lowercased() {
        case "true", "yes", "on": return true
        case "false", "no", "off": return false
        default: return nil
        }
    }

    /// `Int.construct`: a plain scalar without `_`, signed, in the radix its prefix names
    /// (`0x`, `0b`, `0o`, or a bare leading `0` for octal), or base 60 with `:`.
    /// Like Yams, `-0` and `+0` read as nothing (octal with no digits); unlike Yams, a base-60
    /// number too big for `Int` is nil rather than a crash.
    package static func int(_ scalar: YAMLScalar) -> Int? {
        guard scalar.style == .plain else { return nil }
        var withSign = ""
        withSign.unicodeScalars.append(contentsOf: scalar.string.unicodeScalars.filter { $0 != "_" })
        if withSign == "0" { return 0 }
        let negative = withSign.hasPrefix("-")
        let signPrefix = negative ? "-" : ""
        let hasSign = negative || withSign.hasPrefix("+")
        let digits = withSign.dropFirst(hasSign ? 1 : 0)
        for (prefix, radix) in [("0x", 16), ("0b", 2), ("0o", 8), ("0", 8)] where digits.hasPrefix(prefix) {
            return Int(signPrefix + digits.dropFirst(prefix.count), radix: radix)
        }
        if digits.contains(":") { return sexagesimal(withSign) }
        return Int(withSign)
    }

    /// `1:30` is 90: base-60 digits separated by colons, with an optional sign.
    private static func sexagesimal(_ text: String) -> Int? {
        var rest = Substring(text)
        var sign = 1
        if rest.hasPrefix("-") {
            sign = -1
            rest = rest.dropFirst()
        } else if rest.hasPrefix("+") {
            rest = rest.dropFirst()
        }
        var value = 0
        for component in rest.split(separator: ":", omittingEmptySubsequences: false) {
            guard let digit = Int(component, radix: 10) else { return nil }
            let (shifted, overflowA) = value.multipliedReportingOverflow(by: 60)
            let (sum, overflowB) = shifted.addingReportingOverflow(digit)
            guard !overflowA, !overflowB else { return nil }
            value = sum
        }
        return sign * value
    }

    // MARK: The rules of Yams' `Resolver.default`, in its order

    /// The bytes a non-empty match of some rule can start with.
    private static let possibleFirstBytes = Set("yYnNtTfFoO~<=.+-0123456789".utf8)

    private static let rules: [(YAMLTag, BytePattern)] = [
        (.bool, boolRule), (.int, intRule), (.float, floatRule), (.merge, .literal("<<")),
        (.null, .either([.literal("~"), .literal("null"), .literal("Null"), .literal("NULL"), .literal("")])),
        (.timestamp, timestampRule), (.value, .literal("=")),
    ]

    /// `yes|Yes|YES|no|No|NO|true|True|TRUE|false|False|FALSE|on|On|ON|off|Off|OFF`
    private static let boolRule = BytePattern.either(
        [
            "yes", "Yes", "YES", "no", "No", "NO", "true", "True", "TRUE", "false", "False", "FALSE",
            "on", "On", "ON", "off", "Off", "OFF",
        ].map(BytePattern.literal))

    private static let sign = BytePattern.optional(.oneOf("-+"))
    private static let digit = BytePattern.oneOf("0123456789")
    private static let digitOrUnderscore = BytePattern.oneOf("0123456789_")
    /// `(?::[0-5]?[0-9])+`
    private static let base60Tail = BytePattern.oneOrMore(.sequence([.literal(":"), .optional(.oneOf("012345")), digit]))

    /// `[-+]?0b[0-1_]+ | [-+]?0o?[0-7_]+ | [-+]?(?:0|[1-9][0-9_]*) | [-+]?0x[0-9a-fA-F_]+ | [-+]?[1-9][0-9_]*(?::[0-5]?[0-9])+`
    private static let intRule = BytePattern.either([
        .sequence([sign, .literal("0b"), .oneOrMore(.oneOf("01_"))]),
        .sequence([sign, .literal("0"), .optional(.literal("o")), .oneOrMore(.oneOf("01234567_"))]),
        .sequence([sign, .either([.literal("0"), .sequence([.oneOf("123456789"), .zeroOrMore(digitOrUnderscore)])])]),
        .sequence([sign, .literal("0x"), .oneOrMore(.oneOf("0123456789abcdefABCDEF_"))]),
        .sequence([sign, .oneOf("123456789"), .zeroOrMore(digitOrUnderscore), base60Tail]),
    ])

    /// `[-+]?(?:[0-9][0-9_]*)(?:\.[0-9_]*)?(?:[eE][-+]?[0-9]+)? | \.[0-9_]+(?:[eE][-+][0-9]+)?
    /// | [-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+\.[0-9_]* | [-+]?\.(?:inf|Inf|INF) | \.(?:nan|NaN|NAN)`
    private static let floatRule = BytePattern.either([
        .sequence([
            sign, digit, .zeroOrMore(digitOrUnderscore),
            .optional(.sequence([.literal("."), .zeroOrMore(digitOrUnderscore)])),
            .optional(.sequence([.oneOf("eE"), .optional(.oneOf("-+")), .oneOrMore(digit)])),
        ]),
        .sequence([
            .literal("."), .oneOrMore(digitOrUnderscore),
            .optional(.sequence([.oneOf("eE"), .oneOf("-+"), .oneOrMore(digit)])),
        ]),
        .sequence([sign, digit, .zeroOrMore(digitOrUnderscore), base60Tail, .literal("."), .zeroOrMore(digitOrUnderscore)]),
        .sequence([sign, .literal("."), .either([.literal("inf"), .literal("Inf"), .literal("INF")])]),
        .sequence([.literal("."), .either([.literal("nan"), .literal("NaN"), .literal("NAN")])]),
    ])

    /// `[0-9]{4}-[0-9]{2}-[0-9]{2} | [0-9]{4}-[0-9][0-9]?-[0-9][0-9]?(?:[Tt]|[ \t]+)[0-9][0-9]?:[0-9]{2}:[0-9]{2}
    /// (?:\.[0-9]*)?(?:[ \t]*(?:Z|[-+][0-9][0-9]?(?::[0-9][0-9])?))?`
    private static let timestampRule: BytePattern = {
        let blank = BytePattern.oneOf(" \t")
        let oneOrTwo = BytePattern.sequence([digit, .optional(digit)])
        return .either([
            .sequence([digit, digit, digit, digit, .literal("-"), digit, digit, .literal("-"), digit, digit]),
            .sequence([
                digit, digit, digit, digit, .literal("-"), oneOrTwo, .literal("-"), oneOrTwo,
                .either([.oneOf("Tt"), .oneOrMore(blank)]),
                oneOrTwo, .literal(":"), digit, digit, .literal(":"), digit, digit,
                .optional(.sequence([.literal("."), .zeroOrMore(digit)])),
                .optional(
                    .sequence([
                        .zeroOrMore(blank),
                        .either([.literal("Z"), .sequence([.oneOf("-+"), oneOrTwo, .optional(.sequence([.literal(":"), digit, digit]))])]),
                    ])),
            ]),
        ])
    }()
}

extension YAMLScalarResolution {
    /// Which bytes some rule can consume (indexed by byte).
    fileprivate static let patternBytes: [Bool] = {
        var table = [Bool](repeating: false, count: 256)
        for (_, pattern) in rules { pattern.markBytes(in: &table) }
        return table
    }()
}

/// A regular expression over bytes without captures, matched by following every possible position
/// at once (no backtracking blow-up): enough for the resolver's fixed patterns.
indirect enum BytePattern: Sendable {
    case bytes([UInt8])
    case oneOf(Set<UInt8>)
    case sequence([BytePattern])
    case either([BytePattern])
    case optional(BytePattern)
    case zeroOrMore(BytePattern)
    case oneOrMore(BytePattern)

    static func literal(_ text: String) -> BytePattern { .bytes(Array(text.utf8)) }
    static func oneOf(_ characters: String) -> BytePattern { .oneOf(Set(characters.utf8)) }

    /// Marks in `table` every byte this pattern can consume.
    func markBytes(in table: inout [Bool]) {
        switch self {
        case .bytes(let expected): for byte in expected { table[Int(byte)] = true }
        case .oneOf(let allowed): for byte in allowed { table[Int(byte)] = true }
        case .sequence(let parts), .either(let parts): for part in parts { part.markBytes(in: &table) }
        case .optional(let part), .zeroOrMore(let part), .oneOrMore(let part): part.markBytes(in: &table)
        }
    }

    /// Whether the pattern matches all of `input`.
    func matchesWhole(_ input: [UInt8]) -> Bool {
        ends(from: [0], in: input).contains(input.count)
    }

    /// Every position where a match starting at one of `starts` can end.
    private func ends(from starts: Set<Int>, in input: [UInt8]) -> Set<Int> {
        if starts.isEmpty { return [] }
        switch self {
        case .bytes(let expected):
            return Set(
                starts.filter { start in
                    start + expected.count <= input.count && input[start..<(start + expected.count)].elementsEqual(expected)
                }.map { $0 + expected.count })
        case .oneOf(let allowed):
            return Set(starts.filter { $0 < input.count && allowed.contains(input[$0]) }.map { $0 + 1 })
        case .sequence(let parts):
            return parts.reduce(starts) { positions, part in part.ends(from: positions, in: input) }
        case .either(let choices):
            return choices.reduce(into: Set<Int>()) { all, choice in all.formUnion(choice.ends(from: starts, in: input)) }
        case .optional(let part):
            return starts.union(part.ends(from: starts, in: input))
        case .zeroOrMore(let part):
            var all = starts
            var frontier = starts
            while !frontier.isEmpty {
                frontier = part.ends(from: frontier, in: input).subtracting(all)
                all.formUnion(frontier)
            }
            return all
        case .oneOrMore(let part):
            return BytePattern.zeroOrMore(part).ends(from: part.ends(from: starts, in: input), in: input)
        }
    }
}
