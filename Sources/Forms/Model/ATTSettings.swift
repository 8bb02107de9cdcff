/// The settings of an ATT form; its texts (usage description, explainer) are per language in `texts`.
public struct ATTSettings: Hashable, Sendable {
    /// Whether the app shows its own explainer screen before the system alert.
    public var explainer: Bool

    /// ATT settings.
    public init(explainer: Bool = true) {
        self.explainer = explainer
    }
}
