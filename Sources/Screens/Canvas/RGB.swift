import Forms

/// A concrete 24-bit colour, for exporters that cannot leave colour to a terminal.
package struct RGB: Hashable, Sendable {
    /// The colour as 0xRRGGBB.
    package var value: Int

    /// A colour from 0xRRGGBB.
    package init(_ value: Int) { self.value = value & 0xFFFFFF }

    /// The red, green and blue components, 0...255.
    package var components: (red: Int, green: Int, blue: Int) { (value >> 16 & 0xFF, value >> 8 & 0xFF, value & 0xFF) }

    /// `#rrggbb`, lower case, as SVG and CSS write it.
    package var hex: String {
        let digits = Array("0123456789abcdef")
        var text = "#"
        for shift in stride(from: 20, through: 0, by: -4) { text.append(digits[value >> shift & 0xF]) }
        return text
    }

    /// The colour `fraction` of the way from this colour to `other` (0: this, 1: other), rounded.
    package func blended(toward other: RGB, fraction: Double) -> RGB {
        let a = components, b = other.components
        func mix(_ x: Int, _ y: Int) -> Int { Int((Double(x) + (Double(y) - Double(x)) * fraction).rounded()) }
        return RGB(mix(a.red, b.red) << 16 | mix(a.green, b.green) << 8 | mix(a.blue, b.blue))
    }

    /// Entry `index` of xterm's default 256-colour palette (the table forms' indexed colours name).
    package static func xterm(_ index: UInt8) -> RGB {
        // Forms owns the table (its lint rules compare colours), so preview and lint agree on it.
        RGB(TerminalColor.indexed(Int(index)).approximateRGB ?? 0)
    }
}
