import Flow
import Forms
import Testing

@testable import Simulation

/// The screen is a function of the state and the terminal size: laying it out changes nothing, the
/// runtime's cache of layouts is keyed by the whole state, and what a layout finds comes back as an
/// action through the reducer.
@Suite struct ScreenLayoutFunctionTests {
    @Test func aKeyNoBindingHandlesLeavesTheStateAsItWas() throws {
        let harness = try SessionHarness()
        #expect(harness.view == .umpFirstLayer)
        var state = harness.driver.state
        let before = state
        for character in "zxcvZXCV" {
            #expect(state.binding(for: .char(character), on: state.layout(size: harness.size)) == nil, "\(character) is bound")
            #expect(SimulatorReducer.reduce(&state, .key(.char(character))).isEmpty)
        }
        // Equal states: the runtime's cached layout still holds, so a paste costs no layout.
        #expect(state == before)
    }

    @Test func aKeyThatClearsANoticeIsAChange() throws {
        let harness = try SessionHarness()
        var state = harness.driver.state
        _ = SimulatorReducer.reduce(&state, .notice("hello"))
        let before = state
        _ = SimulatorReducer.reduce(&state, .key(.char("z")))
        #expect(state.notice == nil)
        #expect(state != before)
    }

    @Test func aBoundKeyIsAChange() throws {
        let harness = try SessionHarness()
        var state = harness.driver.state
        let before = state
        _ = SimulatorReducer.reduce(&state, .key(.char("i")))
        #expect(state.inspectorVisible)
        #expect(state != before)
    }

    /// The cache is keyed by the whole state: `==` lists every stored property, and a new one must
    /// be added there (this list fails until it is).
    @Test func equalityComparesEveryStoredProperty() throws {
        let state = try SessionHarness().driver.state
        let labels = Mirror(reflecting: state).children.compactMap(\.label)
        #expect(
            labels == [
                "app", "form", "language", "glyphs", "texts", "pages", "inspectorVisible", "helpVisible", "notice", "screenSize", "device",
                "places", "presentation", "inspectorOffset", "helpOffset", "inspectorBaseline",
            ])
        var other = state
        other.helpOffset += 1
        #expect(other != state)
        other = state
        other.places[.home].focus = "home.privacySettings"
        #expect(other != state)
    }

    @Test func layingOutTwiceGivesTheSameLayoutAndLeavesTheStateAlone() throws {
        let harness = try SessionHarness()
        try harness.select("ump.manageOptions")
        let state = harness.driver.state
        let first = state.layout(size: .s40x12)
        let second = state.layout(size: .s40x12)
        #expect(first.frame == second.frame)
        #expect(first.focusStops == second.focusStops)
        #expect(harness.driver.state == state)
    }

    /// Tab through a scrolling page: the cache moves its layout to each new focus without laying
    /// out, and what it says (focus, scroll offset, focus stops) is what laying out finds.
    @Test func aMovedLayoutIsWhatLayingOutFinds() throws {
        let harness = try SessionHarness(size: .s40x12)
        try harness.select("ump.manageOptions")
        var state = harness.driver.state
        var cache = LayoutCache()
        for step in 0..<14 {
            let layout = cache.settle(&state, needsElements: false)
            let fresh = state.layout(size: state.screenSize)
            #expect(layout.focused == fresh.focused, "step \(step)")
            #expect(layout.mainScroll == fresh.mainScroll, "step \(step)")
            #expect(layout.focusStops == fresh.focusStops, "step \(step)")
            if step > 0 { #expect(!layout.elementsCurrent, "step \(step): laid out again after a focus move") }
            _ = SimulatorReducer.reduce(&state, .key(.tab), on: layout)
        }
    }

    /// After PgDn the focused element (Back, at the top) is out of view: laying out finds the first element in view,
    /// which comes back as an action; once reduced, there is nothing left to correct.
    @Test func focusFollowingAFreeScrollComesBackThroughTheReducer() throws {
        let harness = try SessionHarness()
        try harness.select("ump.manageOptions")
        var state = harness.driver.state
        _ = SimulatorReducer.reduce(&state, .key(.pageDown))
        let layout = state.layout(size: state.screenSize)
        let found = state.correction(for: layout)
        try #require(found != nil)
        let correction = try #require(found)
        #expect(correction.refocused)
        #expect(correction.place.focus != layout.focused)
        _ = SimulatorReducer.reduce(&state, .laidOut(correction))
        #expect(state[place: .umpManageOptions].focus == correction.place.focus)
        let again = state.correction(for: state.layout(size: state.screenSize))
        #expect(again == nil)
    }

    /// The runtime shows the cached frame when nothing changed: the same frame, and equal states.
    @Test func aFrameWithNothingChangedIsTheCachedOne() throws {
        let harness = try SessionHarness()
        let state = harness.driver.state
        let again = harness.driver.frame(size: harness.size)
        #expect(again == harness.lastFrame)
        #expect(harness.driver.state == state)
    }
}
