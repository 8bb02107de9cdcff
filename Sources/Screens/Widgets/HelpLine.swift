/// One row of key bindings: `Tab next  Space toggle  ? help`; entries that do not fit give way to `…`.
package struct HelpLine: Widget, Hashable {
    /// A key and what it does.
    package struct Entry: Hashable, Sendable {
        /// The key as shown (`Tab`, `Space`, `/`).
        package var key: String
        /// What it does (`next`, `toggle`).
        package var action: String

        /// An entry.
        package init(_ key: String, _ action: String) {
            self.key = TerminalText.sanitize(key)
            self.action = TerminalText.sanitize(action)
        }
    }

    /// Entries in priority order: the first ones stay when space runs out.
    package var entries: [Entry]
    /// Entries always shown at the end (the way to the full help), after `…` if something was left out.
    package var pinned: [Entry]

    /// A help line.
    package init(_ entries: [Entry], pinned: [Entry] = []) {
        self.entries = entries
        self.pinned = pinned
    }

    /// The usual bindings of a consent form; `? help` always shows.
    package static let standard = HelpLine(
        [
            Entry("Tab", "next"), Entry("Enter", "select"), Entry("Space", "toggle"), Entry("Esc", "close"),
            Entry("/", "search"), Entry("q", "quit"),
        ], pinned: [Entry("?", "help")])

    /// Always one row.
    package func height(forWidth width: Int) -> Int { 1 }

    /// Draws as many entries as fit, then `…` if any were left out, then the pinned entries.
    package func draw(in rect: Rect, into frame: inout Frame) {
        guard !rect.isEmpty else { return }
        let ellipsis = frame.glyphs.ellipsis
        func width(_ entry: Entry) -> Int { CellWidth.string(entry.key) + 1 + CellWidth.string(entry.action) }
        let pinnedWidth = pinned.reduce(0) { $0 + 2 + width($1) }
        let allWidth = (entries + pinned).reduce(0) { $0 + width($1) } + 2 * max(0, entries.count + pinned.count - 1)
        var parts: [(text: String, isKey: Bool)] = []
        if allWidth <= rect.width {
            for entry in entries + pinned { parts.append((entry.key, true)); parts.append((entry.action, false)) }
        } else {
            // Room for the kept entries, the ellipsis, and the pinned entries.
            var used = CellWidth.string(ellipsis) + pinnedWidth
            for entry in entries {
                let needed = width(entry) + 2
                if used + needed > rect.width { break }
                used += needed
                parts.append((entry.key, true))
                parts.append((entry.action, false))
            }
            parts.append((ellipsis, false))
            for entry in pinned { parts.append((entry.key, true)); parts.append((entry.action, false)) }
        }
        var x = rect.x
        var index = 0
        while index < parts.count {
            if x > rect.x { x += 2 }
            let part = parts[index]
            if part.isKey {
                x = frame.canvas.write(part.text, x: x, y: rect.y, style: .bold, within: rect)
                x = frame.canvas.write(" " + parts[index + 1].text, x: x, y: rect.y, style: .plain, within: rect)
                index += 2
            } else {
                x = frame.canvas.write(part.text, x: x, y: rect.y, style: .muted, within: rect)
                index += 1
            }
        }
    }
}
