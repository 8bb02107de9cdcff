import Forms
import Store

/// The terminal's nearest equivalent of AdMob's editor options (`FormStyle`) on UMP's message: an
/// element's colour, bold for a medium or bold weight, its alignment (start and end mirrored for a
/// right-to-left form), and each button's kind: filled as the fill behind the label, outlined and
/// text in the label's colour. A terminal has one font and one size, so family and size have no
/// equivalent here; the phone pictures draw them.
extension ViewContext {
    /// `base` with the form's look for `element`.
    func styled(_ element: StyledElement, _ base: CellStyle) -> CellStyle {
        guard let look = form.style.elements[element] else { return base }
        var style = base
        if let color = look.color { style.foreground = ScreenTheme.color(color) }
        switch look.weight {
        case .bold?, .medium?: style.attributes.insert(.bold)
        case .regular?: style.attributes.remove(.bold)
        case nil: break
        }
        return style
    }

    /// Where `element`'s lines go: its alignment, else the start, mirrored for a right-to-left form.
    func alignment(_ element: StyledElement, default fallback: Alignment = .leading) -> Alignment {
        let rightToLeft = form.style.direction == .rtl
        switch form.style.elements[element]?.align {
        case .start?: return rightToLeft ? .trailing : .leading
        case .center?: return .center
        case .end?: return rightToLeft ? .leading : .trailing
        case nil: return rightToLeft && fallback == .leading ? .trailing : fallback
        }
    }

    /// The box title: the icon glyph and name, the name (for a name header or a logo, whose
    /// alternative text it is), or nothing.
    var messageHeader: String {
        let app = form.app
        switch form.style.header {
        case .icon: return app.iconGlyph.isEmpty ? app.name : TerminalText.sanitize(app.iconGlyph) + " " + app.name
        case .appName, .logo: return app.name
        case .none: return ""
        }
    }

    /// A first-layer button's cell style from the form's `style.buttons`, or nil to keep the theme's.
    func buttonStyle(_ button: FirstLayerButton) -> CellStyle? {
        guard let style = form.style.buttons[button], let look = FirstLayerButtonLook.all(form).first(where: { $0.button == button }) else {
            return nil
        }
        let label = style.label.map(ScreenTheme.color) ?? .rgb(RGB(look.label))
        switch look.kind {
        case .filled:
            let fill = style.fill.map(ScreenTheme.color) ?? .rgb(RGB(look.color))
            return CellStyle(foreground: label, background: fill, attributes: .bold)
        case .outlined: return CellStyle(foreground: label, attributes: .bold)
        case .text: return CellStyle(foreground: label)
        }
    }
}

extension LogoImage {
    /// The image as a data URI, so a picture embeds it and never fetches anything.
    package var dataURI: String { "data:\(format.mediaType);base64,\(Store.Base64.encode(bytes))" }
}
