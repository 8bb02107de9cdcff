import Flow
import Forms
import Testing

@testable import UI

/// A key no binding handles changes nothing, so the state keeps its revision and the last layout
/// stays valid; one that clears a notice is a change.
@Suite struct UnboundKeyTests {
    @Test func aKeyNoBindingHandlesKeepsTheRevision() throws {
        let harness = try SessionHarness()
        #expect(harness.view == .umpFirstLayer)
        var state = harness.driver.state
        let before = state.revision
        for character in "zxcvZXCV" {
            #expect(state.binding(for: .char(character)) == nil, "\(character) is bound on the first layer")
            #expect(SimulatorReducer.reduce(&state, .key(.char(character))).isEmpty)
        }
        #expect(state.revision == before)
        #expect(state.viewID == .umpFirstLayer)
    }

    @Test func aKeyThatClearsANoticeIsAChange() throws {
        let harness = try SessionHarness()
        var state = harness.driver.state
        _ = SimulatorReducer.reduce(&state, .notice("hello"))
        _ = state.frame(size: harness.size)
        let before = state.revision
        _ = SimulatorReducer.reduce(&state, .key(.char("z")))
        #expect(state.notice == nil)
        #expect(state.revision > before)
    }

    @Test func aBoundKeyIsAChange() throws {
        let harness = try SessionHarness()
        var state = harness.driver.state
        let before = state.revision
        _ = SimulatorReducer.reduce(&state, .key(.char("i")))
        #expect(state.inspectorVisible)
        #expect(state.revision > before)
    }
}
