import Basics
import ConsentsimTestSupport
import Foundation
import Testing

/// `consentsim lint` run as CI runs it: the real binary, its output formats and exit statuses.
@Suite(.tags(.spawnsProcess)) struct LintCommandTests {
    static let example = "examples/noncompliant-dark-patterns"

    /// Clean but for T13's information: the catalogue's other languages lack the IAB's official purpose texts.
    @Test func aShippedFormLintsClean() throws {
        let r = try consentsim(["lint", "ump-gdpr-default", "att-explainer", "pac-all-options"])
        #expect(r.status == 0)
        let lines = r.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 2, "\(r.stdout)")
        #expect(
            lines.first?.hasPrefix("forms/ump-gdpr-default.yaml (embedded):") == true
                && lines.first?.contains(
                    "info[T13]: ru, ko, ja, it, de, fr have no official IAB texts for purposes 1-11, special purposes 1-3, features 1-3, special features 1-2"
                ) == true)
        #expect(lines.last == "0 errors, 0 warnings, 1 info (lint --explain T13 for the rules and their sources)")
        #expect(r.stderr.isEmpty)
    }

    @Test func theNonCompliantExampleFailsWithCompilerStyleLines() throws {
        let r = try consentsim(["lint", Self.example])
        #expect(r.status == 1)
        #expect(r.stderr.isEmpty)
        let lines = r.stdout.split(separator: "\n").map(String.init)
        #expect(lines.last?.hasPrefix("10 errors, 5 warnings, 1 info (lint --explain ") == true)
        for line in lines.dropLast() {
            #expect(line.hasPrefix("forms/examples/noncompliant-dark-patterns.yaml (embedded):"), "\(line)")
            #expect(line.range(of: #":\d+:\d+: (error|warning|info)\[[GTA]\d+(-[a-z]+)?\]: .+$"#, options: .regularExpression) != nil, "\(line)")
        }
        #expect(lines.contains { $0.contains(":33:14: error[G4]: consent switches start on (pre-ticked)") })
        // Contrast is judged as each style draws it: the phone's finding stands beside the terminal's.
        #expect(lines.contains { $0.contains(":40:17: error[T4]: on the phone, the reject buttons' label colour is #444444 on #000000") })
    }

    @Test func jsonListsEveryFinding() throws {
        let r = try consentsim(["lint", "--format", "json", Self.example, "ump-gdpr-default"])
        #expect(r.status == 1)
        guard case .array(let items) = try JSONParser.parse(r.stdout) else {
            Issue.record("not a JSON array: \(r.stdout)")
            return
        }
        #expect(items.count == 17)
        var rules = Set<String>()
        for item in items {
            guard case .object(let o) = item, case .string(let rule)? = o["ruleId"] else { continue }
            rules.insert(rule)
            #expect(o.keys == ["ruleId", "severity", "message", "source", "file", "line", "column"])
        }
        #expect(rules == ["G1", "G2", "G3-colour", "G4", "G6-wording", "G7", "G9", "T1", "T4", "T5", "T13"])
    }

    @Test func sarifNamesTheFormFileForAnnotations() throws {
        let r = try consentsim(["lint", "--format", "sarif", Self.example])
        #expect(r.status == 1)
        guard case .object(let log) = try JSONParser.parse(r.stdout), case .array(let runs)? = log["runs"],
            case .object(let run)? = runs.first, case .array(let results)? = run["results"]
        else {
            Issue.record("not a SARIF log: \(r.stdout)")
            return
        }
        #expect(log["version"] == .string("2.1.0"))
        #expect(results.count == 16)
        let uris = Set(
            results.compactMap { result -> String? in
                guard case .object(let o) = result, case .array(let locations)? = o["locations"], case .object(let l)? = locations.first,
                    case .object(let p)? = l["physicalLocation"], case .object(let a)? = p["artifactLocation"],
                    case .string(let uri)? = a["uri"]
                else { return nil }
                return uri
            })
        #expect(uris == ["forms/examples/noncompliant-dark-patterns.yaml"])
    }

    @Test func warningsAloneExitZero() throws {
        let dir = try TempDirectory()
        defer { dir.remove() }
        let form =
            try String(contentsOfFile: Self.formsPath("ump-gdpr-default.yaml"), encoding: .utf8)
            .replacingOccurrences(of: "list: [en, ru, ko, ja, it, de, fr]", with: "list: [en]")
            + "texts:\n  en:\n    title: \"We value your privacy\"\n"
        let path = dir.path + "/vague.yaml"
        try form.write(toFile: path, atomically: true, encoding: .utf8)
        let r = try consentsim(["lint", path])
        #expect(r.status == 0)
        #expect(r.stdout.hasPrefix("\(path):"))
        #expect(r.stdout.hasSuffix("\n0 errors, 1 warning (lint --explain G7 for the rules and their sources)\n"))
    }

    @Test func aFormThatDoesNotLoadExitsOneWithItsErrors() throws {
        let dir = try TempDirectory()
        defer { dir.remove() }
        let path = dir.path + "/broken.yaml"
        try "id: broken\nsdk: umpMesage\n".write(toFile: path, atomically: true, encoding: .utf8)
        let text = try consentsim(["lint", path, "ump-gdpr-default"])
        #expect(text.status == 1)
        #expect(text.stderr.split(separator: "\n").contains { $0.hasPrefix("\(path):2:6: sdk: unknown sdk 'umpMesage'") })
        #expect(text.stderr.split(separator: "\n").allSatisfy { $0.hasPrefix("\(path):") })
        #expect(text.stdout.hasSuffix("\n0 errors, 0 warnings, 1 info (lint --explain T13 for the rules and their sources); 1 form did not load\n"))
        let sarif = try consentsim(["lint", "--format", "sarif", path])
        #expect(sarif.status == 1)
        #expect(sarif.stdout.contains("\"ruleId\": \"F1\""))
        #expect(sarif.stdout.contains("\"uri\": \"file://\(dir.path)/broken.yaml\""))
    }

    @Test func unknownNamesAndMissingArgumentsFail() throws {
        let unknown = try consentsim(["lint", "ump-gdpr-defualt"])
        #expect(unknown.status == 1)
        #expect(unknown.stderr.hasPrefix("consentsim: no form named 'ump-gdpr-defualt'; did you mean 'ump-gdpr-default'?"))
        #expect(try consentsim(["lint"]).status == 2)
        #expect(try consentsim(["lint", "--format", "xml", "ump-gdpr-default"]).status == 2)
    }

    /// A file under the repository's forms/ (the binary's embedded copies are what names resolve to).
    static func formsPath(_ name: String) -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("forms/\(name)").path
    }
}

/// `lint --explain` and `lint --help`: citations on demand, one severity per rule.
@Suite(.tags(.spawnsProcess)) struct LintExplainTests {
    @Test func explainPrintsTheRuleItsSeverityAndItsSource() throws {
        let r = try consentsim(["lint", "--explain", "G3"])
        #expect(r.status == 0)
        #expect(r.stdout.hasPrefix("G3 (error): Accept is not drawn bigger than reject"))
        #expect(r.stdout.contains("Source: CNIL formal notices 2024"))
        let unknown = try consentsim(["lint", "--explain", "G99"])
        #expect(unknown.status == 2)
    }

    @Test func helpListsEveryRuleOnceWithItsOneSeverity() throws {
        let help = try consentsim(["lint", "--help"]).stdout.replacingOccurrences(of: "\n", with: " ")
            .replacingOccurrences(of: #"\s+"#, with: " ", options: .regularExpression)
        for (rule, severity) in [("G3", "error"), ("G3-colour", "warning"), ("G6", "error"), ("G6-wording", "warning"), ("G13", "info")] {
            #expect(help.contains(" \(rule) (\(severity))"), "\(rule)")
        }
    }
}
