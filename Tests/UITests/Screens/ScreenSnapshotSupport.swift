import Forms
import Testing

@testable import Screens

/// Checks every screen must pass whatever its content: rows fit the width, the box's right border is
/// in the last column, the focused element is registered and on screen, the help line is the last row.
func expectWellFormed(_ frame: Frame, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    let size = frame.size
    for (y, line) in frame.canvas.lines().enumerated() {
        #expect(CellWidth.string(line) <= size.width, "row \(y) too wide", sourceLocation: sourceLocation)
    }
    if let focused = frame.focused {
        let rect = frame.elements[focused]
        // A screen starts at its top: its first element may wait below the fold of a view at its top.
        let atTop = frame.scrolls.values.contains { $0.offset == 0 && $0.linesBelow > 0 }
        #expect(rect != nil || atTop, "focused \(focused) is not on screen", sourceLocation: sourceLocation)
        if let rect {
            #expect(
                frame.canvas[rect.x, rect.y].character == frame.glyphs.focusMarker, "focus marker of \(focused)",
                sourceLocation: sourceLocation)
        }
    }
}

/// The snapshot name of a screen: `screen-language-WxH`.
func snapshotName(_ screen: String, _ language: LanguageCode, _ size: Size, _ suffix: String = "") -> String {
    "\(screen)-\(language)-\(size)" + (suffix.isEmpty ? "" : "-" + suffix)
}
