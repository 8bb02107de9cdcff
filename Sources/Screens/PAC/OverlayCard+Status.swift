extension OverlayCard {
    /// The bottom row: where the focused link leads, else the keys that work.
    struct Status {
        /// The URL the focused element opens, if any (sanitized here).
        var url: String?

        /// A status line; an empty URL counts as none.
        init(url: String? = nil) {
            self.url = url.map { TerminalText.sanitize($0) }.flatMap { $0.isEmpty ? nil : $0 }
        }

        /// Draws `Enter opens <url>` (`opens` in the screen's language) (cut with `…` when long); nothing when focus is not on a link (the
        /// help line below gives the keys).
        func draw(in rect: Rect, opens: String, into frame: inout Frame) {
            guard !rect.isEmpty, let url else { return }
            var x = frame.canvas.write("Enter", x: rect.x, y: rect.y, style: .bold, within: rect)
            x = frame.canvas.write(" " + opens + " ", x: x, y: rect.y, style: .plain, within: rect)
            let room = max(0, rect.maxX - x)
            let shown = TextLayout.truncate(url, width: room, ellipsis: frame.glyphs.ellipsis)
            frame.canvas.write(shown, x: x, y: rect.y, style: CellStyle(foreground: .link, attributes: .underline), within: rect)
        }
    }
}
