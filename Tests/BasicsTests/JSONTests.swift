import Testing

@testable import Basics

@Suite struct JSONTests {
    @Test func parsesEveryKind() throws {
        let v = try JSONParser.parse(#"{"a": [1, -2.5, 1e3, true, false, null], "b": "x\u00e9\n\ud83d\ude00", "c": {}}"#)
        let c = JSONCursor(v)
        let a = try c.field("a").array()
        #expect(try a[0].int() == 1)
        #expect(try a[1].double() == -2.5)
        #expect(try a[2].int() == 1000)
        #expect(try a[3].bool() == true)
        #expect(a[5].isNull)
        #expect(try c.field("b").string() == "xé\n😀")
        #expect(try c.field("c").object().count == 0)
    }

    @Test func keepsKeyOrderAndRoundTrips() throws {
        let text = #"{"z":1,"a":[true,null],"m":"q\"\\\u0001"}"#
        let v = try JSONParser.parse(text)
        #expect(v.serialized() == text)
        #expect(v.serialized(sortedKeys: true) == #"{"a":[true,null],"m":"q\"\\\u0001","z":1}"#)
        #expect(try JSONParser.parse(v.serialized(pretty: true)) == v)
    }

    @Test func escapesControlCharactersIncludingDELAndC1() throws {
        let cases: [(String, String)] = [
            ("", #""""#),
            ("plain ASCII", #""plain ASCII""#),
            ("a\u{7F}é\u{80}\u{9F}\u{A0}\"\\\n\r\t\u{0}\u{1F}😀", "\"a\\u007fé\\u0080\\u009f\u{A0}\\\"\\\\\\n\\r\\t\\u0000\\u001f😀\""),
            ("\n", #""\n""#),
            ("x\u{85}", #""x\u0085""#),
            ("\u{C2}\u{A9}\u{C2}", "\"\u{C2}\u{A9}\u{C2}\""),
        ]
        for (value, json) in cases {
            #expect(JSONValue.string(value).serialized() == json)
            #expect(try JSONParser.parse(json) == .string(value))
        }
    }

    @Test func messagesQuoteTheDocumentOnOneBoundedLine() {
        // Found by consentsim-fuzz: a backslash before a line break, a path through 2,000 levels of keys.
        do {
            _ = try JSONParser.parse("[\"a\\\n\"]")
            Issue.record("accepted")
        } catch {
            #expect(error.message == "invalid escape '\\' before byte 0xA", "\(error)")
        }
        let path = "$" + String(repeating: "[\"k\\n\"]", count: 2_000)
        let description = JSONDecodeError(path: path, message: "expected a number\u{1B}[2J").description
        #expect(!description.contains("\n") && !description.contains("\u{1B}"))
        #expect(description.count < 700 && description.hasPrefix("$[\"k\\n\"]") && description.contains("…"))
    }

    @Test func escapesBidirectionalControlsSeparatorsAndTheBOM() throws {
        // Printed on a terminal, these would reorder or break the line; in JSON they stay valid as \uXXXX.
        let value = "a\u{202E}b\u{2066}c\u{200E}\u{200F}d\u{061C}e\u{2028}\u{2029}f\u{FEFF}g\u{2030}h\u{0600}i\u{FEFE}"
        let json = #""a\u202eb\u2066c\u200e\u200fd\u061ce\u2028\u2029f\ufeffg‰h\#u{0600}i\#u{FEFE}""#
        #expect(JSONValue.string(value).serialized() == json)
        #expect(try JSONParser.parse(json) == .string(value))
    }

    @Test(arguments: [
        ("{\"a\":1,}", 1, 8, "expected a member name"),
        ("[1,\n  2,\n  x]", 3, 3, "expected a value but found 'x'"),
        ("{\"a\" 1}", 1, 6, "expected ':'"),
        ("\"abc", 1, 1, "unterminated string"),
        ("[01]", 1, 2, "leading zeros"),
        ("{} extra", 1, 4, "after the JSON value"),
        ("", 1, 1, "found end of input"),
        ("[\"\u{01}\"]", 1, 3, "control character"),
        ("tru", 1, 1, "invalid literal"),
        ("\"\\ud800\"", 1, 8, "unpaired surrogate"),
    ])
    func syntaxErrorsNameLineAndColumn(text: String, line: Int, column: Int, fragment: String) {
        do {
            _ = try JSONParser.parse(text)
            Issue.record("expected an error for \(text)")
        } catch {
            #expect(error.location == Basics.SourceLocation(line: line, column: column), "\(error)")
            #expect(error.message.contains(fragment), "\(error)")
        }
    }

    @Test func validateThrowsExactlyWhatParseThrows() {
        var texts = [
            "{\"a\":1,}", "[1,\n  2,\n  x]", "{\"a\" 1}", "\"abc", "[01]", "{} extra", "", "[\"\u{01}\"]", "tru",
            "\"\\ud800\"", "[1e999]", "[-]", "[1.]", "{\"a\":[1,2", "\"\\q\"", "[\"\\u12G4\"]", " 1 ", "null", "[]", "{}",
            #"{"a": [1, -2.5, 1e3, true, false, null], "b": "x\u00e9\n\ud83d\ude00", "c": {}, "a": "dup"}"#,
            String(repeating: "[", count: 600) + String(repeating: "]", count: 600),
            "{\"é\": \"ü\", \"k\": [\"\u{7F}\"]}",
        ]
        texts.append(String(decoding: [0x22, 0xC3, 0x28, 0x22], as: UTF8.self))  // U+FFFD after repair
        for text in texts {
            let parsed = Result { () throws(JSONSyntaxError) in _ = try JSONParser.parse(text) }
            let validated = Result { () throws(JSONSyntaxError) in try JSONParser.validate(text) }
            switch (parsed, validated) {
            case (.success, .success): break
            case (.failure(let a), .failure(let b)): #expect(a == b, "\(text)")
            default: Issue.record("parse and validate disagree on \(text): \(parsed) vs \(validated)")
            }
        }
    }

    @Test func deepNestingIsAnErrorNotACrash() {
        let text = String(repeating: "[", count: 100_000)
        #expect(throws: JSONSyntaxError.self) { try JSONParser.parse(text) }
    }

    @Test func cursorErrorsNameThePath() throws {
        let v = try JSONParser.parse(#"{"vendors": {"755": {"purposes": [1, "two"]}}, "we ird": 3}"#)
        let c = JSONCursor(v)
        let purposes = try c.field("vendors").field("755").field("purposes").array()
        #expect(throws: JSONDecodeError(path: #"$.vendors["755"].purposes[1]"#, message: "expected a whole number, found a string")) {
            try purposes[1].int()
        }
        #expect(throws: JSONDecodeError(path: "$.vendors", message: "missing required field \"x\"")) {
            try c.field("vendors").field("x")
        }
        #expect(throws: JSONDecodeError(path: #"$["we ird"]"#, message: "3 is out of range 0...2")) {
            try c.field("we ird").int(in: 0...2)
        }
    }

    @Test func objectEqualityIgnoresOrderAndRemovesMembers() {
        var a: JSONObject = ["x": .int(1), "y": .bool(true)]
        let b: JSONObject = ["y": .bool(true), "x": .int(1)]
        #expect(a == b)
        a["x"] = nil
        #expect(a.keys == ["y"])
        #expect(a["y"] == .bool(true))
    }
}
