import Forms

/// A colour from the small semantic palette, or an explicit terminal colour.
///
/// Widgets speak in roles; the backend maps roles to what the terminal has (or to nothing when colour
/// is off), so meaning never depends on colour alone.
package enum Color: Hashable, Sendable {
    /// The terminal's own foreground or background.
    case `default`
    /// Titles, primary actions.
    case accent
    /// Secondary text: hints, scroll indicators.
    case muted
    /// Destructive or warning-level errors.
    case danger
    /// Confirmations.
    case success
    /// Cautions.
    case warning
    /// Links (also underlined, so they read without colour).
    case link
    /// An explicit colour from the 256-colour palette (0-7 are the basic eight).
    case indexed(UInt8)
    /// A 24-bit colour (a form's `#RRGGBB`): exact in SVG, HTML and truecolor ANSI, else the nearest
    /// 256-colour entry (`nearestIndex`).
    case rgb(RGB)

    /// The short name used in style snapshots (`accent`, `256:42`).
    package var name: String {
        switch self {
        case .default: return "default"
        case .accent: return "accent"
        case .muted: return "muted"
        case .danger: return "danger"
        case .success: return "success"
        case .warning: return "warning"
        case .link: return "link"
        case .indexed(let n): return "256:\(n)"
        case .rgb(let rgb): return rgb.hex
        }
    }

    /// The xterm 256-colour index a 24-bit colour falls back to where the terminal has no truecolor.
    package var nearestIndex: UInt8? {
        guard case .rgb(let rgb) = self else { return nil }
        return UInt8(TerminalColor.nearestIndex(to: rgb.value))
    }
}
