import Flow
import Forms
import Store
import Testing

@testable import Simulation

/// The UMP pages are part of the simulator's state: the reducer starts them afresh in the same step
/// as the app presents a new form object, so nothing catches up with the app afterwards.
@Suite struct UMPPagesTests {
    @Test func aNewFormObjectStartsAfreshInTheStepThatPresentsIt() throws {
        let h = try ScreenFixtures.manageOptions("en", .s80x24)
        try h.select("purpose.1.consent")
        try h.select("ump.vendorPreferences")
        try h.press(.char("/"), .char("x"))
        let presented = try #require(h.app.ump?.presented?.id)
        #expect(h.driver.state.umpForm.draft.purposeConsents == [1] && h.driver.state.umpForm.search.text == "x")
        // The form's dismiss: the app loads and presents it again, all within the one key.
        try h.driver.send(.key(.escape))  // clears the query
        try h.driver.send(.key(.escape))  // leaves the field
        try h.driver.send(.key(.escape))  // the form's dismiss
        let next = try #require(h.app.ump?.presented?.id)
        #expect(next != presented)
        // No frame has been drawn since: the state is already the new form object's.
        let pages = h.driver.state.umpForm
        #expect(pages.formID == next && pages.page == .firstLayer && pages.draft == UMPChoices() && pages.search.text.isEmpty)
        #expect(h.driver.state.vendorPositions.count == h.driver.state.ump?.vendorCount, "the search's matches went with the old form object")
        #expect(h.view == .umpFirstLayer)
    }

    @Test func theReducerAloneRunsTheAppWithoutAnyIO() throws {
        let form = FormLibrary.defaultForm
        var state = SimulatorState(form: form, configuration: SimulatorSettings(order: .noATT).apply(to: FormConfiguration.configuration(for: form)))
        /// Reduces `action` and every follow-up the app asks for, as the runtime does, with the state standing for the store.
        func settle(_ action: SimulatorAction) -> [SimulatorEffect] {
            var queue = [action]
            var all: [SimulatorEffect] = []
            while !queue.isEmpty {
                let effects = SimulatorReducer.reduce(&state, queue.removeFirst())
                all += effects
                for case .app(_, let appEffects) in effects {
                    for effect in appEffects {
                        if let next = effect.nextEvent(stored: { state.app.device }) { queue.append(.delivered(next)) }
                    }
                }
            }
            return all
        }
        _ = settle(.launch(stored: StoreDomain()))
        #expect(state.viewID == .umpFirstLayer)
        _ = settle(.select("ump.manageOptions"))
        #expect(state.viewID == .umpManageOptions)
        _ = settle(.select("purpose.1.consent"))
        #expect(state.umpForm.draft.purposeConsents == [1] && state.umpForm.formID == state.app.ump?.presented?.id)
        let draft = state.umpForm.draft
        let confirmed = settle(.select("ump.confirmChoices"))
        guard case .app(let event, let effects)? = confirmed.first else { Issue.record("no app event"); return }
        #expect(event == .umpForm(.confirmChoices(draft)))
        #expect(effects.contains { if case .persist = $0 { true } else { false } }, "the store writes are the runtime's to do")
        #expect(state.viewID == .home)
    }

    @Test func aNewPresentationForgetsThePagesFocusAndSwitches() throws {
        let h = try ScreenFixtures.manageOptions("en", .s80x24)
        try h.select("purpose.1.consent")
        try h.focus("purpose.3.consent")
        let first = h.app.ump?.presented?.id
        try h.press(.escape)  // The form's dismiss: the app loads and presents it again.
        #expect(h.view == .umpFirstLayer && h.app.ump?.presented?.id != first)
        #expect(h.driver.state.umpForm.draft == UMPChoices())
        try h.select("ump.manageOptions")
        #expect(h.focused == "ump.back", "Manage options starts on its first element again")
    }

    /// After a relaunch, the new launch's form objects are numbered from 1 again: the pages start
    /// afresh because the app presented a form, not because its number is new (they once kept the
    /// previous launch's page and switches).
    @Test func aRelaunchedAppsFormStartsOnItsFirstLayer() throws {
        let h = try SessionHarness()
        try h.select("ump.manageOptions")
        try h.select("purpose.1.consent")
        try h.select("ump.confirmChoices")
        #expect(h.view == .home)
        try h.press(.char("u"), .char("r"))  // UMP's reset(), then a relaunch: the form is required again
        #expect(h.view == .umpFirstLayer)
        #expect(h.driver.state.umpForm.page == .firstLayer && h.driver.state.umpForm.draft == UMPChoices())
    }
}
