import Basics
import ConsentsimTestSupport
import Foundation
import Testing

@testable import Forms

extension LintTests {
    @Suite struct Reports {
        static let yaml =
            LintTests.replacing(LintTests.ump, "closeIcon: false", "closeIcon: true")
            + "consentSwitch:\n  defaultOn: true\n"
            + "texts:\n  en:\n    title: \"We value your privacy\"\n    close: \"Close\"\n  de:\n    title: \"Deine Daten für Werbung\"\n    close: \"Schließen (nicht einwilligen)\"\n"

        static func findings() throws -> [LintFinding] { Linter.lint(try LintTests.load(yaml), environment: .naturalWidths) }

        @Test func textHasOneCompilerStyleLinePerFindingAndASummary() throws {
            let map = try LintTests.load(Self.yaml).sourceMap
            func at(_ path: String) -> String { "lint-case.yaml:\(map.location(of: path))" }
            let findings = try Self.findings()
            #expect(
                LintTextReport.render(findings) == [
                    "\(at("consentSwitch.defaultOn")): error[G4]: consent switches start on (pre-ticked): Confirm choices would give consent the user never gave; set consentSwitch.defaultOn: false",
                    "\(at("texts.en.title")): warning[G7]: the title \"We value your privacy\" (en) says \"we value your privacy\" but not what the data is used for; state the impact (\"{appName} asks for your consent to use your personal data to:\")",
                    "\(at("texts.en.close")): info[G13]: the close icon's label \"Close\" (en) does not say that closing means not consenting; UMP records closing as Do not consent",
                    "\(at("texts.de")): info[T13]: de has no official IAB texts for purposes 1-11, special purposes 1-3, features 1-3, special features 1-2: the screens show the catalogue's own wording (consentsim has the IAB's texts in en only, from the vendor list); a form can word an item itself, e.g. texts.de.purpose.1.name",
                    "1 error, 1 warning, 2 info (lint --explain G13|G4|G7|T13 for the rules and their sources)",
                ].joined(separator: "\n") + "\n")
            #expect(map.location(of: "consentSwitch.defaultOn") == Basics.SourceLocation(line: 22, column: 14))
            #expect(LintTextReport.render([]) == "0 errors, 0 warnings\n")
            #expect(LintTextReport.summary(findings + findings) == "2 errors, 2 warnings, 4 info")
        }

        @Test func jsonIsAnArrayOfFindingsWithEveryField() throws {
            let findings = try Self.findings()
            guard case .array(let items) = try JSONParser.parse(LintJSONReport.render(findings)) else {
                Issue.record("not a JSON array")
                return
            }
            #expect(items.count == findings.count)
            for (item, finding) in zip(items, findings.sorted()) {
                guard case .object(let o) = item else {
                    Issue.record("not an object: \(item)")
                    continue
                }
                #expect(o.keys == ["ruleId", "severity", "message", "source", "file", "line", "column"])
                #expect(o["ruleId"] == .string(finding.ruleID))
                #expect(o["severity"] == .string(finding.severity.rawValue))
                #expect(o["message"] == .string(finding.message))
                #expect(o["source"] == .string(finding.source))
                #expect(o["file"] == .string("lint-case.yaml"))
                #expect(o["line"] == .int(Int64(finding.line)) && o["column"] == .int(Int64(finding.column)))
            }
            #expect(LintJSONReport.render([]) == "[]\n")
        }

        @Test func sarifHasTheRequiredFieldsOfTheSchema() throws {
            let findings = try Self.findings()
            let sarif = try JSONParser.parse(LintSARIFReport.render(findings, toolVersion: "9.9.9"))
            #expect(sarif.at("$schema") == .string(LintSARIFReport.schemaURI))
            #expect(sarif.at("version") == .string("2.1.0"))
            guard case .array(let runs)? = sarif.at("runs"), runs.count == 1 else {
                Issue.record("runs must be an array with one run")
                return
            }
            let driver = runs[0].at("tool")?.at("driver")
            #expect(driver?.at("name") == .string("consentsim") && driver?.at("version") == .string("9.9.9"))
            guard case .array(let rules)? = driver?.at("rules"), case .array(let results)? = runs[0].at("results") else {
                Issue.record("driver.rules and results must be arrays")
                return
            }
            var ids: [String] = []
            for rule in rules {
                guard case .string(let id)? = rule.at("id"), case .string(let text)? = rule.at("shortDescription")?.at("text"),
                    case .string(let level)? = rule.at("defaultConfiguration")?.at("level")
                else {
                    Issue.record("rule lacks id, shortDescription.text or defaultConfiguration.level: \(rule)")
                    continue
                }
                #expect(!text.isEmpty && ["error", "warning", "note"].contains(level))
                ids.append(id)
            }
            #expect(ids == Linter.rules.map(\.id) + ["F1"])
            #expect(results.count == findings.count)
            for (result, finding) in zip(results, findings.sorted()) {
                #expect(result.at("ruleId") == .string(finding.ruleID))
                guard case .int(let index)? = result.at("ruleIndex") else {
                    Issue.record("no ruleIndex")
                    continue
                }
                #expect(ids[Int(index)] == finding.ruleID)
                #expect(result.at("level") == .string(finding.severity.sarifLevel))
                #expect(result.at("message")?.at("text") == .string("\(finding.message) (\(finding.source))"))
                let physical = result.at("locations")?.at(0)?.at("physicalLocation")
                #expect(physical?.at("artifactLocation")?.at("uri") == .string("lint-case.yaml"))
                #expect(physical?.at("region")?.at("startLine") == .int(Int64(finding.line)))
                #expect(physical?.at("region")?.at("startColumn") == .int(Int64(finding.column)))
            }
        }

        /// The SARIF 2.1.0 schema's required properties for the objects lint writes (the full schema
        /// is not available offline), checked by Python's jsonschema as a CI uploader would.
        static let sarifSubsetSchema = """
            {"$schema": "http://json-schema.org/draft-07/schema#",
             "type": "object", "required": ["version", "runs"],
             "properties": {
               "$schema": {"type": "string", "format": "uri"},
               "version": {"enum": ["2.1.0"]},
               "runs": {"type": "array", "items": {"$ref": "#/definitions/run"}}},
             "definitions": {
               "run": {"type": "object", "required": ["tool"],
                 "properties": {"tool": {"$ref": "#/definitions/tool"},
                   "columnKind": {"enum": ["utf16CodeUnits", "unicodeCodePoints"]},
                   "results": {"type": "array", "items": {"$ref": "#/definitions/result"}}}},
               "tool": {"type": "object", "required": ["driver"], "properties": {"driver": {"$ref": "#/definitions/toolComponent"}}},
               "toolComponent": {"type": "object", "required": ["name"],
                 "properties": {"name": {"type": "string"}, "version": {"type": "string"},
                   "rules": {"type": "array", "items": {"$ref": "#/definitions/reportingDescriptor"}}}},
               "reportingDescriptor": {"type": "object", "required": ["id"],
                 "properties": {"id": {"type": "string"},
                   "shortDescription": {"$ref": "#/definitions/multiformatMessageString"},
                   "fullDescription": {"$ref": "#/definitions/multiformatMessageString"},
                   "defaultConfiguration": {"type": "object", "properties": {"level": {"enum": ["none", "note", "warning", "error"]}}}}},
               "multiformatMessageString": {"type": "object", "required": ["text"], "properties": {"text": {"type": "string"}}},
               "message": {"type": "object", "anyOf": [{"required": ["text"]}, {"required": ["id"]}]},
               "result": {"type": "object", "required": ["message"],
                 "properties": {"ruleId": {"type": "string"}, "ruleIndex": {"type": "integer", "minimum": -1},
                   "level": {"enum": ["none", "note", "warning", "error"]}, "message": {"$ref": "#/definitions/message"},
                   "locations": {"type": "array", "items": {"$ref": "#/definitions/location"}}}},
               "location": {"type": "object", "properties": {"physicalLocation": {"$ref": "#/definitions/physicalLocation"}}},
               "physicalLocation": {"type": "object", "anyOf": [{"required": ["address"]}, {"required": ["artifactLocation"]}],
                 "properties": {"artifactLocation": {"type": "object", "properties": {"uri": {"type": "string", "format": "uri-reference"}}},
                   "region": {"$ref": "#/definitions/region"}}},
               "region": {"type": "object",
                 "anyOf": [{"required": ["startLine"]}, {"required": ["charOffset"]}, {"required": ["byteOffset"]}],
                 "properties": {"startLine": {"type": "integer", "minimum": 1}, "startColumn": {"type": "integer", "minimum": 1}}}}}
            """

        @Test(.tags(.spawnsProcess)) func sarifValidatesAgainstTheSchemaSubsetWithJsonschema() throws {
            let folder = try TemporaryFolder()
            defer { folder.remove() }
            let schema = try folder.write("sarif-subset.json", Self.sarifSubsetSchema)
            let log = try folder.write("lint.sarif", LintSARIFReport.render(try Self.findings(), toolVersion: "0.1.0"))
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = [
                "python3", "-c",
                """
                import json, sys, jsonschema
                schema = json.load(open(sys.argv[1]))
                jsonschema.Draft7Validator.check_schema(schema)
                errors = list(jsonschema.Draft7Validator(schema).iter_errors(json.load(open(sys.argv[2]))))
                print("\\n".join(e.message for e in errors) or "OK")
                """, schema, log,
            ]
            let out = Pipe()
            let err = Pipe()
            process.standardOutput = out
            process.standardError = err
            try process.run()
            let output = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            let problems = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            // A missing python3 or jsonschema fails here with Python's own message (.ci/run installs both).
            #expect(process.terminationStatus == 0, "\(problems)")
            #expect(output == "OK\n")
        }

        @Test(
            arguments: [
                ("forms/ump-gdpr-default.yaml (embedded)", nil, "forms/ump-gdpr-default.yaml"),
                ("/work/repo/forms/my form.yaml", "/work/repo", "forms/my%20form.yaml"),
                ("/work/repo/forms/x.yaml", "/work/repo/", "forms/x.yaml"),
                ("/elsewhere/x.yaml", "/work/repo", "file:///elsewhere/x.yaml"),
                ("./forms/ü.yaml", nil, "forms/%C3%BC.yaml"),
            ] as [(String, String?, String)])
        func sarifURIsAreRelativeAndEncoded(file: String, directory: String?, uri: String) {
            #expect(LintSARIFReport.artifactURI(file, workingDirectory: directory) == uri)
        }
    }
}

extension JSONValue {
    /// The member `key` of an object, else nil (tests walk SARIF and JSON output with it).
    func at(_ key: String) -> JSONValue? {
        if case .object(let o) = self { o[key] } else { nil }
    }

    /// Item `index` of an array, else nil.
    func at(_ index: Int) -> JSONValue? {
        if case .array(let a) = self, a.indices.contains(index) { a[index] } else { nil }
    }
}
