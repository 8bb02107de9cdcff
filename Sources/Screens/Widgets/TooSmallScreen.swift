/// The screen shown instead of a form when the terminal is below the minimum size.
///
/// Drawing a partial consent dialog would hide text the user must see before deciding, so nothing
/// of the form is drawn: only a centred notice with the needed and actual size.
package enum TooSmallScreen {
    /// The smallest size forms are laid out for.
    package static let minimumSize = Size(width: 40, height: 12)
    /// The smallest area a screen view is given: the smallest terminal less the help line.
    package static let minimumViewSize = Size(width: minimumSize.width, height: minimumSize.height - 1)

    /// Whether `size` is too small for forms.
    package static func applies(to size: Size, minimum: Size = minimumSize) -> Bool { !size.fits(minimum) }

    /// The screen of a view in `context` when the view area is below `minimumViewSize`, else nil:
    /// nothing of the card is drawn, so nothing can be focused or pressed.
    package static func viewScreen(_ context: ViewContext) -> RenderedScreen? {
        guard applies(to: context.size, minimum: minimumViewSize) else { return nil }
        return RenderedScreen(frame: frame(size: context.size, minimum: minimumViewSize, glyphs: context.glyphs), focusStops: [])
    }

    /// The notice, centred in a frame of `size`.
    package static func frame(size: Size, minimum: Size = minimumSize, glyphs: Glyphs = .unicode) -> Frame {
        var frame = Frame(size: size, glyphs: glyphs)
        let paragraphs: [(String, CellStyle)] = [
            ("Terminal too small", .bold),
            ("need at least \(minimum), have \(size)", .plain),
            ("Enlarge the window or press q to quit.", .muted),
        ]
        var lines: [(String, CellStyle)] = []
        for (text, style) in paragraphs {
            for line in TextLayout.wrap(text, width: size.width) { lines.append((line, style)) }
        }
        let top = max(0, (size.height - lines.count) / 2)
        let area = frame.canvas.bounds
        for (row, (line, style)) in lines.enumerated() where top + row < size.height {
            let shown = TextLayout.truncate(line, width: size.width, ellipsis: glyphs.ellipsis)
            let x = Alignment.center.offset(contentWidth: CellWidth.string(shown), in: size.width)
            frame.canvas.write(shown, x: x, y: top + row, style: style, within: area)
        }
        return frame
    }
}
