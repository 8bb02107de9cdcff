import Foundation
import TCF
import Testing

@testable import Forms

@Suite struct CatalogTests {
    @Test func everyTCFItemIsNamedAndDescribedInAllSevenLanguages() throws {
        for kind in TCFItemKind.allCases {
            for language in FormCatalog.languages {
                var names: Set<String> = []
                for id in FormCatalog.itemIDs(kind) {
                    let item = try #require(FormCatalog.item(kind, id: id, language: language), "\(kind) \(id) \(language)")
                    #expect(!item.name.isEmpty && !item.description.isEmpty)
                    names.insert(item.name)
                    if language != .english {
                        // A translation, not the English text copied.
                        #expect(item.name != FormCatalog.item(kind, id: id, language: .english)?.name, "\(kind) \(id) \(language)")
                    }
                }
                #expect(names.count == FormCatalog.itemIDs(kind).count, "\(kind) names in \(language) must differ")
                #expect(FormCatalog.item(kind, id: FormCatalog.itemIDs(kind).upperBound + 1, language: language) == nil)
            }
        }
    }

    @Test func englishNamesAreTheGVLNames() throws {
        let gvl = VendorList.embedded
        for kind in TCFItemKind.allCases {
            for id in FormCatalog.itemIDs(kind) {
                let name = try #require(kind.item(id: id, in: gvl)?.name)
                #expect(FormCatalog.item(kind, id: id, language: .english)?.name == name.trimmingCharacters(in: .whitespacesAndNewlines))
                // The form's English name is the GVL's, without the stray line break list v17 has.
                #expect(FormLibrary.defaultForm.tcfName(kind, id: id, language: .english) == FormCatalog.item(kind, id: id, language: .english)?.name)
            }
        }
    }

    @Test func everyTextKeyOfEveryFamilyIsInEveryLanguageWithOnlyItsPlaceholders() throws {
        for family in TextFamily.allCases {
            #expect(Set(family.keys).count == family.keys.count, "\(family) keys repeat")
            for language in FormCatalog.languages {
                for key in family.keys {
                    let text = try #require(FormCatalog.text(key, family: family, language: language), "\(family) \(language) \(key)")
                    let (template, problems) = TextTemplate.parse(text)
                    #expect(problems.isEmpty)
                    for name in template.placeholderNames {
                        #expect(
                            Placeholder(rawValue: name).map((family.placeholders + key.runtimePlaceholders).contains) == true,
                            "\(language) \(key): {\(name)}")
                    }
                    // Same placeholders as the English text, so no translation loses a value.
                    let english = try #require(FormCatalog.text(key, family: family, language: .english))
                    #expect(Set(template.placeholderNames) == Set(TextTemplate.parse(english).0.placeholderNames), "\(language) \(key)")
                }
            }
        }
    }

    @Test func everyLanguageHasExactlyItsFamiliesKeys() throws {
        for language in FormCatalog.languages {
            let table = try #require(FormCatalog.table(language), "\(language)")
            #expect(Set(table.ump.keys) == Set(TextFamily.ump.keys), "\(language) UMP")
            #expect(Set(table.pac.keys) == Set(TextFamily.pac.keys), "\(language) PAC")
            #expect(Set(table.att.keys) == Set(TextFamily.att.keys), "\(language) ATT")
        }
        for family in TextFamily.allCases { #expect(FormCatalog.keys(family: family) == Set(family.keys)) }
        #expect(FormCatalog.table("fi") == nil, "a language outside the catalogue has no table")
    }

    @Test func nameLookupPrefersGVLInEnglishAndTheCatalogueElsewhere() throws {
        let ump = FormLibrary.defaultForm
        #expect(ump.purposeName(id: 1, language: "en") == "Store and/or access information on a device")
        #expect(ump.purposeName(id: 3, language: "de") == "Profile für personalisierte Werbung erstellen")
        #expect(ump.specialPurposeName(id: 2, language: "ja") == "広告とコンテンツの配信と表示")
        #expect(ump.featureName(id: 2, language: "ru") == "Связывание разных устройств")
        #expect(ump.specialFeatureName(id: 1, language: "ko") == "정확한 위치 데이터 사용")
        #expect(ump.purposeName(id: 99, language: "en") == nil)
        // A language outside the catalogue falls back to the form's fallback language.
        var finnish = ump
        finnish.languages.list.append("fi")
        #expect(finnish.purposeName(id: 7, language: "fi") == "Measure advertising performance")
        #expect(finnish.tcfDescription(.purpose, id: 7, language: "it")?.hasPrefix("Le informazioni su quali annunci") == true)
        // English for a form without a vendor list (PAC) comes from the catalogue.
        let pac = try #require(try FormLibrary.form(named: "pac-all-options"))
        #expect(pac.purposeName(id: 10, language: "en") == "Develop and improve services")
    }

    /// Spanish, Portuguese, Dutch, Polish and Swedish are complete: a form offering them shows every
    /// text and TCF item in the language itself, from the catalogue, never the English fallback.
    @Test func theFiveNewLanguagesAreCompleteInTheCatalogue() throws {
        let languages: [LanguageCode] = ["es", "pt", "nl", "pl", "sv"]
        var form = FormLibrary.defaultForm
        form.languages.list += languages
        for language in languages {
            #expect(FormCatalog.languages.contains(language))
            for key in TextFamily.ump.keys {
                #expect(form.resolvedText(key, language: language)?.source == .catalog(language), "\(language) \(key)")
            }
            #expect(form.text(.consent, language: language) != form.text(.consent, language: .english), "\(language)")
            for kind in TCFItemKind.allCases {
                for id in FormCatalog.itemIDs(kind) {
                    let name = try #require(form.tcfName(kind, id: id, language: language), "\(language) \(kind) \(id)")
                    #expect(name != form.tcfName(kind, id: id, language: .english), "\(language) \(kind) \(id) is English")
                }
            }
        }
        #expect(form.text(.acceptAll, language: "es") == "Aceptar todo")
        #expect(form.text(.rejectAll, language: "sv") == "Avvisa alla")
    }
}
