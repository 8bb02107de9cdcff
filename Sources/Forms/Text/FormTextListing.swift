import TCF

/// One text a form shows: its key, and per language the template and where it comes from
/// (`consentsim forms texts`).
package struct ListedText: Hashable, Sendable {
    /// Where a listed text comes from, in the words the listing prints.
    package enum Origin: Hashable, Sendable {
        /// The form's own `texts`, in this language.
        case form(LanguageCode)
        /// The built-in catalogue, in this language.
        case catalogue(LanguageCode)
        /// The IAB's standard text of a purpose or feature, as the vendor list in use carries it.
        case official(LanguageCode)

        /// `form`, `catalogue`, `official IAB text`, each with `(xx)` when from another language
        /// than the one shown.
        package func described(for shown: LanguageCode) -> String {
            let (word, language): (String, LanguageCode) =
                switch self {
                case .form(let language): ("form", language)
                case .catalogue(let language): ("catalogue", language)
                case .official(let language): ("official IAB text", language)
                }
            return language == shown ? word : "\(word) (\(language))"
        }

        /// `form`, `catalogue` or `official`, for JSON.
        package var kind: String {
            switch self {
            case .form: "form"
            case .catalogue: "catalogue"
            case .official: "official"
            }
        }

        /// The language the text was found in.
        package var language: LanguageCode {
            switch self {
            case .form(let language), .catalogue(let language), .official(let language): language
            }
        }
    }

    /// One language's text of the key.
    package struct Entry: Hashable, Sendable {
        /// The language shown.
        package var language: LanguageCode
        /// The template, `{placeholders}` as written.
        package var template: String
        /// Where it comes from.
        package var origin: Origin
    }

    /// The key as written under `texts.<language>`.
    package var key: String
    /// Per language asked for, in that order.
    package var texts: [Entry]
}

extension FormDefinition {
    /// Every text key the form's family accepts, in screen order, then (UMP) the form's "Learn more"
    /// items' titles and texts, then the name and description
    /// of every purpose, special purpose, feature and special feature of its vendor list, each with the
    /// text `languages` show and where it comes from: what a designer may override under `texts`.
    package func listedTexts(languages asked: [LanguageCode]) -> [ListedText] {
        var listed = textFamily.keys.map { key in
            ListedText(
                key: key.rawValue,
                texts: asked.compactMap { language in
                    resolvedText(key, language: language).map { resolved in
                        switch resolved.source {
                        case .form(let from): ListedText.Entry(language: language, template: resolved.template, origin: .form(from))
                        case .catalog(let from): ListedText.Entry(language: language, template: resolved.template, origin: .catalogue(from))
                        }
                    }
                })
        }
        // The publisher's "Learn more" items: the form's own texts only.
        for index in 0..<learnMoreItemCount {
            for field in LearnMoreTextKey.Field.allCases {
                listed.append(
                    ListedText(
                        key: LearnMoreTextKey(index + 1, field).textKey.rawValue,
                        texts: asked.compactMap { language in
                            resolvedLearnMoreText(index + 1, field, language: language).map { resolved in
                                ListedText.Entry(language: language, template: resolved.template, origin: .form(resolved.source.language))
                            }
                        }))
            }
        }
        guard let list = ump?.vendorList else { return listed }
        let kinds: [(TCFItemKind, [Int])] = [
            (.purpose, list.purposes.map(\.id)), (.specialPurpose, list.specialPurposes.map(\.id)),
            (.feature, list.features.map(\.id)), (.specialFeature, list.specialFeatures.map(\.id)),
        ]
        for (kind, ids) in kinds {
            for id in ids {
                for field in TCFItemTextKey.Field.allCases {
                    listed.append(
                        ListedText(
                            key: TCFItemTextKey(kind, id: id, field).textKey.rawValue,
                            texts: asked.compactMap { language in
                                resolvedTCFText(field, kind, id: id, language: language).map { resolved in
                                    switch resolved.source {
                                    case .form(let from): ListedText.Entry(language: language, template: resolved.text, origin: .form(from))
                                    case .official(let from): ListedText.Entry(language: language, template: resolved.text, origin: .official(from))
                                    case .catalog(let from): ListedText.Entry(language: language, template: resolved.text, origin: .catalogue(from))
                                    }
                                }
                            }))
                }
            }
        }
        return listed
    }
}
