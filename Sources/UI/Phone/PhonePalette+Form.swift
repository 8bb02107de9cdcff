import Forms

extension PhonePalette {
    /// Google's own colours where a form keeps the defaults: Google Blue 600 (#1A73E8) for links and
    /// buttons, Grey 900 text, Grey 700 secondary text, Grey 300 lines, as consentform.html sets them
    /// (`#buttons`, `a`, `.button` border #DADCE0) and UMP's messages show them.
    package static let google = PhonePalette(
        background: RGB(0xFFFFFF), text: RGB(0x202124), muted: RGB(0x5F6368), accent: RGB(0x1A73E8),
        acceptButton: RGB(0x1A73E8), rejectButton: RGB(0x1A73E8), line: RGB(0xDADCE0))

    /// The form's colours over Google's: a role the form sets differently from the defaults takes its
    /// colour (a named or indexed colour as xterm shows it); the rest keep Google's.
    package init(_ colors: FormColors) {
        self = .google
        func custom(_ role: ColorRole) -> RGB? {
            let color = colors[role]
            guard color != FormColors.defaults[role], color != .terminalDefault, let value = color.approximateRGB else { return nil }
            return RGB(value)
        }
        if let value = custom(.background) { background = value }
        if let value = custom(.text) { text = value }
        if let value = custom(.muted) { muted = value }
        if let value = custom(.accent) {
            accent = value
            acceptButton = value
            rejectButton = value
        }
        if let value = custom(.acceptButton) { acceptButton = value }
        if let value = custom(.rejectButton) { rejectButton = value }
        if background.isDark { line = background.blended(toward: RGB(0xFFFFFF), fraction: 0.25) }
    }
}
