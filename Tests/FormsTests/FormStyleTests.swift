import Foundation
import Testing

@testable import Forms

/// `style`: AdMob's message-editor options in the form file, their errors with file:line:column,
/// logo files checked before use, `forms texts`' summary and lint's contrast per element.
@Suite struct FormStyleTests {
    /// The broken-form base with `style` from line 20.
    static func ump(_ style: String, buttons: String = "  buttons: [consent, doNotConsent, manageOptions]") -> String {
        BrokenFormTests.ump(firstLayer: buttons, extra: "style:\n" + style)
    }

    static func load(_ yaml: String, directory: String? = nil) throws -> FormDefinition {
        try FormLoader.load(yaml: yaml, fileName: "styled.yaml", directory: directory)
    }

    @Test func everyOptionReachesTheModel() throws {
        let form = try Self.load(
            Self.ump(
                """
                  font: Open Sans
                  direction: rtl
                  overlayOpacity: 40
                  header: appName
                  headline: { color: "#2D1846", size: 22, weight: bold, align: center }
                  body: { size: 15, weight: regular, align: end }
                  link: { color: "#1B5E9E" }
                  buttons:
                    consent: { style: outlined, fill: "#5B2A86", label: "#FFFFFF", border: "#000000", borderWidth: 2, radius: 20, padding: 10 }
                """))
        let style = form.style
        #expect(style.fontFamily == "Open Sans")
        #expect(style.direction == .rtl)
        #expect(style.overlayOpacity == 40)
        #expect(style.header == .appName)
        #expect(style.elements[.headline] == ElementStyle(color: .rgb(0x2D1846), size: 22, weight: .bold, align: .center))
        #expect(style.elements[.body] == ElementStyle(size: 15, weight: .regular, align: .end))
        #expect(style.elements[.link]?.color == .rgb(0x1B5E9E))
        #expect(
            style.buttons[.consent]
                == ButtonStyle(kind: .outlined, fill: .rgb(0x5B2A86), label: .rgb(0xFFFFFF), border: .rgb(0), borderWidth: 2, radius: 20, padding: 10)
        )
    }

    @Test func badValuesNameTheirPlace() {
        let lines = errorLines(
            Self.ump(
                """
                  font: "Comic<script>"
                  overlayOpacity: 140
                  headline: { size: 90, weight: heavy }
                  buttons:
                    doNotConsent: { radius: 5 }
                    consent: { style: ghost }
                """, buttons: "  buttons: [consent, manageOptions]"))
        #expect(
            lines == [
                "broken.yaml:21:9: style.font: a font family is letters, digits, spaces and hyphens (at most 64), like Open Sans",
                "broken.yaml:22:19: style.overlayOpacity: 140 is out of range; expected a number in 0...100",
                "broken.yaml:23:21: style.headline.size: 90 is out of range; expected a number in 10...40",
                "broken.yaml:23:33: style.headline.weight: unknown weight 'heavy'; expected regular, medium or bold",
                "broken.yaml:25:5: style.buttons.doNotConsent: the first layer has no doNotConsent button (firstLayer.buttons)",
                "broken.yaml:26:23: style.buttons.consent.style: unknown button style 'ghost'; expected filled, outlined or text",
            ])
    }

    @Test func styleIsRefusedOnPACAndATTForms() throws {
        let pac = try String(contentsOf: Repo.forms.appendingPathComponent("pac-all-options.yaml"), encoding: .utf8)
        let lines = errorLines(pac + "\nstyle:\n  font: Roboto\n")
        #expect(lines.contains { $0.contains("'style' does not apply to sdk pac (only to umpMessage or umpPrivacyOptions)") })
    }

    // MARK: Logo files

    static let pngHeader: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)

    static func png(width: UInt32, height: UInt32) -> [UInt8] {
        func be(_ value: UInt32) -> [UInt8] { [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)] }
        return pngHeader + be(width) + be(height) + [8, 6, 0, 0, 0] + [0, 0, 0, 0]
    }

    /// The error lines of a form whose header is the logo `name` with `bytes`.
    static func logoErrors(_ name: String, _ bytes: [UInt8]) throws -> [String] {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try Data(bytes).write(to: folder.url.appendingPathComponent(name))
        return errorLines(Self.ump("  header: { logo: \(name) }"), directory: folder.url.path)
    }

    @Test func aPNGLogoIsReadWithItsSize() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try Data(Self.png(width: 120, height: 40)).write(to: folder.url.appendingPathComponent("logo.png"))
        let form = try Self.load(Self.ump("  header: { logo: logo.png }"), directory: folder.url.path)
        guard case .logo(let image) = form.style.header else {
            Issue.record("no logo: \(form.style.header)")
            return
        }
        #expect(image.format == .png && image.width == 120 && image.height == 40 && image.bytes == Self.png(width: 120, height: 40))
    }

    @Test func aCleanSVGLogoIsKept() throws {
        let svg =
            #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 90 30"><defs><linearGradient id="g"/></defs><rect width="90" height="30" fill="url(#g)"/></svg>"#
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try Data(svg.utf8).write(to: folder.url.appendingPathComponent("logo.svg"))
        let form = try Self.load(Self.ump("  header: { logo: logo.svg }"), directory: folder.url.path)
        guard case .logo(let image) = form.style.header else {
            Issue.record("no logo: \(form.style.header)")
            return
        }
        #expect(image.format == .svg && image.width == 90 && image.height == 30)
    }

    @Test func unsafeOrBrokenLogosAreRefusedWithTheirReason() throws {
        let cases: [(String, [UInt8], String)] = [
            (
                "logo.png", Array("GIF89a not a png at all, long enough to be read".utf8),
                "is not a PNG (its first eight bytes are not the PNG signature)"
            ),
            ("logo.png", Self.png(width: 0, height: 10), "is 0×10 pixels; each side must be 1...4096"),
            ("logo.png", Self.png(width: 5000, height: 10), "is 5000×10 pixels; each side must be 1...4096"),
            ("logo.svg", Array(#"<svg><script>alert(1)</script></svg>"#.utf8), "contains <script>"),
            ("logo.svg", Array(#"<svg onload="x()"></svg>"#.utf8), "contains an event handler (onload)"),
            ("logo.svg", Array(#"<svg><a href="https://evil.example/">x</a></svg>"#.utf8), "contains an external reference (href=)"),
            ("logo.svg", Array(#"<svg><rect fill="url(https://x.example/p)"/></svg>"#.utf8), "contains an external reference (url()"),
            ("logo.svg", Array(#"<!DOCTYPE svg [<!ENTITY x "y">]><svg></svg>"#.utf8), "contains <!doctype>"),
            ("logo.svg", [0xFF, 0xFE, 0x3C], "is not UTF-8 text"),
            ("logo.gif", Array("GIF89a".utf8), "must be a .png or .svg file"),
        ]
        for (name, bytes, reason) in cases {
            let lines = try Self.logoErrors(name, bytes)
            #expect(
                lines.count == 1 && lines[0].hasPrefix("broken.yaml:21:19: style.header.logo: '\(name)' ") && lines[0].contains(reason), "\(lines)")
        }
    }

    @Test func aLogoOverTheSizeCapIsNotRead() throws {
        let lines = try Self.logoErrors("logo.png", Self.png(width: 10, height: 10) + [UInt8](repeating: 0, count: LogoImage.byteLimit))
        #expect(lines.count == 1 && lines[0].contains("larger than the 256 KiB limit"), "\(lines)")
        #expect(errorLines(Self.ump("  header: { logo: missing.png }"), directory: "/nonexistent").first?.contains("no such file") == true)
    }

    // MARK: forms texts and lint

    @Test func theTextsListingNamesEachStyledElement() throws {
        let form = try #require(try FormLibrary.form(named: "examples/ump-editor-options"))
        #expect(form.styleSummary(for: .title) == "headline, #2D1846, 22 pt, bold, aligned center")
        #expect(form.styleSummary(for: .intro) == "body, 15 pt, aligned start")
        #expect(form.styleSummary(for: .consent) == "filled button, fill #5B2A86, label #FFFFFF, radius 22 pt, padding 14 pt")
        #expect(form.styleSummary(for: .close) == nil)
        #expect(try #require(try FormLibrary.form(named: "ump-gdpr-default")).styleSummary(for: .title) == nil)
    }

    @Test func lintMeasuresEachStyledColourAgainstWhatItIsDrawnOn() throws {
        let form = try Self.load(
            Self.ump(
                """
                  headline: { color: "#DDDDDD" }
                  buttons:
                    consent: { style: filled, fill: "#FFEB3B", label: "#FFFFFF" }
                    doNotConsent: { style: outlined, label: "#1A73E8", border: "#F0F0F0", borderWidth: 1 }
                """))
        let messages =
            StyleContrast.issues(form, callsToAction: false).map(\.message) + StyleContrast.issues(form, callsToAction: true).map(\.message)
        let paths = StyleContrast.issues(form, callsToAction: false).map(\.path) + StyleContrast.issues(form, callsToAction: true).map(\.path)
        #expect(paths == ["style.headline.color", "style.buttons.consent.label", "style.buttons.doNotConsent.border"])
        #expect(messages[0].hasPrefix("on the phone, the headline text is #DDDDDD on the background #FFFFFF: a contrast of 1.35:1"))
        #expect(messages[1].contains("consent's label is #FFFFFF on its fill #FFEB3B"))
        #expect(messages[2].contains("needs at least 3:1 (WCAG 2.1 SC 1.4.11)"))
    }

    @Test func theShippedStyledFormPassesContrast() throws {
        let form = try #require(try FormLibrary.form(named: "examples/ump-editor-options"))
        #expect(StyleContrast.issues(form, callsToAction: false).isEmpty)
        #expect(StyleContrast.issues(form, callsToAction: true).isEmpty)
        #expect(!form.style.isEmpty)
    }
}
