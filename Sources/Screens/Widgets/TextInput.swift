/// Editable one-line text with a cursor: the model behind the search field.
package struct TextInput: Hashable, Sendable {
    /// The text typed so far.
    package private(set) var text: String
    /// The cursor, as a count of grapheme clusters before it.
    package private(set) var cursor: Int

    /// An input holding `text` with the cursor at its end.
    package init(_ text: String = "") {
        self.text = String(TerminalText.sanitize(text).prefix(TextInput.maximumLength))
        self.cursor = self.text.count
    }

    /// Applies an editing key; returns whether the key was one (other keys are left to the screen).
    package mutating func handle(_ key: Key) -> Bool {
        switch key {
        case .char(let c):
            insert(c)
        case .space:
            insert(" ")
        case .backspace:
            guard cursor > 0 else { return true }
            let index = text.index(text.startIndex, offsetBy: cursor - 1)
            text.remove(at: index)
            cursor -= 1
        case .delete:
            guard cursor < text.count else { return true }
            text.remove(at: text.index(text.startIndex, offsetBy: cursor))
        case .left:
            cursor = max(0, cursor - 1)
        case .right:
            cursor = min(text.count, cursor + 1)
        case .home:
            cursor = 0
        case .end:
            cursor = text.count
        case .ctrl("u"):
            text = ""
            cursor = 0
        case .enter, .tab, .backTab, .up, .down, .escape, .pageUp, .pageDown, .ctrl, .resize, .mouse:
            return false
        }
        return true
    }

    /// The longest text kept, in characters: more than any GVL vendor name, and the cap that keeps
    /// search linear in what is typed (100,000 pasted characters once took minutes: every key
    /// re-filtered the vendors against the whole query). Characters past it are dropped.
    package static let maximumLength = 256

    /// Inserts a character at the cursor (control characters are dropped, and anything past `maximumLength`).
    package mutating func insert(_ character: Character) {
        guard text.count < TextInput.maximumLength else { return }
        let clean = TerminalText.sanitize(String(character))
        guard !clean.isEmpty else { return }
        let before = text.count
        text.insert(contentsOf: clean, at: text.index(text.startIndex, offsetBy: cursor))
        // A combining mark merges into the cluster before it, so the count may not grow.
        cursor += text.count - before
    }
}
