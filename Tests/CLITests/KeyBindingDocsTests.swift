import ConsentsimTestSupport
import Forms
import Foundation
import Pictures
import Screens
import Simulation
import Testing

/// One table of key bindings, three places that list it: `consentsim run --help`, the `?` overlay
/// of every screen, and the Commands article. They list the same keys with the same sentences.
@Suite struct KeyBindingDocsTests {
    /// A key as a list gives it: its label and its sentence.
    struct Listed: Hashable, CustomStringConvertible {
        var label: String
        var detail: String
        var description: String { "\(label): \(detail)" }
    }

    /// The table's documented keys.
    static let table = Set(KeyBindings.documented.map { Listed(label: $0.label, detail: $0.detail) })

    /// The Commands article's key list, between its markers.
    static func articleBlock() throws -> String {
        let text = try DocumentationCatalog.article("Commands")
        let start = try #require(text.range(of: "<!-- keys: written from KeyBindings.table; KeyBindingDocsTests prints it when it is stale -->\n"))
        let end = try #require(text.range(of: "\n<!-- /keys -->", range: start.upperBound..<text.endIndex))
        return String(text[start.upperBound..<end.lowerBound])
    }

    @Test func theArticleListIsTheTable() throws {
        let block = try Self.articleBlock()
        #expect(block == KeyBindings.markdownTable, "paste this between the Commands article's key markers:\n\(KeyBindings.markdownTable)")
        let rows = block.split(separator: "\n").dropFirst(2).map { row -> Listed in
            let cells = row.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            return Listed(label: cells[1].trimmingCharacters(in: CharacterSet(charactersIn: "`")), detail: cells[3])
        }
        #expect(Set(rows) == Self.table)
    }

    @Test(.tags(.spawnsProcess)) func runHelpListsTheTable() throws {
        let help = try consentsim(["run", "--help"], environment: ["COLUMNS": "400"])
        #expect(help.status == 0)
        let lines = help.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let start = try #require(lines.firstIndex { $0.contains("Keys (? lists those of the current screen):") })
        // Headings name the places (two spaces in), the keys under them are four spaces in.
        let block = lines[(start + 1)...].prefix { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
        let listed = block.filter { $0.hasPrefix("    ") }.map { line -> Listed in
            let text = line.trimmingCharacters(in: .whitespaces)
            let label = String(text.prefix { $0 != " " })
            return Listed(label: label, detail: text.dropFirst(label.count).trimmingCharacters(in: .whitespaces))
        }
        #expect(block.allSatisfy { $0.hasPrefix("    ") || $0.hasSuffix(":") }, "run --help: \(block)")
        #expect(Set(listed) == Self.table, "run --help: \(listed)")
        #expect(listed.count == Self.table.count)
        for key in ["g", "l", "Right", "i"] { #expect(listed.contains { $0.label == key }, "run --help lists \(key)") }
    }

    /// The `?` overlay over every screen of the shipped forms (and the vendor search field) lists
    /// only keys of the table, and together all of them but `?` itself, which the help line pins.
    @Test func theOverlaysListTheTable() throws {
        var seen = Set<Listed>()
        // The shipped forms, and the example whose publisher declares Learn more items (their keys).
        for name in FormLibrary.names where !name.hasPrefix("examples/") || name == "examples/ump-editor-options" {
            let form = try #require(try FormLibrary.form(named: name))
            let renderer = PreviewRenderer(form: form)
            for screen in try PreviewCatalog.screens(for: form) {
                let runtime = try renderer.play(screen, language: form.languages.default, size: Size(width: 80, height: 24))
                _ = runtime.frame(size: Size(width: 80, height: 24))
                var overlays = [runtime.state.overlayEntries]
                if runtime.viewID == .umpVendors, try runtime.handle(.char("/")) {
                    _ = runtime.frame(size: Size(width: 80, height: 24))
                    overlays.append(runtime.state.overlayEntries)
                }
                for entry in overlays.joined() {
                    // The overlay adds what g and l refer to now, in parentheses after the sentence.
                    let match = Self.table.first { $0.label == entry.key && entry.action.hasPrefix($0.detail) }
                    #expect(match != nil, "\(name) \(screen.id): \(entry.key) \(entry.action) is not in the table")
                    if let match { seen.insert(match) }
                }
            }
        }
        // The previews run an iOS app; Android's back button shows on an Android app's screens.
        let android = try Simulator(form: FormLibrary.defaultForm).applying(SimulatorSettings { $0.platform = .android }).start()
        _ = android.frame(size: Size(width: 80, height: 24))
        for entry in android.state.overlayEntries {
            if let match = Self.table.first(where: { $0.label == entry.key && entry.action.hasPrefix($0.detail) }) { seen.insert(match) }
        }
        let pinned = Set(KeyBindings.pinned.map { Listed(label: $0.label, detail: $0.detail) })
        #expect(seen == Self.table.subtracting(pinned), "never in an overlay: \(Self.table.subtracting(pinned).subtracting(seen))")
    }
}
