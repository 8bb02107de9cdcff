/// Where a view's main scroll view stands, kept by the simulator between frames.
package struct ScrollState: Hashable, Sendable {
    /// The first content line shown.
    package var offset: Int
    /// Whether the offset follows focus (false after PgUp/PgDn or the wheel, until focus moves).
    package var followsFocus: Bool

    /// A scroll state; the default is the top, following focus.
    package init(offset: Int = 0, followsFocus: Bool = true) {
        self.offset = offset
        self.followsFocus = followsFocus
    }
}

extension ScrollState {
    /// The offset to pass a view that scrolls by itself: nil while the offset follows focus.
    var freeOffset: Int? { followsFocus ? nil : offset }
}
