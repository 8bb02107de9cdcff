import Forms
import Testing

@testable import Screens

/// The per-language text table screens draw from gives exactly what resolving each text would.
@Suite struct ScreenTextsTests {
    @Test(arguments: FormLibrary.names) func tableMatchesResolvingEachText(_ name: String) throws {
        let form = try #require(try FormLibrary.form(named: name))
        var keys = FormCatalog.keys(family: form.textFamily).union(FormCatalog.keys(family: .att))
        for table in form.texts.values { keys.formUnion(table.keys) }
        #expect(keys.count >= 5)
        for language in form.languages.list {
            let texts = ScreenTexts(form: form, language: language)
            let context = ViewContext(form: form, language: language, size: Size(width: 80, height: 24), texts: texts)
            for key in keys {
                #expect(context.text(key) == TerminalText.sanitize(form.text(key, language: language)), "\(name) \(language) \(key)")
            }
            for kind in TCFItemKind.allCases {
                for id in 0...14 {
                    #expect(texts.tcfName(kind, id: id) == form.tcfName(kind, id: id, language: language), "\(name) \(language) \(kind) \(id)")
                    #expect(texts.tcfDescription(kind, id: id) == form.tcfDescription(kind, id: id, language: language))
                }
            }
        }
    }

    @Test func textsAreResolvedWhenFirstAsked() throws {
        let form = FormLibrary.defaultForm
        let texts = ScreenTexts(form: form, language: form.languages.default)
        #expect(texts.resolvedCount == 0, "nothing resolved at start")
        let title = texts.text(.title)
        #expect(title != nil && texts.resolvedCount == 1)
        let copy = texts
        #expect(copy.text(.title) == title && texts.resolvedCount == 1, "asked again, even through a copy: from the table")
        #expect(texts.tcfName(.purpose, id: 1) != nil && texts.resolvedCount == 2)
        #expect(texts.tcfName(.purpose, id: 999) == nil && texts.resolvedCount == 2, "not an item: nothing to resolve")
    }

    @Test func runTimeValuesAreStillFilledIn() throws {
        let form = try #require(try FormLibrary.form(named: "pac-all-options"))
        let texts = ScreenTexts(form: form, language: form.languages.default)
        let context = ViewContext(form: form, size: Size(width: 80, height: 24), texts: texts)
        let key = try #require(
            form.texts.values.flatMap(\.keys).first { form.text($0, language: form.languages.default).contains("{partnerCount}") }
                ?? FormCatalog.keys(family: .pac).first { form.text($0, language: form.languages.default).contains("{partnerCount}") })
        #expect(context.text(key).contains("{partnerCount}"), "without a value the placeholder shows")
        #expect(context.text(key, [.partnerCount: "42"]).contains("42"))
    }

    @Test func aTableForAnotherLanguageIsNotUsed() throws {
        let form = FormLibrary.defaultForm
        let other = try #require(form.languages.list.first { $0 != form.languages.default })
        let context = ViewContext(form: form, size: Size(width: 80, height: 24), texts: ScreenTexts(form: form, language: other))
        #expect(context.texts == nil)
        #expect(context.text(.title) == TerminalText.sanitize(form.text(.title, language: form.languages.default)))
    }
}
