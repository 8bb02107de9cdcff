import Basics
import ConsentsimTestSupport
import Testing

/// `consentsim doctor` run as a tester would, on a dump of each input format (Fixtures/doctor).
@Suite(.tags(.spawnsProcess)) struct DoctorCommandTests {
    static let fixtures: String = {
        let here = #filePath
        return String(here[..<here.lastIndex(of: "/")!]) + "/Fixtures/doctor/"
    }()

    /// The same "Do not consent" device (UMP, EEA) in every format a device's keys are dumped in.
    static let sameDevice: [(file: String, format: String)] = [
        ("ios-do-not-consent.plist", "xml-plist"), ("ios-do-not-consent.bplist", "binary-plist"),
        ("android-shared-prefs.xml", "shared-preferences"), ("store-export.json", "json"),
        ("ios-defaults-read.txt", "defaults-read"),
    ]

    static func doctor(_ file: String, _ extra: [String] = []) throws -> (ProcessResult, JSONObject?) {
        let r = try consentsim(["doctor", fixtures + file, "--format", "json", "--today", "2026-11-24", "--region", "eea"] + extra)
        guard case .object(let o)? = try? JSONParser.parse(r.stdout) else { return (r, nil) }
        return (r, o)
    }

    @Test(arguments: sameDevice)
    func readsEachFormatToTheSameVerdicts(_ fixture: (file: String, format: String)) throws {
        let (r, o) = try Self.doctor(fixture.file)
        #expect(r.status == 0 && r.stderr.isEmpty, "\(r.stderr)")
        let report = try #require(o)
        #expect(report["format"] == .string(fixture.format))
        #expect(report["tcfKeys"] == .int(16))
        guard case .object(let verdict)? = report["googleVerdict"] else { Issue.record("no googleVerdict"); return }
        #expect(verdict["kind"] == .string("limited"))
        guard case .array(let reasons)? = verdict["reasons"], case .object(let first)? = reasons.first else { Issue.record("no reasons"); return }
        #expect(first["code"] == .string("1.2"))
        guard case .object(let checks)? = report["appChecks"], case .object(let ads)? = checks["canShowAds"] else {
            Issue.record("no appChecks")
            return
        }
        #expect(ads["value"] == .bool(false))
        // Everything but the file name and format is the same whichever format the keys came in.
        let (_, plist) = try Self.doctor(Self.sameDevice[0].file)
        for member in ["googleVerdict", "appChecks", "problems"] {
            #expect(report[member] == plist?[member], "\(member) of \(fixture.file)")
        }
    }

    @Test func jsonIsStableAndOrdered() throws {
        let a = try consentsim(["doctor", Self.fixtures + "android-key-value.txt", "--format", "json", "--today", "2027-03-01"])
        let b = try consentsim(["doctor", Self.fixtures + "android-key-value.txt", "--format", "json", "--today", "2027-03-01"])
        #expect(a.status == 0 && a.stdout == b.stdout)
        guard case .object(let o) = try JSONParser.parse(a.stdout) else { Issue.record("not an object"); return }
        #expect(
            o.members.map(\.key) == [
                "file", "format", "platform", "umpConsentStatus", "sdk", "platforms", "today", "att", "region", "tcfKeys", "googleVerdict",
                "appChecks",
                "consentMode", "consentModeReaders", "usPrivacy", "legacyConsentSDK",
                "problems",
            ])
        guard case .object(let verdict)? = o["googleVerdict"] else { Issue.record("no verdict"); return }
        #expect(verdict.members.map(\.key) == ["kind", "idfaAvailable", "reasons", "lift", "ifNotCertified"])
        guard case .array(let problems)? = o["problems"], case .object(let p)? = problems.first else { Issue.record("no problems"); return }
        #expect(p.members.map(\.key) == ["severity", "code", "key", "message"])
    }

    @Test func reportsStaleStringsAndKeysACMPWouldNotWrite() throws {
        let r = try consentsim(["doctor", Self.fixtures + "android-key-value.txt", "--format", "json", "--today", "2027-03-01"])
        guard case .object(let o) = try JSONParser.parse(r.stdout), case .array(let problems)? = o["problems"] else {
            Issue.record("no problems")
            return
        }
        let rows: [(String?, String?)] = problems.compactMap {
            guard case .object(let p) = $0 else { return nil }
            if case .string(let code)? = p["code"], case .string(let key)? = p["key"] { return (code, key) }
            if case .string(let key)? = p["key"] { return (nil, key) }
            return (nil, nil)
        }
        #expect(rows.contains { $0.0 == "3.3" && $0.1 == "IABTCF_TCString" })
        #expect(rows.contains { $0.0 == nil && $0.1 == "IABTCF_ConsentedVendors" })
        #expect(rows.contains { $0.1 == "IABTCF_UseNonStandardTexts" })
        #expect(rows.contains { $0.1 == "IABTCF_PublisherConsent" })
        #expect(rows.contains { $0.1 == "IABTCF_VendorLegitimateInterests" })  // disagrees with the TC string
        guard case .object(let v)? = o["googleVerdict"] else { Issue.record("no verdict"); return }
        #expect(v["kind"] == .string("none"))
    }

    @Test func textNamesBothVerdictsAndTheCodes() throws {
        let r = try consentsim(["doctor", Self.fixtures + "ios-do-not-consent.plist", "--today", "2026-11-24", "--att", "denied"])
        #expect(r.status == 0)
        #expect(r.stdout.contains("Google's verdict: limited"))
        #expect(r.stdout.contains("[TCF error 1.2] purpose 1 consent missing for vendor 755"))
        #expect(r.stdout.contains("canShowAds(): false"))
        #expect(r.stdout.contains("canShowPersonalizedAds(): false\n    - ATT status is denied"))
    }

    @Test func readsStandardInput() throws {
        let text = try String(decoding: readBytes(Self.fixtures + "ios-defaults-read.txt"), as: UTF8.self)
        let r = try consentsim(["doctor", "-", "--today", "2026-11-24"], stdin: text)
        #expect(r.status == 0)
        #expect(r.stdout.hasPrefix("<stdin> (defaults-read, 16 IABTCF_ keys)"))
    }

    @Test func unreadableInputExitsOneWithOneEscapedLine() throws {
        let dir = try TempDirectory()
        defer { dir.remove() }
        let cases: [(String, [UInt8])] = [
            ("truncated.bplist", Array("bplist00".utf8) + [0x08]),
            ("broken.plist", Array("<?xml version=\"1.0\"?><plist><dict><key>a</key>".utf8)),
            ("broken-prefs.xml", Array("<map><int name=\"IABTCF_gdprApplies\" value=\"one\" /></map>".utf8)),
            ("broken-defaults.txt", Array("{ IABTCF_gdprApplies = 1 }".utf8)),
            ("not-lines.txt", Array("just some words\n".utf8)),
            ("bad\u{1B}[31mname.txt", Array("no separator\n".utf8)),
        ]
        for (name, bytes) in cases {
            let path = dir.path + "/" + name
            try writeBytes(bytes, to: path)
            let r = try consentsim(["doctor", path])
            #expect(r.status == 1, "\(name): \(r.stdout)")
            #expect(r.stdout.isEmpty)
            let lines = r.stderr.split(separator: "\n")
            #expect(lines.count == 1, "\(name): \(r.stderr)")
            #expect(!r.stderr.contains("\u{1B}"), "\(name)")
            #expect(r.stderr.count < 600)
        }
        let missing = try consentsim(["doctor", dir.path + "/missing\u{1B}[2J.plist"])
        #expect(missing.status == 1 && missing.stderr.contains("missing\\e[2J.plist"))
        #expect(!missing.stderr.contains("\u{1B}"))
    }

    @Test func usageErrorsExitTwo() throws {
        for args in [["--region", "moon"], ["--today", "2026-02-30"], ["--att", "maybe"], ["--format", "yaml"], ["--certified-cmps"]] {
            let r = try consentsim(["doctor", Self.fixtures + "store-export.json"] + args)
            #expect(r.status == 2, "\(args)")
        }
    }
}
