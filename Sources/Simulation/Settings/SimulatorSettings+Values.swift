import Flow
import Forms
import TCF

extension SimulatorSettings {
    /// The PAC options a script offers: `personalized,nonPersonalized,adFree` (any subset) or `none`.
    @Sendable static func pacFormOptions(_ text: String) -> Result<PACFormOptions, SettingValueError> {
        let names = text == "none" ? [] : text.split(separator: ",").map(String.init)
        let known = ["personalized", "nonPersonalized", "adFree"]
        for name in names where !known.contains(name) {
            return .failure(
                SettingValueError(
                    "unknown PAC option '\(name)'" + Suggestion.didYouMean(name, among: known, maxEdits: 4)
                        + " (a comma-separated list of personalized, nonPersonalized, adFree, or none)"))
        }
        return .success(
            PACFormOptions(
                personalized: names.contains("personalized"), nonPersonalized: names.contains("nonPersonalized"),
                adFree: names.contains("adFree")))
    }

    /// The text `pacFormOptions` reads back.
    @Sendable static func pacFormOptionsText(_ options: PACFormOptions) -> String {
        let names = [(options.personalized, "personalized"), (options.nonPersonalized, "nonPersonalized"), (options.adFree, "adFree")]
            .filter(\.0).map(\.1)
        return names.isEmpty ? "none" : names.joined(separator: ",")
    }
}
