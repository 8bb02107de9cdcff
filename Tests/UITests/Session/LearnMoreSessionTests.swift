import Flow
import Forms
import Screens
import Testing

@testable import Simulation

/// The first layer's folding "Learn more" section and its help dialogs, as keys and scripts reach
/// them, for a form that declares items; a form that declares none keeps its first layer as it was.
@Suite struct LearnMoreSessionTests {
    /// The shipped form whose publisher declares three items.
    static func session(language: LanguageCode = "en") throws -> SessionHarness {
        let form = try #require(try FormLibrary.form(named: "examples/ump-editor-options"))
        return try SessionHarness(form: form, settings: ScreenFixtures.settings(language), size: .s80x24)
    }

    @Test func aFormWithoutItemsHasNoSectionAndNoKeyForIt() throws {
        let h = try ScreenFixtures.firstLayer("en", .s80x24)
        let stops = h.driver.state.render(size: .s80x24).focusStops.map(\.id)
        #expect(!stops.contains(UMPElement.learnMore))
        #expect(!h.text.contains("Learn more"))
        #expect(!h.driver.state.keyHelp(focusedAction: nil).contains { $0.short == "learn more" })
    }

    @Test func theSectionUnfoldsToItsItemsAndFoldsAgain() throws {
        let h = try Self.session()
        #expect(h.text.contains("+ Learn more"), "the folded sign")
        #expect(!h.text.contains("Why does Tide Tables show ads?"), "folded at first")
        try h.select(UMPElement.learnMore)
        #expect(h.driver.state.umpForm.expanded.contains(UMPElement.learnMore))
        let stops = h.driver.state.render(size: .s80x24).focusStops.map(\.id)
        #expect(stops.contains(UMPElement.learnMoreItem(1)) && stops.contains(UMPElement.learnMoreItem(3)))
        #expect(h.text.contains("Why does Tide Tables show ads?"))
        // Left folds it, Right unfolds it, as Manage options' descriptions.
        try h.focus(UMPElement.learnMore)
        try h.press(.left)
        #expect(!h.driver.state.umpForm.expanded.contains(UMPElement.learnMore))
        try h.press(.right)
        #expect(h.driver.state.umpForm.expanded.contains(UMPElement.learnMore))
        #expect(h.driver.state.keyHelp(focusedAction: nil).contains { $0.short == "learn more" })
    }

    @Test func anItemOpensItsHelpDialogAndEscOrCloseReturns() throws {
        let h = try Self.session()
        try h.select(UMPElement.learnMore)
        try h.select(UMPElement.learnMoreItem(2))
        #expect(h.view == .umpHelpDialog && h.driver.state.umpForm.page == .helpDialog(2))
        #expect(h.text.contains("What happens if I do not consent?"))
        #expect(h.text.contains("chosen without your personal data"))
        try h.press(.escape)
        #expect(h.view == .umpFirstLayer && h.driver.state.umpForm.expanded.contains(UMPElement.learnMore))
        try h.select(UMPElement.learnMoreItem(3))
        try h.select(UMPElement.helpDialogClose)
        #expect(h.view == .umpFirstLayer)
        #expect(h.app.ump?.presented != nil, "the dialog makes no choice")
    }

    @Test func androidsBackButtonClosesTheDialog() throws {
        let form = try #require(try FormLibrary.form(named: "examples/ump-editor-options"))
        let h = try SessionHarness(
            form: form,
            settings: SimulatorSettings {
                $0.order = .noATT; $0.platform = .android
            }, size: .s80x24)
        try h.select(UMPElement.learnMore)
        try h.select(UMPElement.learnMoreItem(1))
        try h.press(.char("b"))
        #expect(h.view == .umpFirstLayer && h.app.ump?.presented != nil)
    }

    @Test func theDialogSpeaksTheLanguageShown() throws {
        let h = try Self.session(language: "de")
        try h.select(UMPElement.learnMore)
        try h.select(UMPElement.learnMoreItem(1))
        #expect(h.text.contains("Warum zeigt Tide Tables Werbung?"))
        #expect(h.text.contains("Schließen"))
    }

    @Test func aReloadWithoutTheItemClosesItsDialog() throws {
        let h = try Self.session()
        try h.select(UMPElement.learnMore)
        try h.select(UMPElement.learnMoreItem(3))
        var form = try #require(try FormLibrary.form(named: "examples/ump-editor-options"))
        for language in form.languages.list {
            for field in LearnMoreTextKey.Field.allCases { form.texts[language]?[LearnMoreTextKey(3, field).textKey] = nil }
        }
        let reloaded = h.driver.state.reloading(form: form)
        #expect(reloaded.viewID == .umpFirstLayer)
        #expect(h.driver.state.reloading(form: try #require(try FormLibrary.form(named: "examples/ump-editor-options"))).viewID == .umpHelpDialog)
    }

    @Test func aScriptSelectsTheSectionAndAnItemByName() throws {
        let h = try Self.session()
        // The item is not on screen while the section is folded.
        #expect(throws: HarnessError.self) { try h.select(UMPElement.learnMoreItem(1)) }
        try h.select(UMPElement.learnMore)
        try h.select(UMPElement.learnMoreItem(1))
        #expect(h.view == .umpHelpDialog)
    }
}
