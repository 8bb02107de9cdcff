/// Where a resolved text came from.
package enum TextSource: Hashable, Sendable {
    /// The form's own `texts`, in this language.
    case form(LanguageCode)
    /// The built-in catalogue, in this language.
    case catalog(LanguageCode)
}

extension TextSource {
    /// The language the text was found in.
    package var language: LanguageCode {
        switch self {
        case .form(let language), .catalog(let language): language
        }
    }
}

/// A text as found, before placeholder substitution, with where it came from.
package struct ResolvedText: Hashable, Sendable {
    /// The template, `{placeholders}` unsubstituted.
    package var template: String
    /// Where it was found; a language other than the one asked for means a fallback was used.
    package var source: TextSource
}

extension FormDefinition {
    /// The text family of the form's SDK.
    package var textFamily: TextFamily { sdk.family }

    /// Finds `key` in `language`, falling back as designers expect.
    ///
    /// Order: the form in `language`; the catalogue in `language`; then, for a language the catalogue
    /// lacks, the form in its fallback language, the catalogue in the fallback language, and the
    /// catalogue in English. An override in one language therefore changes that language only: a form
    /// that rewords `en.consent` keeps the catalogue's German and Japanese labels.
    /// Nil only for a key neither the form's family nor ATT has.
    package func resolvedText(_ key: TextKey, language: LanguageCode) -> ResolvedText? {
        if let text = texts[language]?[key] { return ResolvedText(template: text, source: .form(language)) }
        if let text = catalogText(key, language: language) { return ResolvedText(template: text, source: .catalog(language)) }
        if let text = texts[languages.fallback]?[key] { return ResolvedText(template: text, source: .form(languages.fallback)) }
        for candidate in [languages.fallback, .english] {
            if let text = catalogText(key, language: candidate) { return ResolvedText(template: text, source: .catalog(candidate)) }
        }
        return nil
    }

    /// The catalogue's text for `key` in exactly `language`: the form's own family first; then ATT's,
    /// because every app may show the system's ATT alert (UMP and PAC forms do not describe it) and the
    /// catalogue has its wording per language.
    private func catalogText(_ key: TextKey, language: LanguageCode) -> String? {
        for family in textFamily == .att ? [TextFamily.att] : [textFamily, .att] {
            if let text = FormCatalog.text(key, family: family, language: language) { return text }
        }
        return nil
    }

    /// The values the form itself knows: the app name and, for UMP, the vendor and ATP counts.
    package var placeholderValues: [Placeholder: String] {
        var values: [Placeholder: String] = [.appName: app.name]
        if let ump {
            let vendors = ump.shownVendorFacts.count
            values[.vendorCount] = String(vendors)
            values[.atpCount] = String(ump.googleATPs.count)
            values[.partnerCount] = String(vendors + ump.googleATPs.count)
        }
        return values
    }

    /// The text for `key` in `language`, with placeholders substituted from `placeholderValues` and
    /// `values` (which win; PAC's `{partnerCount}` comes from the consent server at run time).
    /// A placeholder without a value stays as written, so a missing value shows on screen.
    package func text(_ key: TextKey, language: LanguageCode, values: [Placeholder: String] = [:]) -> String {
        text(key, language: language, filledWith: placeholderValues.merging(values) { _, new in new }) ?? "{\(key.rawValue)}"
    }

    /// The text for `key` in `language` with exactly `values` substituted; nil when no table has the
    /// key. For callers filling many texts with the same values (`placeholderValues` builds a dictionary).
    package func text(_ key: TextKey, language: LanguageCode, filledWith values: [Placeholder: String]) -> String? {
        guard let resolved = resolvedText(key, language: language) else { return nil }
        return TextTemplate.parse(resolved.template).0.render(values)
    }
}
