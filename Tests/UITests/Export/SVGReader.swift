import Foundation

@testable import Pictures
@testable import Screens

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Reads an SVG screenshot back with Foundation's XML parser: the grid of glyphs its `<text>`
/// elements place, and its rectangles, so tests compare what a browser would draw with the canvas.
final class SVGReader: NSObject, XMLParserDelegate {
    /// A `<text>` element: its attributes and content.
    struct TextElement {
        var attributes: [String: String]
        var content: String
    }

    private(set) var texts: [TextElement] = []
    private(set) var rects: [[String: String]] = []
    private(set) var root: [String: String] = [:]
    private(set) var elementNames: [String] = []
    private var current: TextElement?

    /// Parses `svg`; nil with the parser's error when it is not well-formed XML.
    static func parse(_ svg: String) -> Result<SVGReader, Error> {
        let reader = SVGReader()
        let parser = XMLParser(data: Data(svg.utf8))
        parser.delegate = reader
        guard parser.parse() else { return .failure(parser.parserError ?? CocoaError(.coderReadCorrupt)) }
        return .success(reader)
    }

    func parser(
        _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        elementNames.append(name)
        switch name {
        case "svg": root = attributes
        case "rect": rects.append(attributes)
        case "text": current = TextElement(attributes: attributes, content: "")
        default: break
        }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        current?.content += string
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        if name == "text", let element = current {
            texts.append(element)
            current = nil
        }
    }

    /// The rows a browser would show: each glyph of each `<text>` at the column its `x` names
    /// (one `x` per glyph), wide glyphs covering two cells; trailing spaces trimmed like `Canvas.lines()`.
    func lines(size: Size, metrics: SVGMetrics = .standard) -> [String] {
        var grid = Array(repeating: Array(repeating: Character(" "), count: size.width), count: size.height)
        var covered = Array(repeating: Array(repeating: false, count: size.width), count: size.height)
        for text in texts {
            let xs = (text.attributes["x"] ?? "").split(separator: " ").compactMap { Double($0) }
            let y = Double(text.attributes["y"] ?? "") ?? -1
            let row = Int(((y * 10 - Double(metrics.baseline)) / Double(metrics.cellHeight)).rounded())
            let glyphs = Array(text.content)
            guard row >= 0, row < size.height, xs.count == glyphs.count else { continue }
            for (glyph, x) in zip(glyphs, xs) {
                let column = Int((x * 10 / Double(metrics.cellWidth)).rounded())
                guard column >= 0, column < size.width else { continue }
                grid[row][column] = glyph
                for extra in 1..<max(1, CellWidth.character(glyph)) where column + extra < size.width { covered[row][column + extra] = true }
            }
        }
        return (0..<size.height).map { y in
            var line = ""
            for x in 0..<size.width where !covered[y][x] { line.append(grid[y][x]) }
            return Canvas.trimmingTrailingSpaces(line)
        }
    }
}
