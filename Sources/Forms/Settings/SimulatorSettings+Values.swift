import Flow
import TCF

extension SimulatorSettings {
    /// `YYYY-MM-DD`, validated.
    static func civilDate(_ text: String) -> CivilDate? {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
              let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]),
              (1970...9999).contains(year), (1...12).contains(month), day >= 1
        else { return nil }
        // The initialiser clamps the day to the month's length: a clamped day was not a real date.
        let date = CivilDate(year: year, month: month, day: day)
        return date.day == day ? date : nil
    }

    /// The PAC options a script offers: `personalized,nonPersonalized,adFree` (any subset) or `none`.
    @Sendable static func pacFormOptions(_ text: String) -> Result<PACFormOptions, SettingValueError> {
        let names = text == "none" ? [] : text.split(separator: ",").map(String.init)
        let known = ["personalized", "nonPersonalized", "adFree"]
        for name in names where !known.contains(name) {
            return .failure(SettingValueError("unknown PAC option '\(name)'" + Suggestion.didYouMean(name, among: known, maxEdits: 4)
                + " (a comma-separated list of personalized, nonPersonalized, adFree, or none)"))
        }
        return .success(PACFormOptions(personalized: names.contains("personalized"), nonPersonalized: names.contains("nonPersonalized"),
                                       adFree: names.contains("adFree")))
    }

    /// The text `pacFormOptions` reads back.
    @Sendable static func pacFormOptionsText(_ options: PACFormOptions) -> String {
        let names = [(options.personalized, "personalized"), (options.nonPersonalized, "nonPersonalized"), (options.adFree, "adFree")]
            .filter(\.0).map(\.1)
        return names.isEmpty ? "none" : names.joined(separator: ",")
    }
}
