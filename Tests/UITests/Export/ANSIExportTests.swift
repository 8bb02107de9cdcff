import Foundation
import Testing

@testable import Pictures
@testable import Screens

/// The ANSI export: SGR sequences the terminal understands, and the canvas text underneath.
@Suite struct ANSIExportTests {
    /// `text` without its SGR sequences.
    static func stripSGR(_ text: String) -> String {
        text.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
    }

    @Test func strippingTheEscapesGivesTheCanvasText() {
        let frame = SVGExportTests.mixedCanvas()
        let ansi = ANSIExport().render(frame.canvas)
        let stripped = Self.stripSGR(ansi).split(separator: "\n", omittingEmptySubsequences: false)
            .map { Canvas.trimmingTrailingSpaces(String($0)) }.joined(separator: "\n")
        #expect(stripped == frame.canvas.text())
    }

    @Test func stylesBecomeSGRParameters() {
        var canvas = Canvas(size: Size(width: 20, height: 1))
        canvas.write("ok", x: 0, y: 0, style: CellStyle(foreground: .accent, attributes: [.bold, .reverse]))
        canvas.write("x", x: 3, y: 0, style: CellStyle(foreground: .indexed(196), background: .indexed(9)))
        canvas.write("m", x: 5, y: 0, style: .muted)
        #expect(ANSIExport().render(canvas) == "\u{1B}[0;1;7;36mok\u{1B}[0m \u{1B}[0;38;5;196;101mx\u{1B}[0m \u{1B}[0;2;90mm\u{1B}[0m\n")
        #expect(ANSIExport(colors: false).render(canvas) == "\u{1B}[0;1;7mok\u{1B}[0m x \u{1B}[0;2mm\u{1B}[0m\n")
    }

    @Test func wideGlyphsAreWrittenOnce() {
        var canvas = Canvas(size: Size(width: 8, height: 1))
        canvas.write("日本", x: 0, y: 0)
        #expect(ANSIExport().render(canvas) == "日本\n")
    }

    @Test func visibleTrailingBlanksStay() {
        var canvas = Canvas(size: Size(width: 6, height: 1))
        canvas.fill(Rect(x: 2, y: 0, width: 3, height: 1), style: CellStyle(attributes: .reverse))
        #expect(ANSIExport().render(canvas) == "  \u{1B}[0;7m   \u{1B}[0m\n")
    }
}
