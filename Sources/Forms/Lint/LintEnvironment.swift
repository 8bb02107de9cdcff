/// What lint needs from outside the form file: how the renderer draws it.
///
/// Forms sits below Screens and Pictures, so lint cannot lay a screen out itself; `consentsim lint` passes the
/// renderer's measurements in (Pictures' `DrawnButtonAreas`), so G3 judges the sizes a person sees.
package struct LintEnvironment: Sendable {
    /// The buttons of `form` in `language` as drawn, one measurement per screen size the renderer
    /// was asked about; empty when nothing is drawn.
    package var buttonAreas: @Sendable (_ form: FormDefinition, _ language: LanguageCode) -> [ButtonMeasurement]

    /// An environment with the renderer's measurements.
    package init(buttonAreas: @escaping @Sendable (_ form: FormDefinition, _ language: LanguageCode) -> [ButtonMeasurement]) {
        self.buttonAreas = buttonAreas
    }
}

/// The cells each button of a form takes on one screen size, by the text key of its label.
package struct ButtonMeasurement: Hashable, Sendable {
    /// The screen size, `44x30`.
    package var size: String
    /// Cells (width × rows) each drawn button covers, by its label's key.
    package var areas: [TextKey: Int]

    /// A measurement.
    package init(size: String, areas: [TextKey: Int]) {
        self.size = size
        self.areas = areas
    }
}
