extension FormDefinition {
    /// The name of a purpose, special purpose, feature or special feature in `language`.
    ///
    /// English prefers the form's vendor list (the GVL's own standard names); other languages prefer
    /// the catalogue's translation. Then the form's fallback language, English, and finally the vendor
    /// list whatever its language. Nil for an id neither knows.
    package func tcfName(_ kind: TCFItemKind, id: Int, language: LanguageCode) -> String? {
        // Trimmed: GVL v17 itself ends special purpose 1's name with a line break.
        let gvl = ump.flatMap { kind.item(id: id, in: $0.vendorList) }.map {
            $0.name.trimmingWhitespace
        }
        for candidate in [language, languages.fallback, .english] {
            if candidate == .english, let gvl { return gvl }
            if let text = FormCatalog.item(kind, id: id, language: candidate) { return text.name }
        }
        return gvl
    }

    /// A short user-facing description in `language` (the catalogue's, in every language alike),
    /// falling back like `tcfName`; the GVL's full legal description only when the catalogue lacks the id.
    package func tcfDescription(_ kind: TCFItemKind, id: Int, language: LanguageCode) -> String? {
        for candidate in [language, languages.fallback, .english] {
            if let text = FormCatalog.item(kind, id: id, language: candidate) { return text.description }
        }
        return ump.flatMap { kind.item(id: id, in: $0.vendorList)?.description }
    }

    /// The name of purpose `id` in `language`.
    package func purposeName(id: Int, language: LanguageCode) -> String? { tcfName(.purpose, id: id, language: language) }

    /// The name of special purpose `id` in `language`.
    package func specialPurposeName(id: Int, language: LanguageCode) -> String? {
        tcfName(.specialPurpose, id: id, language: language)
    }

    /// The name of feature `id` in `language`.
    package func featureName(id: Int, language: LanguageCode) -> String? { tcfName(.feature, id: id, language: language) }

    /// The name of special feature `id` in `language`.
    package func specialFeatureName(id: Int, language: LanguageCode) -> String? {
        tcfName(.specialFeature, id: id, language: language)
    }
}

extension String {
    /// The string without leading and trailing white space, exactly as Foundation's
    /// `trimmingCharacters(in: .whitespacesAndNewlines)` trims it (Unicode White_Space plus U+200B,
    /// which Foundation's set includes), without Foundation: that call cost 73,000 instructions on the
    /// first screen (issue 13).
    var trimmingWhitespace: String {
        func isSpace(_ scalar: Unicode.Scalar) -> Bool { scalar.properties.isWhitespace || scalar == "\u{200B}" }
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !isSpace($0) }),
              let last = scalars.lastIndex(where: { !isSpace($0) })
        else { return "" }
        if first == scalars.startIndex && last == scalars.index(before: scalars.endIndex) { return self }
        return String(scalars[first...last])
    }
}
