/// Contrast of the colours a form sets per element in `style` (AdMob's editor), each against what
/// the phone draws it on (`PhoneColors` and `FirstLayerButtonLook`, the renderer's values): texts
/// against the background, a filled button's label against its fill, an outlined or text button's
/// label against the background, all at WCAG 2.1 SC 1.4.3's 4.5:1; a button's outline against the
/// background at SC 1.4.11's 3:1 for the parts of a control.
enum StyleContrast {
    /// WCAG 2.1 SC 1.4.11: a control's visual boundary against what is next to it.
    static let minimumOutlineContrast = 3.0

    /// The findings for the texts (`callsToAction` false) or the buttons (true).
    static func issues(_ form: FormDefinition, callsToAction: Bool) -> [LintRule.Issue] {
        guard form.ump != nil, !form.style.isEmpty else { return [] }
        let background = PhoneColors(form.colors).background
        var issues: [LintRule.Issue] = []
        func check(_ path: String, what: String, ink: Int, ground: Int, on: String, minimum: Double = VisualWeightRules.minimumTextContrast) {
            let ratio = ColorMetrics.contrast(ink, ground)
            guard ratio < minimum else { return }
            let shown = (ratio * 100).rounded(.down) / 100
            let need =
                minimum == minimumOutlineContrast
                ? "a control's outline needs at least 3:1 (WCAG 2.1 SC 1.4.11)" : "text there needs at least 4.5:1 (WCAG 2.1 AA)"
            issues.append(
                .init(
                    path: path,
                    message:
                        "on the phone, \(what) is \(ColorMetrics.hex(ink)) on \(on) \(ColorMetrics.hex(ground)): a contrast of \(shown):1; \(need)"))
        }
        guard callsToAction else {
            for element in StyledElement.allCases {
                guard let color = form.style.elements[element]?.color?.approximateRGB else { continue }
                check("style.\(element.rawValue).color", what: "the \(element.rawValue) text", ink: color, ground: background, on: "the background")
            }
            return issues
        }
        for look in FirstLayerButtonLook.all(form) {
            guard let style = form.style.buttons[look.button] else { continue }
            let path = "style.buttons.\(look.button.rawValue)"
            let labelPath = style.label != nil ? "\(path).label" : style.fill != nil ? "\(path).fill" : "\(path).style"
            if look.kind == .filled {
                check(labelPath, what: "\(look.button.rawValue)'s label", ink: look.label, ground: look.color, on: "its fill")
            } else {
                check(labelPath, what: "\(look.button.rawValue)'s label", ink: look.label, ground: background, on: "the background")
            }
            if let border = look.border, look.kind != .text {
                check(
                    "\(path).border", what: "\(look.button.rawValue)'s outline", ink: border, ground: background, on: "the background",
                    minimum: minimumOutlineContrast)
            }
        }
        return issues
    }
}
