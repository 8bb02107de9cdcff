import Testing

@testable import Forms

/// The publisher's "Learn more" items: texts a UMP form declares (`learnMore.<n>.title|text`),
/// numbered from 1, each complete in the fallback language, listed and linted as other texts.
@Suite struct LearnMoreTextTests {
    /// A UMP form in English and German with `texts` appended.
    static func form(_ texts: String) -> String {
        """
        id: learn-more
        sdk: umpMessage
        app: { name: Tide Tables, iconGlyph: "🌊", privacyPolicyURL: https://tides.example/privacy, bundleID: com.example.tides }
        publisher: { countryCode: NL, publisherIDs: [pub-3940256099942544], cmpID: 300, cmpVersion: 1 }
        vendorList: embedded
        vendors: [755]
        firstLayer: { buttons: [consent, doNotConsent, manageOptions] }
        languages: { default: en, fallback: en, list: [en, de] }
        texts:
        \(texts)
        """
    }

    static let twoItems = """
          en:
            learnMore.1.title: "Why ads in {appName}?"
            learnMore.1.text: "They keep it free."
            learnMore.2.title: "Can I change my mind?"
            learnMore.2.text: "Yes, in the settings."
          de:
            learnMore.1.title: "Warum Werbung?"
            learnMore.1.text: "Sie hält {appName} kostenlos."
        """

    @Test func aFormDeclaresItsItemsAndEachLanguageFallsBackToTheFallbackLanguage() throws {
        let form = try FormLoader.load(yaml: Self.form(Self.twoItems), fileName: "t.yaml")
        #expect(form.learnMoreItemCount == 2)
        #expect(
            form.learnMoreItems(language: "en") == [
                LearnMoreItem(index: 1, title: "Why ads in Tide Tables?", text: "They keep it free."),
                LearnMoreItem(index: 2, title: "Can I change my mind?", text: "Yes, in the settings."),
            ])
        let german = form.learnMoreItems(language: "de")
        #expect(german.map(\.title) == ["Warum Werbung?", "Can I change my mind?"])
        #expect(german.first?.text == "Sie hält Tide Tables kostenlos.")
        #expect(form.resolvedLearnMoreText(2, .text, language: "de")?.source == .form("en"))
    }

    @Test func aFormWithoutItemsHasNone() throws {
        #expect(FormLibrary.defaultForm.learnMoreItemCount == 0)
        #expect(FormLibrary.defaultForm.learnMoreItems(language: "en").isEmpty)
        let shipped = try #require(try FormLibrary.form(named: "examples/ump-editor-options"))
        for language in shipped.languages.list { #expect(shipped.learnMoreItems(language: language).count == 3, "\(language)") }
    }

    @Test func itemsAreNumberedFromOneWithoutGaps() {
        let lines = errorLines(
            Self.form(
                """
                  en:
                    learnMore.1.title: "A"
                    learnMore.1.text: "a"
                    learnMore.3.title: "C"
                    learnMore.3.text: "c"
                """))
        #expect(lines.contains { $0.contains("learnMore.2 is missing before learnMore.3") }, "\(lines)")
    }

    @Test func eachItemNeedsItsTitleAndTextInTheFallbackLanguage() {
        let lines = errorLines(
            Self.form(
                """
                  en:
                    learnMore.1.title: "A"
                  de:
                    learnMore.1.title: "A"
                    learnMore.1.text: "a"
                """))
        #expect(lines.contains { $0.contains("texts.en: learnMore.1.text is missing") }, "\(lines)")
    }

    @Test func placeholdersAreCheckedAsInOtherTexts() {
        let lines = errorLines(
            Self.form(
                """
                  en:
                    learnMore.1.title: "About {appNam}"
                    learnMore.1.text: "a"
                """))
        #expect(lines.contains { $0.contains("texts.en.learnMore.1.title: unknown placeholder {appNam}; did you mean {appName}?") }, "\(lines)")
    }

    @Test(arguments: ["learnMore.0.title", "learnMore.9.title", "learnMore.1.body", "learnMore.01.text", "learnMore.1"])
    func keysOutsideTheItemsAreUnknown(key: String) {
        #expect(LearnMoreTextKey(TextKey(rawValue: key)) == nil)
        let lines = errorLines(Self.form("  en:\n    \(key): \"x\""))
        #expect(lines.contains { $0.contains("unknown text key '\(key)'") }, "\(lines)")
    }

    @Test func formsTextsListsTheItemsWithWhereEachComesFrom() throws {
        let form = try FormLoader.load(yaml: Self.form(Self.twoItems), fileName: "t.yaml")
        let listed = form.listedTexts(languages: ["en", "de"])
        let text = try #require(listed.first { $0.key == "learnMore.2.text" })
        #expect(text.texts.map(\.origin) == [.form("en"), .form("en")])
        #expect(text.texts.last?.origin.described(for: "de") == "form (en)")
        #expect(listed.contains { $0.key == "learnMore.1.title" })
        #expect(!FormLibrary.defaultForm.listedTexts(languages: ["en"]).contains { $0.key.hasPrefix("learnMore.") })
    }

    @Test func lintSaysWhichItemsFallBackToAnotherLanguage() throws {
        let form = try FormLoader.load(yaml: Self.form(Self.twoItems), fileName: "t.yaml")
        let findings = Linter.lint(form, environment: .naturalWidths).filter { $0.ruleID == "G12" }
        let german = try #require(findings.first { $0.message.contains(" in de ") })
        #expect(german.message.contains("learnMore.2.title (en, from the form)"))
        #expect(german.message.contains("learnMore.2.text (en, from the form)"))
        #expect(!german.message.contains("learnMore.1."))
        #expect(!findings.contains { $0.message.contains(" in en ") })
    }
}
