/// The glyphs UI chrome is drawn with, in one place.
///
/// Every glyph is one cell wide in glibc's `wcwidth` (checked by tests). Several (box drawing, arrows,
/// `…`) are East Asian Ambiguous: terminals set to draw ambiguous characters wide would misalign
/// them, and for those `ascii` exists. Toggles and the focus marker are never ambiguous.
public struct Glyphs: Hashable, Sendable {
    /// Box corners and edges.
    public var topLeft, topRight, bottomLeft, bottomRight, horizontal, vertical: Character
    /// Marks the focused element, so focus shows without colour. `›` is East Asian Neutral.
    public var focusMarker: Character
    /// Shown before "N more" when content continues above or below.
    public var moreAbove, moreBelow: Character
    /// Ends a truncated label.
    public var ellipsis: String
    /// A switch that is on / off / cannot be changed. ASCII on purpose.
    public var switchOn, switchOff, switchLocked: String

    /// Unicode box drawing and arrows.
    public static let unicode = Glyphs(
        topLeft: "┌", topRight: "┐", bottomLeft: "└", bottomRight: "┘", horizontal: "─", vertical: "│",
        focusMarker: "›", moreAbove: "↑", moreBelow: "↓", ellipsis: "…",
        switchOn: "[x]", switchOff: "[ ]", switchLocked: "[-]")

    /// Pure ASCII, for terminals that are not UTF-8 or draw ambiguous-width glyphs wide.
    public static let ascii = Glyphs(
        topLeft: "+", topRight: "+", bottomLeft: "+", bottomRight: "+", horizontal: "-", vertical: "|",
        focusMarker: ">", moreAbove: "^", moreBelow: "v", ellipsis: "...",
        switchOn: "[x]", switchOff: "[ ]", switchLocked: "[-]")
}
