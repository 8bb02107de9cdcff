/// What a terminal would show for each colour role: the concrete colours exporters paint with.
///
/// Mirrors the ncurses backend (`NcursesPalette`) on a 256-colour terminal, so a preview looks like
/// the terminal: roles go to the same ANSI colours, `indexed(n)` through xterm's palette, and the
/// terminal's own default colours are the ones chosen here.
public struct ExportPalette: Hashable, Sendable {
    /// The terminal's default text colour.
    public var foreground: RGB
    /// The terminal's default background.
    public var background: RGB
    /// How far dim text moves toward the background (terminals draw it half-bright).
    public var dimming: Double

    /// A palette with these defaults.
    public init(foreground: RGB, background: RGB, dimming: Double = 0.4) {
        self.foreground = foreground
        self.background = background
        self.dimming = dimming
    }

    /// A dark terminal (light grey on near-black), what most designers' terminals look like.
    public static let dark = ExportPalette(foreground: RGB(0xE5E5E5), background: RGB(0x1C1C1C))
    /// A light terminal (black on white), xterm's own default.
    public static let light = ExportPalette(foreground: RGB(0x000000), background: RGB(0xFFFFFF))

    /// The xterm palette index a role maps to, as the ncurses backend maps it; nil for the default.
    public static func paletteIndex(_ color: Color) -> UInt8? {
        switch color {
        case .default: nil
        case .accent: 6  // cyan
        case .muted: 8  // bright black
        case .danger: 1  // red
        case .success: 2  // green
        case .warning: 3  // yellow
        case .link: 4  // blue
        case .indexed(let n): n
        }
    }

    /// The concrete colours a style is drawn with: reverse swaps them, dim fades the text.
    public func resolve(_ style: CellStyle) -> (foreground: RGB, background: RGB) {
        var fg = Self.paletteIndex(style.foreground).map(RGB.xterm) ?? foreground
        var bg = Self.paletteIndex(style.background).map(RGB.xterm) ?? background
        if style.attributes.contains(.reverse) { swap(&fg, &bg) }
        if style.attributes.contains(.dim) { fg = fg.blended(toward: bg, fraction: dimming) }
        return (fg, bg)
    }
}
