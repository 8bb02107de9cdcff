import Forms
import Foundation
import Testing

@testable import Pictures
@testable import Screens

/// A form's `#RRGGBB` colours reach every role: links, box titles and focus, in ANSI and SVG.
@Suite struct BrandColourTests {
    static let purple = RGB(0x7B1FA2)

    /// The default form with a brand accent.
    static func form(_ colors: String) throws -> FormDefinition {
        // The shipped palette's block, replaced by `colors` (role lines).
        let shipped = try #require(FormLibrary.yaml(named: FormLibrary.defaultFormName))
        let yaml = shipped.replacingOccurrences(of: "colors:\n  accent: blue\n", with: "colors:\n" + colors)
            .replacingOccurrences(
                of: "  background: default\n  text: default\n", with: colors.contains("text:") ? "" : "  background: default\n  text: default\n")
        #expect(yaml != shipped)
        return try FormLoader.load(yaml: yaml, fileName: "brand.yaml")
    }

    /// The first layer at 80x24.
    static func firstLayer(_ form: FormDefinition) throws -> Frame {
        let screen = try #require(try PreviewCatalog.screens(for: form).first { $0.id == "ump-firstLayer" })
        return try PreviewRenderer(form: form).frame(screen, language: "en", size: Size(width: 80, height: 24))
    }

    @Test func aHexAccentIsLoadedExactly() throws {
        let form = try Self.form("  accent: \"#7B1FA2\"\n")
        #expect(form.colors[.accent] == .rgb(0x7B1FA2))
        #expect(form.colors[.accent].description == "#7B1FA2")
        #expect(throws: FormErrors.self) { try Self.form("  accent: \"#7B1FA\"\n") }
    }

    @Test func aHexAccentReachesLinksAndTitlesInANSIAndSVG() throws {
        let frame = try Self.firstLayer(Self.form("  accent: \"#7B1FA2\"\n"))
        let link = try #require(frame.elements["ump.vendorsLink"])
        let linkStyle = frame.canvas[link.x + 2, link.y].style
        #expect(linkStyle.foreground == .rgb(Self.purple))
        #expect(linkStyle.attributes.contains(.underline))
        // The box title (top row) is drawn in the accent too.
        #expect(frame.canvas.row(0).contains { $0.style.foreground == .rgb(Self.purple) })
        #expect(!frame.canvas.row(0).contains { $0.style.foreground == .accent || $0.style.foreground == .link })

        let truecolor = ANSIExport(truecolor: true).render(frame.canvas)
        #expect(truecolor.contains("38;2;123;31;162"))
        let nearest = TerminalColor.nearestIndex(to: 0x7B1FA2)
        #expect(nearest == 91)  // #8700af, the colour cube entry closest to the purple
        let palette = ANSIExport().render(frame.canvas)
        #expect(palette.contains("38;5;\(nearest)"))
        #expect(!palette.contains("38;2;"))
        for palette in [ExportPalette.dark, .light] {
            let svg = SVGExport(palette: palette).render(frame, title: "brand")
            #expect(svg.contains("#7b1fa2"), "\(palette.background.hex)")
        }
    }

    @Test func theNearest256ColourIsTheClosestCubeOrGreyEntry() {
        #expect(TerminalColor.nearestIndex(to: 0xFF0000) == 196)
        #expect(TerminalColor.nearestIndex(to: 0x000000) == 16)
        #expect(TerminalColor.nearestIndex(to: 0x808080) == 244)
        #expect(ANSIExport.supportsTruecolor(colorterm: "truecolor") && ANSIExport.supportsTruecolor(colorterm: "24bit"))
        #expect(!ANSIExport.supportsTruecolor(colorterm: nil) && !ANSIExport.supportsTruecolor(colorterm: "256"))
    }

    @Test func anUnstyledFormKeepsTheSimulatorsRoles() throws {
        let frame = try Self.firstLayer(FormLibrary.defaultForm)
        let link = try #require(frame.elements["ump.vendorsLink"])
        #expect(frame.canvas[link.x + 2, link.y].style.foreground == .link)
    }

    @Test func textAndBackgroundColoursFillTheScreen() throws {
        let frame = try Self.firstLayer(Self.form("  text: \"#202020\"\n  background: \"#FAFAFA\"\n"))
        let cells = (0..<frame.size.height).flatMap { frame.canvas.row($0) }
        #expect(cells.allSatisfy { $0.style.background != .default })
        #expect(cells.contains { $0.style.foreground == .rgb(RGB(0x202020)) })
    }
}
