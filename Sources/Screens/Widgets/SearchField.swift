/// A one-line text field, `/ query`, for searching vendors; shows the cursor while focused.
///
/// When the text is wider than the field it scrolls horizontally to keep the cursor visible and marks
/// the hidden start with `…`.
package struct SearchField: Widget, Hashable {
    /// The element id (`vendors.search`).
    package var id: ElementID
    /// Shown before the text (`/`, `Search:`).
    package let prompt: String
    /// Shown dimmed while the text is empty.
    package let placeholder: String
    /// The text and cursor.
    package var input: TextInput
    /// What activating it means (it takes the keyboard).
    package var action: ElementAction?

    /// A search field.
    package init(
        id: ElementID, prompt: String = "/", placeholder: String = "", input: TextInput = TextInput(),
        action: ElementAction? = nil
    ) {
        self.id = id
        self.action = action
        self.prompt = TerminalText.sanitize(prompt)
        self.placeholder = TerminalText.sanitize(placeholder)
        self.input = input
    }

    /// Always one row.
    package func height(forWidth width: Int) -> Int { 1 }

    /// The field.
    package var focusStops: [FocusStop] { [FocusStop(id, action)] }

    /// Whether `id` is this field.
    package func containsFocusable(_ id: ElementID) -> Bool { id == self.id }

    /// Draws prompt and text; when focused, underlines the field and sets `frame.cursor`.
    package func draw(in rect: Rect, into frame: inout Frame) {
        guard !rect.isEmpty else { return }
        let focused = frame.isFocused(id)
        let glyphs = frame.glyphs
        var x = frame.canvas.write(focused ? String(glyphs.focusMarker) : " ", x: rect.x, y: rect.y, style: .bold, within: rect)
        x = frame.canvas.write(prompt + " ", x: x, y: rect.y, style: .bold, within: rect)
        let field = Rect(x: x, y: rect.y, width: rect.maxX - x, height: 1)
        frame.canvas.fill(field, style: CellStyle(attributes: focused ? .underline : []))
        frame.register(id, rect: Rect(x: rect.x, y: rect.y, width: rect.width, height: 1), action: action)
        guard field.width > 0 else { return }
        if input.text.isEmpty {
            frame.canvas.write(
                TextLayout.truncate(placeholder, width: field.width - 1, ellipsis: glyphs.ellipsis), x: field.x, y: field.y,
                style: CellStyle(foreground: .muted, attributes: focused ? [.dim, .underline] : .dim), within: field)
            if focused { frame.cursor = Point(x: field.x, y: field.y) }
            return
        }
        let (visible, cursorColumn) = visibleText(width: field.width, ellipsis: glyphs.ellipsis)
        frame.canvas.write(visible, x: field.x, y: field.y, style: CellStyle(attributes: focused ? .underline : []), within: field)
        if focused { frame.cursor = Point(x: field.x + cursorColumn, y: field.y) }
    }

    /// The part of the text to show in `width` cells, and the cursor's column within it.
    ///
    /// One cell is kept free for the cursor at the end; a hidden start is replaced by the ellipsis.
    func visibleText(width: Int, ellipsis: String) -> (String, Int) {
        let characters = Array(input.text)
        let beforeCursor = characters[..<input.cursor].reduce(0) { $0 + CellWidth.character($1) }
        if beforeCursor < width {
            let shown = TextLayout.truncate(input.text, width: width, ellipsis: ellipsis)
            return (shown, beforeCursor)
        }
        // Scroll: end the view at the cursor, with the ellipsis marking the hidden start.
        let room = width - 1 - CellWidth.string(ellipsis)
        var start = input.cursor
        var used = 0
        while start > 0, used + CellWidth.character(characters[start - 1]) <= room {
            start -= 1
            used += CellWidth.character(characters[start])
        }
        let shown = ellipsis + String(characters[start..<input.cursor])
        return (shown, CellWidth.string(shown))
    }
}
