import Forms
import Screens

/// The message editor's options as the phone draws them (`FormStyle` with its colours resolved the
/// way `PhoneColors` resolves the palette's): each text element's colour, size, weight and
/// alignment, the font family, the writing direction and the overlay.
package struct PhoneStyle: Hashable, Sendable {
    /// One text element's look; nil fields keep the screen's own.
    package struct Text: Hashable, Sendable {
        package var color: RGB?
        package var size: Double?
        package var weight: Int?
        package var alignment: PhoneAlignment?

        /// A look.
        package init(color: RGB? = nil, size: Double? = nil, weight: Int? = nil, alignment: PhoneAlignment? = nil) {
            self.color = color
            self.size = size
            self.weight = weight
            self.alignment = alignment
        }
    }

    /// The font family set before the platform's.
    package var fontFamily: String?
    /// The look of each text element the form sets.
    package var texts: [StyledElement: Text]
    /// The writing direction.
    package var direction: TextDirection
    /// The overlay's opacity, 0...1, when the form sets one.
    package var overlayOpacity: Double?

    /// A style.
    package init(fontFamily: String? = nil, texts: [StyledElement: Text] = [:], direction: TextDirection = .auto, overlayOpacity: Double? = nil) {
        self.fontFamily = fontFamily
        self.texts = texts
        self.direction = direction
        self.overlayOpacity = overlayOpacity
    }

    /// The form's options as drawn.
    package init(_ style: FormStyle) {
        fontFamily = style.fontFamily
        texts = style.elements.mapValues { element in
            Text(
                color: element.color.flatMap(\.approximateRGB).map(RGB.init), size: element.size.map(Double.init), weight: element.weight?.cssWeight,
                alignment: element.align.map(PhoneAlignment.init))
        }
        direction = style.direction
        overlayOpacity = style.overlayOpacity.map { Double($0) / 100 }
    }

    /// The look of `element` (empty when the form sets none).
    package subscript(element: StyledElement) -> Text { texts[element] ?? Text() }
}

extension PhoneAlignment {
    /// The editor's alignment: start and end follow the writing direction, as leading and trailing do.
    init(_ align: TextAlign) {
        switch align {
        case .start: self = .leading
        case .center: self = .center
        case .end: self = .trailing
        }
    }
}

/// A button's look beyond its role, as the editor sets it.
package struct PhoneButtonLook: Hashable, Sendable {
    /// The label's colour (nil: from the role).
    package var label: RGB?
    /// The outline's colour (nil: the role's).
    package var border: RGB?
    /// The outline's width in points.
    package var borderWidth: Double?
    /// The corners' radius in points.
    package var radius: Double?
    /// The room around the label in points.
    package var padding: Double?

    /// A look.
    package init(label: RGB? = nil, border: RGB? = nil, borderWidth: Double? = nil, radius: Double? = nil, padding: Double? = nil) {
        self.label = label
        self.border = border
        self.borderWidth = borderWidth
        self.radius = radius
        self.padding = padding
    }

    /// The form's options for one button.
    package init(_ style: ButtonStyle) {
        label = style.label.flatMap(\.approximateRGB).map(RGB.init)
        border = style.border.flatMap(\.approximateRGB).map(RGB.init)
        borderWidth = style.borderWidth.map(Double.init)
        radius = style.radius.map(Double.init)
        padding = style.padding.map(Double.init)
    }
}

extension TextDirection {
    /// Whether the direction fixes right to left (true) or left to right (false); nil leaves it to
    /// each paragraph's first strong character.
    var isRightToLeft: Bool? {
        switch self {
        case .auto: nil
        case .ltr: false
        case .rtl: true
        }
    }
}
