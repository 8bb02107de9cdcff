import Flow
import Forms
import Foundation
import Testing

@testable import Screens

/// Forms, presentations and sizes for the PAC, ATT and US-states view tests.
enum OtherSDKs {
    static let sizes = [Size(width: 80, height: 24), Size(width: 120, height: 40), Size(width: 40, height: 12)]
    static let small = Size(width: 40, height: 12)
    static let medium = Size(width: 80, height: 24)
    /// The languages every view is snapshotted in at every size.
    static let mainLanguages: [LanguageCode] = ["en", "ko", "ja"]

    /// Twelve providers: enough that screen B's list scrolls at small sizes.
    static let providers: [PACFormProvider] = [
        ("Google", "https://policies.google.com/technologies/partner-sites"),
        ("Aarki", "https://corp.aarki.com/privacy"),
        ("Adara Media", "https://adara.com/privacy-promise/"),
        ("AdColony", "https://www.adcolony.com/privacy-policy/"),
        ("Adform", "https://site.adform.com/privacy-center/overview/"),
        ("Adikteev", "https://www.adikteev.com/privacy-policy-eng/"),
        ("AdMaxim", "https://www.admaxim.com/admaxim-privacy-policy/"),
        ("Adobe Advertising Cloud", "https://www.adobe.com/privacy/general-data-protection-regulation.html"),
        ("Amazon", "https://www.amazon.com/gp/help/customer/display.html?nodeId=468496"),
        ("AppLovin Corp.", "https://www.applovin.com/privacy"),
        ("Criteo", "https://www.criteo.com/privacy/"),
        ("The Trade Desk", "https://www.thetradedesk.com/general/privacy-policy"),
    ].map { PACFormProvider(name: $0.0, policyURL: $0.1) }

    /// One screen of the PAC form in one layout: what a snapshot or behaviour test renders.
    struct PACCase: CustomStringConvertible, Sendable {
        /// Snapshot name part: `A-full`, `B`, …
        var name: String
        var form: String
        var personalized: Bool
        var nonPersonalized: Bool
        var adFree: Bool
        var screen: PACFormScreen

        var presentation: PACFormPresentation {
            PACFormPresentation(
                appName: "Word Garden", appPrivacyPolicyURL: "https://wordgarden.example/privacy", providers: OtherSDKs.providers,
                offersPersonalized: personalized, offersNonPersonalized: nonPersonalized, offersAdFree: adFree)
        }

        var description: String { name }
    }

    /// Screen A in all four layouts (D is the NPA-only one), B and C.
    static let pacCases: [PACCase] = [
        PACCase(name: "A-full", form: "pac-all-options", personalized: true, nonPersonalized: true, adFree: true, screen: .options),
        PACCase(name: "A-npaAdFree", form: "pac-npa-adfree", personalized: false, nonPersonalized: true, adFree: true, screen: .options),
        PACCase(
            name: "A-paOnly", form: "examples/pac-personalized-only", personalized: true, nonPersonalized: false, adFree: false, screen: .options),
        PACCase(name: "B", form: "pac-all-options", personalized: true, nonPersonalized: true, adFree: true, screen: .learnMore),
        PACCase(
            name: "B-paOnly", form: "examples/pac-personalized-only", personalized: true, nonPersonalized: false, adFree: false, screen: .learnMore),
        PACCase(name: "C", form: "pac-all-options", personalized: true, nonPersonalized: true, adFree: true, screen: .npaConfirmation),
        PACCase(name: "D", form: "pac-npa-only", personalized: false, nonPersonalized: true, adFree: false, screen: .npaOnly),
    ]

    static func pacCase(_ name: String) -> PACCase { pacCases.first { $0.name == name }! }

    static func form(_ name: String) throws -> FormDefinition { try FormLibrary.load(name) }

    static func context(_ form: String, _ language: LanguageCode = "en", _ size: Size, focus: ElementID? = nil) throws -> ViewContext {
        ViewContext(form: try self.form(form), language: language, size: size, focus: focus)
    }

    static func render(
        _ c: PACCase, _ language: LanguageCode = "en", _ size: Size, focus: ElementID? = nil,
        scrollOffset: Int? = nil
    ) throws -> RenderedScreen {
        PACFormView.render(
            c.presentation, screen: c.screen, context: try context(c.form, language, size, focus: focus),
            scrollOffset: scrollOffset)
    }

    /// The card's words in reading order, one space apart: the lines with borders and padding removed,
    /// so a test can look for a sentence however it wrapped.
    static func cardText(_ frame: Frame) -> String {
        let vertical = String(frame.glyphs.vertical)
        return frame.canvas.lines().map { $0.replacingOccurrences(of: vertical, with: " ") }.joined(separator: " ")
            .split(separator: " ").joined(separator: " ")
    }

    /// Every id registered in some scroll position of the card (offsets 0 through the last).
    static func idsAcrossScrolling(scrollID: ElementID, _ render: (Int?) -> RenderedScreen) -> Set<ElementID> {
        let first = render(0)
        var ids = Set(first.frame.elements.keys)
        let last = first.frame.scrolls[scrollID]?.maxOffset ?? 0
        if last > 0 {
            for offset in 1...last { ids.formUnion(render(offset).frame.elements.keys) }
        }
        return ids
    }
}

/// `assertSnapshot` into `Tests/UITests/__snapshots__/`, where the other UI snapshots live.
func assertOtherSDKSnapshot(_ actual: String, named name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    // The helper files snapshots beside the calling file; name a file in the UITests folder itself.
    let uiTests = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    assertSnapshot(actual, named: name, filePath: uiTests.appendingPathComponent("OtherSDKs.swift").path, sourceLocation: sourceLocation)
}
