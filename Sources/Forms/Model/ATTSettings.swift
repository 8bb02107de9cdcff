/// The settings of an ATT form; its texts (usage description, explainer) are per language in `texts`.
package struct ATTSettings: Hashable, Sendable {
    /// Whether the app shows its own explainer screen before the system alert.
    package var explainer: Bool

    /// ATT settings.
    package init(explainer: Bool = true) {
        self.explainer = explainer
    }
}
