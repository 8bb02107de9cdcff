import ConsentsimTestSupport
import Foundation
import Testing

@testable import Store

/// End-to-end tests of `consentsim store ...` through the built binary.
@Suite(.tags(.spawnsProcess)) struct CLITests {
    @Test func setGetShowAndRemove() throws {
        let tmp = try TempDirectory()
        defer { tmp.remove() }
        let store = ["--store", tmp.path + "/app.plist"]
        for args in [
            ["IABTCF_gdprApplies", "1", "--type", "int"], ["IABTCF_PublisherCC", "it's", "--type", "string"],
            ["flag", "yes", "--type", "bool"], ["ratio", "0.25", "--type", "real"],
            [
                "personalized_ad_status", #"{"consent_state": "personalized", "version": "1.0.5", "providers": [{"company_id": "1"}]}"#, "--type",
                "json",
            ],
        ] {
            let r = try consentsim(["store", "set"] + args + store)
            #expect(r.status == 0, "\(args): \(r.stderr)")
        }
        let show = try consentsim(["store", "show"] + store)
        #expect(
            show.stdout
                == """
                IABTCF_PublisherCC      string      "it's"
                IABTCF_gdprApplies      integer     1
                flag                    boolean     true
                personalized_ad_status  dictionary  3 keys
                  consent_state         string      "personalized"
                  providers             array       1 item
                    [0]                 dictionary  1 key
                      company_id        string      "1"
                  version               string      "1.5"
                ratio                   real        0.25

                """.replacingOccurrences(of: "\"1.5\"", with: "\"1.0.5\""))
        #expect(try consentsim(["store", "get", "IABTCF_gdprApplies"] + store).stdout == "1\n")
        #expect(try consentsim(["store", "get", "IABTCF_PublisherCC"] + store).stdout == "it's\n")
        #expect(try consentsim(["store", "get", "flag"] + store).stdout == "true\n")
        #expect(try consentsim(["store", "get", "ratio"] + store).stdout == "0.25\n")
        #expect(try consentsim(["store", "get", "personalized_ad_status"] + store).stdout.contains(#""consent_state": "personalized""#))
        #expect(try consentsim(["store", "remove", "flag", "ratio", "notThere"] + store).status == 0)
        let after = try PlistFileStore(path: tmp.path + "/app.plist").load()
        #expect(after.keys == ["IABTCF_PublisherCC", "IABTCF_gdprApplies", "personalized_ad_status"])
        #expect(after["IABTCF_gdprApplies"] == .integer(1))
    }

    @Test func defaultStoreFollowsXDGDataHomeAndBundleID() throws {
        let tmp = try TempDirectory()
        defer { tmp.remove() }
        var env = ProcessInfo.processInfo.environment
        env["XDG_DATA_HOME"] = tmp.path + "/data"
        #expect(try consentsim(["store", "set", "a", "1", "--type", "int"], environment: env).status == 0)
        #expect(try consentsim(["store", "set", "b", "2", "--type", "int", "--bundle-id", "com.other.app"], environment: env).status == 0)
        // No --bundle-id: the default form's app, whose store `consentsim run` writes.
        #expect(try PlistFileStore(path: tmp.path + "/data/consentsim/com.example.dailypuzzle.plist").load() == StoreDomain(["a": 1]))
        #expect(try PlistFileStore(path: tmp.path + "/data/consentsim/com.other.app.plist").load() == StoreDomain(["b": 2]))
        env["XDG_DATA_HOME"] = ""
        env["HOME"] = tmp.path + "/home"
        #expect(try consentsim(["store", "set", "c", "3", "--type", "int"], environment: env).status == 0)
        #expect(try PlistFileStore(path: tmp.path + "/home/.local/share/consentsim/com.example.dailypuzzle.plist").load() == StoreDomain(["c": 3]))
    }

    @Test func importReplacesOrMergesAndExportRoundTrips() throws {
        let tmp = try TempDirectory()
        defer { tmp.remove() }
        let store = ["--store", tmp.path + "/app.plist"]
        try PlistFileStore(path: tmp.path + "/app.plist").replace(with: StoreDomain(["old": 1, "IABTCF_gdprApplies": 0]))

        let json = StoreJSON.encode(everyTypeDomain)
        let merged = try consentsim(["store", "import", "-", "--merge"] + store, stdin: #"{"IABTCF_gdprApplies": 1}"#)
        #expect(merged.status == 0, "\(merged.stderr)")
        #expect(merged.stdout.hasSuffix(": 0 added, 1 changed, 0 removed\n"))
        #expect(try PlistFileStore(path: tmp.path + "/app.plist").load() == StoreDomain(["old": 1, "IABTCF_gdprApplies": 1]))

        let replaced = try consentsim(["store", "import", "--format", "json"] + store, stdin: json)
        #expect(replaced.status == 0, "\(replaced.stderr)")
        #expect(try PlistFileStore(path: tmp.path + "/app.plist").load() == everyTypeDomain)

        // Exported JSON and plist import back to the same domain.
        let exportedJSON = try consentsim(["store", "export", "--format", "json"] + store).stdout
        #expect(exportedJSON == json)
        let exportedPlist = try consentsim(["store", "export", "--format", "plist"] + store).stdout
        try writeBytes(Array(exportedPlist.utf8), to: tmp.path + "/copy.plist")
        let other = ["--store", tmp.path + "/other.plist"]
        #expect(try consentsim(["store", "import", tmp.path + "/copy.plist"] + other).status == 0)
        #expect(try PlistFileStore(path: tmp.path + "/other.plist").load() == everyTypeDomain)
        #expect(try readBytes(tmp.path + "/other.plist") == readBytes(tmp.path + "/app.plist"))
    }

    @Test func importErrorsNameTheSourceAndPlace() throws {
        let tmp = try TempDirectory()
        defer { tmp.remove() }
        let store = ["--store", tmp.path + "/app.plist"]
        let badJSON = try consentsim(["store", "import", "-"] + store, stdin: "{\n  \"a\": nul\n}")
        #expect(badJSON.status == 1)
        #expect(badJSON.stderr == "consentsim: <stdin>:2:8: invalid literal, expected 'null'\n")
        let nullValue = try consentsim(["store", "import", "-", "--format", "json"] + store, stdin: #"{"a": {"b": null}}"#)
        #expect(nullValue.status == 1)
        #expect(nullValue.stderr == "consentsim: <stdin>:$.a.b: null has no UserDefaults type; remove the key instead\n")
        try writeBytes(Array("<plist><dict><key>a</key></dict></plist>".utf8), to: tmp.path + "/bad.plist")
        let badPlist = try consentsim(["store", "import", tmp.path + "/bad.plist"] + store)
        #expect(badPlist.status == 1)
        #expect(badPlist.stderr == "consentsim: \(tmp.path)/bad.plist:1:14: <key>a</key> has no value\n")
        let missing = try consentsim(["store", "import", tmp.path + "/missing.json"] + store)
        #expect(missing.status == 1)
        #expect(missing.stderr == "consentsim: \(tmp.path)/missing.json: no such file\n")
        #expect(!FileManager.default.fileExists(atPath: tmp.path + "/app.plist"))
    }

    @Test func corruptStoreIsReportedKeptAndOnlyResetMovesItAside() throws {
        let tmp = try TempDirectory()
        defer { tmp.remove() }
        let path = tmp.path + "/app.plist"
        let store = ["--store", path]
        let corrupt = Array(
            "<?xml version=\"1.0\"?>\n<plist version=\"1.0\">\n<dict>\n\t<key>IABTCF_gdprApplies</key>\n\t<integer>1</integr>\n</dict>\n</plist>\n"
                .utf8)
        try writeBytes(corrupt, to: path)

        let show = try consentsim(["store", "show"] + store)
        #expect(show.status == 1)
        #expect(show.stdout == "")
        #expect(
            show.stderr
                == "consentsim: \(path):5:12: expected </integer> but found </integr> (run 'consentsim store reset' to keep it aside and start empty)\n"
        )

        for args in [
            ["set", "IABTCF_gdprApplies", "0", "--type", "int"], ["increment", "n"], ["remove", "IABTCF_gdprApplies"], ["import", "--merge", "-"],
        ] {
            let r = try consentsim(["store"] + args + store, stdin: "{}")
            #expect(r.status == 1, "\(args)")
            #expect(r.stderr.hasPrefix("consentsim: \(path):5:12: expected </integer>"), "\(args): \(r.stderr)")
            #expect(try readBytes(path) == corrupt, "\(args) changed the corrupt file")
        }
        #expect(try listDirectory(tmp.path) == ["app.plist", "app.plist.lock"])

        let reset = try consentsim(["store", "reset"] + store)
        #expect(reset.status == 0)
        let asides = try listDirectory(tmp.path).filter { $0.hasPrefix("app.plist.corrupt-") }
        #expect(asides.count == 1)
        let aside = tmp.path + "/" + (asides.first ?? "none")
        #expect(try readBytes(aside) == corrupt)
        #expect(reset.stderr == "consentsim: note: \(path) was unreadable; kept it as \(aside)\n")
        #expect(try consentsim(["store", "show"] + store).stdout == "")
        #expect(try consentsim(["store", "export"] + store).stdout == "{}\n")
        #expect(try PlistFileStore(path: path).load().isEmpty)
    }

    @Test func exitStatusesAndOneLineErrors() throws {
        let tmp = try TempDirectory()
        defer { tmp.remove() }
        let store = ["--store", tmp.path + "/app.plist"]
        // Usage errors: exit status 2 (main.swift maps ArgumentParser's EX_USAGE to 2).
        #expect(try consentsim(["store", "set", "k", "v"] + store).status == 2)
        #expect(try consentsim(["store", "show", "--bundle-id", "../x"] + store).status == 2)
        #expect(try consentsim(["store", "export", "--format", "yaml"] + store).status == 2)
        #expect(try consentsim(["store", "frobnicate"]).status == 2)
        // Bad values and missing keys: status 1, one line naming the value or the file.
        let badInt = try consentsim(["store", "set", "k", "1.5", "--type", "int"] + store)
        #expect(badInt.status == 1)
        #expect(badInt.stderr == "consentsim: invalid integer '1.5' (a 64-bit whole number)\n")
        let badBool = try consentsim(["store", "set", "k", "maybe", "--type", "bool"] + store)
        #expect(badBool.stderr == "consentsim: invalid boolean 'maybe' (true/false, yes/no or 1/0)\n")
        let control = try consentsim(["store", "set", "k", "a\u{1}b", "--type", "string"] + store)
        #expect(control.status == 1)
        #expect(control.stderr == "consentsim: \(tmp.path)/app.plist: cannot save k: string contains U+0001, which XML 1.0 cannot represent\n")
        #expect(try consentsim(["store", "set", "s", "x", "--type", "string"] + store).status == 0)
        // A missing key in a store that exists (a store file that does not exist is its own error).
        let missing = try consentsim(["store", "get", "nope"] + store)
        #expect(missing.status == 1)
        #expect(missing.stderr == "consentsim: \(tmp.path)/app.plist: no key 'nope'\n")
        let notInt = try consentsim(["store", "increment", "s"] + store)
        #expect(notInt.status == 1)
        #expect(notInt.stderr == "consentsim: \(tmp.path)/app.plist: 's' is a string, not an integer\n")
        #expect(try consentsim(["store", "increment", "n", "--by", "5"] + store).stdout == "5\n")
    }
}
