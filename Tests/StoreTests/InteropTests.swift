import Basics
import ConsentsimTestSupport
import Foundation
import Testing

@testable import Store

/// Other tools read what `store export` writes: Python's plistlib and minidom, and plutil when installed.
@Suite(.tags(.spawnsProcess)) struct InteropTests {
    /// A domain with every type Python can compare exactly (no whole or non-finite reals, whose
    /// spelling differs between JSON writers).
    static let domain = StoreDomain([
        "IABTCF_gdprApplies": 1, "IABTCF_CmpSdkID": 300, "IABTCF_PublisherCC": "it's <&> \"AA\"", "IABTCF_PurposeConsents": "1011",
        "flag": true, "off": false, "ratio": 0.25, "big": .integer(.max), "neg": -3, "unicode": "日本語 😀", "cr": "a\r\nb",
        "blob": .data((0..<100).map { UInt8($0) }), "when": .date(StoreDate(secondsSince1970: 1_709_296_496)),
        "personalized_ad_status": [
            "consent_state": "personalized", "tag_for_under_age_of_consent": 0, "pub_ids": ["pub-1"],
            "providers": [["company_id": "1", "company_name": "Google"]], "empty": [:], "none": [],
        ],
    ])

    /// The domain as Python's `json.dumps(..., sort_keys=True)` will print it after plistlib.
    static let canonicalJSON = StoreJSON.jsonValue(.dictionary(domain.values), typed: false).serialized(sortedKeys: true)

    func exportToFile(_ format: String, in dir: String) throws -> String {
        let store = ["--store", dir + "/app.plist"]
        let imported = try consentsim(["store", "import", "--format", "json"] + store, stdin: StoreJSON.encode(Self.domain))
        #expect(imported.status == 0, "\(imported.stderr)")
        let exported = try consentsim(["store", "export", "--format", format] + store)
        #expect(exported.status == 0, "\(exported.stderr)")
        let file = dir + "/export." + format
        try writeBytes(Array(exported.stdout.utf8), to: file)
        return file
    }

    @Test func pythonPlistlibReadsThePlistExport() throws {
        let tmp = try TempDirectory()
        defer { tmp.remove() }
        let file = try exportToFile("plist", in: tmp.path)
        let script = """
            import base64, datetime, json, plistlib, sys
            with open(sys.argv[1], 'rb') as f:
                d = plistlib.load(f)
            assert type(d['IABTCF_gdprApplies']) is int and type(d['flag']) is bool and type(d['ratio']) is float
            def plain(v):
                if isinstance(v, bytes): return base64.b64encode(v).decode()
                if isinstance(v, datetime.datetime): return v.strftime('%Y-%m-%dT%H:%M:%SZ')
                if isinstance(v, dict): return {k: plain(x) for k, x in v.items()}
                if isinstance(v, list): return [plain(x) for x in v]
                return v
            sys.stdout.write(json.dumps(plain(d), sort_keys=True, separators=(',', ':'), ensure_ascii=False))
            """
        let r = try run("/usr/bin/env", ["python3", "-c", script, file])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout == Self.canonicalJSON)
    }

    @Test func plutilLintsThePlistExportWhereverItIsInstalled() throws {
        let tmp = try TempDirectory()
        defer { tmp.remove() }
        let file = try exportToFile("plist", in: tmp.path)
        let candidates =
            ["/usr/bin/plutil", "/opt/swift/usr/bin/plutil"]
            + (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map { $0 + "/plutil" }
        let plutils = Set(candidates.filter { FileManager.default.isExecutableFile(atPath: $0) })
        for plutil in plutils {
            let r = try run(plutil, ["-lint", file])
            #expect(r.status == 0, "\(plutil): \(r.stdout) \(r.stderr)")
        }
        // Without plutil the plist is still checked by plistlib above; here, at least our own reader must agree.
        #expect(try PropertyListXML.decode(readBytes(file)) == Self.domain)
    }

    @Test func pythonMinidomReadsTheAndroidExport() throws {
        let tmp = try TempDirectory()
        defer { tmp.remove() }
        let file = try exportToFile("android", in: tmp.path)
        let script = """
            import sys, xml.dom.minidom
            doc = xml.dom.minidom.parse(sys.argv[1])
            root = doc.documentElement
            assert root.tagName == 'map', root.tagName
            for e in root.childNodes:
                if e.nodeType != e.ELEMENT_NODE: continue
                value = e.getAttribute('value') if e.hasAttribute('value') else ''.join(t.data for t in e.childNodes)
                print(e.tagName, e.getAttribute('name'), repr(value))
            """
        let r = try run("/usr/bin/env", ["python3", "-c", script, file])
        #expect(r.status == 0, "\(r.stderr)")
        let lines = r.stdout.split(separator: "\n").map(String.init)
        #expect(lines.contains("int IABTCF_gdprApplies '1'"))
        #expect(lines.contains("int IABTCF_CmpSdkID '300'"))
        #expect(lines.contains("long big '9223372036854775807'"))
        #expect(lines.contains("boolean flag 'true'"))
        #expect(lines.contains("float ratio '0.25'"))
        #expect(lines.contains(#"string IABTCF_PublisherCC 'it\'s <&> "AA"'"#))
        #expect(lines.contains(#"string cr 'a\r\nb'"#))
        #expect(
            lines.contains(
                #"string personalized_ad_status '{"consent_state":"personalized","empty":{},"none":[],"providers":[{"company_id":"1","company_name":"Google"}],"pub_ids":["pub-1"],"tag_for_under_age_of_consent":0}'"#
            ))
        #expect(lines.count == Self.domain.count)
    }
}
