/// How the phone draws one first-layer button, from the form's hierarchy, palette and style: the
/// phone pictures draw it and lint measures it, so both judge the same colours.
///
/// The hierarchy is the Funding Choices markup's (Consent `fc-primary-button`, the second button
/// `fc-secondary-button`, a third a text label); AdMob's editor may restyle each button
/// (`style.buttons`), its kind, fill, label and outline included.
package struct FirstLayerButtonLook: Hashable, Sendable {
    /// Which button.
    package var button: FirstLayerButton
    /// Filled, outlined or a label only.
    package var kind: ButtonKind
    /// The fill of a filled button, else the label's colour by default (0xRRGGBB).
    package var color: Int
    /// The label's colour as drawn.
    package var label: Int
    /// The outline's colour as drawn, when the button has one the form sets.
    package var border: Int?

    /// The buttons of `form`'s first layer in the order the markup ranks them.
    package static func all(_ form: FormDefinition) -> [FirstLayerButtonLook] {
        let offered = form.ump?.firstLayer.buttons ?? [.consent, .doNotConsent, .manageOptions]
        let ranked = [FirstLayerButton.consent, .doNotConsent, .manageOptions].filter(offered.contains)
        let colors = PhoneColors(form.colors)
        return ranked.enumerated().map { index, button in
            let role = button == .consent ? colors.acceptButton : button == .doNotConsent ? colors.rejectButton : colors.accent
            let style = form.style.buttons[button]
            let kind = style?.kind ?? (button == .consent ? .filled : index <= 1 ? .outlined : .text)
            let color = style?.fill?.approximateRGB ?? role
            let label = style?.label?.approximateRGB ?? (kind == .filled ? PhoneColors.label(onFill: color) : color)
            let border = style?.borderWidth == 0 ? nil : style?.border?.approximateRGB
            return FirstLayerButtonLook(button: button, kind: kind, color: color, label: label, border: border)
        }
    }
}
