extension Canvas {
    /// The plain text of each row, trailing spaces trimmed: what a text snapshot compares.
    ///
    /// Colours and attributes are not part of it, so a colour change never touches text snapshots.
    package func lines() -> [String] {
        (0..<size.height).map(lineText)
    }

    /// All rows joined by newlines, with a final newline: the text snapshot format.
    package func text() -> String {
        var bytes: [UInt8] = []
        for y in 0..<size.height {
            appendLine(y, to: &bytes)
            bytes.append(UInt8(ascii: "\n"))
        }
        if size.height == 0 { bytes.append(UInt8(ascii: "\n")) }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Each row with its styled runs tagged, for style snapshots: `{b,rev,fg=accent}Consent{/}`.
    ///
    /// Text in the default style is written as is; a run in any other style is wrapped in a tag
    /// listing its attributes (`b`, `dim`, `u`, `rev`) then `fg=`/`bg=` colours. With `colors: false`
    /// colours are dropped first, which shows what a monochrome terminal (or `NO_COLOR`) conveys.
    /// A literal `{` in the text is doubled. Trailing unstyled spaces are trimmed.
    package func styledLines(colors: Bool = true) -> [String] {
        (0..<size.height).map { y in
            var line = ""
            var runText = ""
            var runStyle = CellStyle.plain
            func flush() {
                guard !runText.isEmpty else { return }
                if runStyle == .plain {
                    line += runText
                } else {
                    line += "{" + Canvas.tag(for: runStyle) + "}" + runText + "{/}"
                }
                runText = ""
            }
            for cell in row(y) {
                guard case .glyph(let c) = cell.content else { continue }
                var style = cell.style
                if !colors {
                    style.foreground = .default
                    style.background = .default
                }
                if style != runStyle {
                    flush()
                    runStyle = style
                }
                if c == "{" { runText += "{{" } else { runText.append(c) }
            }
            if runStyle == .plain { runText = Canvas.trimmingTrailingSpaces(runText) }
            flush()
            return Canvas.trimmingTrailingSpaces(line)
        }
    }

    /// All styled rows joined by newlines, with a final newline: the style snapshot format.
    package func styledText(colors: Bool = true) -> String {
        styledLines(colors: colors).joined(separator: "\n") + "\n"
    }

    /// The tag body for a style: attributes, then colours.
    static func tag(for style: CellStyle) -> String {
        var parts = style.attributes.names
        if style.foreground != .default { parts.append("fg=" + style.foreground.name) }
        if style.background != .default { parts.append("bg=" + style.background.name) }
        return parts.joined(separator: ",")
    }

    /// `text` without trailing U+0020 spaces.
    static func trimmingTrailingSpaces(_ text: String) -> String {
        var end = text.endIndex
        while end > text.startIndex {
            let before = text.index(before: end)
            guard text[before] == " " else { break }
            end = before
        }
        return String(text[..<end])
    }
}
