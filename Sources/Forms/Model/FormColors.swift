/// A semantic colour role of a form's palette.
package enum ColorRole: String, Hashable, Sendable, CaseIterable {
    /// Links, focus and highlights.
    case accent
    /// The card's background.
    case background
    /// Body text.
    case text
    /// Secondary text (hints, counts).
    case muted
    /// Accept-type buttons (Consent, Accept all, personalized ads, Allow).
    case acceptButton
    /// Reject-type buttons (Do not consent, Reject all, non-personalized ads, Ask App Not to Track).
    case rejectButton
}

/// A form's palette: one terminal colour per role.
package struct FormColors: Hashable, Sendable {
    /// The colour of each role; every role has one.
    package private(set) var colors: [ColorRole: TerminalColor]

    /// The palette used when a form names no colours: accept and reject look alike, as in UMP.
    package static let defaults: [ColorRole: TerminalColor] = [
        .accent: .named(.blue), .background: .terminalDefault, .text: .terminalDefault,
        .muted: .named(.brightBlack), .acceptButton: .named(.blue), .rejectButton: .named(.blue),
    ]

    /// A palette: the given colours over the defaults.
    package init(_ overrides: [ColorRole: TerminalColor] = [:]) {
        colors = Self.defaults.merging(overrides) { _, new in new }
    }

    /// The colour of `role`.
    package subscript(role: ColorRole) -> TerminalColor {
        get { colors[role] ?? Self.defaults[role]! }
        set { colors[role] = newValue }
    }
}
