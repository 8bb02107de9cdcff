import Forms
import Foundation
import Testing

@testable import Pictures
@testable import Screens

/// Lint's G3 measures the buttons the renderer draws, so it agrees with the screen.
@Suite struct LintRendererAgreementTests {
    /// The default form with its accept and reject labels replaced in English.
    static func form(consent: String, doNotConsent: String) throws -> FormDefinition {
        let yaml =
            try #require(FormLibrary.yaml(named: FormLibrary.defaultFormName))
            + "texts:\n  en:\n    consent: \"\(consent)\"\n    doNotConsent: \"\(doNotConsent)\"\n"
        return try FormLoader.load(yaml: yaml, fileName: "designer.yaml")
    }

    @Test func labelsOfDifferentLengthsAreDrawnEquallyWideSoG3IsQuiet() throws {
        let form = try Self.form(consent: "Yes, that's fine", doNotConsent: "No thanks")
        let measurements = DrawnButtonAreas.measure(form, language: "en")
        #expect(measurements.map(\.size) == ["44x30", "80x24"])
        for measurement in measurements {
            let (accept, reject) = (measurement.areas[.consent], measurement.areas[.doNotConsent])
            #expect(accept != nil && accept == reject, "\(measurement)")
        }
        // The areas are the rectangles the first layer registers for its buttons.
        let screen = try #require(try PreviewCatalog.screens(for: form).first { $0.id == "ump-firstLayer" })
        let frame = try PreviewRenderer(form: form).frame(screen, language: "en", size: Size(width: 80, height: 24))
        let consent = try #require(frame.elements["ump.consent"])
        #expect(measurements[1].areas[.consent] == consent.width * consent.height)
        let findings = Linter.lint(form, environment: DrawnButtonAreas.lintEnvironment)
        #expect(!findings.contains { $0.ruleID.hasPrefix("G3") || $0.ruleID.hasPrefix("G6") }, "\(findings)")
    }

    @Test func aButtonTheRendererDrawsBiggerIsReported() {
        // A stand-in renderer that draws accept twice as big: G3 reports the drawn sizes, not the labels.
        let environment = LintEnvironment { _, _ in [ButtonMeasurement(size: "80x24", areas: [.consent: 40, .doNotConsent: 20])] }
        let findings = Linter.lint(FormLibrary.defaultForm, environment: environment).filter { $0.ruleID == "G3" }
        #expect(findings.count == FormLibrary.defaultForm.languages.list.count)  // one per language
        #expect(findings.first?.message.contains("at 80x24 the consent button") == true)
        #expect(findings.first?.message.contains("drawn over 40 cells, 2.0× the doNotConsent button's 20") == true)
    }

    @Test func lintMeasuresTheColoursThePhoneDraws() throws {
        // Cyan links and buttons on a form whose background is default: the phone draws them on white.
        let yaml = try #require(FormLibrary.yaml(named: FormLibrary.defaultFormName))
            .replacingOccurrences(of: "  accent: blue\n", with: "  accent: cyan\n")
            .replacingOccurrences(of: "  rejectButton: blue\n", with: "  rejectButton: cyan\n")
        let form = try FormLoader.load(yaml: yaml, fileName: "designer.yaml")
        let finding = try #require(Linter.lint(form, environment: DrawnButtonAreas.lintEnvironment).first { $0.message.hasPrefix("on the phone") })
        #expect(finding.message.contains("#00CDCD on #FFFFFF"))
        let screen = try #require(try PreviewCatalog.screens(for: form).first { $0.id == "ump-firstLayer" })
        let phone = try PreviewRenderer(form: form).phoneScreen(screen, language: "en", size: Size(width: 80, height: 24))
        let svg = PhoneRenderer(device: PhoneDevice(platform: .ios)).svg(phone, title: "t")
        // The same values: the page's white and the cyan ink of Do not consent and the links.
        #expect(svg.contains("fill=\"#ffffff\"") && svg.contains("#00cdcd"))
        // Muted text the form leaves at brightBlack is drawn, and measured, as Google's Grey 700.
        #expect(svg.contains("#5f6368"))
        #expect(!Linter.lint(form, environment: DrawnButtonAreas.lintEnvironment).contains { $0.message.contains("secondary text") })
    }

    /// Clean but for T13's information (the catalogue's languages lack the IAB's official purpose texts).
    @Test func everyShippedFormButTheExamplesLintsCleanAgainstTheRenderer() throws {
        for name in FormLibrary.names where !name.hasPrefix("examples/") {
            let form = try #require(try FormLibrary.form(named: name))
            #expect(Linter.lint(form, environment: DrawnButtonAreas.lintEnvironment).filter { $0.ruleID != "T13" } == [], "\(name)")
        }
    }
}
