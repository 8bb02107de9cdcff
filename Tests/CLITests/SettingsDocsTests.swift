import ConsentsimTestSupport
import Flow
import Foundation
import Simulation
import Testing

@testable import consentsim

/// One declaration per setting (`SimulatorSettings.options`), and the documents that list the settings
/// agree with it: scripts/README.md (which `consentsim manual` prints) and the Commands article carry
/// the table written from the declarations, row for row; each default a declaration states is what
/// the engine does when nothing chooses the setting.
@Suite struct SettingsDocsTests {
    /// The documents with the settings table, relative to the repository.
    static let documents = ["scripts/README.md", "Sources/consentsim/Documentation.docc/Commands.md"]

    /// The table between a document's markers.
    static func block(of path: String) throws -> String {
        let text = try String(contentsOf: DocumentationCatalog.repository.appendingPathComponent(path), encoding: .utf8)
        let start = try #require(text.range(of: SimulatorSettings.markdownTableStart + "\n"), "\(path) has no settings table")
        let end = try #require(text.range(of: "\n" + SimulatorSettings.markdownTableEnd, range: start.upperBound..<text.endIndex))
        return String(text[start.upperBound..<end.lowerBound])
    }

    /// The setting names a table's rows declare (`Set Geography …` → `Geography`).
    static func rowNames(_ table: String) -> [String] {
        table.split(separator: "\n").dropFirst(2).compactMap { row in
            row.split(separator: "`").dropFirst().first.flatMap { $0.split(separator: " ").dropFirst().first.map(String.init) }
        }
    }

    @Test func everyDocumentListsEveryDeclarationAndNothingElse() throws {
        let declared = SimulatorSettings.options.map(\.script)
        for path in Self.documents {
            let block = try Self.block(of: path)
            let rows = Self.rowNames(block)
            for name in declared where !rows.contains(name) { Issue.record("\(path): no row for the setting \(name)") }
            for name in rows where !declared.contains(name) { Issue.record("\(path): the row \(name) has no declaration") }
            #expect(
                block == SimulatorSettings.markdownTable,
                "\(path) is stale; paste this between its settings markers:\n\(SimulatorSettings.markdownTable)")
        }
        #expect(LanguageReference.text.contains(SimulatorSettings.markdownTable), "consentsim manual is stale: run scripts/dev/embed-manual.py")
    }

    @Test func rowNamesAreReadAsTheTableWritesThem() {
        #expect(Self.rowNames(SimulatorSettings.markdownTable) == SimulatorSettings.options.map(\.script))
        #expect(Self.rowNames("| a | b |\n|---|---|\n| `Set Geography EEA\\|UK` | `--geography` | `EEA` | x |") == ["Geography"])
    }

    @Test func everyStatedDefaultIsWhatTheEngineDoesUnchosen() throws {
        let base = AppConfiguration()
        var stated = 0
        for option in SimulatorSettings.options {
            guard let chosen = option.settingDefault(SimulatorSettings()) else { continue }
            #expect(chosen != SimulatorSettings(), "\(option.script)")
            let applied = chosen.apply(to: base)
            #expect(applied == base, "Set \(option.script) \(option.scriptDefault) changes the engine's default")
            stated += 1
        }
        #expect(stated >= 20)
    }

    @Test func aWrongDefaultWouldBeSeen() throws {
        // The check above can fail: a value other than the default changes the configuration.
        let order = try SimulatorSettings.order.scriptValue("att-first").get()
        #expect(SimulatorSettings { $0.order = order }.apply(to: AppConfiguration()) != AppConfiguration())
    }
}
