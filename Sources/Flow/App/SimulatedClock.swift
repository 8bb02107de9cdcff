import Basics
import TCF

/// The days the simulated clock may show: those a TC string can record. A choice made on a later
/// day could not be stored (its Created field would not fit), so such a day is refused where it is
/// set (`Set Date`, `Advance`, the home screen's clock keys) instead of losing the choice later.
package enum SimulatedClock {
    /// The first and last day the clock may show.
    package static let dates = TCModel.recordableDates

    /// The first day when nothing chooses one (`Set Date`).
    package static let defaultStart = CivilDate(year: 2026, month: 1, day: 15)

    /// Why the clock cannot show `date` (it is outside `dates`), or nil when it can.
    package static func refusal(_ date: CivilDate) -> String? {
        dates.contains(date) ? nil : "\(date) is past \(dates.upperBound), the last day a TC string records (dates \(CivilDate.describe(dates)))"
    }
}
