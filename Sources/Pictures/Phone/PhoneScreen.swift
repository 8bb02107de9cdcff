import Screens

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
    /// How the footer's buttons are laid out.
    package var footerLayout: PhoneFooterLayout
    /// The colours.
    package var palette: PhonePalette
    /// What no public source fixes, said under the picture.
    package var caption: String
    /// The block the picture starts at (nil: the top), for the pictures of a later section.
    package var anchor: Int?

    /// A screen.
    package init(
        presentation: Presentation, blocks: [PhoneBlock], footer: [PhoneButton] = [], footerLayout: PhoneFooterLayout = .stacked,
        palette: PhonePalette, caption: String = "", anchor: Int? = nil
    ) {
        self.presentation = presentation
        self.blocks = blocks
        self.footer = footer
        self.footerLayout = footerLayout
        self.palette = palette
        self.caption = caption
        self.anchor = anchor
    }
}

/// How a footer's buttons are laid out.
package enum PhoneFooterLayout: Hashable, Sendable {
    /// Each on its own row, full width.
    case stacked
    /// All side by side, equal widths.
    case row
    /// Google's form: the primary and secondary buttons (`.fc-footer-buttons`) side by side when both
    /// labels fit half the width on one line, else stacked; any further (text) button under them.
    case pairByWidth
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
    /// A purpose, feature or vendor as the form's preference container draws it.
    case preference(PhonePreference)
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
    /// The close icon at the trailing edge; `label` is its accessible name.
    case close(label: String)
    /// The purposes as the form lists them: an icon, then the text.
    case stacks([PhoneStack])
    /// A folding section's header (an expand icon and its label), and its items when open.
    case disclosure(label: String, expanded: Bool, items: [String])
    /// A dialog's header bar: the back arrow (`back` is its accessible name), the title, a help tip.
    case headerBar(title: String, back: String, help: String?)
    /// A section's label over its rows, with a help tip (`help` its accessible name).
    case sectionLabel(String, help: String?)
    /// A row that opens the next page: its label and a chevron.
    case navigation(String)
}

/// An icon as Google's form names it (Material icon ligatures in its markup), drawn as a path.
package enum PhoneIcon: String, Hashable, Sendable, CaseIterable {
    case person = "perm_identity"
    case devices
    case expandMore = "expand_more"
    case remove
    case arrowBack = "arrow_back"
    case launch
    case help = "help_outline"
    case close
    case chevron = "chevron_right"
}

/// One entry of the first layer's purpose list.
package struct PhoneStack: Hashable, Sendable {
    /// The icon before it.
    package var icon: PhoneIcon
    /// Its text.
    package var text: String

    /// An entry.
    package init(_ icon: PhoneIcon, _ text: String) {
        self.icon = icon
        self.text = text
    }
}

/// A purpose, feature or vendor row: its title, its muted lines, a row of links, and its switches.
package struct PhonePreference: Hashable, Sendable {
    /// The title.
    package var title: String
    /// The accessible name of the help tip beside the title, if it has one.
    package var help: String?
    /// Muted lines under the title (a description; a vendor's storage and data).
    package var lines: [String]
    /// At most this many lines of each entry are drawn (nil: all), the last one ending in an ellipsis.
    package var maxLines: Int?
    /// Links under the lines, in a row separated by bars; a link ending in "↗" opens outside.
    package var links: [String]
    /// The switches.
    package var switches: [PhoneSwitch]

    /// A row.
    package init(title: String, help: String? = nil, lines: [String] = [], maxLines: Int? = nil, links: [String] = [], switches: [PhoneSwitch] = []) {
        self.title = title
        self.help = help
        self.lines = lines
        self.maxLines = maxLines
        self.links = links
        self.switches = switches
    }
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
