import Basics
import Testing
import YAML

/// The YAML reader: the tree, tags and marks forms are decoded from, and the errors they report.
/// Expected values are Yams 6.1's (`compose(yaml:)`), which the reader replaced; they were checked
/// side by side on the shipped forms and 4,000 mutations of them before Yams was removed.
struct YAMLReaderTests {
    private func root(_ text: String) throws -> YAMLNode {
        guard let node = try YAMLReader.compose(text) else {
            Issue.record("no document in \(text.debugDescription)")
            throw YAMLError.memory
        }
        return node
    }

    private func error(_ text: String) -> YAMLError? {
        do {
            _ = try YAMLReader.compose(text)
            return nil
        } catch {
            return error
        }
    }

    private func pairs(_ node: YAMLNode) -> [(key: YAMLNode, value: YAMLNode)] {
        guard case .mapping(let mapping) = node else { return [] }
        return mapping.pairs
    }

    private func items(_ node: YAMLNode) -> [YAMLNode] {
        guard case .sequence(let sequence) = node else { return [] }
        return sequence.nodes
    }

    private func text(_ node: YAMLNode) -> String? {
        guard case .scalar(let scalar) = node else { return nil }
        return scalar.string
    }

    // MARK: Scalars

    /// Plain scalars resolve by YAML 1.1's rules, as Yams' default resolver reads them.
    @Test(arguments: [
        ("", YAMLTag.null), ("~", .null), ("null", .null), ("Null", .null), ("NULL", .null), ("nULL", .str),
        ("yes", .bool), ("No", .bool), ("ON", .bool), ("off", .bool), ("true", .bool), ("FALSE", .bool), ("oN", .str), ("y", .str),
        ("0", .int), ("-0", .int), ("42", .int), ("+42", .int), ("1_000", .int), ("0x1F", .int), ("0b101", .int),
        ("0o17", .int), ("0755", .int), ("09", .float), ("1:30", .int), ("1:60", .str), ("0x", .str),
        ("1.5", .float), ("1.", .float), ("1e5", .float), (".5", .float), (".5e+3", .float), (".5e3", .str),
        ("-.inf", .float), (".NaN", .float), ("1:30.5", .float), ("1.2.3", .str),
        ("2001-12-14", .timestamp), ("2001-12-14t21:59:43.10-05:00", .timestamp), ("2001-1-1 1:00:00 Z", .timestamp),
        ("2001-1-1", .str), ("<<", .merge), ("=", .value), ("hello", .str), ("١٢", .str),
    ])
    func plainScalarTags(text: String, tag: YAMLTag) {
        #expect(YAMLScalarResolution.implicitTag(of: text) == tag)
    }

    /// Whole numbers read in the radix their prefix names; `-0` reads as nothing, as in Yams.
    @Test(
        arguments: [
            ("0", 0), ("42", 42), ("-42", -42), ("+42", 42), ("1_000", 1000), ("0x1F", 31), ("-0x1F", -31), ("0b101", 5),
            ("0o17", 15), ("0755", 493), ("1:30", 90), ("-1:30", -90), ("190:20:30", 685_230), ("-0", nil), ("+0", nil),
            ("9223372036854775808", nil), ("1:2:3:4:5:6:7:8:9:10:11:12:13:14:15", nil),
        ] as [(String, Int?)])
    func wholeNumbers(text: String, value: Int?) throws {
        let node = try #require(pairs(try root("n: \(text)")).first?.value)
        #expect(node.int == value)
    }

    @Test func booleansAndWhatIsNotOne() throws {
        let values = pairs(try root("a: yes\nb: Off\nc: 'yes'\nd: !!str on\ne: TRUE\nf: maybe"))
        #expect(values.map(\.value.bool) == [true, false, nil, nil, true, nil])
    }

    /// Quoted and block scalars are strings; tags are kept; `!` makes the kind's default tag.
    @Test func stylesAndTags() throws {
        let values = pairs(
            try root(
                """
                a: '5'
                b: "yes"
                c: |
                  x
                  y
                d: >
                  x
                  y
                e: !!int "5"
                f: !!str 5
                g: ! 5
                h: !local x
                i: ! [1]
                j: !!set {a: null}
                """)
        ).map(\.value)
        #expect(
            values.map(\.tag) == [
                .str, .str, .str, .str, .int, .str, .str, YAMLTag(rawValue: "!local"), .seq,
                YAMLTag(rawValue: "tag:yaml.org,2002:set"),
            ])
        guard case .scalar(let literal) = values[2], case .scalar(let folded) = values[3], case .scalar(let quoted) = values[4] else {
            Issue.record("expected scalars")
            return
        }
        #expect(literal.style == .literal && literal.string == "x\ny\n")
        #expect(folded.style == .folded && folded.string == "x y\n")
        #expect(quoted.style == .doubleQuoted && values[4].int == nil)  // only plain scalars are numbers
    }

    // MARK: Structure and marks

    @Test func nestedFlowAndBlockCollectionsWithMarks() throws {
        let document = try root(
            """
            list:
              - [1, {b: c}]
              - {d: [e, f]}
            # a comment
            name:   "é x"
            """)
        let top = pairs(document)
        #expect(top.map { text($0.key) } == ["list", "name"])
        #expect(document.mark == SourceLocation(line: 1, column: 1))
        let list = items(top[0].value)
        #expect(top[0].value.mark == SourceLocation(line: 2, column: 3))
        #expect(list[0].mark == SourceLocation(line: 2, column: 5))
        #expect(items(list[0]).map(\.mark) == [SourceLocation(line: 2, column: 6), SourceLocation(line: 2, column: 9)])
        let inner = pairs(items(list[0])[1])
        #expect(text(inner[0].key) == "b" && inner[0].value.mark == SourceLocation(line: 2, column: 13))
        let flow = pairs(list[1])
        #expect(items(flow[0].value).compactMap(text) == ["e", "f"])
        #expect(items(flow[0].value)[1].mark == SourceLocation(line: 3, column: 13))
        #expect(top[1].key.mark == SourceLocation(line: 5, column: 1) && top[1].value.mark == SourceLocation(line: 5, column: 9))
        #expect(text(top[1].value) == "é x")
    }

    @Test func columnsCountUnicodeScalars() throws {
        let value = try #require(pairs(try root("ключ: 👍🏽 x")).first?.value)
        #expect(value.mark == SourceLocation(line: 1, column: 7))
    }

    @Test func emptyTextsHaveNoDocumentButAnEmptyDocumentIsNull() throws {
        #expect(try YAMLReader.compose("") == nil)
        #expect(try YAMLReader.compose("# only a comment\n") == nil)
        #expect(try root("---\n...").tag == .null)
    }

    // MARK: Anchors and aliases

    @Test func aliasesAreTheAnchoredNode() throws {
        let top = pairs(try root("a: &x [1, 2]\nb: *x\nc: &x 3\nd: *x"))
        #expect(items(top[1].value).compactMap(text) == ["1", "2"])
        #expect(top[1].value.mark == SourceLocation(line: 1, column: 4))  // the anchored node's mark
        #expect(text(top[3].value) == "3")  // the latest anchor of a name wins
    }

    @Test func mergeKeysStayKeys() throws {
        let top = pairs(try root("base: &b {x: 1}\nderived:\n  <<: *b\n  y: 2"))
        let derived = pairs(top[1].value)
        #expect(derived.map { text($0.key) } == ["<<", "y"])
        #expect(derived[0].key.tag == .merge)
    }

    @Test func undefinedAndSelfReferencingAliasesAreErrors() {
        #expect(
            error("a: *nope") == .syntax(stage: .composer, problem: "found undefined alias", mark: SourceLocation(line: 1, column: 4), context: nil))
        // An anchor names its node once the node is complete.
        #expect(
            error("&a [*a]") == .syntax(stage: .composer, problem: "found undefined alias", mark: SourceLocation(line: 1, column: 5), context: nil))
    }

    // MARK: Errors

    @Test func syntaxErrorsNameLineColumnAndContext() {
        #expect(
            error("a: [1, 2\nb: 3")
                == .syntax(
                    stage: .parser, problem: "did not find expected ',' or ']'", mark: SourceLocation(line: 2, column: 2),
                    context: .init(text: "while parsing a flow sequence", mark: SourceLocation(line: 1, column: 4))))
        #expect(
            error("a: 1\n\tb: 2")
                == .syntax(
                    stage: .scanner, problem: "found a tab character that violates indentation", mark: SourceLocation(line: 2, column: 1),
                    context: .init(text: "while scanning a plain scalar", mark: SourceLocation(line: 1, column: 4))))
        #expect(
            error("a: 'open")
                == .syntax(
                    stage: .scanner, problem: "found unexpected end of stream", mark: SourceLocation(line: 1, column: 9),
                    context: .init(text: "while scanning a quoted scalar", mark: SourceLocation(line: 1, column: 4))))
        #expect(
            error("- a\nb: c")
                == .syntax(
                    stage: .parser, problem: "did not find expected '-' indicator", mark: SourceLocation(line: 2, column: 1),
                    context: .init(text: "while parsing a block collection", mark: SourceLocation(line: 1, column: 1))))
    }

    @Test func moreThanOneDocumentIsAnError() {
        #expect(
            error("--- 1\n--- 2")
                == .syntax(
                    stage: .composer, problem: "but found another document", mark: SourceLocation(line: 2, column: 1),
                    context: .init(text: "expected a single document in the stream", mark: SourceLocation(line: 1, column: 1))))
    }

    @Test func controlCharactersAreReaderErrorsAtTheirCharacter() {
        #expect(error("é: a\u{1}") == .reader(problem: "control characters are not allowed", characterOffset: 4))
    }

    @Test func duplicateKeysReportTheFirstOccurrenceOfTheFirstKeyInOrder() {
        #expect(error("b: 1\na: 1\nb: 2\na: 3") == .duplicateKey(key: "a", mark: SourceLocation(line: 2, column: 1)))
        #expect(error("x:\n  {k: 1, k: 2}") == .duplicateKey(key: "k", mark: SourceLocation(line: 2, column: 4)))
        #expect(error("? [a]\n: 1\n? [a]\n: 2") == .duplicateKey(key: "[a]", mark: SourceLocation(line: 1, column: 3)))
        // The same text with another tag is another key.
        #expect(error("1: a\n'1': b\nyes: c\nYes: d") == nil)
    }

    // MARK: Hostile input

    @Test func deepNestingStopsAtTheLimitInsteadOfExhaustingTheStack() throws {
        let limit = YAMLReader.maximumDepth
        let deep = String(repeating: "[", count: 200_000)
        #expect(error(deep) == .tooDeep(limit: limit, mark: SourceLocation(line: 1, column: limit + 1)))
        let atLimit = String(repeating: "[", count: limit) + String(repeating: "]", count: limit)
        var node = try root(atLimit)
        var depth = 1
        while let first = items(node).first {
            node = first
            depth += 1
        }
        #expect(depth == limit)
    }

    /// Every key repeated in one big mapping: found in one pass, the smallest key reported.
    @Test func manyRepeatedKeysAreCheckedInLinearTime() {
        let keys = 50_000
        var text = ""
        for index in (0..<keys).reversed() { text += "k\(index): 1\nk\(index): 2\n" }
        #expect(error(text) == .duplicateKey(key: "k0", mark: SourceLocation(line: 2 * keys - 1, column: 1)))
    }

    /// Ten levels of ten aliases name 10^10 leaves; aliases share their node, so this composes in
    /// linear time and memory, also when the expansions are mapping keys to compare.
    @Test func billionLaughsComposeWithoutExpanding() throws {
        var text = "a0: &a0 [lol, lol, lol, lol, lol, lol, lol, lol, lol, lol]\n"
        for level in 1...9 {
            let previous = "*a\(level - 1)"
            text += "a\(level): &a\(level) [" + Array(repeating: previous, count: 10).joined(separator: ", ") + "]\n"
        }
        let top = pairs(try root(text))
        #expect(top.count == 10)
        #expect(items(top[9].value).count == 10)
        // Comparing two 10^10-leaf keys gives up after `complexKeyBudget` steps and lets them pass
        // (Yams would compare every leaf); the form decoder rejects keys that are not names anyway.
        let keys = pairs(try root(text + "? *a9\n: 1\n? *a8\n: 2\n? *a9\n: 3\n"))
        #expect(keys.count == 13)
    }
}
