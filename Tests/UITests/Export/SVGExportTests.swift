import Forms
import Foundation
import Testing

@testable import Pictures
@testable import Screens

/// The SVG screenshot: well-formed, the canvas's text at the canvas's cells, colours as the terminal's.
@Suite struct SVGExportTests {
    /// A canvas with ASCII, CJK, an emoji, a combining mark, hostile markup and several styles.
    static func mixedCanvas() -> Frame {
        var frame = Frame(size: Size(width: 30, height: 6))
        frame.canvas.write("Consent <b>&\"'</b>", x: 1, y: 0, style: CellStyle(foreground: .accent, attributes: .bold))
        frame.canvas.write("日本語のテキスト", x: 0, y: 1)
        frame.canvas.write("a🌱b e\u{301}t 한국어", x: 2, y: 2, style: CellStyle(foreground: .indexed(196)))
        frame.canvas.write("[ Focused ]", x: 3, y: 3, style: CellStyle(foreground: .accent, attributes: [.bold, .reverse]))
        frame.canvas.write("link", x: 20, y: 3, style: CellStyle(foreground: .link, attributes: .underline))
        frame.canvas.write("dim", x: 0, y: 4, style: .muted)
        frame.canvas.write("]]> <!-- -->", x: 0, y: 5, style: CellStyle(background: .indexed(21)))
        return frame
    }

    @Test func parsesAsXMLAndItsTextMatchesTheCanvasRowByRow() throws {
        let frame = Self.mixedCanvas()
        let svg = SVGExport().render(frame, title: "mixed <screen> & \"quotes\"")
        let reader = try SVGReader.parse(svg).get()
        #expect(reader.lines(size: frame.size) == frame.canvas.lines())
        #expect(reader.root["width"] == "288" && reader.root["height"] == "120")
    }

    @Test func theATTScreensRoundTripInEveryLanguage() throws {
        let form = try #require(try FormLibrary.form(named: "att-explainer"))
        for language in form.languages.list {
            for size in [Size(width: 80, height: 24), Size(width: 40, height: 12)] {
                let context = ViewContext(form: form, language: language, size: size, focus: ATTAlertView.allowID)
                for frame in [ATTAlertView.render(context: context).frame, ATTExplainerView.render(context: context).frame] {
                    let reader = try SVGReader.parse(SVGExport().render(frame)).get()
                    #expect(reader.lines(size: size) == frame.canvas.lines(), "\(language) \(size)")
                }
            }
        }
    }

    @Test func wideGlyphsTakeExactlyTwoCells() throws {
        var frame = Frame(size: Size(width: 10, height: 1))
        frame.canvas.write("日x本", x: 0, y: 0)
        let reader = try SVGReader.parse(SVGExport().render(frame)).get()
        #expect(reader.texts.map(\.content) == ["日", "x", "本"])
        #expect(reader.texts.map { $0.attributes["x"] } == ["0", "19.2", "28.8"])
    }

    @Test func clustersOfSeveralUTF16UnitsStandAlone() throws {
        var frame = Frame(size: Size(width: 10, height: 1))
        frame.canvas.write("ab🌱e\u{301}yz", x: 0, y: 0)
        let reader = try SVGReader.parse(SVGExport().render(frame)).get()
        #expect(reader.texts.map(\.content) == ["ab", "🌱", "e\u{301}", "yz"])
        #expect(reader.texts.map { $0.attributes["x"] } == ["0 9.6", "19.2", "38.4", "48 57.6"])
    }

    @Test func hostileTextIsEscaped() throws {
        var frame = Frame(size: Size(width: 40, height: 1))
        frame.canvas.write("</text><script>alert(1)</script>&amp;", x: 0, y: 0)
        let svg = SVGExport().render(frame, title: "\"/><script>x</script>")
        #expect(!svg.contains("<script"))
        let reader = try SVGReader.parse(svg).get()
        #expect(!reader.elementNames.contains("script"))
        #expect(reader.texts.map(\.content).joined() == "</text><script>alert(1)</script>&amp;")
    }

    @Test func xmlForbiddenCharactersBecomeReplacementCharacters() {
        #expect(XMLEscaping.escape("a\u{1}b\u{FFFE}c\u{9}") == "a\u{FFFD}b\u{FFFD}c\u{9}")
        #expect(XMLEscaping.escape("<&>\"'") == "&lt;&amp;&gt;&quot;&#39;")
    }

    @Test func coloursComeFromThePaletteAsTheTerminalMapsThem() throws {
        let reader = try SVGReader.parse(SVGExport().render(Self.mixedCanvas())).get()
        func fill(of content: String) -> String? { reader.texts.first { $0.content.contains(content) }?.attributes["fill"] }
        #expect(fill(of: "Consent") == "#11a8cd")  // accent: the dark theme's cyan
        #expect(reader.texts.first { $0.content.contains("Consent") }?.attributes["font-weight"] == "bold")
        #expect(fill(of: "a") == "#ff0000")  // indexed(196) through the xterm cube
        #expect(fill(of: "link") == "#2472c8")
        #expect(reader.texts.first { $0.content == "link" }?.attributes["text-decoration"] == "underline")
        #expect(fill(of: "dim") == RGB(0x666666).blended(toward: ExportPalette.dark.background, fraction: 0.4).hex)
        let light = try SVGReader.parse(SVGExport(palette: .light).render(Self.mixedCanvas())).get()
        #expect(light.texts.first { $0.content.contains("Consent") }?.attributes["fill"] == "#00cdcd")  // xterm's cyan
        #expect(fill(of: "日") == ExportPalette.dark.foreground.hex)
    }

    @Test func reverseVideoShowsFocusAsSwappedColours() throws {
        let reader = try SVGReader.parse(SVGExport().render(Self.mixedCanvas())).get()
        // The focused button: text in the background colour on an accent-coloured rectangle.
        #expect(reader.texts.first { $0.content == "[ Focused ]" }?.attributes["fill"] == ExportPalette.dark.background.hex)
        #expect(reader.rects.contains { $0["x"] == "28.8" && $0["y"] == "60" && $0["width"] == "105.6" && $0["fill"] == "#11a8cd" })
        // The indexed background of the last row covers its whole run, blank cells included.
        #expect(reader.rects.contains { $0["y"] == "100" && $0["x"] == "0" && $0["width"] == "115.2" && $0["fill"] == "#0000ff" })
    }

    @Test func theCursorIsDrawn() throws {
        var frame = Frame(size: Size(width: 10, height: 2))
        frame.cursor = Point(x: 3, y: 1)
        let reader = try SVGReader.parse(SVGExport().render(frame)).get()
        #expect(reader.rects.contains { $0["x"] == "28.8" && $0["y"] == "38" && $0["height"] == "2" })
    }

    @Test func outputIsDeterministic() {
        let frame = Self.mixedCanvas()
        #expect(SVGExport().render(frame, title: "t") == SVGExport().render(frame, title: "t"))
        #expect(SVGExport(palette: .light).render(frame) != SVGExport().render(frame))
    }

    @Test func numbersAreWrittenInTenths() {
        #expect(SVGMetrics.number(0) == "0")
        #expect(SVGMetrics.number(96) == "9.6")
        #expect(SVGMetrics.number(7680) == "768")
        #expect(SVGMetrics.number(-15) == "-1.5")
    }
}
