/// The built-in strings every form starts from: SDK chrome and TCF item names, in twelve languages.
///
/// A form overrides only what it changes; `FormDefinition.resolvedText` falls back to these.
package enum FormCatalog {
    /// The languages the catalogue covers completely: those of the source documents, plus German, French,
    /// Spanish, Portuguese, Dutch, Polish and Swedish.
    package static let languages: [LanguageCode] = ["en", "ru", "ko", "ja", "it", "de", "fr", "es", "pt", "nl", "pl", "sv"]

    /// The catalogue's text for `key` of `family` in `language`, if it has one.
    package static func text(_ key: TextKey, family: TextFamily, language: LanguageCode) -> String? {
        guard let table = table(language) else { return nil }
        switch family {
        case .ump: return table.ump[key]
        case .pac: return table.pac[key]
        case .att: return table.att[key]
        }
    }

    /// Every key the catalogue has for `family`, in any language.
    package static func keys(family: TextFamily) -> Set<TextKey> {
        // Every language has exactly the family's keys (CatalogTests), so no table need be built or merged.
        Set(family.keys)
    }

    /// The catalogue's name and description of a TCF item in `language`, if it has one.
    package static func item(_ kind: TCFItemKind, id: Int, language: LanguageCode) -> TCFItemText? {
        guard let table = table(language) else { return nil }
        let items: [TCFItemText] =
            switch kind {
            case .purpose: table.purposes
            case .specialPurpose: table.specialPurposes
            case .feature: table.features
            case .specialFeature: table.specialFeatures
            }
        return items.indices.contains(id - 1) ? items[id - 1] : nil
    }

    /// The ids the catalogue names for `kind` (the same in every language).
    package static func itemIDs(_ kind: TCFItemKind) -> ClosedRange<Int> {
        switch kind {
        case .purpose: 1...11
        case .specialPurpose: 1...3
        case .feature: 1...3
        case .specialFeature: 1...2
        }
    }

    /// The table of `language`, one of `languages`. Each language's table is built the first time it is
    /// asked for: a session in English never builds the others, and
    /// start-up builds one.
    static func table(_ language: LanguageCode) -> CatalogTable? {
        switch language.rawValue {
        case "en": .english
        case "ru": .russian
        case "ko": .korean
        case "ja": .japanese
        case "it": .italian
        case "de": .german
        case "fr": .french
        case "es": .spanish
        case "pt": .portuguese
        case "nl": .dutch
        case "pl": .polish
        case "sv": .swedish
        default: nil
        }
    }
}

/// One language of the catalogue.
struct CatalogTable: Sendable {
    /// UMP texts by key.
    var ump: [TextKey: String]
    /// PAC texts by key.
    var pac: [TextKey: String]
    /// ATT texts by key.
    var att: [TextKey: String]
    /// Purposes 1–11, in id order.
    var purposes: [TCFItemText]
    /// Special purposes 1–3, in id order.
    var specialPurposes: [TCFItemText]
    /// Features 1–3, in id order.
    var features: [TCFItemText]
    /// Special features 1–2, in id order.
    var specialFeatures: [TCFItemText]
}
