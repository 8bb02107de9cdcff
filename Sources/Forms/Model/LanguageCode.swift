/// A two-letter ISO 639-1 language code, lower case (`en`, `ja`).
package struct LanguageCode: RawRepresentable, Hashable, Sendable, Comparable, CustomStringConvertible,
    ExpressibleByStringLiteral
{
    /// The code.
    package var rawValue: String

    /// A code as written; check `isISO639_1` for validity (the loader does).
    package init(rawValue: String) { self.rawValue = rawValue }

    /// A code from a literal, for code and tests.
    package init(stringLiteral value: String) { self.init(rawValue: value) }

    /// Whether the code is one of the 183 ISO 639-1 codes.
    package var isISO639_1: Bool { ISO639.codes.contains(rawValue) }

    /// The code.
    package var description: String { rawValue }

    /// Alphabetical.
    package static func < (lhs: LanguageCode, rhs: LanguageCode) -> Bool { lhs.rawValue < rhs.rawValue }

    /// English, the language of the GVL's own names and the last fallback of the catalogue.
    package static let english: LanguageCode = "en"
}

/// The languages of a form.
package struct FormLanguages: Hashable, Sendable {
    /// The language a preview starts in.
    package var `default`: LanguageCode
    /// The language a text falls back to when the form lacks it in the language asked for.
    package var fallback: LanguageCode
    /// Every language the form offers, in the form's order (contains `default` and `fallback`).
    package var list: [LanguageCode]

    /// A language set.
    package init(default: LanguageCode, fallback: LanguageCode, list: [LanguageCode]) {
        self.default = `default`
        self.fallback = fallback
        self.list = list
    }
}
