import Forms

/// Everything a screen view needs besides its own data: the form (texts, colours), the language,
/// the terminal size, the focused element and the chrome glyphs.
///
/// Views are pure functions `(data, ViewContext) -> Frame`; the terminal front end and the
/// headless script player both render through them, so a script sees exactly what a person sees.
package struct ViewContext: Sendable {
    /// The form being shown (texts per language, colours, app name).
    package var form: FormDefinition
    /// The language texts are shown in.
    package var language: LanguageCode
    /// The terminal size in cells.
    package var size: Size
    /// The element with keyboard focus, if any.
    package var focus: ElementID?
    /// Unicode or ASCII chrome.
    package var glyphs: Glyphs
    /// The form's palette mapped to cell colours.
    package var theme: ScreenTheme
    /// The form's texts in `language`, resolved once (nil: resolved on each call).
    package var texts: ScreenTexts?
    /// Whether the frame marks the focused element (`Frame.marksFocus`).
    package var marksFocus = true

    /// A context for `form` at `size` in `language` (default: the form's default language).
    package init(
        form: FormDefinition, language: LanguageCode? = nil, size: Size, focus: ElementID? = nil,
        glyphs: Glyphs = .unicode, texts: ScreenTexts? = nil
    ) {
        self.form = form
        self.language = language ?? form.languages.default
        self.size = size
        self.focus = focus
        self.glyphs = glyphs
        theme = ScreenTheme(form.colors)
        self.texts = texts?.language == self.language ? texts : nil
    }

    /// The form's text for `key` in this language, placeholders filled, sanitized for the terminal.
    package func text(_ key: TextKey, _ values: [Placeholder: String] = [:]) -> String {
        if let texts, let text = values.isEmpty ? texts.text(key) : texts.text(key, values) { return text }
        return TerminalText.sanitize(form.text(key, language: language, values: values))
    }

    /// The name of a TCF item in this language (`FormDefinition.tcfName`).
    package func tcfName(_ kind: TCFItemKind, id: Int) -> String? {
        texts?.tcfName(kind, id: id) ?? form.tcfName(kind, id: id, language: language)
    }

    /// The description of a TCF item in this language (`FormDefinition.tcfDescription`).
    package func tcfDescription(_ kind: TCFItemKind, id: Int) -> String? {
        texts?.tcfDescription(kind, id: id) ?? form.tcfDescription(kind, id: id, language: language)
    }

    /// The IAB's illustrations of a TCF item in this language (`FormDefinition.tcfIllustrations`).
    package func tcfIllustrations(_ kind: TCFItemKind, id: Int) -> [String] {
        texts?.tcfIllustrations(kind, id: id) ?? form.tcfIllustrations(kind, id: id, language: language).map { TerminalText.sanitize($0) }
    }

    /// An empty frame for the simulator's own screens (home, the inspector, the app not running):
    /// the simulator's words are English whatever the form's language (the Forms article, "Colours and languages"), its
    /// scroll marks included; only the form's screens, and the form's own texts it shows, follow it.
    package func simulatorFrame() -> Frame {
        var frame = Frame(size: size, focused: focus, glyphs: glyphs)
        frame.marksFocus = marksFocus
        return frame
    }

    /// An empty frame of this context's size with its focus and glyphs, its scroll marks in the
    /// form's language.
    package func emptyFrame() -> Frame {
        var frame = Frame(size: size, focused: focus, glyphs: glyphs)
        frame.marksFocus = marksFocus
        frame.moreLines = form.resolvedText(.moreLines, language: language)?.template ?? frame.moreLines
        return frame
    }
}

/// The form's palette as cell styles, one per role; without colour the styles keep their attributes only.
package struct ScreenTheme: Hashable, Sendable {
    /// Titles, links and highlights.
    package var accent: CellStyle
    /// Body text.
    package var text: CellStyle
    /// Hints, counts, scroll indicators.
    package var muted: CellStyle
    /// Accept-type buttons (Consent, Accept all, personalized ads, Allow).
    package var acceptButton: CellStyle
    /// Reject-type buttons (Do not consent, Reject all, non-personalized ads, Ask App Not to Track).
    package var rejectButton: CellStyle

    /// The simulator's own role colours the form replaces, applied to a whole frame by `recolor`:
    /// a brand accent also colours links, box titles and focus (ColorRole.accent: "links, focus and
    /// highlights"), and the form's text, muted and background colours replace the terminal's.
    /// Only roles the form sets differently from `FormColors.defaults`, so an unstyled form keeps
    /// the simulator's look.
    package var overrides: [Color: Color] = [:]
    /// The form's text colour for cells drawn in the terminal's default, when the form sets one.
    package var defaultForeground: Color?
    /// The form's background for cells drawn on the terminal's default, when the form sets one.
    package var defaultBackground: Color?

    /// Styles from a form palette.
    package init(_ colors: FormColors) {
        func color(_ role: ColorRole) -> Color { ScreenTheme.color(colors[role]) }
        accent = CellStyle(foreground: color(.accent), attributes: [.bold])
        text = CellStyle(foreground: color(.text))
        muted = CellStyle(foreground: color(.muted))
        acceptButton = CellStyle(foreground: color(.acceptButton), attributes: [.bold])
        rejectButton = CellStyle(foreground: color(.rejectButton), attributes: [.bold])
        func customised(_ role: ColorRole) -> Color? {
            colors[role] == FormColors.defaults[role] || colors[role] == .terminalDefault ? nil : color(role)
        }
        if let accent = customised(.accent) { overrides[.accent] = accent; overrides[.link] = accent }
        if let muted = customised(.muted) { overrides[.muted] = muted }
        defaultForeground = customised(.text)
        defaultBackground = customised(.background)
    }

    /// A form colour as a cell colour: palette entries by index, `#RRGGBB` exactly.
    package static func color(_ color: TerminalColor) -> Color {
        switch color {
        case .terminalDefault: return .default
        case .rgb(let value): return .rgb(RGB(value))
        case .named, .indexed:
            guard let index = color.paletteIndex, index >= 0, index < 256 else { return .default }
            return .indexed(UInt8(index))
        }
    }

    /// Whether `recolor` changes anything.
    package var recolors: Bool { !overrides.isEmpty || defaultForeground != nil || defaultBackground != nil }

    /// Gives every cell of `canvas` the form's colours in place of the roles it overrides.
    package func recolor(_ canvas: inout Canvas) {
        guard recolors else { return }
        let saved = canvas.clip
        canvas.clip = canvas.bounds
        canvas.restyle(canvas.bounds) { style in
            if let replacement = overrides[style.foreground] { style.foreground = replacement }
            if let replacement = overrides[style.background] { style.background = replacement }
            if style.foreground == .default, let defaultForeground { style.foreground = defaultForeground }
            if style.background == .default, let defaultBackground { style.background = defaultBackground }
        }
        canvas.clip = saved
    }
}
