import Basics
import TCF
import Testing

@testable import Flow

/// The clock never moves to a day a TC string cannot record, so a choice made then is never lost.
@Suite struct SimulatedClockTests {
    @Test func theLastDayIsTheTCStringsLast() {
        // Created and LastUpdated: 36 bits of deciseconds since 1970-01-01.
        #expect(SimulatedClock.dates.upperBound == CivilDate(deciseconds: (1 << 36) - 1))
        #expect(SimulatedClock.dates.upperBound == CivilDate(year: 2187, month: 10, day: 6))
        #expect(SimulatedClock.refusal(CivilDate(year: 2187, month: 10, day: 6)) == nil)
        #expect(SimulatedClock.refusal(CivilDate(year: 2187, month: 10, day: 7))?.hasPrefix("2187-10-07 is past 2187-10-06") == true)
    }

    @Test func theClockKeysStopAtTheLastDayAndSayWhy() throws {
        let r = try launched(
            config {
                $0.attOrder = .noATT
                $0.startDate = CivilDate(year: 2187, month: 9, day: 30)
            })
        let effects = try r.send(.advanceClockMonths(1))
        #expect(r.state.system.today == CivilDate(year: 2187, month: 9, day: 30))
        #expect(
            effects.contains { if case .note(let text) = $0 { text.hasPrefix("the clock stays at 2187-09-30: 2187-10-30 is past") } else { false } })
        try r.send(.advanceClock(days: 6))
        #expect(r.state.system.today == CivilDate(year: 2187, month: 10, day: 6))
        try r.send(.umpForm(.consentAll))
        #expect(r.state.screen == .home, "a choice on the last day is stored")
    }
}
