import Forms
import Flow
import TCF

extension LineParser {
    /// `Set <Name> <value>`.
    mutating func parseSetting() throws -> ScriptSetting {
        let name = try word("a setting name (\(ScriptVocabulary.settings.joined(separator: ", ")))")
        let setting: ScriptSetting
        switch name.text {
        case "Columns", "Rows":
            let token = try word("a number of \(name.text == "Columns" ? "columns" : "rows")")
            guard let n = Int(token.text), n >= 1, n <= 1000 else {
                throw error("expected a number of cells (1...1000), found '\(token.text)'", at: token)
            }
            setting = name.text == "Columns" ? .columns(n) : .rows(n)
        case "Form":
            setting = .form(try wordOrString("a shipped form name or a .yaml path").text)
        case "Store":
            let token = try wordOrString("memory or a .plist path")
            setting = .store(token.kind == .word && token.text == "memory" ? .memory : .file(token.text))
        case "Geography":
            setting = .geography(try choice(ScriptVocabulary.geographies, what: "geography"))
        case "Region":
            setting = .region(try choice(ScriptVocabulary.regions, what: "region"))
        case "ATT":
            setting = .att(try choice(ScriptVocabulary.attStates, what: "ATT status"))
        case "iOS":
            let token = try word("an iOS version (17.4)")
            guard let version = IOSVersion(token.text) else { throw error("bad iOS version '\(token.text)' (write 17.4 or 14)", at: token) }
            setting = .iosVersion(version)
        case "Order":
            setting = .order(try choice(ScriptVocabulary.orders, what: "order"))
        case "Language":
            let token = try word("a language code (en, ja)")
            guard (2...3).contains(token.text.count), token.text.allSatisfy({ $0.isASCII && $0.isLowercase }) else {
                throw error("bad language code '\(token.text)' (two or three lower-case letters: en, ja, de)", at: token)
            }
            setting = .language(token.text)
        case "UnderAge":
            setting = .underAge(try boolean("value"))
        case "Debug":
            setting = .debug(try boolean("value"))
        case "RequiresAds":
            setting = .requiresAds(try boolean("value"))
        case "USMessage":
            setting = .usMessage(try boolean("value"))
        case "SnapshotStyle":
            setting = .snapshotStyle(try boolean("value"))
        case "ATTDenial":
            setting = .attDenial(try choice(ScriptVocabulary.denialPolicies, what: "ATT denial policy"))
        case "Date":
            let token = try word("a date (2026-01-15)")
            guard let date = LineParser.civilDate(token.text) else { throw error("bad date '\(token.text)' (write 2026-01-15)", at: token) }
            setting = .date(date)
        case "PACServer":
            setting = .pacServer(try choice(PACServerChoice.allCases.map { ($0.rawValue, $0) }, what: "PAC server scenario"))
        case "PACOptions":
            let token = try word("the options offered: personalized,nonPersonalized,adFree or none")
            let names = token.text == "none" ? [] : token.text.split(separator: ",").map(String.init)
            let known = ["personalized", "nonPersonalized", "adFree"]
            for name in names where !known.contains(name) {
                throw error("unknown PAC option '\(name)'" + Suggestion.didYouMean(name, among: known, maxEdits: 4)
                    + " (a comma-separated list of personalized, nonPersonalized, adFree, or none)", at: token)
            }
            setting = .pacOptions(personalized: names.contains("personalized"), nonPersonalized: names.contains("nonPersonalized"),
                                  adFree: names.contains("adFree"))
        case "PACPrivacyURL":
            setting = .pacPrivacyURL(try wordOrString("a URL or \"\"").text)
        case "AppName":
            setting = .appName(try wordOrString("the app's display name (quoted if it has spaces)").text)
        case "Width", "Height":
            throw error("sizes are in cells here: Set \(name.text == "Width" ? "Columns" : "Rows") N", at: name)
        default:
            throw error("unknown setting '\(name.text)'" + Suggestion.didYouMean(name.text, among: ScriptVocabulary.settings, maxEdits: 4)
                + " (settings: \(ScriptVocabulary.settings.joined(separator: ", ")))", at: name)
        }
        try end(after: "the value")
        return setting
    }

    /// `YYYY-MM-DD`, validated.
    static func civilDate(_ text: String) -> CivilDate? {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
              let y = Int(parts[0]), let m = Int(parts[1]), let d = Int(parts[2]),
              (1970...9999).contains(y), (1...12).contains(m), d >= 1
        else { return nil }
        // The initialiser clamps the day to the month's length: a clamped day was not a real date.
        let date = CivilDate(year: y, month: m, day: d)
        return date.day == d ? date : nil
    }
}
