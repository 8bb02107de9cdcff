import Screens
import Testing

@testable import Forms

/// Lint's tiny width function (Forms cannot import Screens) must agree with Screens' `CellWidth` on every
/// text a form can show, or the truncation rule (T3) would judge labels by the wrong width.
@Suite struct CellWidthLintTests {
    /// Every catalogue string in every language, and every text and app name of the shipped forms.
    static func samples() throws -> [String] {
        var texts: [String] = []
        for language in FormCatalog.languages {
            for family in TextFamily.allCases {
                texts += family.keys.compactMap { FormCatalog.text($0, family: family, language: language) }
            }
            for kind in TCFItemKind.allCases {
                texts += FormCatalog.itemIDs(kind).compactMap { FormCatalog.item(kind, id: $0, language: language) }
                    .flatMap { [$0.name, $0.description] }
            }
        }
        for name in FormLibrary.names {
            guard let form = try FormLibrary.form(named: name) else { continue }
            texts += [form.app.name, form.app.iconGlyph] + form.texts.values.flatMap(\.values)
        }
        return texts + ["🧩", "⛰", "🎰", "🌱", "👇", "e\u{301}", "Ｏ", "ｶﾀｶﾅ", "한글", "\u{200B}"]
    }

    @Test func lintWidthsAgreeWithCellWidth() throws {
        let samples = try Self.samples()
        #expect(samples.count > 500)
        for text in samples {
            #expect(LintTextWidth.cells(text) == CellWidth.string(text), "\(text)")
        }
    }
}
