extension StringProtocol {
    /// The text without leading and trailing spaces and tabs: Foundation's
    /// `trimmingCharacters(in: .whitespaces)` (tab and the Unicode space separators), without Foundation.
    public var trimmingSpaces: String {
        func isSpace(_ scalar: Unicode.Scalar) -> Bool { scalar == "\t" || scalar.properties.generalCategory == .spaceSeparator }
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !isSpace($0) }), let last = scalars.lastIndex(where: { !isSpace($0) }) else {
            return ""
        }
        var trimmed = ""
        trimmed.unicodeScalars.append(contentsOf: scalars[first...last])
        return trimmed
    }
}
