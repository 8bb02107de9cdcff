import Flow
import Forms
import Foundation
import Simulation
import Testing

@testable import Pictures
@testable import Screens

/// AdMob's message-editor options (`style`) as the phone pictures and the terminal draw them.
@Suite struct EditorStyleTests {
    /// The first layer of `form` in English, as the phone draws it.
    static func firstLayer(_ form: FormDefinition) throws -> String {
        let items = try PreviewBatch(
            form: form, languages: ["en"], sizes: [Size(width: 80, height: 24)], style: .phone, platform: .ios
        ).items()
        let item = try #require(items.first { $0.screen.id == "ump-firstLayer" })
        return PhoneRenderer(device: PhoneDevice(platform: .ios)).svg(try #require(item.phone), title: "first layer")
    }

    static var shipped: FormDefinition {
        get throws { try #require(try FormLibrary.form(named: "examples/ump-editor-options")) }
    }

    /// The SVG from `<g class="name"` to the end of that group's first line.
    static func group(_ name: String, in svg: String) -> String? {
        guard let start = svg.range(of: "<g class=\"\(name)\"") else { return nil }
        return String(svg[start.lowerBound...].prefix { $0 != "\n" })
    }

    @Test func theShippedStyledFormDrawsEachOption() throws {
        let svg = try Self.firstLayer(try Self.shipped)
        let family = try #require(svg.range(of: "clip-path=\"url(#screen)\" font-family=\"").map { svg[$0.upperBound...].prefix { $0 != "\"" } })
        #expect(
            family.hasPrefix("&#39;Open Sans&#39;, ") || family.hasPrefix("&apos;Open Sans&apos;, ") || family.hasPrefix("'Open Sans', "), "\(family)"
        )
        #expect(svg.contains("<rect class=\"overlay\"") && svg.contains("fill-opacity=\"0.6\""))
        let title = try #require(Self.group("app-title", in: svg))
        #expect(title.contains(">Tide Tables<") && title.contains("fill=\"#5b2a86\"") && title.contains("font-size=\"18\""))
        let headline = try #require(Self.group("headline", in: svg))
        #expect(headline.contains("fill=\"#2d1846\"") && headline.contains("font-size=\"22\"") && headline.contains("font-weight=\"700\""))
        #expect(headline.contains("text-anchor=\"middle\""))
        let consent = try #require(Self.group("button\" data-kind=\"primary", in: svg))
        #expect(consent.contains("rx=\"22\"") && consent.contains("fill=\"#5b2a86\"") && consent.contains("fill=\"#ffffff\""))
        let refuse = try #require(Self.group("button\" data-kind=\"secondary", in: svg))
        #expect(refuse.contains("stroke=\"#5b2a86\" stroke-width=\"2\"") && refuse.contains("aria-label=\"Do not consent\""))
        let manage = try #require(Self.group("button\" data-kind=\"text", in: svg))
        #expect(manage.contains("fill=\"#1b5e9e\"") && manage.contains("aria-label=\"Manage options\""))
        // No logo tile: the header is the app's name.
        #expect(Self.group("logo", in: svg) == nil)
    }

    @Test func anUnstyledFormDrawsAsBefore() throws {
        let svg = try Self.firstLayer(try #require(try FormLibrary.form(named: "ump-gdpr-default")))
        #expect(!svg.contains("class=\"overlay\"") && !svg.contains("app-title"))
        #expect(Self.group("button\" data-kind=\"secondary", in: svg)?.contains("stroke-width") == false)
        #expect(Self.group("logo", in: svg) != nil)
    }

    @Test func aFormsOwnFontIsNamedInTheCaptionBesideTheFontItIsMeasuredIn() throws {
        let note = "Lines are measured in Roboto, the bundled font; the form&#39;s Open Sans is drawn where the viewer has it"
        let styled = try Self.firstLayer(try Self.shipped)
        #expect(styled.components(separatedBy: "<desc>").dropFirst().first?.contains(note) == true)
        let plain = try Self.firstLayer(try #require(try FormLibrary.form(named: "ump-gdpr-default")))
        #expect(!plain.contains("the bundled font; the form"))
    }

    @Test func aLogoFileIsEmbeddedWithTheAppNameAsItsAlternativeText() throws {
        var form = try Self.shipped
        let svg = Array(
            ##"<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40"><rect width="120" height="40" fill="#5b2a86"/></svg>"##.utf8)
        form.style.header = .logo(try LogoImage.check(svg, path: "logo.svg").get())
        let picture = try Self.firstLayer(form)
        let image = try #require(picture.range(of: "<image class=\"logo\"").map { String(picture[$0.lowerBound...].prefix { $0 != "\n" }) })
        #expect(image.contains("aria-label=\"Tide Tables\""))
        #expect(image.contains("href=\"data:image/svg+xml;base64,PHN2Zy"))
        #expect(image.contains("width=\"144\" height=\"48\""))
        #expect(!picture.contains("app-title"))
    }

    @Test func aRightToLeftFormSetsEveryLineFromTheRight() throws {
        var form = try Self.shipped
        form.style.direction = .rtl
        let svg = try Self.firstLayer(form)
        // Each line is ordered for a right-to-left paragraph (`PhoneText.Line.visualRuns`) and set from the right.
        #expect(svg.components(separatedBy: "text-anchor=\"end\" direction=\"ltr\" unicode-bidi=\"bidi-override\"").count > 5)
        form.style.direction = .ltr
        #expect(!(try Self.firstLayer(form)).contains("unicode-bidi"))
    }

    @Test func thePhonePaletteReadsAndWritesPhoneColors() {
        var palette = PhonePalette(PhoneColors.google)
        #expect(palette.accent == RGB(0x1A73E8) && palette.line == RGB(0xDADCE0))
        palette.text = RGB(0x123456)
        #expect(palette.colors.text == 0x123456)
    }

    // MARK: The terminal

    @Test func theTerminalDrawsTheNearestEquivalents() throws {
        let runtime = try Simulator(form: try Self.shipped, settings: SimulatorSettings { $0.order = .noATT }).start()
        let frame = runtime.frame(size: Size(width: 80, height: 24))
        let rows = frame.canvas.text().split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // The box title is the app's name (the header), without the icon glyph.
        #expect(rows[0].contains("Tide Tables") && !rows[0].contains("🌊"))
        // The headline: its colour, bold, centred.
        let headlineRow = try #require(rows.firstIndex { $0.contains("Tide Tables asks") || $0.contains("asks for your consent") })
        let line = rows[headlineRow]
        let first = try #require(line.firstIndex { !$0.isWhitespace && $0 != "│" && $0 != "┃" })
        let x = line.distance(from: line.startIndex, to: first)
        let cell = frame.canvas[x, headlineRow]
        #expect(cell.style.foreground == .rgb(RGB(0x2D1846)) && cell.style.attributes.contains(.bold))
        #expect(x > 3)
        // Consent is filled: its label sits on the fill.
        let buttonRow = try #require(rows.lastIndex { $0.contains("Consent") })
        let consentX = rows[buttonRow].distance(from: rows[buttonRow].startIndex, to: try #require(rows[buttonRow].range(of: "Consent")).lowerBound)
        let label = frame.canvas[consentX, buttonRow]
        #expect(label.style.background == .rgb(RGB(0x5B2A86)) && label.style.foreground == .rgb(RGB(0xFFFFFF)))
    }
}
