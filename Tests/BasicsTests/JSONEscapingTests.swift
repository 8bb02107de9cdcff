import Testing

@testable import Basics

/// Both escapings of `JSONValue.serialized`, pinned byte for byte: every scalar against a
/// scalar-by-scalar model of each escaping, and one tricky string written out in full.
@Suite struct JSONEscapingTests {
    /// The scalars where the escapings decide something, and their neighbours: ASCII, C1 and Latin-1,
    /// the Arabic letter mark's block, General Punctuation, the BOM's block, and a few beyond the BMP.
    static let scalars: [Unicode.Scalar] = {
        let ranges: [ClosedRange<UInt32>] = [
            0x00...0x2FF, 0x600...0x6FF, 0x2000...0x20FF, 0xFE00...0xFFFF, 0x1_0000...0x1_0010, 0x1_F600...0x1_F610,
            0xE_0000...0xE_0080, 0x10_FFFF...0x10_FFFF,
        ]
        return ranges.flatMap { $0.compactMap(Unicode.Scalar.init) }
    }()

    /// `\uXXXX`, four lower-case hex digits.
    static func unicodeEscape(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16)
        return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
    }

    /// The escapes both escapings name (RFC 8259, section 7), else nil.
    static func named(_ scalar: Unicode.Scalar) -> String? {
        switch scalar {
        case "\"": "\\\""
        case "\\": "\\\\"
        case "\n": "\\n"
        case "\r": "\\r"
        case "\t": "\\t"
        default: nil
        }
    }

    /// The terminal escaping, scalar by scalar.
    static func terminalModel(_ scalar: Unicode.Scalar) -> String {
        named(scalar) ?? (MessageText.isControl(scalar) ? unicodeEscape(scalar) : String(Character(scalar)))
    }

    /// Gson's escaping, scalar by scalar (google/gson `stream/JsonWriter.java`, `REPLACEMENT_CHARS`
    /// and `HTML_SAFE_REPLACEMENT_CHARS`).
    static func gsonModel(_ scalar: Unicode.Scalar) -> String {
        if let named = named(scalar) { return named }
        switch scalar {
        case "\u{08}": return "\\b"
        case "\u{0C}": return "\\f"
        case "<", ">", "&", "=", "'", "\u{2028}", "\u{2029}": return unicodeEscape(scalar)
        default: return scalar.value < 0x20 ? unicodeEscape(scalar) : String(Character(scalar))
        }
    }

    @Test(arguments: [JSONEscaping.terminal, .gson])
    func everyScalarIsWrittenAsItsModelSays(escaping: JSONEscaping) throws {
        let model = escaping == .terminal ? Self.terminalModel : Self.gsonModel
        for scalar in Self.scalars {
            // Alone, between ASCII letters, and after a scalar that shares its lead byte.
            var text = ""
            text.unicodeScalars.append(scalar)
            let expected = "\"" + model(scalar) + "\""
            #expect(JSONValue.string(text).serialized(escaping: escaping) == expected, "U+\(String(scalar.value, radix: 16))")
            let framed = "a" + text + "b" + text
            let framedExpected = "\"a" + model(scalar) + "b" + model(scalar) + "\""
            #expect(JSONValue.string(framed).serialized(escaping: escaping) == framedExpected)
            #expect(try JSONParser.parse(expected) == .string(text))
        }
    }

    /// Every scalar in one string: the runs between escapes are copied whole, so the joined output
    /// must equal the joined model.
    @Test(arguments: [JSONEscaping.terminal, .gson])
    func aStringOfEveryScalarIsTheJoinedModel(escaping: JSONEscaping) {
        let model = escaping == .terminal ? Self.terminalModel : Self.gsonModel
        var text = ""
        text.unicodeScalars.append(contentsOf: Self.scalars)
        let expected = "\"" + Self.scalars.map(model).joined() + "\""
        #expect(JSONValue.string(text).serialized(escaping: escaping) == expected)
    }

    static let tricky =
        "<a href='x'>&=\u{08}\u{0C}\u{0}\u{1B}[2J\u{7F}\u{85}\u{A0}é\u{61C}\u{200D}\u{200E}\u{202E}\u{2028}\u{2029}"
        + "\u{2066}\u{2070}\u{FEFF}\u{FFFD}😀\"\\\n\r\t"

    @Test func theTerminalEscapingOfATrickyStringIsPinned() {
        let json = JSONValue.string(Self.tricky).serialized(escaping: .terminal)
        let pinned =
            #""<a href='x'>&=\u0008\u000c\u0000\u001b[2J\u007f\u0085"# + "\u{A0}é" + #"\u061c"# + "\u{200D}"
            + #"\u200e\u202e\u2028\u2029\u2066"# + "\u{2070}" + #"\ufeff"# + "\u{FFFD}😀" + #"\"\\\n\r\t""#
        #expect(Array(json.utf8) == Array(pinned.utf8))
    }

    @Test func theGsonEscapingOfATrickyStringIsPinned() {
        let json = JSONValue.string(Self.tricky).serialized(escaping: .gson)
        let pinned =
            #""\u003ca href\u003d\u0027x\u0027\u003e\u0026\u003d\b\f\u0000\u001b[2J"# + "\u{7F}\u{85}\u{A0}é\u{61C}\u{200D}\u{200E}\u{202E}"
            + #"\u2028\u2029"# + "\u{2066}\u{2070}\u{FEFF}\u{FFFD}😀" + #"\"\\\n\r\t""#
        #expect(Array(json.utf8) == Array(pinned.utf8))
    }

    /// Keys are escaped the same way as values, and `writeString`'s String form matches the bytes.
    @Test func keysAndTheStringFormEscapeAlike() {
        let object = JSONValue.object(JSONObject([(Self.tricky, .string(Self.tricky))]))
        for escaping in [JSONEscaping.terminal, .gson] {
            var quoted: [UInt8] = []
            JSONValue.writeString(Self.tricky, to: &quoted, escaping: escaping)
            let q = String(decoding: quoted, as: UTF8.self)
            #expect(object.serialized(escaping: escaping) == "{" + q + ":" + q + "}")
        }
        var string = ""
        JSONValue.writeString(Self.tricky, to: &string)
        #expect(string == JSONValue.string(Self.tricky).serialized())
    }
}
