import Testing

@testable import Store

/// A domain with every value type, nested, and strings that need escaping.
let everyTypeDomain = StoreDomain([
    "int": 42, "negative": -7, "max": .integer(.max), "min": .integer(.min),
    "real": 0.1, "wholeReal": 3.0, "tiny": .real(.leastNonzeroMagnitude), "huge": 1e300, "nan": .real(.nan), "inf": .real(.infinity),
    "ninf": .real(-.infinity),
    "negZero": .real(-0.0),
    "true": true, "false": false,
    "string": "it's <b> & \"c\"", "empty": "", "unicode": "日本語 é 😀", "lines": "a\nb\r\nc\rd\te",
    "entities": "&amp; &lt; ]]> <![CDATA[x]]>",
    "data": .data([0, 1, 2, 254, 255]), "emptyData": .data([]), "bigData": .data((0..<200).map { UInt8($0) }),
    "date": .date(StoreDate(secondsSince1970: 1_709_296_496)),
    "array": [1, "two", [3.5], ["k": false]], "emptyArray": [], "emptyDict": [:],
    "personalized_ad_status": [
        "version": "1.0.5", "plat": "ios", "tag_for_under_age_of_consent": 0, "consent_state": "personalized",
        "providers": [["company_id": "1", "company_name": "Google", "policy_url": "https://policies.google.com/privacy"]],
    ],
    "": "empty key", "key with <&>": 1,
])

@Suite struct PlistCodecTests {
    @Test func everyValueTypeRoundTrips() throws {
        let text = try PropertyListXML.encode(everyTypeDomain)
        let decoded = try PropertyListXML.decode(text)
        #expect(decoded == everyTypeDomain)
        // -0.0 == 0.0, so check the sign survived separately.
        guard case .real(let z)? = decoded["negZero"] else { Issue.record("negZero not a real"); return }
        #expect(z.sign == .minus)
        #expect(try PropertyListXML.encode(decoded) == text)
    }

    @Test func writesApplesExactLayout() throws {
        let domain = StoreDomain([
            "IABTCF_gdprApplies": 1, "IABTCF_TCString": "CQ&<>", "flag": true, "off": false, "ratio": 1.5, "whole": 2.0,
            "pac": ["pub_ids": ["pub-1"], "empty": [:], "none": []], "blob": .data(Array("hello".utf8)),
            "when": .date(StoreDate(secondsSince1970: 0)), "blank": "",
        ])
        let expected = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
            \t<key>IABTCF_TCString</key>
            \t<string>CQ&amp;&lt;&gt;</string>
            \t<key>IABTCF_gdprApplies</key>
            \t<integer>1</integer>
            \t<key>blank</key>
            \t<string></string>
            \t<key>blob</key>
            \t<data>
            \taGVsbG8=
            \t</data>
            \t<key>flag</key>
            \t<true/>
            \t<key>off</key>
            \t<false/>
            \t<key>pac</key>
            \t<dict>
            \t\t<key>empty</key>
            \t\t<dict/>
            \t\t<key>none</key>
            \t\t<array/>
            \t\t<key>pub_ids</key>
            \t\t<array>
            \t\t\t<string>pub-1</string>
            \t\t</array>
            \t</dict>
            \t<key>ratio</key>
            \t<real>1.5</real>
            \t<key>when</key>
            \t<date>1970-01-01T00:00:00Z</date>
            \t<key>whole</key>
            \t<real>2</real>
            </dict>
            </plist>

            """
        #expect(try PropertyListXML.encode(domain) == expected)
    }

    @Test func emptyDomainIsAnEmptyDict() throws {
        #expect(try PropertyListXML.encode(StoreDomain()).hasSuffix("<plist version=\"1.0\">\n<dict/>\n</plist>\n"))
        #expect(try PropertyListXML.decode(PropertyListXML.encode(StoreDomain())) == StoreDomain())
    }

    @Test func wrapsLongDataLikePlistlib() throws {
        let text = try PropertyListXML.encode(StoreDomain(["d": .data([UInt8](repeating: 120, count: 100))]))
        let lines = text.split(separator: "\n").filter { $0.hasPrefix("\teHh4") }
        #expect(lines.map(\.count) == [69, 69])
    }

    @Test func carriageReturnSurvivesAsCharacterReference() throws {
        let text = try PropertyListXML.encode(StoreDomain(["s": "a\r\nb\rc"]))
        #expect(text.contains("<string>a&#13;\nb&#13;c</string>"))
        #expect(try PropertyListXML.decode(text)["s"] == "a\r\nb\rc")
    }

    @Test(arguments: ["\u{01}", "a\u{1B}b", "\u{FFFE}", "\u{FFFF}", "\u{0}"])
    func refusesCharactersXMLCannotCarry(_ s: String) {
        #expect(throws: PlistEncodingError.self) { try PropertyListXML.encode(StoreDomain(["k": .string(s)])) }
        #expect(throws: PlistEncodingError.self) { try PropertyListXML.encode(StoreDomain([s: 1])) }
    }

    @Test func encodingErrorNamesTheKeyPath() {
        let domain = StoreDomain(["pac": ["providers": [["company_name": "bad\u{7}"]]]])
        #expect(
            throws: PlistEncodingError(keyPath: "pac.providers[0].company_name", message: "string contains U+0007, which XML 1.0 cannot represent")
        ) {
            try PropertyListXML.encode(domain)
        }
        #expect(throws: PlistEncodingError.self) {
            try PropertyListXML.encode(StoreDomain(["d": .date(StoreDate(secondsSince1970: StoreDate.writableRange.upperBound + 1))]))
        }
    }

    @Test func readsWhatOtherWritersProduce() throws {
        // No DOCTYPE, comments, CDATA, entities, self-closing elements, hex integers, CRLF, plistlib's
        // `1.0` and `inf`, CoreFoundation's `+infinity`, a BOM.
        let text =
            "\u{FEFF}<?xml version=\"1.0\" encoding=\"UTF-8\"?>\r\n<!-- written by hand -->\r\n<plist version=\"1.0\">\r\n<dict>\r\n"
            + "  <key>a</key> <string>x &amp; &lt;y&gt; &quot;q&quot; &apos;s&apos; &#65;&#x42; <![CDATA[<raw> & ]]></string>\n"
            + "  <key>b</key><string/>\n  <key>c</key><dict/>\n  <key>d</key><array/>\n"
            + "  <key>e</key><integer>0x1F</integer><key>f</key><integer> -5 </integer>\n"
            + "  <key>g</key><real>1.0</real><key>h</key><real>inf</real><key>i</key><real>+infinity</real><key>j</key><real>-Infinity</real>\n"
            + "  <key>k</key><data>aGVs\n  bG8=</data><key>l</key><data/>\n"
            + "  <key>m</key><string>multi\r\nline</string><!-- between -->\n"
            + "  <key>n</key><true></true>\n"
            + "</dict>\r\n</plist>\r\n"
        let d = try PropertyListXML.decode(text)
        #expect(d["a"] == "x & <y> \"q\" 's' AB <raw> & ")
        #expect(d["b"] == "")
        #expect(d["c"] == [:])
        #expect(d["d"] == [])
        #expect(d["e"] == 31)
        #expect(d["f"] == -5)
        #expect(d["g"] == .real(1))
        #expect(d["h"] == .real(.infinity))
        #expect(d["i"] == .real(.infinity))
        #expect(d["j"] == .real(-.infinity))
        #expect(d["k"] == .data(Array("hello".utf8)))
        #expect(d["l"] == .data([]))
        #expect(d["m"] == "multi\nline")
        #expect(d["n"] == true)
        #expect(d.count == 14)
    }

    @Test func acceptsABareDictWithoutThePlistWrapper() throws {
        #expect(try PropertyListXML.decode("<dict><key>a</key><integer>1</integer></dict>") == StoreDomain(["a": 1]))
    }

    @Test(
        arguments: [
            ("<plist><dict><key>a</key><string>x</dict></plist>", 1, 35, "expected </string> but found </dict>"),
            ("<plist>\n<dict>\n\t<key>a</key>\n\t<integer>1.5</integer>\n</dict></plist>", 4, 2, "invalid <integer> \"1.5\""),
            ("<plist>\n<dict>\n\t<key>a</key>\n</dict></plist>", 3, 2, "<key>a</key> has no value"),
            ("<plist><dict><key>a</key><integer>1</integer><key>a</key><integer>2</integer></dict></plist>", 1, 46, "duplicate key \"a\""),
            ("<plist><dict><integer>1</integer></dict></plist>", 1, 14, "expected <key> in <dict> but found <integer>"),
            ("<plist><dict><key>a</key><foo/></dict></plist>", 1, 26, "unknown element <foo>"),
            ("<plist><dict><key>a</key><string>&nbsp;</string></dict></plist>", 1, 34, "unknown entity &nbsp;"),
            ("<plist><dict><key>a</key><string>&#1;</string></dict></plist>", 1, 34, "character reference &#1; is U+0001"),
            ("<plist><dict><key>a</key><string>a & b</string></dict></plist>", 1, 36, "'&' must start an entity"),
            ("<plist><dict><key>a</key><integer>99999999999999999999</integer></dict></plist>", 1, 26, "does not fit in 64 bits"),
            ("<plist><dict><key>a</key><date>2024-13-01T00:00:00Z</date></dict></plist>", 1, 26, "invalid <date>"),
            ("<plist><dict><key>a</key><data>!!</data></dict></plist>", 1, 26, "invalid base64"),
            ("<plist><dict><key>a</key><true>x</true></dict></plist>", 1, 32, "<true> must be empty"),
            ("<plist><dict>\n  <key>é</key><string>x\u{1}</string></dict></plist>", 2, 24, "control character U+0001"),
            ("<plist><dict></dict></plist><dict/>", 1, 29, "unexpected <dict> after the end of the property list"),
            ("<plist><dict>", 1, 14, "expected <key> or </dict> but found end of file"),
            ("<plist><dict><key>a</key><string>x</string></dict>", 1, 51, "expected </plist> after the root <dict> but found end of file"),
            ("<plist><!-- oops </plist>", 1, 8, "unterminated comment"),
            ("<plist version=1.0><dict/></plist>", 1, 16, "attribute value must be quoted"),
            // Messages quote the document as one escaped line (found by consentsim-fuzz).
            ("<plist><dict><key>a</key><string>&q\nuot;</string></dict></plist>", 1, 34, "unknown entity &q\\nuot;"),
            (
                "<plist><dict><key>a\u{202E}b</key><integer>1</integer><key>a\u{202E}b</key><integer>2</integer></dict></plist>", 1, 48,
                "duplicate key \"a\\u{202E}b\""
            ),
        ] as [(String, Int, Int, String)])
    func readerErrorsNameLineAndColumn(text: String, line: Int, column: Int, message: String) {
        do {
            _ = try PropertyListXML.decode(text)
            Issue.record("expected an error for \(text)")
        } catch {
            #expect(error.location.line == line)
            #expect(error.location.column == column)
            #expect(error.message.contains(message), "\(error.message)")
        }
    }

    @Test func invalidUTF8IsReportedWhereItIs() {
        var bytes = Array("<plist><dict><key>a</key><string>ab".utf8)
        bytes += [0xC3, 0x28]
        bytes += Array("</string></dict></plist>".utf8)
        #expect(throws: PlistReadError(message: "invalid UTF-8 sequence", line: 1, column: 36)) { try PropertyListXML.decode(bytes) }
    }

    @Test(
        arguments: [
            ([UInt8]("bplist00\u{0}\u{1}".utf8), "binary property list"),
            ([UInt8](#"{"IABTCF_gdprApplies": 1}"#.utf8), "looks like JSON"),
            ([UInt8]("\n  [1, 2]".utf8), "looks like JSON"),
            ([], "empty file"),
            ([UInt8](" \n\t".utf8), "empty file"),
            ([UInt8]("hello".utf8), "not an XML property list"),
            ([UInt8]("<html><body/></html>".utf8), "root element is <html>"),
            ([UInt8]("<plist version=\"1.0\"><array><integer>1</integer></array></plist>".utf8), "a UserDefaults domain must be a <dict>"),
            ([UInt8]("<plist version=\"1.0\"><string>x</string></plist>".utf8), "a UserDefaults domain must be a <dict>"),
            ([UInt8]("<plist version=\"1.0\"></plist>".utf8), "empty <plist>"),
            ([0xFF, 0xFE, 0x3C, 0x00], "UTF-16"),
        ] as [([UInt8], String)])
    func foreignFilesAreRecognised(bytes: [UInt8], message: String) {
        do {
            _ = try PropertyListXML.decode(bytes)
            Issue.record("expected an error")
        } catch {
            #expect(error.message.contains(message), "\(error.message)")
        }
    }

    @Test func fragmentIsOneLineTypedXML() throws {
        let value: StoreValue = ["a": 1, "b": ["x", true], "c": .data([1]), "d": [:]]
        #expect(
            try PropertyListXML.fragment(value)
                == "<dict><key>a</key><integer>1</integer><key>b</key><array><string>x</string><true/></array><key>c</key><data>AQ==</data><key>d</key><dict/></dict>"
        )
    }

    @Test func base64RoundTripsEveryLength() {
        for n in 0..<10 {
            let bytes = (0..<n).map { UInt8(truncatingIfNeeded: $0 * 37 + 5) }
            #expect(Base64.decode(Base64.encode(bytes)) == bytes)
        }
        #expect(Base64.encode(Array("hello".utf8)) == "aGVsbG8=")
        #expect(Base64.decode("aGVs bG8=") == Array("hello".utf8))
        #expect(Base64.decode("aGVsbG8") == Array("hello".utf8))
        #expect(Base64.decode("a") == nil)
        #expect(Base64.decode("aG=Vs") == nil)
    }
}
