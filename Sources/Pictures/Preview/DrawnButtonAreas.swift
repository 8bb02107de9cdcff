import Forms
import Screens

/// The accept and reject buttons of a form as the renderer draws them: lint's G3 measures these, so
/// it judges the sizes a person sees (equal-width rows, stacked buttons) rather than label lengths.
package enum DrawnButtonAreas {
    /// The terminal sizes measured: a phone's width (`--device phone`) and the default terminal.
    package static let sizes = [Size(width: 44, height: 30), Size(width: 80, height: 24)]

    /// Which preview screen shows which button, by its label's text key.
    static let buttons: [(screen: String, key: TextKey, element: ElementID)] = [
        ("ump-firstLayer", .consent, "ump.consent"), ("ump-firstLayer", .doNotConsent, "ump.doNotConsent"),
        ("ump-manageOptions-purposes", .acceptAll, "ump.acceptAll"), ("ump-manageOptions-purposes", .rejectAll, "ump.rejectAll"),
        ("pac-options", .personalized, "pac.personalized"), ("pac-options", .nonPersonalized, "pac.nonPersonalized"),
    ]

    /// Lint's environment with these measurements.
    package static let lintEnvironment = LintEnvironment { form, language in measure(form, language: language) }

    /// Cells each button covers, per size, rendered by the preview renderer (the simulator `run` uses);
    /// a screen the form does not reach is left out.
    package static func measure(_ form: FormDefinition, language: LanguageCode) -> [ButtonMeasurement] {
        guard let screens = try? PreviewCatalog.screens(for: form) else { return [] }
        let renderer = PreviewRenderer(form: form)
        return sizes.map { size in
            var areas: [TextKey: Int] = [:]
            for screenID in Set(buttons.map(\.screen)) {
                guard let screen = screens.first(where: { $0.id == screenID }),
                    let frame = try? renderer.frame(screen, language: language, size: size)
                else { continue }
                for button in buttons where button.screen == screenID {
                    if let rect = frame.elements[button.element] { areas[button.key] = rect.width * rect.height }
                }
            }
            return ButtonMeasurement(size: size.description, areas: areas)
        }
    }
}
