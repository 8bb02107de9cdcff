/// The ordered focusable elements of a screen and which one has focus.
///
/// Pure and small: screens rebuild the id list on every layout and call `update(ids:)`; focus stays on
/// the same id while it exists, and otherwise moves to the element that took its place.
package struct FocusRing: Hashable, Sendable {
    /// Focusable ids in focus order.
    package private(set) var ids: [ElementID]
    /// The focused id (nil only when there is nothing to focus).
    package private(set) var focused: ElementID?
    /// Whether moving past either end wraps around to the other end.
    package var wraps: Bool

    /// A ring over `ids`, focusing `focused` if it is among them, else the first id.
    package init(ids: [ElementID], focused: ElementID? = nil, wraps: Bool = true) {
        self.ids = ids
        self.wraps = wraps
        if let focused, ids.contains(focused) {
            self.focused = focused
        } else {
            self.focused = ids.first
        }
    }

    /// The position of the focused id in `ids`.
    package var focusedIndex: Int? {
        guard let focused else { return nil }
        return ids.firstIndex(of: focused)
    }

    /// Replaces the ids after a re-layout, keeping focus on the same id when it still exists.
    ///
    /// When it is gone, focus goes to the id now at its old position (the next one), or the last.
    package mutating func update(ids newIDs: [ElementID]) {
        let oldIndex = focusedIndex
        ids = newIDs
        if let focused, newIDs.contains(focused) { return }
        guard !newIDs.isEmpty else {
            focused = nil
            return
        }
        focused = newIDs[min(oldIndex ?? 0, newIDs.count - 1)]
    }

    /// Focuses `id` if it is in the ring; returns whether it is.
    @discardableResult
    package mutating func focus(_ id: ElementID) -> Bool {
        guard ids.contains(id) else { return false }
        focused = id
        return true
    }

    /// Moves focus by `steps` (negative moves back), wrapping or stopping at the ends.
    package mutating func move(by steps: Int) {
        guard let target = FocusRing.target(from: focusedIndex, by: steps, count: ids.count, wraps: wraps) else { return }
        focused = ids[target]
    }

    /// The position focus moves to from `index` (nil: nothing focused) by `steps` among `count`
    /// elements, wrapping or stopping at the ends; nil when there are none.
    package static func target(from index: Int?, by steps: Int, count: Int, wraps: Bool) -> Int? {
        guard count > 0 else { return nil }
        guard let index else { return steps >= 0 ? 0 : count - 1 }
        let target = index + steps
        return wraps ? ((target % count) + count) % count : min(max(target, 0), count - 1)
    }

    /// Moves to the next id.
    package mutating func next() { move(by: 1) }

    /// Moves to the previous id.
    package mutating func previous() { move(by: -1) }

    /// Focuses the first id.
    package mutating func first() { focused = ids.first }

    /// Focuses the last id.
    package mutating func last() { focused = ids.last }

    /// Applies a focus key: Tab/Down forward, Shift+Tab/Up back, Home/End to the ends.
    ///
    /// Returns whether the key was a focus key, so the screen can pass other keys on.
    @discardableResult
    package mutating func handle(_ key: Key) -> Bool {
        switch key {
        case .tab, .down: next()
        case .backTab, .up: previous()
        case .home: first()
        case .end: last()
        case .char, .enter, .left, .right, .space, .escape, .pageUp, .pageDown, .backspace, .delete, .ctrl, .resize, .mouse:
            return false
        }
        return true
    }
}
