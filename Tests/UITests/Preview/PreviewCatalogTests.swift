import Flow
import Forms
import Testing

@testable import Pictures
@testable import Screens

/// The reachable screens of each shipped form: stable ids, and steps that really lead there.
@Suite struct PreviewCatalogTests {
    static func form(_ name: String) throws -> FormDefinition {
        try #require(try FormLibrary.form(named: name))
    }

    @Test func pacScreensFollowTheLayout() throws {
        #expect(
            try PreviewCatalog.screens(for: Self.form("pac-all-options")).map(\.id) == [
                "pac-options", "pac-learnMore", "pac-npaConfirmation", "home-personalized", "home-nonPersonalized", "home-none",
            ])
        // Non-personalized and ad-free: no question, so no "learn how" link and no screen B.
        #expect(
            try PreviewCatalog.screens(for: Self.form("pac-npa-adfree")).map(\.id) == [
                "pac-options", "pac-npaConfirmation", "home-nonPersonalized", "home-none",
            ])
        #expect(try PreviewCatalog.screens(for: Self.form("pac-npa-only")).map(\.id) == ["pac-npaOnly", "home-nonPersonalized"])
    }

    @Test func aTwoButtonFirstLayerRefusesThroughItsCloseIcon() throws {
        let home = try #require(try PreviewCatalog.screens(for: Self.form("ump-gdpr-two-button")).first { $0.id == "home-limited" })
        #expect(home.steps.first == .activate("ump.close"))
    }

    @Test func manageOptionsSectionsShowTheirHeadings() throws {
        let form = try Self.form("ump-gdpr-default")
        let renderer = PreviewRenderer(form: form)
        let screens = try PreviewCatalog.screens(for: form)
        let context = ViewContext(form: form, language: "de", size: Size(width: 80, height: 24))
        for (id, heading) in [
            ("ump-manageOptions-specialFeatures", TextKey.specialFeaturesHeading),
            ("ump-manageOptions-specialPurposes", .specialPurposesHeading), ("ump-manageOptions-features", .featuresHeading),
        ] {
            let screen = try #require(screens.first { $0.id == id })
            let frame = try renderer.frame(screen, language: "de", size: context.size)
            #expect(frame.canvas.lines().contains { $0.contains(context.text(heading)) }, "\(id)")
        }
    }

    @Test func attScreens() throws {
        #expect(try PreviewCatalog.screens(for: Self.form("att-explainer")).map(\.id) == ["att-explainer", "att-alert", "home-personalized"])
    }

    /// A form that discloses Google reaches no "no ads" home under Limited ads 2.0 (April 2025): refusing
    /// everything still leaves Google disclosed, so limited ads.
    @Test func umpScreensCoverEveryPageAndVerdict() throws {
        let ids = try PreviewCatalog.screens(for: Self.form("ump-gdpr-default")).map(\.id)
        #expect(
            ids == [
                "ump-firstLayer", "ump-manageOptions-purposes", "ump-manageOptions-specialFeatures", "ump-manageOptions-specialPurposes",
                "ump-manageOptions-features", "ump-vendors", "ump-vendors-scrolled", "ump-vendorDetail", "ump-vendorDetail-scrolled",
                "ump-privacyOptions",
                "us-message", "att-explainer", "att-alert", "home-personalized", "home-nonPersonalized", "home-limited",
            ])
    }

    @Test(arguments: [
        "ump-gdpr-default", "ump-gdpr-two-button", "ump-privacy-options", "pac-all-options", "pac-npa-adfree",
        "pac-npa-only", "examples/pac-personalized-only", "att-explainer",
    ])
    func everyScreenIsReachedInEveryLanguage(name: String) throws {
        let form = try Self.form(name)
        let renderer = PreviewRenderer(form: form)
        for screen in try PreviewCatalog.screens(for: form) {
            for language in form.languages.list {
                // The renderer checks the view and the verdict the steps end on, and throws otherwise.
                let frame = try renderer.frame(screen, language: language, size: Size(width: 80, height: 24))
                #expect(frame.size == Size(width: 80, height: 24))
            }
        }
    }

    @Test func stepsThatNoLongerMatchAreReported() throws {
        let form = try Self.form("pac-all-options")
        let renderer = PreviewRenderer(form: form)
        let missing = PreviewScreen(id: "x", summary: "", view: .pacOptions, steps: [.activate("pac.nothing")])
        #expect(throws: PreviewError.missingElement(screen: "x", element: "pac.nothing", view: "pac.options")) {
            try renderer.frame(missing, language: "en", size: Size(width: 80, height: 24))
        }
        let wrong = PreviewScreen(id: "y", summary: "", view: .pacLearnMore)
        #expect(throws: PreviewError.wrongView(screen: "y", expected: "pac.learnMore", actual: "pac.options")) {
            try renderer.frame(wrong, language: "en", size: Size(width: 80, height: 24))
        }
    }

    @Test func theScreenShowsTheRequestedLanguage() throws {
        let form = try Self.form("att-explainer")
        let screen = try #require(try PreviewCatalog.screens(for: form).first { $0.id == "att-alert" })
        let frame = try PreviewRenderer(form: form).frame(screen, language: "ja", size: Size(width: 80, height: 24))
        let text = frame.canvas.text()
        #expect(text.contains(ViewContext(form: form, language: "ja", size: frame.size).text(.allow)))
        #expect(!text.contains("Allow"))
    }
}
