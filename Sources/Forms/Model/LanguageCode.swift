/// A two-letter ISO 639-1 language code, lower case (`en`, `ja`).
public struct LanguageCode: RawRepresentable, Hashable, Sendable, Comparable, CustomStringConvertible,
    ExpressibleByStringLiteral
{
    /// The code.
    public var rawValue: String

    /// A code as written; check `isISO639_1` for validity (the loader does).
    public init(rawValue: String) { self.rawValue = rawValue }

    /// A code from a literal, for code and tests.
    public init(stringLiteral value: String) { self.init(rawValue: value) }

    /// Whether the code is one of the 183 ISO 639-1 codes.
    public var isISO639_1: Bool { ISO639.codes.contains(rawValue) }

    /// The code.
    public var description: String { rawValue }

    /// Alphabetical.
    public static func < (lhs: LanguageCode, rhs: LanguageCode) -> Bool { lhs.rawValue < rhs.rawValue }

    /// English, the language of the GVL's own names and the last fallback of the catalogue.
    public static let english: LanguageCode = "en"
}

/// The languages of a form.
public struct FormLanguages: Hashable, Sendable {
    /// The language a preview starts in.
    public var `default`: LanguageCode
    /// The language a text falls back to when the form lacks it in the language asked for.
    public var fallback: LanguageCode
    /// Every language the form offers, in the form's order (contains `default` and `fallback`).
    public var list: [LanguageCode]

    /// A language set.
    public init(default: LanguageCode, fallback: LanguageCode, list: [LanguageCode]) {
        self.default = `default`
        self.fallback = fallback
        self.list = list
    }
}
