import ConsentsimTestSupport
import Foundation
import Testing

@testable import Forms

/// forms/schema.json: shipped forms validate against it (checked by Python's jsonschema, as an
/// editor would), broken ones do not, and it names the same keys as the Swift model.
@Suite struct SchemaTests {
    /// Validates each YAML file against the schema; prints `OK path` or `FAIL path: message`.
    static let validator = """
        import json, sys
        import jsonschema, yaml
        schema = json.load(open(sys.argv[1], encoding="utf-8"))
        jsonschema.Draft202012Validator.check_schema(schema)
        validator = jsonschema.Draft202012Validator(schema)
        for path in sys.argv[2:]:
            with open(path, encoding="utf-8") as f:
                errors = list(validator.iter_errors(yaml.safe_load(f)))
            print(("FAIL " + path + ": " + errors[0].message) if errors else ("OK " + path))
        """

    /// Runs the validator over `files`; one output line per file.
    static func validate(_ files: [String]) throws -> [String] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", validator, Repo.schema.path] + files
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let output = out.fileHandleForReading.readDataToEndOfFile()
        let problems = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        // A missing python3, jsonschema or PyYAML fails here with Python's own message.
        #expect(process.terminationStatus == 0, "python3 failed: \(String(decoding: problems, as: UTF8.self))")
        return String(decoding: output, as: UTF8.self).split(separator: "\n").map(String.init)
    }

    @Test(.tags(.spawnsProcess)) func everyShippedFormValidatesAgainstTheSchema() throws {
        let files = try Repo.shippedFormFiles().map(\.path)
        #expect(files.count == 10)
        #expect(try Self.validate(files) == files.map { "OK \($0)" })
    }

    @Test(.tags(.spawnsProcess)) func brokenFormsFailTheSchema() throws {
        let base = try String(contentsOf: Repo.forms.appendingPathComponent("ump-gdpr-two-button.yaml"), encoding: .utf8)
        let broken = [
            "four-buttons": base.replacingOccurrences(
                of: "buttons: [consent, manageOptions]", with: "buttons: [consent, doNotConsent, manageOptions, consent]"),
            "no-manage-options": base.replacingOccurrences(
                of: "buttons: [consent, manageOptions]", with: "buttons: [consent, doNotConsent]"),
            "unknown-key": base + "colours:\n  accent: blue\n",
            "pac-section-in-ump": base + "pac:\n  adFree: true\n",
            "unknown-placeholder": base + "texts:\n  en:\n    title: \"{appname} asks\"\n",
            "unknown-text-key": base + "texts:\n  de:\n    titel: Hallo\n",
            "bad-language": base.replacingOccurrences(of: "default: fr", with: "default: xx"),
        ]
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        var paths: [String] = []
        for (name, text) in broken.sorted(by: { $0.key < $1.key }) {
            #expect(text != base, "\(name) changed nothing")
            paths.append(try folder.write("\(name).yaml", text))
        }
        let lines = try Self.validate(paths)
        #expect(lines.count == paths.count)
        for (path, line) in zip(paths, lines) {
            #expect(line.hasPrefix("FAIL \(path): "), "\(line)")
            // The Swift validator rejects each of them too.
            #expect(throws: FormErrors.self) { try FormLoader.load(path: path) }
        }
    }

    /// The schema as JSON objects.
    static func schema() throws -> [String: Any] {
        let data = try Data(contentsOf: Repo.schema)
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    /// `object[path...]` as a dictionary.
    static func object(_ root: [String: Any], _ path: String...) throws -> [String: Any] {
        var node: Any = root
        for key in path { node = try #require((node as? [String: Any])?[key], "no \(key)") }
        return try #require(node as? [String: Any])
    }

    @Test func schemaNamesTheSameKeysAsTheModel() throws {
        let schema = try Self.schema()
        #expect(schema["$schema"] as? String == "https://json-schema.org/draft/2020-12/schema")
        let properties = try Self.object(schema, "properties")
        #expect(Set(properties.keys) == Set(FormDecoder.topLevelKeys))
        #expect(try Self.object(schema, "properties", "sdk")["enum"] as? [String] == FormSDK.allCases.map(\.rawValue))
        for (family, def) in [(TextFamily.ump, "umpTexts"), (.pac, "pacTexts"), (.att, "attTexts")] {
            let keys = try Self.object(schema, "$defs", def, "properties").keys
            #expect(Set(keys) == Set(family.keys.map(\.rawValue)), "\(def)")
        }
        let colors = try Self.object(schema, "properties", "colors", "properties")
        #expect(Set(colors.keys) == Set(ColorRole.allCases.map(\.rawValue)))
        let languages = try #require(try Self.object(schema, "$defs", "languageCode")["enum"] as? [String])
        #expect(Set(languages) == ISO639.codes)
        let colorNames = try #require(
            ((try Self.object(schema, "$defs", "color")["oneOf"] as? [[String: Any]])?.first?["enum"]) as? [String])
        #expect(colorNames == ["default"] + ANSIColor.allCases.map(\.rawValue))
    }

    @Test(.tags(.spawnsProcess)) func theCommittedSchemaIsWhatItsGeneratorWrites() throws {
        // Fails after a text key, colour role or top-level key changes until scripts/dev/forms-schema.py
        // (or scripts/dev/regenerate.sh) is run and its output committed.
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("schema-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: output) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", Repo.root.appendingPathComponent("scripts/dev/forms-schema.py").path, output.path]
        process.standardOutput = Pipe()
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "forms-schema.py failed")
        let generated = try Data(contentsOf: output)
        #expect(generated == (try Data(contentsOf: Repo.schema)), "forms/schema.json is stale: run scripts/dev/regenerate.sh")
    }

    @Test func everyShippedFormPointsEditorsAtTheSchema() throws {
        for (name, path) in try Repo.shippedFormFiles() {
            let first = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").first.map(String.init)
            let schema = name.contains("/") ? "../schema.json" : "./schema.json"
            #expect(first == "# yaml-language-server: $schema=\(schema)", "\(name)")
        }
    }
}
