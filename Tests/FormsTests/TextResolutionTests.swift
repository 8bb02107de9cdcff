import Testing

@testable import Forms

@Suite struct TextResolutionTests {
    /// The default form with a few overrides, as a designer would write them.
    static func form(texts: [LanguageCode: [TextKey: String]], fallback: LanguageCode = "en") -> FormDefinition {
        var form = FormLibrary.defaultForm
        form.texts = texts
        form.languages = FormLanguages(default: "en", fallback: fallback, list: ["en", "de", "fr", "fi"])
        return form
    }

    @Test func placeholdersAreSubstitutedFromTheForm() {
        let form = Self.form(texts: ["en": [.intro: "{appName}: {vendorCount} + {atpCount} = {partnerCount} {{braces}}"]])
        #expect(form.text(.intro, language: "en") == "Daily Puzzle: 902 + 4 = 906 {braces}")
    }

    @Test func callerValuesWinAndMissingOnesStayVisible() throws {
        let pac = try #require(try FormLibrary.form(named: "pac-all-options"))
        #expect(pac.text(.learnHowLink, language: "de").contains("({partnerCount})"))
        #expect(
            pac.text(.learnHowLink, language: "de", values: [.partnerCount: "7"])
                == "Erfahre, wie Word Garden und unsere Partner (7) Daten erheben und verwenden")
        #expect(pac.text(.howAppUsesData, language: "en", values: [.appName: "Other"]) == "How Other uses your data")
    }

    @Test func aLanguageWithoutTheTextUsesTheCatalogueInThatLanguage() {
        let form = Self.form(texts: ["en": [.consent: "Agree"]])
        #expect(form.resolvedText(.doNotConsent, language: "de") == ResolvedText(template: "Nicht einwilligen", source: .catalog("de")))
    }

    /// An English override changes English only: the other catalogue languages keep their translation.
    @Test func anOverrideInOneLanguageLeavesTheOthersTheirTranslation() {
        let form = Self.form(texts: ["en": [.consent: "Yes, that's fine"], "fr": [.consent: "D’accord"]])
        #expect(form.resolvedText(.consent, language: "fr")?.source == .form("fr"))
        #expect(form.resolvedText(.consent, language: "de") == ResolvedText(template: "Einwilligen", source: .catalog("de")))
        for language: LanguageCode in ["ru", "ko", "ja", "it", "de"] {
            #expect(form.resolvedText(.consent, language: language)?.source == .catalog(language))
        }
    }

    /// A language the catalogue lacks shows the form's own wording in the fallback language.
    @Test func aLanguageOutsideTheCatalogueUsesTheFormsFallbackWording() {
        let form = Self.form(texts: ["en": [.consent: "Agree"]])
        #expect(form.resolvedText(.consent, language: "fi") == ResolvedText(template: "Agree", source: .form("en")))
    }

    @Test func customisedOnlyOutsideTheFallbackUsesTheCatalogue() {
        let form = Self.form(texts: ["fr": [.consent: "D’accord"]])
        #expect(form.resolvedText(.consent, language: "de")?.source == .catalog("de"))
    }

    @Test func aLanguageOutsideTheCatalogueFallsBackToTheFallbackLanguageThenEnglish() {
        let german = Self.form(texts: [:], fallback: "de")
        #expect(german.resolvedText(.rejectAll, language: "fi") == ResolvedText(template: "Alle ablehnen", source: .catalog("de")))
        let english = Self.form(texts: [:])
        #expect(english.resolvedText(.rejectAll, language: "fi") == ResolvedText(template: "Reject all", source: .catalog("en")))
    }

    @Test func keysOfAnotherFamilyDoNotResolve() {
        #expect(FormLibrary.defaultForm.resolvedText(.question, language: "en") == nil)
        #expect(FormLibrary.defaultForm.text(.question, language: "en") == "{question}")
    }

    /// Any app may show the system ATT alert, so a UMP form resolves ATT's texts from the catalogue.
    @Test func attTextsResolveForEveryForm() {
        #expect(FormLibrary.defaultForm.text(.allow, language: "en") == "Allow")
        #expect(FormLibrary.defaultForm.resolvedText(.askNotToTrack, language: "ja")?.source == .catalog("ja"))
    }

    @Test func templateParsingReportsBraceProblemsAtScalarOffsets() {
        let (template, problems) = TextTemplate.parse("é {a} }x {b")
        #expect(template.placeholderNames == ["a"])
        #expect(template.placeholderOffsets == [2])
        #expect(
            problems == [
                TextTemplate.Problem(offset: 6, message: "unmatched '}' (write '}}' for a literal brace)"),
                TextTemplate.Problem(offset: 9, message: "unclosed '{' (write '{{' for a literal brace)"),
            ])
        #expect(template.render([:]) == "é {a} }x {b")
    }

    @Test func suggestionsCatchTyposButNotStrangers() {
        #expect(Suggestion.closest(to: "colour", among: ["colors", "texts"]) == "colors")
        #expect(Suggestion.closest(to: "tilte", among: ["title", "intro"]) == "title")
        #expect(Suggestion.closest(to: "zebra", among: ["title", "intro"]) == nil)
        #expect(Suggestion.editDistance(Array("ab".unicodeScalars), Array("ba".unicodeScalars)) == 1)
    }
}
