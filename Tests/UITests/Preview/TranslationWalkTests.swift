import Flow
import Forms
import Testing

@testable import Pictures
@testable import Screens

/// Every preview screen of every shipped form, in every catalogue language: no English word the
/// English screens draw shows up in another language unless that language's own texts use it.
///
/// How an untranslated string is told apart: a word is suspect when the English pictures of the
/// form draw it; it is fine when the language's own texts (the form's and the catalogue's, TCF
/// names included) or the form's data (vendor, partner and app names, URLs) contain it. A label
/// hard-coded in a view draws the same English word in every language, and no translation
/// contains it, so it is caught whichever screen or scroll position shows it.
@Suite struct TranslationWalkTests {
    /// A phone's width, the default terminal, and a tall screen that shows long pages whole.
    static let sizes = [Size(width: 44, height: 30), Size(width: 80, height: 24), Size(width: 120, height: 60)]

    /// The home screens are the simulated app's instrument panel (consent status, ad slot, the
    /// simulator's lifecycle buttons), not the consent form, and stay English like `?` help; the
    /// last row is the simulator's key help line.
    static func formRows(_ frame: Frame) -> [String] { Array(frame.canvas.lines().dropLast()) }

    /// The form's screens (home left out, see above) in `language` at every size, with their file names.
    static func frames(_ form: FormDefinition, _ language: LanguageCode) throws -> [(path: String, frame: Frame)] {
        let renderer = PreviewRenderer(form: form)
        var frames: [(String, Frame)] = []
        for screen in try PreviewCatalog.screens(for: form) where !screen.id.hasPrefix("home-") {
            for size in sizes {
                frames.append(("\(language)/\(size)/\(screen.id)", try renderer.frame(screen, language: language, size: size)))
            }
        }
        return frames
    }

    /// Lower-cased runs of three or more Latin letters; words with `.`, `/`, `@` or `:` inside are URLs
    /// or domains (data) and are skipped.
    static func words(_ text: String) -> Set<String> {
        var words = Set<String>()
        for raw in text.split(whereSeparator: \.isWhitespace) {
            let trimmed = raw.trimmingCharacters(in: .punctuationCharacters)
            if trimmed.contains(where: { ".:/@".contains($0) }) { continue }
            for run in trimmed.split(whereSeparator: { !($0.isASCII && $0.isLetter) }) where run.count >= 3 {
                words.insert(run.lowercased())
            }
        }
        return words
    }

    /// Every text the form can show in `language`, filled with its own values.
    static func texts(of form: FormDefinition, in language: LanguageCode) -> [String] {
        var texts: [String] = []
        for family in Set([form.textFamily, .att]) {
            for key in family.keys { texts.append(form.text(key, language: language)) }
        }
        for kind in TCFItemKind.allCases {
            for id in FormCatalog.itemIDs(kind) {
                texts += [form.tcfName(kind, id: id, language: language), form.tcfDescription(kind, id: id, language: language)]
                    .compactMap { $0 }
            }
        }
        // The publisher's "Learn more" items, as the language shows them (its own or the fallback's).
        texts += form.learnMoreItems(language: language).flatMap { [$0.title, $0.text] }
        return texts
    }

    /// Names and addresses that come from data, the same in every language.
    static func dataWords(of form: FormDefinition) -> Set<String> {
        var data = [form.app.name, form.app.iconGlyph, form.id]
        if let ump = form.ump {
            data += ump.shownVendors.map(\.name) + ump.googleATPs.map(\.name)
            // The vendor list's own names of items the catalogue does not translate.
            for kind in TCFItemKind.allCases {
                for id in 1...20 { if let item = kind.item(id: id, in: ump.vendorList) { data.append(item.name) } }
            }
            // Its data categories, which the vendor details list by the list's own (English) names.
            data += ump.vendorList.dataCategories.map(\.name)
        }
        data += PACServerScenario.defaultCompanies.map(\.name)
        // Key caps are printed on the keyboard, not translated ("Enter открывает …" on a focused link).
        data += ["Enter", "Tab", "Esc", "Space"]
        return data.reduce(into: Set<String>()) { $0.formUnion(words($1)) }
    }

    /// The addresses the form's screens show, lower-cased and joined: a long URL wraps mid-word, so
    /// a drawn piece of one ("ropeanrequirements") is data when some address contains it.
    static func addresses(of form: FormDefinition) -> String {
        var urls = [form.app.privacyPolicyURL] + PACServerScenario.defaultCompanies.map(\.policyURL)
        for vendor in form.ump?.shownVendors ?? [] {
            urls += [vendor.policyUrl, vendor.deviceStorageDisclosureUrl].compactMap { $0 }
            urls += vendor.urls.flatMap { [$0.privacy, $0.legIntClaim].compactMap { $0 } }
        }
        return urls.joined(separator: " ").lowercased()
    }

    @Test(arguments: FormLibrary.names)
    func everyDrawnWordIsTranslated(formName: String) throws {
        let form = try #require(try FormLibrary.form(named: formName))
        let english = try Self.frames(form, .english)
        var englishWords = english.reduce(into: Set<String>()) { $0.formUnion(Self.words(Self.formRows($1.frame).joined(separator: "\n"))) }
        englishWords.subtract(Self.dataWords(of: form))
        #expect(
            englishWords.contains("consent") || englishWords.contains("data") || englishWords.contains("track"),
            "the English pictures of \(formName) draw its texts")
        for language in FormCatalog.languages where language != .english {
            let allowed = Self.texts(of: form, in: language).reduce(into: Set<String>()) { $0.formUnion(Self.words($1)) }
            let addresses = Self.addresses(of: form)
            for (path, frame) in try Self.frames(form, language) {
                let rows = Self.formRows(frame)
                let untranslated = Self.words(rows.joined(separator: "\n")).intersection(englishWords).subtracting(allowed)
                    .filter { !addresses.contains($0) }
                #expect(
                    untranslated.isEmpty,
                    """
                    \(path) of \(formName) draws English \(untranslated.sorted()):
                    \(rows.joined(separator: "\n"))
                    """)
            }
        }
    }

    @Test func aHardCodedLabelIsCaught() {
        // The detector itself: an English word the English pictures draw and German texts lack.
        let form = FormLibrary.defaultForm
        let allowed = Self.texts(of: form, in: "de").reduce(into: Set<String>()) { $0.formUnion(Self.words($1)) }
        let drawn = Self.words("Aufbewahrung: Retention 548 days, ↓ 3 more")
        #expect(drawn.intersection(["retention", "days", "more"]).subtracting(allowed) == ["retention", "days", "more"])
        #expect(Self.words("https://example.com/privacy Unity Ads") == ["unity", "ads"])
    }
}
