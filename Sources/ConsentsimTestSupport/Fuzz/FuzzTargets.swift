import Basics
import Doctor
import Flow
import Forms
import Pictures
import Screens
import Scripting
import Simulation
import Store
import TCF

extension FuzzTarget {
    /// Every reader of input the program has, each with what consumes its result.
    package static let all: [FuzzTarget] = [
        doctor, binaryPlist, storePlist, storeJSON, sharedPreferences, vendorList, tcString, tcModelJSON,
        form, script, tape, junitMerge, htmlMerge,
    ]

    /// The target named `name`.
    package static func named(_ name: String) -> FuzzTarget? { all.first { $0.name == name } }

    static let doctorFixtures = [
        "ios-do-not-consent.plist", "android-shared-prefs.xml", "store-export.json", "ios-defaults-read.txt",
        "android-key-value.txt",
    ].map { "Tests/CLITests/Fixtures/doctor/" + $0 }

    /// `doctor`'s text formats (XML plist, SharedPreferences, JSON, defaults read, key=value, and the
    /// simctl and adb commands `store export` prints), read and examined, the report printed.
    static let doctor = FuzzTarget(
        name: "doctor", seedPaths: doctorFixtures,
        derivedSeeds: { seeds in
            guard let first = seeds.first, let domain = try? PropertyListXML.decode(first) else { return [] }
            return [StoreExportFormat.simctl, .adb].compactMap { try? Array(StoreExport.render(domain, as: $0, bundleID: "com.example.app").utf8) }
        },
        dictionary: [
            "<!DOCTYPE map>", "<![CDATA[x]]>", "&#x202E;", "&#65536;", "<int name=\"IABTCF_gdprApplies\" value=\"1\"/>",
            "</map>", "<set name=\"s\"><string>a</string></set>", "<integer>", "<data>AA==</data>", "$dict", "{\"$data\":\"AA\"}",
            " = (", " -int ", " -array ", " -dict a b", "'<dict/>'", "<<'EOF'\n", "\nEOF\n", "\\\n", "IABTCF_VendorConsents=",
            "IABTCF_gdprApplies=\"1\"", "IABTCF_PublisherRestrictions1=",
        ],
        nesting: [("<array>", "</array>"), ("[", "]"), ("(", ")"), ("{a=", ";}")],
        run: examineDump)

    /// Binary property lists generated object by object (shared objects, cycles, lengths, trailers).
    static let binaryPlist = FuzzTarget(
        name: "binary-plist", seedPaths: ["Tests/CLITests/Fixtures/doctor/ios-do-not-consent.bplist"],
        generator: { BinaryPlistGenerator.make(using: &$0) }, run: examineDump)

    /// A dump read by `doctor`: the report (text and JSON) and the inspector's view of the keys.
    @Sendable static func examineDump(_ bytes: [UInt8]) -> FuzzOutcome {
        var outcome = FuzzOutcome()
        let dump: DeviceDump.Contents
        do {
            dump = try DeviceDump.read(bytes)
        } catch {
            outcome.messages.append(error.line(file: "fuzz.dump"))
            return outcome
        }
        outcome.accepted = true
        let report = DeviceDoctor.examine(
            dump.domain, today: CivilDate(year: 2026, month: 11, day: 24), att: .denied, region: .eea, androidTypes: dump.androidTypes)
        outcome.messages.append(report.text(file: "fuzz.dump", format: dump.format.rawValue))
        let json = report.json(file: "fuzz.dump", format: dump.format.rawValue).serialized(pretty: true)
        outcome.outputs.append(json)
        if (try? JSONParser.parse(json)) == nil { outcome.problems.append("doctor's JSON report does not parse") }
        outcome.problems += readBack(dump.domain)
        let inspector = InspectorData(domain: dump.domain, diff: StoreDiff(from: StoreDomain(), to: dump.domain))
        outcome.outputs += inspector.entries.map(\.value)
        return outcome
    }

    /// What `store export` writes of `domain` must read back as the same domain.
    static func readBack(_ domain: StoreDomain) -> [String] {
        var problems: [String] = []
        let json = StoreJSON.encode(domain)
        if let again = try? StoreJSON.decode(json), StoreJSON.encode(again) != json {
            problems.append("store export --format json does not read back as the same keys")
        } else if (try? StoreJSON.decode(json)) == nil {
            problems.append("store export --format json does not read back")
        }
        if let commands = try? StoreExport.render(domain, as: .simctl, bundleID: "com.example.app") {
            do {
                let read = try DeviceDump.read(Array(commands.utf8))
                if StoreJSON.encode(read.domain) != json { problems.append("store export --format simctl does not read back as the same keys") }
            } catch {
                problems.append("store export --format simctl does not read back: \(error.line(file: "export"))")
            }
        }
        return problems
    }

    /// The store's own file: an XML property list, with what `store` does with it.
    static let storePlist = FuzzTarget(
        name: "store-plist", seedPaths: ["Tests/CLITests/Fixtures/doctor/ios-do-not-consent.plist"],
        dictionary: [
            "<!DOCTYPE plist [<!ENTITY a \"b\">]>", "<![CDATA[", "]]>", "&#0;", "&#x10FFFF;", "&#xD800;", "<integer>", "</integer>",
            "<real>1e999</real>", "<date>2024-02-30T00:00:00Z</date>", "<data>====</data>", "<key>k</key>", "<dict/>", "<array/>",
        ],
        nesting: [("<array>", "</array>"), ("<dict><key>k</key>", "</dict>")],
        run: { bytes in
            var outcome = FuzzOutcome()
            do throws(PlistReadError) {
                let domain = try PropertyListXML.decode(bytes)
                outcome.accepted = true
                outcome.problems += readBack(domain)
                _ = try? PropertyListXML.encode(domain)
                outcome.outputs.append(StoreJSON.encode(domain))
            } catch {
                outcome.boundedMessages.append(StoreFileError.unreadable(path: "store.plist", error).description)
            }
            return outcome
        })

    /// `store import` and `doctor`'s JSON.
    static let storeJSON = FuzzTarget(
        name: "store-json", seedPaths: ["Tests/CLITests/Fixtures/doctor/store-export.json"],
        dictionary: [
            "{\"$data\":\"AA==\"}", "{\"$date\":\"2024-01-01T00:00:00Z\"}", "{\"$real\":\"nan\"}", "{\"$dict\":{}}", "null", "\"\\ud800\"",
            "\"\\u202e\"", "1e400", "-0",
        ],
        nesting: [("[", "]"), ("{\"a\":", "}")],
        run: { bytes in
            var outcome = FuzzOutcome()
            do {
                outcome.problems += readBack(try StoreJSON.decode(bytes: bytes))
                outcome.accepted = true
            } catch {
                outcome.boundedMessages.append("\(error)")
            }
            return outcome
        })

    /// SharedPreferences XML as the Store reads it, and what Android export writes back.
    static let sharedPreferences = FuzzTarget(
        name: "shared-preferences", seedPaths: ["Tests/CLITests/Fixtures/doctor/android-shared-prefs.xml"],
        dictionary: [
            "<!DOCTYPE map>", "<null name=\"n\"/>", "<long name=\"l\" value=\"9223372036854775808\"/>", "&#10;", "\t", "<set name=\"s\">",
            "</set>", "<string name=\"a\">", "</string>", "value=\"NaN\"", "name=\"a\" name=\"b\"",
        ],
        run: { bytes in
            var outcome = FuzzOutcome()
            do {
                let domain = try SharedPreferencesXML.decode(bytes)
                outcome.accepted = true
                let xml = AndroidExport.sharedPreferencesXML(domain)
                do {
                    _ = try SharedPreferencesXML.decode(Array(xml.utf8))
                } catch {
                    outcome.problems.append("store export --format android does not read back: \(MessageText.line("\(error)"))")
                }
            } catch {
                outcome.boundedMessages.append("\(error)")
            }
            return outcome
        })

    /// A GVL v3 vendor list, then used the way a form uses it.
    static let vendorList = FuzzTarget(
        name: "vendor-list", seedPaths: ["Tests/Fixtures/tcf/gvl-v3-vendor-list-v15-2vendors.json"],
        dictionary: [
            "\"id\": 65536", "\"id\": 0", "\"purposes\": [1, 65536]", "\"deletedDate\": \"x\"", "\"vendorListVersion\": -1",
            "\"gvlSpecificationVersion\": 4", "\"usesCookies\": null",
        ],
        nesting: [("[", "]"), ("{\"a\":", "}")],
        maximumSize: 1 << 17,
        run: { bytes in
            var outcome = FuzzOutcome()
            do {
                let list = try VendorList.load(bytes: bytes)
                outcome.accepted = true
                var model = TCModel()
                model.vendorListVersion = list.vendorListVersion
                model.vendorConsents = IDSet(list.activeVendors.map(\.id))
                model.purposesConsent = list.purposeIDs
                do {
                    let decoded = try TCString.decode(try TCString.encode(model))
                    if decoded.vendorConsents != model.vendorConsents {
                        outcome.problems.append("a TC string of the list's vendors does not round-trip")
                    }
                } catch {
                    outcome.boundedMessages.append("\(error)")
                }
            } catch {
                outcome.boundedMessages.append("\(error)")
            }
            return outcome
        })

    /// TC strings (`tc decode`, the TC string key doctor reads), and Additional Consent strings.
    static let tcString = FuzzTarget(
        name: "tc-string", seedPaths: [],
        derivedSeeds: { _ in
            var model = TCModel()
            model.vendorListVersion = 106
            model.vendorConsents = [1, 755, 65_535]
            model.purposesConsent = IDSet(range: 1...11)
            model.disclosedVendors = [755]
            var seeds = ["CQ5ZWEAQ5ZWEAPoABBENBbFgAAAAAAAAAAYgAAAAAAAA.IAAA", "1~1.35.41.101", "2~1.2~dv.3.4"].map { Array($0.utf8) }
            if let tc = try? TCString.encode(model) { seeds.append(Array(tc.utf8)) }
            return seeds
        },
        dictionary: [".", "~", "~dv.", "_", "-", "AAAA", "////", "2~", "1~65536"],
        maximumSize: 1 << 14,
        run: { bytes in
            var outcome = FuzzOutcome()
            let text = String(decoding: bytes, as: UTF8.self)
            do {
                let model = try TCString.decode(text)
                outcome.accepted = true
                let again = try TCString.encode(model)
                if try TCString.decode(again) != model { outcome.problems.append("a decoded TC string does not re-encode to the same model") }
            } catch {
                outcome.boundedMessages.append("\(error)")
            }
            do { _ = try AdditionalConsent(parsing: text) } catch { outcome.boundedMessages.append("\(error)") }
            return outcome
        })

    /// `tc encode`'s JSON model.
    static let tcModelJSON = FuzzTarget(
        name: "tc-model-json", seedPaths: [],
        derivedSeeds: { _ in
            var model = TCModel()
            model.vendorConsents = [2, 755]
            model.purposesConsent = [1, 3]
            return [Array(model.json.serialized(pretty: true).utf8)]
        },
        dictionary: ["65536", "[1, 65535]", "\"created\": 1e30", "\"cmpId\": 4096", "\"consentLanguage\": \"\\u202e\""],
        nesting: [("[", "]")],
        run: { bytes in
            var outcome = FuzzOutcome()
            do {
                let model = try TCModel(json: JSONCursor(try JSONParser.parse(String(decoding: bytes, as: UTF8.self))))
                outcome.accepted = true
                do { _ = try TCString.encode(model) } catch { outcome.boundedMessages.append("\(error)") }
            } catch {
                outcome.boundedMessages.append("\(error)")
            }
            return outcome
        })

    /// Forms: loaded, assembled into the app the simulator runs, the first screen drawn, and linted.
    static let form = FuzzTarget(
        name: "form",
        seedPaths: [
            "forms/ump-gdpr-default.yaml", "forms/ump-gdpr-two-button.yaml", "forms/ump-privacy-options.yaml",
            "forms/pac-all-options.yaml", "forms/att-explainer.yaml",
        ],
        dictionary: [
            "googleATPs: [{id: 65536, name: X}]", "vendors: [65535, 65536]", "&a [1, 2]", "*a", "? [a, b]\n: 1\n", "<<: *a",
            "!!binary AA==", "{id: 1, name: \u{202E}x}", "purposes: [1, 25]", "0x10000",
        ],
        nesting: [("[", "]"), ("{a: ", "}")],
        maximumSize: 1 << 15,
        run: { bytes in
            var outcome = FuzzOutcome()
            do {
                let definition = try FormLoader.load(yaml: String(decoding: bytes, as: UTF8.self), fileName: "fuzz.yaml")
                outcome.accepted = true
                _ = FormConfiguration.configuration(for: definition)
                let renderer = PreviewRenderer(form: definition)
                if let first = try? PreviewCatalog.screens(for: definition).first {
                    do {
                        _ = try renderer.frame(first, language: definition.languages.default, size: Size(width: 80, height: 24))
                    } catch {
                        outcome.boundedMessages.append("\(error)")
                    }
                }
                let findings = Linter.lint(definition, environment: DrawnButtonAreas.lintEnvironment)
                outcome.messages.append(LintTextReport.render(findings))
                outcome.outputs.append(LintJSONReport.render(findings))
                outcome.outputs.append(LintSARIFReport.render(findings, toolVersion: "fuzz"))
            } catch {
                outcome.messages.append("\(error)")
            }
            return outcome
        })

    /// Includes resolve to a script that includes itself, or are missing.
    static let scriptLoader = ScriptLoader(readFile: { path in
        if path.hasSuffix("_a.keys") { return "Launch\nSource _a.keys\n" }
        throw ScriptLoader.ReadError("no such file")
    })

    static let scriptDictionary = [
        "Tab 65536", "Sleep 9223372036854775807s", "Set Columns 65536", "Set Rows 0", "Type \"\u{202E}\"",
        "Expect Screen /(a*)*b/", "Expect Key IABTCF_gdprApplies 1", "Source _a.keys", "Wait@10s /x/", "Output x.gif",
        "Set Width 1e309", "Repeat 1048576",
    ]

    /// Keystroke scripts.
    static let script = FuzzTarget(
        name: "script", seedPaths: ["scripts/keys/vendor-search.keys", "scripts/ump/accept-all.keys", "scripts/README.md"],
        dictionary: scriptDictionary,
        run: { bytes in
            var outcome = FuzzOutcome()
            do {
                _ = try scriptLoader.load(text: String(decoding: bytes, as: UTF8.self), path: "fuzz.keys")
                outcome.accepted = true
            } catch {
                outcome.messages.append("\(error)")
            }
            return outcome
        })

    /// VHS tapes.
    static let tape = FuzzTarget(
        name: "tape", seedPaths: ["scripts/tapes/accept-all.tape"],
        dictionary: scriptDictionary + [
            "Type \"consentsim run --geography EEA\"", "Set FontSize 65536", "Set TypingSpeed 1e9ms", "Hide", "Show",
            "Screenshot x.png", "Env A B", "Require consentsim", "Set TypingSpeed 86399999m", "Sleep 1e300s", "Sleep nan",
            "Tab@86400000ms 10000", "Type@1440m \"xxxxxxxx\"", "Sleep -0.5s", "Backspace 99999999999999999999", "Advance 100000 months",
        ],
        run: { bytes in
            var outcome = FuzzOutcome()
            do {
                let session = try TapeLoader.load(text: String(decoding: bytes, as: UTF8.self), path: "fuzz.tape", loader: scriptLoader)
                outcome.accepted = true
                outcome.messages += recordTimes(session)
            } catch {
                outcome.messages.append("\(error)")
            }
            return outcome
        })
}
