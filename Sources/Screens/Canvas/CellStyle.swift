/// Text attributes that work on monochrome terminals.
package struct CellAttributes: OptionSet, Hashable, Sendable {
    /// The bit set.
    package let rawValue: UInt8

    /// Attributes from their bits.
    package init(rawValue: UInt8) { self.rawValue = rawValue }

    /// Bold (bright on some terminals).
    package static let bold = CellAttributes(rawValue: 1 << 0)
    /// Dim (faint).
    package static let dim = CellAttributes(rawValue: 1 << 1)
    /// Underlined.
    package static let underline = CellAttributes(rawValue: 1 << 2)
    /// Reverse video: the focus highlight that needs no colour.
    package static let reverse = CellAttributes(rawValue: 1 << 3)

    /// Names in a fixed order, for style snapshots.
    package var names: [String] {
        var names: [String] = []
        if contains(.bold) { names.append("b") }
        if contains(.dim) { names.append("dim") }
        if contains(.underline) { names.append("u") }
        if contains(.reverse) { names.append("rev") }
        return names
    }
}

/// How a cell is drawn: foreground and background colour plus attributes.
package struct CellStyle: Hashable, Sendable {
    /// Glyph colour.
    package var foreground: Color
    /// Cell colour.
    package var background: Color
    /// Bold, dim, underline, reverse.
    package var attributes: CellAttributes

    /// A style; everything defaults to the terminal's plain text.
    package init(foreground: Color = .default, background: Color = .default, attributes: CellAttributes = []) {
        self.foreground = foreground
        self.background = background
        self.attributes = attributes
    }

    /// Plain text.
    package static let plain = CellStyle()
    /// Bold text.
    package static let bold = CellStyle(attributes: .bold)
    /// Secondary text: the muted colour, and dim so it stays secondary without colour.
    package static let muted = CellStyle(foreground: .muted, attributes: .dim)

    /// This style with `extra` attributes added.
    package func adding(_ extra: CellAttributes) -> CellStyle {
        var copy = self
        copy.attributes.formUnion(extra)
        return copy
    }

    /// This style with another foreground.
    package func with(foreground: Color) -> CellStyle {
        var copy = self
        copy.foreground = foreground
        return copy
    }
}
