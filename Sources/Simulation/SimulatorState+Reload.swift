import Flow
import Forms
import Screens

extension SimulatorState {
    /// This state showing `newForm` instead (`run --watch` after the form file changed): the same
    /// app, page, switches, focus, scroll, inspector and help, so the screen is redrawn in place.
    ///
    /// The language stays unless the new form no longer offers it, or the screen was showing the
    /// old form's default language and the new form has another default: then the new default, as
    /// a fresh run would show (no mix of the old language and the new form's). A vendor's details
    /// page whose vendor the new form no longer shows goes back to the vendor list. A notice about
    /// the old form (the language `l` showed) goes: the watch's status line says what was reloaded.
    package func reloading(form newForm: FormDefinition) -> SimulatorState {
        let followsDefault = language == form.languages.default && newForm.languages.default != form.languages.default
        let keepsLanguage = newForm.languages.list.contains(language) && !followsDefault
        var s = SimulatorState(
            form: newForm, configuration: app.configuration, language: keepsLanguage ? language : nil, glyphs: glyphs,
            inspectorVisible: inspectorVisible)
        s.app = app
        s.pages = pages.reloading(model: s.ump, learnMoreItems: newForm.learnMoreItemCount)
        s.helpVisible = helpVisible
        s.places = places
        s.presentation = presentation
        s.inspectorOffset = inspectorOffset
        s.helpOffset = helpOffset
        s.screenSize = screenSize
        s.device = device
        s.inspectorBaseline = inspectorBaseline
        return s
    }

    /// This state laid out for `device` (`--device`).
    package func onDevice(_ device: DeviceProfile) -> SimulatorState {
        var state = self
        state.device = device
        return state
    }

    /// Shows the form in the next of its languages (`l`), as a designer flips through them; the
    /// run's settings (the TC string's consent language) keep the launch language.
    mutating func showNextLanguage() {
        let list = form.languages.list
        guard list.count > 1 else { return }
        let index = list.firstIndex(of: language).map { ($0 + 1) % list.count } ?? 0
        language = list[index]
        texts = ScreenTexts(form: form, language: language)
        notice = "language: \(language)"
    }

    /// The geographies `g` cycles through, in the order a designer checks them: the GDPR message,
    /// the US states message, then none.
    static let geographyCycle: [UMPDebugGeography] = [.eea, .regulatedUSState, .other, .disabled]

    /// The geography after `current` in `geographyCycle` (from `notEEA`, the first).
    static func geography(after current: UMPDebugGeography) -> UMPDebugGeography {
        guard let index = geographyCycle.firstIndex(of: current) else { return geographyCycle[0] }
        return geographyCycle[(index + 1) % geographyCycle.count]
    }
}
