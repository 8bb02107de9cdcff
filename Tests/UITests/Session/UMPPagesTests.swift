import Flow
import Forms
import Store
import Testing
@testable import UI

/// The UMP pages as the session's child: it keeps itself in step with the form object the app
/// presents, and the session learns of new app states through `observe` alone.
@Suite struct UMPPagesTests {
    @Test func theChildStartsAfreshForAFormObjectItHasNotSeen() throws {
        let h = try ScreenFixtures.manageOptions("en", .s80x24)
        try h.select("purpose.1.consent")
        var pages = h.driver.session.pages
        let presented = try #require(h.app.ump?.presented?.id)
        #expect(pages.form(for: h.app).draft.purposeConsents == [1])
        let caughtUp = pages.update(from: h.app)
        #expect(!caughtUp, "the driver already told the session")
        // Another form object (the form's dismiss makes the app load and present it again): first
        // layer, the form's defaults, whatever the pages were told before.
        try h.press(.escape)
        let next = h.app
        #expect(next.ump?.presented?.id != presented)
        #expect(pages.form(for: next).page == .firstLayer && pages.form(for: next).draft == UMPChoices())
        #expect(pages.positions(for: next) == nil, "the search's matches belong to the old form object")
        #expect(pages.view(for: next) == .umpFirstLayer)
        let reset = pages.update(from: next), again = pages.update(from: next)
        #expect(reset && !again)
        #expect(pages.form.formID == next.ump?.presented?.id && pages.form.draft == UMPChoices())
    }

    @Test func aSessionNeverToldOfTheAppStillEditsTheFormOnScreen() throws {
        let form = FormLibrary.defaultForm
        let configuration = SimulatorSettings(order: .noATT).apply(to: FormConfiguration.configuration(for: form))
        let runtime = try FlowRuntime(configuration: configuration, store: MemoryStore())
        try runtime.launch()
        var session = UISession(form: form)
        let opened = session.activate("ump.manageOptions", app: runtime.state)
        #expect(opened == SessionResponse.none)
        #expect(session.viewID(for: runtime.state) == .umpManageOptions)
        _ = session.activate("purpose.1.consent", app: runtime.state)
        #expect(session.umpForm.draft.purposeConsents == [1] && session.umpForm.formID == runtime.state.ump?.presented?.id)
        let draft = session.umpForm.draft
        let confirmed = session.activate("ump.confirmChoices", app: runtime.state)
        #expect(confirmed?.events == [.umpForm(.confirmChoices(draft))])
    }

    @Test func aNewPresentationForgetsThePagesFocusAndSwitches() throws {
        let h = try ScreenFixtures.manageOptions("en", .s80x24)
        try h.select("purpose.1.consent")
        try h.focus("purpose.3.consent")
        let first = h.app.ump?.presented?.id
        try h.press(.escape)  // The form's dismiss: the app loads and presents it again.
        #expect(h.view == .umpFirstLayer && h.app.ump?.presented?.id != first)
        #expect(h.driver.session.umpForm.draft == UMPChoices())
        try h.select("ump.manageOptions")
        #expect(h.focused == "ump.back", "Manage options starts on its first element again")
    }
}
