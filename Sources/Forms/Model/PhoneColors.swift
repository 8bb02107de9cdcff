/// The colours a form's phone pictures draw (`preview --style phone`), as 0xRRGGBB: Google's own
/// where the form keeps the defaults, the form's where it sets a role. Lint measures these, and the
/// phone renderer draws them, so both judge the same values.
package struct PhoneColors: Hashable, Sendable {
    /// The screen's background.
    package var background: Int
    /// Body text.
    package var text: Int
    /// Secondary text.
    package var muted: Int
    /// Links, text buttons and the primary button of the pages after the first.
    package var accent: Int
    /// Accept-type buttons.
    package var acceptButton: Int
    /// Reject-type buttons.
    package var rejectButton: Int
    /// Hairlines and outlines.
    package var line: Int

    /// Google's colours where a form keeps the defaults: Google Blue 600 (#1A73E8) for links and
    /// buttons, Grey 900 text, Grey 700 secondary text, Grey 300 lines on white, as consentform.html
    /// sets them (`#buttons`, `a`, `.button` border #DADCE0) and UMP's messages show them.
    package static let google = PhoneColors(
        background: 0xFFFFFF, text: 0x202124, muted: 0x5F6368, accent: 0x1A73E8, acceptButton: 0x1A73E8, rejectButton: 0x1A73E8,
        line: 0xDADCE0)

    /// The colours.
    package init(background: Int, text: Int, muted: Int, accent: Int, acceptButton: Int, rejectButton: Int, line: Int) {
        self.background = background
        self.text = text
        self.muted = muted
        self.accent = accent
        self.acceptButton = acceptButton
        self.rejectButton = rejectButton
        self.line = line
    }

    /// The form's colours over Google's: a role the form sets differently from the defaults takes its
    /// colour (a named or indexed colour as xterm shows it); the rest keep Google's, so a form that
    /// says `default` is drawn on the phone's white.
    package init(_ colors: FormColors) {
        self = .google
        func custom(_ role: ColorRole) -> Int? {
            let color = colors[role]
            guard color != FormColors.defaults[role], color != .terminalDefault else { return nil }
            return color.approximateRGB
        }
        if let value = custom(.background) {
            background = value
            // On a dark background the default texts take Google's dark-theme greys (Grey 200 and
            // Grey 500), as its Material dark palette pairs them, rather than Grey 900 on black.
            if Self.isDark(value) {
                text = 0xE8EAED
                muted = 0x9AA0A6
            }
        }
        if let value = custom(.text) { text = value }
        if let value = custom(.muted) { muted = value }
        if let value = custom(.accent) {
            accent = value
            acceptButton = value
            rejectButton = value
        }
        if let value = custom(.acceptButton) { acceptButton = value }
        if let value = custom(.rejectButton) { rejectButton = value }
        if Self.isDark(background) { line = Self.blend(background, toward: 0xFFFFFF, fraction: 0.25) }
    }

    /// Whether white reads better on `rgb` than dark text (luma under one half).
    package static func isDark(_ rgb: Int) -> Bool {
        let r = Double(rgb >> 16 & 0xFF), g = Double(rgb >> 8 & 0xFF), b = Double(rgb & 0xFF)
        return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255 < 0.5
    }

    /// The label colour on a button filled with `fill`: white on a dark fill, Grey 900 on a light one.
    package static func label(onFill fill: Int) -> Int { isDark(fill) ? 0xFFFFFF : 0x202124 }

    /// `rgb` moved `fraction` of the way toward `other`, rounded per channel.
    package static func blend(_ rgb: Int, toward other: Int, fraction: Double) -> Int {
        func mix(_ shift: Int) -> Int {
            let x = Double(rgb >> shift & 0xFF), y = Double(other >> shift & 0xFF)
            return Int((x + (y - x) * fraction).rounded())
        }
        return mix(16) << 16 | mix(8) << 8 | mix(0)
    }
}
