import Basics
import ConsentsimTestSupport
import Store
import Testing

@testable import Doctor
@testable import Flow

/// The readers `consentsim doctor` uses: format detection and each format, bounded on bad input.
@Suite struct DeviceDumpTests {
    @Test func detectsFormatsByContent() {
        func format(_ s: String) -> DeviceDumpFormat { DeviceDump.detect(Array(s.utf8)) }
        #expect(DeviceDump.detect(Array("bplist00".utf8) + [0, 1]) == .binaryPlist)
        #expect(format("<?xml version=\"1.0\"?>\n<!DOCTYPE plist>\n<plist><dict/></plist>") == .xmlPlist)
        #expect(format("<?xml version='1.0' encoding='utf-8' standalone='yes' ?>\n<map />") == .sharedPreferences)
        #expect(format("\u{FEFF}{\n  \"IABTCF_gdprApplies\" : 1\n}") == .storeJSON)
        #expect(format("{}") == .storeJSON)
        #expect(format("{\n    IABTCF_gdprApplies = 1;\n}") == .defaultsRead)
        #expect(format("{ \"quoted key\" = 1; }") == .defaultsRead)
        #expect(format("IABTCF_gdprApplies=1") == .keyValueLines)
    }

    // MARK: binary property lists

    /// A binary plist of `objects` (already encoded), 1-byte offsets and refs, top object 0.
    static func bplist(_ objects: [[UInt8]]) -> [UInt8] { BinaryPlistBuilder.file(objects, offsetSize: 1) }

    static func ascii(_ text: String) -> [UInt8] { BinaryPlistBuilder.ascii(text) }

    @Test func readsABinaryDictionaryOfEveryScalarType() throws {
        // {a: 300 (2-byte int), b: "x", c: true, d: 1.5, e: <01 02>, f: (7), g: "é" (UTF-16)}
        let bytes = Self.bplist([
            [0xD7, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14],
            Self.ascii("a"), Self.ascii("b"), Self.ascii("c"), Self.ascii("d"), Self.ascii("e"), Self.ascii("f"), Self.ascii("g"),
            [0x11, 0x01, 0x2C], Self.ascii("x"), [0x09], [0x23, 0x3F, 0xF8, 0, 0, 0, 0, 0, 0], [0x42, 1, 2], [0xA1, 15],
            [0x61, 0x00, 0xE9], [0x10, 7],
        ])
        let d = try BinaryPropertyList.decode(bytes)
        #expect(d["a"] == .integer(300))
        #expect(d["b"] == .string("x"))
        #expect(d["c"] == .boolean(true))
        #expect(d["d"] == .real(1.5))
        #expect(d["e"] == .data([1, 2]))
        #expect(d["f"] == .array([.integer(7)]))
        #expect(d["g"] == .string("é"))
    }

    @Test func hostileBinaryPlistsThrowInsteadOfCrashing() {
        let cyclic = Self.bplist([[0xD1, 1, 0], Self.ascii("k")])  // {k: <itself>}
        let badRef = Self.bplist([[0xD1, 1, 9], Self.ascii("k")])  // value ref 9 of 2 objects
        let longString = Self.bplist([[0xD1, 1, 2], Self.ascii("k"), [0x5F, 0x12, 0x7F, 0xFF, 0xFF, 0xFF]])  // 2 GiB string
        let notDict = Self.bplist([Self.ascii("top")])
        var badTrailer = Self.bplist([[0xD0]])
        badTrailer[badTrailer.count - 1] = 0xFF  // offset table past the trailer
        let truncated = Array(Self.bplist([[0xD0]]).prefix(20))
        for bytes in [cyclic, badRef, longString, notDict, badTrailer, truncated] {
            #expect(throws: DeviceDumpError.self) { try BinaryPropertyList.decode(bytes) }
        }
        // Nesting beyond the limit: a chain of one-element arrays.
        var chain: [[UInt8]] = [[0xD1, 1, 2], Self.ascii("k")]
        for i in 0..<100 { chain.append([0xA1, UInt8(3 + i)]) }
        chain.append([0x09])
        #expect(throws: DeviceDumpError.self) { try BinaryPropertyList.decode(Self.bplist(chain)) }
    }

    // MARK: SharedPreferences

    @Test func readsSharedPreferencesTypesAndEntities() throws {
        let xml = """
            <?xml version='1.0' encoding='utf-8' standalone='yes' ?>
            <!-- written by an app -->
            <map>
                <int name="IABTCF_gdprApplies" value="1" />
                <long name="big" value="4294967296" />
                <boolean name="flag" value="true" />
                <float name="ratio" value="0.5" />
                <string name="IABTCF_TCString">a&amp;b&lt;&#233;&#x41;</string>
                <string name="empty"></string>
                <string name="also-empty" />
                <set name="tags"><string>x</string><string>y</string></set>
            </map>
            """
        let d = try SharedPreferencesXML.decode(Array(xml.utf8))
        #expect(d["IABTCF_gdprApplies"] == .integer(1))
        #expect(d["big"] == .integer(4_294_967_296))
        #expect(d["flag"] == .boolean(true))
        #expect(d["ratio"] == .real(0.5))
        #expect(d["IABTCF_TCString"] == .string("a&b<éA"))
        #expect(d["empty"] == .string("") && d["also-empty"] == .string(""))
        #expect(d["tags"] == .array([.string("x"), .string("y")]))
        #expect(try SharedPreferencesXML.decode(Array("<map />".utf8)).isEmpty)
    }

    @Test func sharedPreferencesErrorsNameLineAndColumn() {
        do {
            _ = try SharedPreferencesXML.decode(Array("<map>\n    <int name=\"a\" value=\"x\" />\n</map>".utf8))
            Issue.record("accepted a non-integer int")
        } catch {
            #expect(error.location.line == 2)
            #expect(error.message.contains("not a 32-bit integer"))
        }
        for bad in [
            "<map><string name=\"a\">x</map>", "<root/>", "<map><int value=\"1\"/></map>", "<map><string name=\"a\">&bogus;</string></map>", "",
        ] {
            #expect(throws: PlistReadError.self, "\(bad)") { try SharedPreferencesXML.decode(Array(bad.utf8)) }
        }
    }

    // MARK: defaults read

    @Test func readsDefaultsReadOutputTypingByTheTCFTable() throws {
        let text = #"""
            {
                IABTCF_CmpSdkID = 300;
                IABTCF_PurposeConsents = 11111111111;
                IABTCF_AddtlConsent = "2~~dv.1.35";
                "key with space" = "say \"hi\"\n\U00e9";
                NSLanguages =     (
                    "de-DE",
                    en
                );
                blob = <0102 ff>;
                nested = { inner = 5; };
                count = 42;
            }
            """#
        let d = try OldStylePropertyList.decode(text)
        #expect(d["IABTCF_CmpSdkID"] == .integer(300))
        // `defaults read` prints this string unquoted like a number; the table says it is a String.
        #expect(d["IABTCF_PurposeConsents"] == .string("11111111111"))
        #expect(d["IABTCF_AddtlConsent"] == .string("2~~dv.1.35"))
        #expect(d["key with space"] == .string("say \"hi\"\né"))
        #expect(d["NSLanguages"] == .array([.string("de-DE"), .string("en")]))
        #expect(d["blob"] == .data([1, 2, 255]))
        #expect(d["nested"] == .dictionary(["inner": .integer(5)]))
        #expect(d["count"] == .integer(42))
    }

    @Test func defaultsReadErrorsNameTheLine() {
        do {
            _ = try OldStylePropertyList.decode("{\n    a = 1;\n    b = 2\n}")
            Issue.record("accepted a missing ;")
        } catch {
            #expect(error.location?.line == 4)
        }
        let deep = String(repeating: "(", count: 200) + String(repeating: ")", count: 200)
        for bad in ["{ a = \"unterminated; }", "{ a = <0g>; }", "{ a = 1; } trailing", "( 1 )", "{ a = \(deep); }"] {
            #expect(throws: DeviceDumpError.self, "\(bad)") { try OldStylePropertyList.decode(bad) }
        }
    }

    // MARK: key=value lines

    @Test func readsKeyValueLines() throws {
        let text = """
            # comment
            IABTCF_gdprApplies=1
            IABTCF_PurposeConsents: 00000000000
            [IABTCF_PublisherCC]: [DE]
            quoted="12"
            IABTCF_TCString=CQ=x

            """
        let d = try KeyValueLines.decode(text)
        #expect(d["IABTCF_gdprApplies"] == .integer(1))
        #expect(d["IABTCF_PurposeConsents"] == .string("00000000000"))
        #expect(d["IABTCF_PublisherCC"] == .string("DE"))
        #expect(d["quoted"] == .string("12"))
        #expect(d["IABTCF_TCString"] == .string("CQ=x"))
        let crlf = try KeyValueLines.decode("IABTCF_gdprApplies=1\r\nIABTCF_PublisherCC=DE\r\n")
        #expect(crlf["IABTCF_gdprApplies"] == .integer(1) && crlf["IABTCF_PublisherCC"] == .string("DE"))
        do {
            _ = try KeyValueLines.decode("a=1\nno separator here\n")
            Issue.record("accepted a line without =")
        } catch {
            #expect(error.location?.line == 2)
        }
    }

    @Test func readChoosesTheReaderAndBoundsTheSize() throws {
        let dump = try DeviceDump.read(Array("IABTCF_gdprApplies=0\n".utf8))
        #expect(dump.format == .keyValueLines && dump.domain["IABTCF_gdprApplies"] == .integer(0))
        #expect(throws: DeviceDumpError.self) { try DeviceDump.read([UInt8](repeating: 0x41, count: DeviceDump.maxBytes + 1)) }
    }
}

/// Dumps of an Android device: both preferences files, and which platform a dump comes from.
@Suite struct AndroidDumpTests {
    static let domain = StoreDomain([
        "IABTCF_gdprApplies": 1,
        "__GOOGLE_FUNDING_CHOICE_SDK_INTERNAL__/consent_status": 3,
    ])

    @Test(arguments: [StoreExportFormat.android, .adb])
    func androidExportsReadBackWithUMPsFile(_ format: StoreExportFormat) throws {
        let text = try StoreExport.render(Self.domain, as: format, bundleID: "com.example.app")
        let dump = try DeviceDump.read(Array(text.utf8))
        #expect(dump.domain == Self.domain)
        #expect(DeviceDoctor.platform(of: dump.domain, format: dump.format) == .android)
        #expect(UMPPersisted.read(from: dump.domain, platform: .android).consentStatus == .obtained)
    }

    @Test func platformFollowsUMPsKeysThenTheFormat() {
        #expect(DeviceDoctor.platform(of: StoreDomain(["consentsim.ump.consentStatus": 3]), format: .storeJSON) == .ios)
        #expect(DeviceDoctor.platform(of: Self.domain, format: .storeJSON) == .android)
        #expect(DeviceDoctor.platform(of: StoreDomain(["IABTCF_gdprApplies": 1]), format: .storeJSON) == nil)
        #expect(DeviceDoctor.platform(of: StoreDomain(["IABTCF_gdprApplies": 1]), format: .xmlPlist) == .ios)
    }

    @Test func reportSaysThePlatformAndUMPsStatusInItsNumbering() {
        var report = DeviceDoctor.examine(Self.domain, today: CivilDate(year: 2026, month: 1, day: 15), att: nil, region: .eea)
        report.platform = .android
        report.umpConsentStatus = .notRequired
        #expect(report.text().contains("platform: android") && report.text().contains("NOT_REQUIRED = 1"))
    }
}
