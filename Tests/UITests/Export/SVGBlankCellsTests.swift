import Testing

@testable import Pictures
@testable import Screens

/// Browsers collapse a run of spaces inside `<text>` (Chromium does, `xml:space` and
/// `white-space:pre` notwithstanding), which moves every later glyph off its `x`: the SVG export
/// keeps runs of blank cells out of its text elements, so a box's right border stays in its column.
@Suite struct SVGBlankCellsTests {
    @Test func noTextElementHoldsTwoSpacesInARowAndTheGridStaysExact() throws {
        var frame = Frame(size: Size(width: 30, height: 2))
        frame.canvas.write("│ Consent     to   this?     │", x: 0, y: 0)
        frame.canvas.write("a b", x: 0, y: 1)
        let svg = SVGExport().render(frame)
        let texts = svg.split(separator: "\n").filter { $0.hasPrefix("<text") }
        let contents = texts.map { line -> Substring in
            let body = line[line.index(after: line.firstIndex(of: ">")!)...]
            return body[..<body.range(of: "</text>")!.lowerBound]
        }
        #expect(!contents.contains { $0.contains("  ") }, "\(contents)")
        #expect(contents.contains("a b"), "a single space stays inside its element")
        // The border is an element of its own at column 29 (9.6 px a cell).
        #expect(texts.contains { $0.hasPrefix("<text x=\"278.4\"") && $0.hasSuffix(">│</text>") })
        let reader = try SVGReader.parse(svg).get()
        #expect(reader.lines(size: frame.size) == frame.canvas.lines())
    }
}
