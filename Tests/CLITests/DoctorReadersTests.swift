import Basics
import ConsentsimTestSupport
import Foundation
import Store
import Testing

/// `consentsim doctor` on hostile and unusual dumps: every reader bounded, messages that name the file
/// and the place, consentsim's own exports, and `--fail-on`.
@Suite struct DoctorReadersTests {
    static let fixtures = DoctorCommandTests.fixtures

    static func bplist(_ objects: [[UInt8]], refSize: Int = 1) -> [UInt8] { BinaryPlistBuilder.file(objects, refSize: refSize) }

    static func bigEndian(_ value: UInt64, _ size: Int) -> [UInt8] { BinaryPlistBuilder.bigEndian(value, size) }

    static func ascii(_ text: String) -> [UInt8] { BinaryPlistBuilder.ascii(text) }

    static func doctor(_ bytes: [UInt8], name: String = "dump", _ arguments: [String] = []) throws -> ProcessResult {
        let dir = try TempDirectory()
        defer { dir.remove() }
        let path = dir.path + "/" + name
        try writeBytes(bytes, to: path)
        return try consentsim(["doctor", path, "--today", "2026-11-24"] + arguments)
    }

    @Test(.tags(.spawnsProcess)) func aReferenceBeyondSixtyThreeBitsIsOutOfRange() throws {
        // {k: ref 0xFFFFFFFFFFFFFFFF}, 8-byte references.
        let bytes = Self.bplist([[0xD1] + Self.bigEndian(1, 8) + Self.bigEndian(.max, 8), Self.ascii("k")], refSize: 8)
        let r = try Self.doctor(bytes, name: "ref.bplist")
        expectOneLineError(r, status: 1, contains: "ref.bplist: byte 17: object reference 18446744073709551615 is out of range")
    }

    @Test(.tags(.spawnsProcess)) func sharedObjectsAreReadOnceAndTheirExpansionIsBounded() throws {
        // 60 arrays, each holding the next four times: 4^60 values if each reference were read anew.
        var arrays: [[UInt8]] = [[0xD1, 1, 2], Self.ascii("k")]
        for i in 0..<60 { arrays.append([0xA4] + [UInt8](repeating: UInt8(3 + i), count: 4)) }
        arrays.append([0x09])
        let r = try Self.doctor(Self.bplist(arrays), name: "arrays.bplist")
        expectOneLineError(r, status: 1, contains: "the shared objects expand to more than 1048576 values")
        // 40 dictionaries with three references to the next.
        var chain: [[UInt8]] = [[0xD1, 1, 5], Self.ascii("k"), Self.ascii("a"), Self.ascii("b"), Self.ascii("c")]
        for i in 0..<40 { chain.append([0xD3, 2, 3, 4] + [UInt8](repeating: UInt8(6 + i), count: 3)) }
        chain.append([0x09])
        let d = try Self.doctor(Self.bplist(chain), name: "dicts.bplist")
        expectOneLineError(d, status: 1, contains: "the shared objects expand to more than")
        // Sharing within the budget reads fine: one string used for three keys' values.
        let shared = Self.bplist([[0xD3, 1, 2, 3, 4, 4, 4], Self.ascii("a"), Self.ascii("b"), Self.ascii("c"), Self.ascii("v")])
        let ok = try Self.doctor(shared, name: "shared.bplist")
        #expect(ok.status == 0, "\(ok.stderr)")
    }

    @Test(.tags(.spawnsProcess)) func binaryMessagesNameTheFileAndTheByte() throws {
        let truncated = Array("bplist00".utf8) + [0x08]
        let r = try Self.doctor(truncated, name: "short.bplist")
        expectOneLineError(r, status: 1, contains: "short.bplist: byte 0: not a binary property list")
        let unknown = Self.bplist([[0xD1, 1, 2], Self.ascii("k"), [0x70]])
        expectOneLineError(try Self.doctor(unknown, name: "u.bplist"), status: 1, contains: "u.bplist: byte 13: unknown object type marker 0x70")
    }

    @Test(.tags(.spawnsProcess)) func readsAsLargeAFileAsTheStoreWrites() throws {
        // A store of 18 MB (a long value): over the old 16 MiB cap, under the 32 MiB one every reader shares.
        var domain = StoreDomain()
        domain["IABTCF_gdprApplies"] = .integer(1)
        domain["blob"] = .string(String(repeating: "x", count: 18_000_000))
        let text = try PropertyListXML.encode(domain)
        let r = try Self.doctor(Array(text.utf8), name: "big.plist")
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.contains("big.plist (xml-plist, 1 IABTCF_ keys)"))
        let tooBig = try Self.doctor([UInt8](repeating: 0x20, count: (32 << 20) + 1), name: "huge.txt")
        expectOneLineError(tooBig, status: 1, contains: "larger than the 32 MiB limit")
    }

    @Test(
        .tags(.spawnsProcess),
        arguments: [
            (
                "kv.txt", Array("IABTCF_gdprApplies=1\nIABTCF_PublisherCC=D".utf8) + [0xFF] + Array("E\n".utf8),
                "kv.txt:2:21: not UTF-8 text (invalid byte 0xFF at offset 41)"
            ),
            (
                "prefs.xml", Array("<map>\n<string name=\"a\">".utf8) + [0xC3, 0x28] + Array("</string></map>".utf8),
                "prefs.xml:2:18: invalid UTF-8 sequence"
            ),
            (
                "read.txt", Array("{\n    a = \"".utf8) + [0xE2, 0x82] + Array("\";\n}".utf8),
                "read.txt:2:10: not UTF-8 text (invalid byte 0xE2 at offset 11)"
            ),
        ] as [(String, [UInt8], String)])
    func invalidUTF8IsReportedNotReplaced(name: String, bytes: [UInt8], message: String) throws {
        expectOneLineError(try Self.doctor(bytes, name: name), status: 1, contains: message)
    }

    @Test(.tags(.spawnsProcess)) func sharedPreferencesAreReadAsAndroidReadsThem() throws {
        let doctype =
            "<?xml version='1.0' encoding='utf-8' standalone='yes' ?>\n<!DOCTYPE map>\n<map>\n    <int name=\"IABTCF_gdprApplies\" value=\"0\" />\n</map>\n"
        let r = try Self.doctor(Array(doctype.utf8), name: "doctype.xml")
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.contains("(shared-preferences, 1 IABTCF_ keys)"))
        let trailing = "<map>\n    <int name=\"IABTCF_gdprApplies\" value=\"0\" />\n</map>\n<int name=\"IABTCF_gdprApplies\" value=\"1\" />\n"
        expectOneLineError(
            try Self.doctor(Array(trailing.utf8), name: "after.xml"), status: 1, contains: "after.xml:4:1: unexpected <int> after the end of <map>")
        let twice = "<map>\n<int name=\"a\" value=\"0\" />\n<int name=\"a\" value=\"1\" />\n</map>"
        expectOneLineError(
            try Self.doctor(Array(twice.utf8), name: "twice.xml"), status: 1, contains: "twice.xml:3:1: the name \"a\" is given twice (first at 2:1)")
        let wide = "<map><int name=\"IABTCF_gdprApplies\" value=\"4294967297\" /></map>"
        expectOneLineError(try Self.doctor(Array(wide.utf8), name: "wide.xml"), status: 1, contains: "is not a 32-bit integer")
    }

    /// A scratch store holding the "Do not consent" fixture, exported in `format`.
    static func export(_ format: String) throws -> String {
        let dir = try TempDirectory()
        defer { dir.remove() }
        let store = dir.path + "/store.plist"
        try writeBytes(try readBytes(fixtures + "ios-do-not-consent.plist"), to: store)
        let r = try consentsim(["store", "export", "--store", store, "--format", format])
        #expect(r.status == 0, "\(r.stderr)")
        return r.stdout
    }

    @Test(.tags(.spawnsProcess), arguments: ["simctl", "adb"])
    func readsItsOwnDeviceCommandExports(format: String) throws {
        let exported = try Self.export(format)
        let dir = try TempDirectory()
        defer { dir.remove() }
        try writeBytes(Array(exported.utf8), to: dir.path + "/commands.sh")
        let r = try consentsim(["doctor", dir.path + "/commands.sh", "--format", "json", "--today", "2026-11-24", "--region", "eea"])
        #expect(r.status == 0, "\(r.stderr)")
        guard case .object(let report) = try JSONParser.parse(r.stdout) else { Issue.record("not an object"); return }
        #expect(report["format"] == .string(format))
        let (_, plist) = try DoctorCommandTests.doctor(DoctorCommandTests.sameDevice[0].file)
        for member in ["tcfKeys", "googleVerdict", "appChecks", "problems"] {
            #expect(report[member] == plist?[member], "\(member) of the \(format) export")
        }
    }

    @Test(.tags(.spawnsProcess)) func readsDefaultsWriteCommandsTypedByHand() throws {
        let text = """
            # by hand
            defaults write com.example.app IABTCF_gdprApplies -int 1
            xcrun simctl spawn booted defaults write com.example.app IABTCF_PublisherCC -string 'D'\\''E'
            defaults write com.example.app nested '<dict><key>a</key><integer>2</integer></dict>'; defaults write com.example.app list '(x, "y z")'
            defaults write com.example.app gone -bool YES && defaults delete com.example.app gone
            xcrun simctl terminate booted com.example.app
            """
        let domain = try runDoctorJSON(text)
        #expect(domain.status == 0, "\(domain.stderr)")
        #expect(domain.stdout.contains("\"format\": \"simctl\""))
        #expect(domain.stdout.contains("\"tcfKeys\": 2"))
        let twoApps = "defaults write a k -int 1\ndefaults write b k -int 1\n"
        expectOneLineError(
            try Self.doctor(Array(twoApps.utf8), name: "two.sh"), status: 1, contains: "two.sh:2:16: the commands write to two domains")
        let expands = "defaults write a k \"$HOME\"\n"
        expectOneLineError(try Self.doctor(Array(expands.utf8), name: "x.sh"), status: 1, contains: "x.sh:1:21: the shell would expand $")
        let badInt = "defaults write a IABTCF_gdprApplies -int one\n"
        expectOneLineError(
            try Self.doctor(Array(badInt.utf8), name: "i.sh"), status: 1, contains: "i.sh:1:42: -int value \"one\" is not a 64-bit integer")
    }

    func runDoctorJSON(_ text: String) throws -> ProcessResult {
        try Self.doctor(Array(text.utf8), name: "commands.sh", ["--format", "json"])
    }

    @Test(.tags(.spawnsProcess)) func gdprAppliesStoredAsAStringReadsAsItsNumberAndIsAProblem() throws {
        let text = "IABTCF_gdprApplies=\"1\"\n"
        let r = try Self.doctor(Array(text.utf8), name: "s.txt", ["--region", "eea"])
        #expect(r.status == 0)
        #expect(!r.stdout.contains("IABTCF_gdprApplies is unset"), "\(r.stdout)")
        #expect(r.stdout.contains("Google's verdict: limited\n  - [TCF error 2.1a] GDPR applies but there is no TC string"))
        #expect(r.stdout.contains("IABTCF_gdprApplies is 1 but IABTCF_TCString is missing"))
        #expect(r.stdout.contains("error: IABTCF_gdprApplies is stored as the String \"1\""))
    }

    @Test(.tags(.spawnsProcess)) func failOnExitsOneAfterTheReportWhenAProblemIsThatSerious() throws {
        // The fixture has errors (a TC string older than 13 months in 2027) and warnings (unknown keys).
        func run(_ extra: [String]) throws -> ProcessResult {
            try consentsim(["doctor", Self.fixtures + "android-key-value.txt", "--today", "2027-03-01"] + extra)
        }
        let plain = try run([])
        #expect(plain.status == 0)
        let errors = try run(["--fail-on", "error"])
        #expect(errors.status == 1 && errors.stdout == plain.stdout && errors.stderr.isEmpty)
        #expect(plain.stdout.contains("  - error: [TCF error 3.3]") && plain.stdout.contains("  - warning: IABTCF_ConsentedVendors"))
        // Only warnings: a clean store with one unknown key.
        let warningsOnly = "IABTCF_gdprApplies=0\nIABTCF_Extra=1\n"
        #expect(try Self.doctor(Array(warningsOnly.utf8), ["--fail-on", "error"]).status == 0)
        #expect(try Self.doctor(Array(warningsOnly.utf8), ["--fail-on", "warning"]).status == 1)
        #expect(try Self.doctor(Array(warningsOnly.utf8), ["--fail-on", "fatal"]).status == 2)
    }

    @Test(.tags(.spawnsProcess)) func bidiAndSeparatorsInKeysAreEscapedInReports() throws {
        let controls = ["\u{202E}", "\u{2067}", "\u{200F}", "\u{061C}", "\u{2028}", "\u{FEFF}"]
        let text = controls.enumerated().map { "IABTCF_X\($0.element)\($0.offset)=1\n" }.joined()
        let r = try Self.doctor(Array(text.utf8), name: "bidi.txt")
        #expect(r.status == 0, "\(r.stderr)")
        for c in controls {
            #expect(
                !r.stdout.unicodeScalars.contains(c.unicodeScalars.first!), "U+\(String(c.unicodeScalars.first!.value, radix: 16)) in \(r.stdout)")
        }
        #expect(r.stdout.contains("IABTCF_X\\u{202E}0"))
        let json = try Self.doctor(Array(text.utf8), name: "bidi.txt", ["--format", "json"])
        #expect(json.stdout.contains("IABTCF_X\\u202e0") && json.stdout.contains("IABTCF_X\\u20284"))
        #expect((try? JSONParser.parse(json.stdout)) != nil, "still valid JSON")
    }
}

/// A form whose Google ATP id is beyond TCF's 16-bit ids: every command that uses a form reports
/// file:line:column instead of stopping on a precondition where the ids are put in a set.
@Suite struct FormIDRangeTests {
    @Test(.tags(.spawnsProcess)) func anATPIDBeyondSixteenBitsIsAFileLineColumnErrorEverywhere() throws {
        let repository = String(#filePath[..<#filePath.range(of: "/Tests/")!.lowerBound])
        let shipped = try String(decoding: readBytes(repository + "/forms/ump-gdpr-two-button.yaml"), as: UTF8.self)
        let form = shipped.replacingOccurrences(of: "  - { id: 3234, name: Unity Ads }", with: "  - { id: 65536, name: X }")
        #expect(form != shipped)
        let dir = try TempDirectory()
        defer { dir.remove() }
        let path = dir.path + "/atp.yaml"
        try writeBytes(Array(form.utf8), to: path)
        try writeBytes(Array("Set Form \(path)\nLaunch\n".utf8), to: dir.path + "/set-form.keys")
        let runs: [[String]] = [
            ["lint", path], ["preview", path, "--size", "80x24"], ["preview", "ump-gdpr-two-button", "--compare", path, "--size", "80x24"],
            ["graph", "--screens", "--form", path], ["play", dir.path + "/set-form.keys"],
        ]
        for arguments in runs {
            let r = try consentsim(arguments)
            #expect(r.status == 1, "\(arguments): status \(r.status)")
            #expect(!r.stderr.contains("Precondition failed") && !r.stderr.contains("Fatal error"), "\(arguments)")
            #expect(
                (r.stdout + r.stderr).contains("atp.yaml:25:11: googleATPs[1].id: 65536 is out of range"), "\(arguments): \(r.stderr.prefix(300))")
        }
    }
}
