/// A screen as a phone draws it: what `PhoneScreenBuilder` reads from the simulator's screen model
/// (the same state the terminal views draw) and `PhoneLayout` places in points.
package struct PhoneScreen: Hashable, Sendable {
    /// How the screen sits on the phone.
    package enum Presentation: Hashable, Sendable {
        /// The whole screen, footer pinned at the bottom (UMP's message pages, the app's own screens).
        case fullScreen
        /// A centred card over the dimmed app (PAC's consentform.html).
        case card(maxWidth: Double)
        /// iOS's system alert over the dimmed app, in the system's font and colours.
        case systemAlert
    }

    /// How the screen sits on the phone.
    package var presentation: Presentation
    /// The content from the top, scrolled as one column.
    package var blocks: [PhoneBlock]
    /// The buttons, pinned below the content (full screen) or at the card's end.
    package var footer: [PhoneButton]
    /// Whether the footer's buttons sit side by side (else stacked, full width).
    package var footerInRow: Bool
    /// The colours.
    package var palette: PhonePalette
    /// What no public source fixes, said under the picture.
    package var caption: String
    /// The block the picture starts at (nil: the top), for the pictures of a later section.
    package var anchor: Int?

    /// A screen.
    package init(
        presentation: Presentation, blocks: [PhoneBlock], footer: [PhoneButton] = [], footerInRow: Bool = false,
        palette: PhonePalette, caption: String = "", anchor: Int? = nil
    ) {
        self.presentation = presentation
        self.blocks = blocks
        self.footer = footer
        self.footerInRow = footerInRow
        self.palette = palette
        self.caption = caption
        self.anchor = anchor
    }
}

/// A run of text inside a paragraph.
package struct PhoneRun: Hashable, Sendable {
    /// How a run is set.
    package enum Style: Hashable, Sendable {
        case plain, bold, link
    }

    /// The text.
    package var text: String
    /// How it is set.
    package var style: Style

    /// A run.
    package init(_ text: String, _ style: Style = .plain) {
        self.text = text
        self.style = style
    }
}

/// Where a block's text lines up.
package enum PhoneAlignment: Hashable, Sendable {
    case leading, center, trailing
}

/// One block of a phone screen, top to bottom.
package enum PhoneBlock: Hashable, Sendable {
    /// The app's logo (its icon glyph in a rounded tile) and, when given, its name beside it.
    case logo(glyph: String, name: String?)
    /// The screen's headline, at `size` points.
    case headline(String, PhoneAlignment, size: Double)
    /// A section heading.
    case heading(String)
    /// Body text at `size` points, in the text colour or the muted one.
    case paragraph([PhoneRun], PhoneAlignment, size: Double, muted: Bool)
    /// A bulleted line.
    case bullet(String)
    /// A row with a label and a switch at the trailing edge.
    case toggle(String, isOn: Bool)
    /// A purpose or vendor: its name, its switches, then its description (expanded) or the "View details" link.
    case item(title: String, switches: [PhoneSwitch], detail: String?, link: String?)
    /// A text link on its own line.
    case link(String, PhoneAlignment)
    /// Outlined chips that wrap (PAC's partner list).
    case chips([String])
    /// A search field with its placeholder.
    case search(String)
    /// A hairline.
    case divider
    /// Vertical room, in points.
    case gap(Double)
}

/// A switch of an item row.
package struct PhoneSwitch: Hashable, Sendable {
    /// Its label ("Consent", "Legitimate interest").
    package var label: String
    /// Whether it is on.
    package var isOn: Bool
    /// Always on, not a switch ("Always active").
    package var fixed: Bool

    /// A switch.
    package init(_ label: String, isOn: Bool, fixed: Bool = false) {
        self.label = label
        self.isOn = isOn
        self.fixed = fixed
    }
}

/// A button and how it is drawn.
package struct PhoneButton: Hashable, Sendable {
    /// How a button is drawn.
    package enum Role: Hashable, Sendable {
        /// Filled with a colour, white label.
        case filled(RGB)
        /// Outlined, label in a colour.
        case outlined(RGB)
        /// A label only.
        case text(RGB)
        /// An iOS system alert's button: system blue on the alert's grey, above a hairline.
        case systemAlert
    }

    /// A button's size and corners.
    package enum Shape: Hashable, Sendable {
        /// 44 points high, 8-point corners, 15-point label (UMP, the explainer).
        case standard
        /// consentform.html's `.button`: at least 52 high, 8-pixel corners, 16-pixel label.
        case pacOption
        /// consentform.html's `.back` and `.agree`: 32 high, 4-pixel corners, 14-pixel label.
        case pacAction
    }

    /// The label.
    package var label: String
    /// How it is drawn.
    package var role: Role
    /// Its size and corners.
    package var shape: Shape

    /// A button.
    package init(_ label: String, _ role: Role, shape: Shape = .standard) {
        self.label = label
        self.role = role
        self.shape = shape
    }
}

/// A phone screen's colours, from the form's palette or the SDK's own defaults.
package struct PhonePalette: Hashable, Sendable {
    /// The screen or card background.
    package var background: RGB
    /// Body text.
    package var text: RGB
    /// Secondary text.
    package var muted: RGB
    /// Links and highlights.
    package var accent: RGB
    /// Accept-type buttons.
    package var acceptButton: RGB
    /// Reject-type buttons.
    package var rejectButton: RGB
    /// Hairlines and outlines.
    package var line: RGB

    /// A palette.
    package init(background: RGB, text: RGB, muted: RGB, accent: RGB, acceptButton: RGB, rejectButton: RGB, line: RGB) {
        self.background = background
        self.text = text
        self.muted = muted
        self.accent = accent
        self.acceptButton = acceptButton
        self.rejectButton = rejectButton
        self.line = line
    }
}
