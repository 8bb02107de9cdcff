import Forms
import Screens

/// The button labels of a form as the phone pictures set them, for lint's phone length rule
/// (T3-phone): each screen's footer laid out as `PhoneRenderer` lays it out on an iPhone (the
/// narrower of the two phones), each label wrapped by `PhoneText` in the bundled font.
package enum PhoneLabelLines {
    /// The lines a label of `shape` may take: consentform.html's Back and Agree (`.back`, `.agree`)
    /// are 32 pixels high with a 32-pixel line height, so a second line spills out of them; every
    /// other button grows with its label (`.button`'s `min-height`, Google's form buttons).
    static func limit(_ shape: PhoneButton.Shape) -> Int {
        switch shape {
        case .pacAction: 1
        case .standard, .pacOption: Int.max
        }
    }

    /// Every footer button label of `form` in `language`, once each.
    package static func measure(_ form: FormDefinition, language: LanguageCode) -> [PhoneLabelMeasurement] {
        guard let screens = try? PreviewCatalog.screens(for: form) else { return [] }
        let renderer = PreviewRenderer(form: form)
        let device = PhoneDevice(platform: .ios)
        var seen = Set<String>()
        var out: [PhoneLabelMeasurement] = []
        for screen in screens {
            guard let phone = try? renderer.phoneScreen(screen, language: language, size: Size(width: 80, height: 24)) else { continue }
            let width: Double
            switch phone.presentation {
            case .fullScreen: width = device.width - 32
            case .card(let maxWidth): width = min(maxWidth, device.width - 40) - 40
            case .systemAlert: continue
            }
            let canvas = PhoneCanvas(palette: phone.palette, device: device)
            for row in canvas.footerRows(phone.footer, layout: phone.footerLayout, width: width) {
                let each = (width - PhoneCanvas.buttonGap * Double(row.count - 1)) / Double(row.count)
                for button in row where seen.insert(button.label).inserted {
                    let m = canvas.metrics(button.shape)
                    // Back and Agree size to their labels: the width left beside each other is what bounds them.
                    let room = button.shape == .pacAction ? width - 2 * m.padding : each - 2 * m.padding
                    let lines = PhoneText.wrap([PhoneRun(button.label, .bold)], width: room, size: m.size).count
                    out.append(PhoneLabelMeasurement(label: button.label, lines: lines, limit: limit(button.shape), width: room))
                }
            }
        }
        return out
    }
}
