import Forms
import Testing

@testable import UI

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
}
