import Forms
import Foundation
import Testing

@testable import Pictures
@testable import Screens

/// `preview --compare OLD NEW`: per screen and language, what changed.
@Suite struct PreviewComparisonTests {
    @Test func aChangedLabelIsReportedByScreenLanguageAndRow() throws {
        let old = FormLibrary.defaultForm
        let yaml = try #require(FormLibrary.yaml(named: FormLibrary.defaultFormName)) + "texts:\n  ja:\n    consent: \"はい\"\n"
        let new = try FormLoader.load(yaml: yaml, fileName: "new.yaml")
        let comparison = try PreviewComparison(old: old, new: new, languages: ["en", "ja"], sizes: [Size(width: 80, height: 24)])
        // Only Japanese screens that show the Consent button changed.
        #expect(!comparison.changes.isEmpty)
        #expect(comparison.changes.allSatisfy { $0.new.language == "ja" })
        #expect(comparison.changes.contains { $0.new.screen.id == "ump-firstLayer" })
        let text = comparison.text()
        #expect(text.contains("=== ump-firstLayer · ja · 80x24: 1 rows differ"))
        #expect(text.contains("+ │  [ はい"))
        #expect(text.hasSuffix("\(comparison.changes.count) of \(comparison.compared) pictures differ\n"))
        let files = comparison.files()
        #expect(files.last?.path == "compare.html")
        #expect(files.contains { $0.path == "old/ja/80x24/ump-firstLayer.svg" } && files.contains { $0.path == "new/ja/80x24/ump-firstLayer.svg" })
    }

    @Test func identicalVersionsDifferNowhere() throws {
        let comparison = try PreviewComparison(
            old: FormLibrary.defaultForm, new: FormLibrary.defaultForm, languages: ["ko"],
            sizes: [Size(width: 60, height: 20)])
        #expect(comparison.changes.isEmpty && comparison.compared > 10)
        #expect(comparison.text() == "0 of \(comparison.compared) pictures differ\n")
    }

    /// The HTML page keeps old and new side by side at any width and marks the changed rows on both.
    @Test func thePageKeepsThePairSideBySideAndMarksChangedRowsInPlace() throws {
        let yaml = try #require(FormLibrary.yaml(named: FormLibrary.defaultFormName)) + "texts:\n  ja:\n    consent: \"はい\"\n"
        let comparison = try PreviewComparison(
            old: FormLibrary.defaultForm, new: try FormLoader.load(yaml: yaml, fileName: "new.yaml"), languages: ["ja"],
            sizes: [Size(width: 80, height: 24)])
        let change = try #require(comparison.changes.first { $0.new.screen.id == "ump-firstLayer" })
        let row = try #require(change.rows.first)
        let page = try #require(comparison.files().last?.contents)
        #expect(page.contains("flex-wrap:nowrap;overflow-x:auto") && !page.contains("flex-wrap:wrap"))
        // One band per changed row on each picture, where the row is: 24 rows, so 4.16% each.
        let hundredths = (row - 1) * 10_000 / 24
        let top = "\(hundredths / 100)." + (hundredths % 100 < 10 ? "0" : "") + "\(hundredths % 100)"
        let band = "<div class=\"mark\" style=\"top:\(top)%;height:4.16%\" title=\"row \(row)\"></div>"
        #expect(page.components(separatedBy: band).count - 1 >= 2, "\(page)")
        #expect(page.contains("1 rows differ, marked on both") && !page.contains("rows \(row)<"))
    }

    /// A colour changed in the form says which colour, from what to what.
    @Test func aStyleChangeNamesTheColour() throws {
        let yaml = try #require(FormLibrary.yaml(named: FormLibrary.defaultFormName)).replacingOccurrences(
            of: "  accent: blue\n", with: "  accent: \"#1A73E8\"\n")
        let comparison = try PreviewComparison(
            old: FormLibrary.defaultForm, new: try FormLoader.load(yaml: yaml, fileName: "new.yaml"), languages: ["en"],
            sizes: [Size(width: 80, height: 24)])
        #expect(!comparison.changes.isEmpty && comparison.changes.allSatisfy(\.rows.isEmpty))
        #expect(comparison.text().contains("styles differ: accent blue → #1A73E8\n"), "\(comparison.text())")
        #expect(comparison.files().last?.contents.contains("styles differ: accent blue → #1A73E8") == true)
    }
}
