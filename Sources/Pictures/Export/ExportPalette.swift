import Screens

/// What a terminal would show for each colour role: the concrete colours exporters paint with.
///
/// Mirrors the ncurses backend (`NcursesPalette`) on a 256-colour terminal, so a preview looks like
/// the terminal: roles go to the same ANSI colours, `indexed(n)` through xterm's palette, and the
/// terminal's own default and ANSI colours are the ones chosen here.
package struct ExportPalette: Hashable, Sendable {
    /// The terminal's default text colour.
    package var foreground: RGB
    /// The terminal's default background.
    package var background: RGB
    /// The 16 ANSI colours (indexes 0...15), which every terminal theme picks for itself.
    package var ansi: [RGB]
    /// How far dim text moves toward the background (terminals draw it half-bright).
    package var dimming: Double
    /// Whether the terminal shows 24-bit colour (ANSI output then writes `#RRGGBB` colours exactly).
    package var truecolor: Bool = false

    /// A palette with these defaults; `ansi` must have 16 colours (xterm's are used otherwise).
    package init(foreground: RGB, background: RGB, ansi: [RGB] = (0..<16).map { RGB.xterm(UInt8($0)) }, dimming: Double = 0.4) {
        self.foreground = foreground
        self.background = background
        self.ansi = ansi.count == 16 ? ansi : (0..<16).map { RGB.xterm(UInt8($0)) }
        self.dimming = dimming
    }

    /// A dark terminal (light grey on near-black) with the ANSI colours of a common dark theme, whose
    /// blue stays readable on black (xterm's #0000ee does not).
    package static let dark = ExportPalette(
        foreground: RGB(0xE5E5E5), background: RGB(0x1C1C1C),
        ansi: [
            0x000000, 0xCD3131, 0x0DBC79, 0xE5E510, 0x2472C8, 0xBC3FBC, 0x11A8CD, 0xE5E5E5,
            0x666666, 0xF14C4C, 0x23D18B, 0xF5F543, 0x3B8EEA, 0xD670D6, 0x29B8DB, 0xFFFFFF,
        ].map(RGB.init))
    /// A light terminal (black on white) with xterm's own colours.
    package static let light = ExportPalette(foreground: RGB(0x000000), background: RGB(0xFFFFFF))

    /// Palette entry `index`: the theme's ANSI colour, or xterm's cube and grey ramp above 15.
    package func color(_ index: UInt8) -> RGB {
        index < 16 ? ansi[Int(index)] : RGB.xterm(index)
    }

    /// The xterm palette index a role maps to, as the ncurses backend maps it; nil for the default.
    package static func paletteIndex(_ color: Color) -> UInt8? {
        switch color {
        case .default: nil
        case .accent: 6  // cyan
        case .muted: 8  // bright black
        case .danger: 1  // red
        case .success: 2  // green
        case .warning: 3  // yellow
        case .link: 4  // blue
        case .indexed(let n): n
        case .rgb: color.nearestIndex
        }
    }

    /// The concrete colours a style is drawn with: reverse swaps them, dim fades the text.
    package func resolve(_ style: CellStyle) -> (foreground: RGB, background: RGB) {
        func exact(_ color: Color) -> RGB? { if case .rgb(let rgb) = color { rgb } else { nil } }
        var fg = exact(style.foreground) ?? Self.paletteIndex(style.foreground).map(color) ?? foreground
        var bg = exact(style.background) ?? Self.paletteIndex(style.background).map(color) ?? background
        if style.attributes.contains(.reverse) { swap(&fg, &bg) }
        if style.attributes.contains(.dim) { fg = fg.blended(toward: bg, fraction: dimming) }
        return (fg, bg)
    }
}
