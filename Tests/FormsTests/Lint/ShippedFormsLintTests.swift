import Foundation
import Testing

@testable import Forms

extension LintTests {
    @Suite struct ShippedForms {
        @Test func theNonCompliantExampleBreaksManyRules() throws {
            let form = try #require(try FormLibrary.form(named: "examples/noncompliant-dark-patterns"))
            let findings = Linter.lint(form, environment: .naturalWidths)
            #expect(Set(findings.map(\.ruleID)) == ["G1", "G2", "G3-colour", "G4", "G6-wording", "G7", "G9", "T1", "T4", "T5", "T13"])
            #expect(findings.allSatisfy { $0.file == "forms/examples/noncompliant-dark-patterns.yaml (embedded)" })
            #expect(
                findings.filter { $0.ruleID == "T5" }.map { $0.message.components(separatedBy: " (").first! } == [
                    "legitimate interest is offered for purpose 1", "legitimate interest is offered for purpose 3",
                    "legitimate interest is offered for purpose 4",
                ])
        }

        @Test func thePersonalizedOnlyExampleCannotBeRefused() throws {
            let form = try #require(try FormLibrary.form(named: "examples/pac-personalized-only"))
            #expect(Linter.lint(form, environment: .naturalWidths).map(\.ruleID) == ["G1"])
        }

        /// Clean but for T13's information: their six other languages show the catalogue's purpose texts.
        @Test func everyOtherShippedFormLintsClean() throws {
            let names = FormLibrary.names.filter { !$0.hasPrefix("examples/") }
            #expect(names.count == 7)
            for name in names {
                let form = try #require(try FormLibrary.form(named: name))
                let findings = Linter.lint(form, environment: .naturalWidths)
                #expect(findings.filter { $0.ruleID != "T13" } == [], "\(name)")
                let official = findings.filter { $0.ruleID == "T13" }.map(\.message)
                if form.ump == nil {
                    #expect(official == [], "\(name)")
                } else {
                    #expect(
                        official.count == 1
                            && official[0].hasPrefix(
                                "ru, ko, ja, it, de, fr have no official IAB texts for purposes 1-11, special purposes 1-3, features 1-3, special features 1-2"
                            ),
                        "\(name): \(official)")
                }
            }
        }

        /// Findings from a file on disk name that file and the line and column of the offending value.
        @Test func findingsPointIntoTheFileOnDisk() throws {
            let path = Repo.forms.appendingPathComponent("examples/noncompliant-dark-patterns.yaml").path
            let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
            let findings = Linter.lint(try FormLoader.load(path: path), environment: .naturalWidths)
            /// The line and column of `text` after `key` on the line that also contains `marker`.
            func position(of text: String, after key: String, on marker: String) -> (Int, Int)? {
                guard let index = lines.firstIndex(where: { $0.contains(key) && $0.contains(marker) }),
                    let keyEnd = lines[index].range(of: key)?.upperBound,
                    let found = lines[index].range(of: text, range: keyEnd..<lines[index].endIndex)
                else { return nil }
                return (index + 1, lines[index].distance(from: lines[index].startIndex, to: found.lowerBound) + 1)
            }
            let g4 = try #require(findings.first { $0.ruleID == "G4" })
            #expect(g4.file == path)
            #expect(try #require(position(of: "true", after: "defaultOn:", on: "pre-ticked")) == (g4.line, g4.column))
            let g9 = try #require(findings.first { $0.ruleID == "G9" })
            #expect(try #require(position(of: "false", after: "privacyOptionsEntryPoint:", on: "withdraw")) == (g9.line, g9.column))
            let t4 = try #require(findings.first { $0.ruleID == "T4" })
            #expect(try #require(position(of: "238", after: "rejectButton:", on: "disabled")) == (t4.line, t4.column))
        }
    }
}
