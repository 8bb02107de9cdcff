import Screens

/// Where focus and scroll stood on each view when it was last drawn, so they persist across pages
/// (back from a vendor's details lands on the vendor) until the view is shown anew.
package struct ViewMemory: Hashable, Sendable {
    /// One view's focus and scroll.
    package struct Place: Hashable, Sendable {
        /// The focused element.
        package var focus: ElementID?
        /// The main scroll view's state.
        package var scroll: ScrollState?
    }

    private var places: [ViewID: Place] = [:]

    /// The place of `view` (empty when it was never drawn or was forgotten).
    subscript(view: ViewID) -> Place {
        get { places[view] ?? Place() }
        set { places[view] = newValue.focus == nil && newValue.scroll == nil ? nil : newValue }
    }

    /// Whether `view` has a focus or a scroll to forget.
    func remembers(_ view: ViewID) -> Bool { places[view] != nil }

    /// Forgets `view`: it starts at its top, on its first element.
    mutating func forget(_ view: ViewID) { places[view] = nil }
}
