import Foundation
import TCF
import Testing

@testable import Forms

/// Purposes, special purposes, features and special features show the IAB's official texts (the
/// vendor list's names, descriptions and illustrations) in English, the catalogue's wording where a
/// language has no official text, and a form's own wording where it gives one.
@Suite struct OfficialTCFTextTests {
    static let form = FormLibrary.defaultForm
    static let list = VendorList.embedded

    @Test func englishShowsTheVendorListsOwnTexts() throws {
        for (kind, items) in [
            (TCFItemKind.purpose, Self.list.purposes), (.specialPurpose, Self.list.specialPurposes),
            (.feature, Self.list.features), (.specialFeature, Self.list.specialFeatures),
        ] {
            for item in items {
                let name = Self.form.resolvedTCFText(.name, kind, id: item.id, language: "en")
                #expect(name == ResolvedTCFText(text: item.name, source: .official("en")), "\(kind) \(item.id)")
                #expect(Self.form.tcfDescription(kind, id: item.id, language: "en") == item.description, "\(kind) \(item.id)")
                #expect(Self.form.tcfIllustrations(kind, id: item.id, language: "en") == item.illustrations, "\(kind) \(item.id)")
            }
        }
        // No longer the catalogue's one-sentence paraphrase.
        let catalogue = try #require(FormCatalog.item(.purpose, id: 1, language: "en"))
        #expect(Self.form.tcfDescription(.purpose, id: 1, language: "en") != catalogue.description)
        #expect(Self.form.tcfDescription(.purpose, id: 1, language: "en")?.hasPrefix("Cookies, device or similar online identifiers") == true)
    }

    @Test func otherLanguagesKeepTheCatalogueAndShowNoEnglishIllustrations() throws {
        let german = try #require(FormCatalog.item(.specialPurpose, id: 3, language: "de"))
        #expect(
            Self.form.resolvedTCFText(.name, .specialPurpose, id: 3, language: "de") == ResolvedTCFText(text: german.name, source: .catalog("de")))
        #expect(Self.form.tcfIllustrations(.purpose, id: 2, language: "de") == [])
        #expect(OfficialTCFTexts.languages == ["en"])
    }

    @Test func theListInUseDecides() throws {
        // A list without a special purpose 3: the catalogue's English wording is all there is.
        var form = Self.form
        var ump = try #require(form.ump)
        let v17 = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/tcf/gvl-v3-vendor-list-v17.json").path
        ump.vendorList = try VendorList.load(contentsOfFile: v17)
        form.settings = .ump(ump)
        #expect(form.resolvedTCFText(.name, .specialPurpose, id: 3, language: "en")?.source == .catalog("en"))
        #expect(form.tcfIllustrations(.specialPurpose, id: 3, language: "en") == [])
        // v17 ends special purpose 1's name with a line break; the screen's text is trimmed.
        #expect(form.tcfName(.specialPurpose, id: 1, language: "en") == "Ensure security, prevent and detect fraud, and fix errors")
    }

    @Test func aFormsOwnWordingWinsInItsLanguageOnly() {
        var form = Self.form
        form.texts = [
            "de": [
                TCFItemTextKey(.purpose, id: 1, .name).textKey: "Speichern {{lokal}}",
                TCFItemTextKey(.purpose, id: 1, .description).textKey: "Auf deinem Gerät.",
            ]
        ]
        #expect(form.resolvedTCFText(.name, .purpose, id: 1, language: "de") == ResolvedTCFText(text: "Speichern {lokal}", source: .form("de")))
        #expect(form.tcfDescription(.purpose, id: 1, language: "de") == "Auf deinem Gerät.")
        #expect(form.resolvedTCFText(.name, .purpose, id: 1, language: "fr")?.source == .catalog("fr"))
        #expect(form.resolvedTCFText(.name, .purpose, id: 1, language: "en")?.source == .official("en"))
        // An English override replaces the official description, and its illustrations with it.
        form.texts = ["en": [TCFItemTextKey(.purpose, id: 2, .description).textKey: "Ads from little data."]]
        #expect(form.tcfIllustrations(.purpose, id: 2, language: "en") == [])
    }

    @Test func itemTextKeysParseOnlyTheirOwnShape() {
        #expect(TCFItemTextKey(TextKey(rawValue: "specialFeature.2.description")) == TCFItemTextKey(.specialFeature, id: 2, .description))
        for bad in [
            "purpose.0.name", "purpose.01.name", "purpose.1", "purpose.x.name", "stack.1.name", "purpose.1.illustrations",
            "purpose.65536.name", "purpose.-1.name", "purpose.1.name.x", "title",
        ] {
            #expect(TCFItemTextKey(TextKey(rawValue: bad)) == nil, "\(bad)")
        }
    }

    @Test func formFilesMayWordAnItemButNotFillPlaceholdersInIt() throws {
        let yaml = BrokenFormTests.ump(
            extra: "texts:\n  de:\n    purpose.3.name: \"Profile für Werbung\"\n    specialFeature.1.description: \"Genauer Standort\"")
        let form = try FormLoader.load(yaml: yaml, fileName: "form.yaml")
        #expect(form.tcfName(.purpose, id: 3, language: "de") == "Profile für Werbung")
        #expect(form.tcfDescription(.specialFeature, id: 1, language: "de") == "Genauer Standort")
        let placeholder = BrokenFormTests.ump(extra: "texts:\n  de:\n    purpose.3.name: \"Profile für {appName}\"")
        #expect(
            errorLines(placeholder) == [
                "broken.yaml:22:34: texts.de.purpose.3.name: {appName} cannot be filled in a purpose's or feature's text; write {{ and }} for braces"
            ])
        let unknown = BrokenFormTests.ump(extra: "texts:\n  de:\n    purpose.3.title: \"x\"")
        #expect(errorLines(unknown).first?.hasPrefix("broken.yaml:22:5: unknown text key 'purpose.3.title' for UMP forms") == true)
    }
}
