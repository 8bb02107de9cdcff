/// What lint needs from outside the form file: how the renderer draws it.
///
/// Forms sits below Screens and Pictures, so lint cannot lay a screen out itself; `consentsim lint` passes the
/// renderer's measurements in (Pictures' `DrawnButtonAreas`), so G3 judges the sizes a person sees.
package struct LintEnvironment: Sendable {
    /// The buttons of `form` in `language` as drawn, one measurement per screen size the renderer
    /// was asked about; empty when nothing is drawn.
    package var buttonAreas: @Sendable (_ form: FormDefinition, _ language: LanguageCode) -> [ButtonMeasurement]
    /// The button labels of `form` in `language` as the phone pictures set them; empty when
    /// nothing is drawn.
    package var phoneLabels: @Sendable (_ form: FormDefinition, _ language: LanguageCode) -> [PhoneLabelMeasurement]

    /// An environment with the renderer's measurements.
    package init(
        buttonAreas: @escaping @Sendable (_ form: FormDefinition, _ language: LanguageCode) -> [ButtonMeasurement],
        phoneLabels: @escaping @Sendable (_ form: FormDefinition, _ language: LanguageCode) -> [PhoneLabelMeasurement] = { _, _ in [] }
    ) {
        self.buttonAreas = buttonAreas
        self.phoneLabels = phoneLabels
    }
}

/// One button label as the phone pictures set it: measured in their font (Roboto) at its button's
/// width, and wrapped as a browser wraps it.
package struct PhoneLabelMeasurement: Hashable, Sendable {
    /// The label.
    package var label: String
    /// The lines it takes.
    package var lines: Int
    /// The lines its button holds before the label is cut or spills out.
    package var limit: Int
    /// The button's width for its label, in points.
    package var width: Double

    /// A measurement.
    package init(label: String, lines: Int, limit: Int, width: Double) {
        self.label = label
        self.lines = lines
        self.limit = limit
        self.width = width
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
