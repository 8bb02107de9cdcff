/// The look a publisher sets in AdMob's message editor beyond the six colour roles: each element's
/// colour, font size, weight and alignment, the font family, each first-layer button's style, the
/// header (the app's icon, its name, or a logo image), the overlay's opacity and the text direction.
///
/// Source: AdMob help, "Edit and format messages" (support.google.com/admob/answer/10114015, seen
/// 2026-11-29: formatting an element changes it on every dialog of the message) and "Add a logo to
/// messages" (listed under Manage messages, support.google.com/admob/topic/10078980, seen
/// 2026-11-29). The header's three forms follow the Funding Choices markup UMP loads: an app-icon
/// image, a logo image with the app's name as its alternative text (`.fc-iris-logo`), or the name
/// as a title (`.fc-dialog-title`). The editor's own value ranges are not public: the ranges here
/// (sizes 10...40 points, corners and padding 0...32, borders 0...8, opacity 0...100 %) are ours.
package struct FormStyle: Hashable, Sendable {
    /// The font family every text is set in (nil: the platform's, Roboto or SF).
    package var fontFamily: String?
    /// The look of each text element the form sets.
    package var elements: [StyledElement: ElementStyle]
    /// The look of each first-layer button the form sets.
    package var buttons: [FirstLayerButton: ButtonStyle]
    /// What heads the message.
    package var header: MessageHeader
    /// The dimming behind a message drawn as a card, 0...100 % black (nil: the SDK's).
    package var overlayOpacity: Int?
    /// The writing direction (auto: from each language).
    package var direction: TextDirection

    /// A style; the defaults change nothing.
    package init(
        fontFamily: String? = nil, elements: [StyledElement: ElementStyle] = [:], buttons: [FirstLayerButton: ButtonStyle] = [:],
        header: MessageHeader = .icon, overlayOpacity: Int? = nil, direction: TextDirection = .auto
    ) {
        self.fontFamily = fontFamily
        self.elements = elements
        self.buttons = buttons
        self.header = header
        self.overlayOpacity = overlayOpacity
        self.direction = direction
    }

    /// Whether the form sets nothing.
    package var isEmpty: Bool { self == FormStyle() }

    /// The font sizes the editor's options may set, in points.
    package static let sizeRange = 10...40
    /// Corner radii and padding, in points.
    package static let cornerRange = 0...32
    /// Border widths, in points.
    package static let borderRange = 0...8
    /// The overlay's opacity, in per cent.
    package static let opacityRange = 0...100
    /// The longest font family name.
    package static let fontFamilyLimit = 64
}

/// A text element of a message the editor styles.
package enum StyledElement: String, Hashable, Sendable, CaseIterable {
    /// The message's headline (the title naming the app).
    case headline
    /// The body text (purposes, the vendors sentence, notices).
    case body
    /// Links ("vendors", "Learn more").
    case link
    /// The app-name header (`header: appName`).
    case appName
}

/// How one text element is drawn; nil fields keep the form's defaults.
package struct ElementStyle: Hashable, Sendable {
    /// The text colour.
    package var color: TerminalColor?
    /// The size in points.
    package var size: Int?
    /// The weight.
    package var weight: FontWeight?
    /// The alignment.
    package var align: TextAlign?

    /// A style.
    package init(color: TerminalColor? = nil, size: Int? = nil, weight: FontWeight? = nil, align: TextAlign? = nil) {
        self.color = color
        self.size = size
        self.weight = weight
        self.align = align
    }
}

/// A font weight the editor offers.
package enum FontWeight: String, Hashable, Sendable, CaseIterable {
    case regular, medium, bold

    /// The CSS weight.
    package var cssWeight: Int {
        switch self {
        case .regular: 400
        case .medium: 500
        case .bold: 700
        }
    }
}

/// Where a text element's lines line up; `start` and `end` follow the writing direction.
package enum TextAlign: String, Hashable, Sendable, CaseIterable {
    case start, center, end
}

/// The writing direction of a form's texts.
package enum TextDirection: String, Hashable, Sendable, CaseIterable {
    /// From each text: right to left when its first strong letter is Arabic or Hebrew.
    case auto
    /// Always left to right.
    case ltr
    /// Always right to left.
    case rtl
}

/// How a first-layer button is drawn.
package struct ButtonStyle: Hashable, Sendable {
    /// Filled, outlined or a label only (nil: the form's hierarchy decides).
    package var kind: ButtonKind?
    /// The fill of a filled button.
    package var fill: TerminalColor?
    /// The label's colour.
    package var label: TerminalColor?
    /// The outline's colour.
    package var border: TerminalColor?
    /// The outline's width in points.
    package var borderWidth: Int?
    /// The corners' radius in points.
    package var radius: Int?
    /// The room around the label, in points.
    package var padding: Int?

    /// A style.
    package init(
        kind: ButtonKind? = nil, fill: TerminalColor? = nil, label: TerminalColor? = nil, border: TerminalColor? = nil, borderWidth: Int? = nil,
        radius: Int? = nil, padding: Int? = nil
    ) {
        self.kind = kind
        self.fill = fill
        self.label = label
        self.border = border
        self.borderWidth = borderWidth
        self.radius = radius
        self.padding = padding
    }
}

/// A button's style in the editor: primary (filled), secondary (outlined) or text.
package enum ButtonKind: String, Hashable, Sendable, CaseIterable {
    case filled, outlined, text
}

/// What heads the message.
package enum MessageHeader: Hashable, Sendable {
    /// The app's icon (the form's `iconGlyph` stands for it).
    case icon
    /// The app's name as a title.
    case appName
    /// A logo image; the app's name is its alternative text.
    case logo(LogoImage)
    /// Nothing.
    case none
}
