/// Where a view's main scroll view stands, kept by the simulator between frames.
package struct ScrollState: Hashable, Sendable {
    /// The first content line shown.
    package var offset: Int
    /// Whether the offset follows focus (false after PgUp/PgDn or the wheel, until focus moves).
    package var followsFocus: Bool
    /// Whether the view stands at its top as it was first shown (or as Home put it back), focus on
    /// its first element even where that lies below the fold, until focus moves or the view scrolls.
    package var atStart: Bool

    /// A scroll state; the default is the top, following focus.
    package init(offset: Int = 0, followsFocus: Bool = true, atStart: Bool = false) {
        self.offset = offset
        self.followsFocus = followsFocus
        self.atStart = atStart
    }

    /// A view as first shown: its top, whatever element has focus.
    package static let start = ScrollState(offset: 0, followsFocus: false, atStart: true)
}

extension ScrollState {
    /// The offset to pass a view that scrolls by itself: nil while the offset follows focus.
    package var freeOffset: Int? { followsFocus ? nil : offset }
}
