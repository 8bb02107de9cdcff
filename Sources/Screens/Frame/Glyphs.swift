/// The glyphs UI chrome is drawn with, in one place.
///
/// Every glyph is one cell wide in glibc's `wcwidth` (checked by tests). Several (box drawing, arrows,
/// `…`) are East Asian Ambiguous: terminals set to draw ambiguous characters wide would misalign
/// them, and for those `ascii` exists. Toggles and the focus marker are never ambiguous.
package struct Glyphs: Hashable, Sendable {
    /// Box corners and edges.
    package var topLeft, topRight, bottomLeft, bottomRight, horizontal, vertical: Character
    /// Marks the focused element, so focus shows without colour. `›` is East Asian Neutral.
    package var focusMarker: Character
    /// Shown before "N more" when content continues above or below.
    package var moreAbove, moreBelow: Character
    /// Ends a truncated label.
    package var ellipsis: String
    /// A switch that is on / off / cannot be changed. ASCII on purpose.
    package var switchOn, switchOff, switchLocked: String

    /// Unicode box drawing and arrows.
    package static let unicode = Glyphs(
        topLeft: "┌", topRight: "┐", bottomLeft: "└", bottomRight: "┘", horizontal: "─", vertical: "│",
        focusMarker: "›", moreAbove: "↑", moreBelow: "↓", ellipsis: "…",
        switchOn: "[x]", switchOff: "[ ]", switchLocked: "[-]")

    /// Pure ASCII, for terminals that are not UTF-8 or draw ambiguous-width glyphs wide.
    package static let ascii = Glyphs(
        topLeft: "+", topRight: "+", bottomLeft: "+", bottomRight: "+", horizontal: "-", vertical: "|",
        focusMarker: ">", moreAbove: "^", moreBelow: "v", ellipsis: "...",
        switchOn: "[x]", switchOff: "[ ]", switchLocked: "[-]")
}
