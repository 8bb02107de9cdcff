import Flow
import Forms
import Testing

@testable import Screens

/// The PAC form's screens and layouts against text snapshots, at three sizes and in several languages.
@Suite struct PACSnapshotTests {
    @Test(arguments: OtherSDKs.pacCases, OtherSDKs.sizes)
    func everyScreenAndLayout(case c: OtherSDKs.PACCase, size: Size) throws {
        for language in OtherSDKs.mainLanguages {
            let screen = try OtherSDKs.render(c, language, size)
            assertOtherSDKSnapshot(screen.frame.canvas.text(), named: "pac-\(c.name)-\(language)-\(size)")
        }
    }

    @Test(arguments: OtherSDKs.pacCases)
    func smallTerminalFocusedOnTheLastElement(case c: OtherSDKs.PACCase) throws {
        for language in OtherSDKs.mainLanguages {
            let order = try OtherSDKs.render(c, language, OtherSDKs.small).focusOrder
            let last = try #require(order.last)
            let screen = try OtherSDKs.render(c, language, OtherSDKs.small, focus: last)
            assertOtherSDKSnapshot(screen.frame.canvas.text(), named: "pac-\(c.name)-\(language)-40x12-last")
        }
    }

    @Test(arguments: ["ru", "it", "de", "fr"] as [LanguageCode])
    func otherLanguages(language: LanguageCode) throws {
        for size in [OtherSDKs.medium, OtherSDKs.small] {
            let screen = try OtherSDKs.render(OtherSDKs.pacCase("A-full"), language, size)
            assertOtherSDKSnapshot(screen.frame.canvas.text(), named: "pac-A-full-\(language)-\(size)")
        }
    }

    @Test func stylesShowTheFocusedButton() throws {
        let screen = try OtherSDKs.render(OtherSDKs.pacCase("A-full"), "en", OtherSDKs.medium, focus: "pac.nonPersonalized")
        assertOtherSDKSnapshot(screen.frame.canvas.styledText(), named: "pac-A-full-en-80x24-nonPersonalized.style")
    }

    @Test func stylesShowTheFocusedProviderAndItsURL() throws {
        let screen = try OtherSDKs.render(OtherSDKs.pacCase("B"), "en", OtherSDKs.medium, focus: PACFormView.providerID(2))
        assertOtherSDKSnapshot(screen.frame.canvas.styledText(), named: "pac-B-en-80x24-provider2.style")
    }

    @Test func asciiGlyphs() throws {
        var context = try OtherSDKs.context("pac-all-options", "en", OtherSDKs.small, focus: "pac.adFree")
        context.glyphs = .ascii
        let c = OtherSDKs.pacCase("A-full")
        let text = PACFormView.render(c.presentation, screen: c.screen, context: context).frame.canvas.text()
        assertOtherSDKSnapshot(text, named: "pac-A-full-en-40x12-ascii")
    }
}
