import Flow
import Forms
import TCF
import Testing

@testable import Screens

/// Form copy and vendor-list text reach the screen stripped of control characters and escape sequences.
@Suite struct UntrustedTextTests {
    static let hostile = "\u{1B}]0;pwned\u{07}\u{1B}[2J\u{202E}"

    /// The default form with hostile text in the app name, a form text and a vendor's name and URL.
    static func hostileForm() throws -> FormDefinition {
        var form = FormLibrary.defaultForm
        form.app.name = "Evil\(hostile)App"
        form.texts["en", default: [:]][.title] = "{appName} wants\u{1B}[31m red\u{9B}1m consent:"
        var ump = try #require(form.ump)
        let list = ump.vendorList
        var vendors = list.vendors
        let index = try #require(vendors.firstIndex { $0.id == 755 })
        vendors[index].name = "Google\(hostile) Ads"
        vendors[index].urls = [GVLVendorURL(langId: "en", privacy: "https://example.com/\u{1B}[1mprivacy\u{07}")]
        ump.vendorList = VendorList(
            vendorListVersion: list.vendorListVersion, tcfPolicyVersion: list.tcfPolicyVersion, lastUpdated: list.lastUpdated,
            purposes: list.purposes, specialPurposes: list.specialPurposes, features: list.features,
            specialFeatures: list.specialFeatures, vendors: vendors)
        form.settings = .ump(ump)
        return form
    }

    func expectClean(_ frame: Frame, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        for line in frame.canvas.lines() {
            for scalar in line.unicodeScalars {
                #expect(
                    !TerminalText.isStripped(scalar.value) && scalar.value != 0x1B, "U+\(String(scalar.value, radix: 16)) in \(line)",
                    sourceLocation: sourceLocation)
            }
        }
    }

    @Test func everyScreenIsClean() throws {
        let h = try SessionHarness(form: try UntrustedTextTests.hostileForm(), size: .s120x40, inspector: true)
        expectClean(h.lastFrame)
        #expect(h.text.contains("EvilApp wants red consent:"))
        try h.select("ump.manageOptions")
        try h.select("ump.vendorPreferences")
        try h.press(.char("/"))
        for c in "google" { try h.press(.char(c)) }
        expectClean(h.lastFrame)
        #expect(h.text.contains("Google Ads (755)"))
        try h.press(.enter)
        try h.select("vendor.755")
        expectClean(h.lastFrame)
        #expect(h.text.contains("https://example.com/privacy"))
        try h.press(.escape)
        try h.select("ump.acceptAll")
        expectClean(h.lastFrame)
        #expect(h.text.contains("EvilApp"))
    }

    @Test func storeValuesInTheInspectorAreClean() throws {
        let h = try SessionHarness(size: .s120x40, inspector: true)
        try h.select("ump.doNotConsent")
        try h.driver.io.store.update { $0.set("x\(UntrustedTextTests.hostile)y", forKey: "personalized_ad_status") }
        try h.press(.char("r"))  // relaunch: the app reads the store again
        for _ in 0..<10 where !h.text.contains("personalized_ad_status") { try h.press(.char("]")) }
        expectClean(h.lastFrame)
        #expect(h.text.contains("String \"xy\""))
    }
}
