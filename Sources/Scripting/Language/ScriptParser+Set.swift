import Basics
import Forms
import Simulation

extension LineParser {
    /// `Set <Name> <value>`: the player's own settings here, the simulator's through `SimulatorSettings.options`.
    mutating func parseSetting() throws -> ScriptSetting {
        let name = try word("a setting name (\(ScriptVocabulary.settings.joined(separator: ", ")))")
        let setting: ScriptSetting
        switch name.text {
        case "Columns", "Rows":
            let token = try word("a number of \(name.text == "Columns" ? "columns" : "rows")")
            let n: Int
            do throws(NumberRangeError) { n = try CheckedNumber.integer(token.text, in: 1...1000, what: "number of cells") } catch {
                throw self.error(error.description, at: token)
            }
            setting = name.text == "Columns" ? .columns(n) : .rows(n)
        case "Form":
            setting = .form(try wordOrString("a shipped form name or a .yaml path").text)
        case "Store":
            let token = try wordOrString("memory or a .plist path")
            setting = .store(token.kind == .word ? StoreChoice(parsing: token.text) : .file(token.text))
        case StoreAccess.script:
            let token = try word(StoreAccess.names)
            guard let access = StoreAccess(rawValue: token.text) else {
                throw error("expected \(StoreAccess.names), found '\(token.text)'", at: token)
            }
            setting = .storeAccess(access)
        case "WaitTimeout":
            let token = try word("a duration (Set WaitTimeout 10s)")
            let ms: Int
            do throws(NumberRangeError) { ms = try Duration.checkedMilliseconds(token.text) } catch {
                throw self.error(error.parsed ? error.description : "bad duration '\(token.text)' (write 500ms or 10s)", at: token)
            }
            guard ms > 0 else { throw error("bad duration '\(token.text)' (write 500ms or 10s)", at: token) }
            setting = .waitTimeout(milliseconds: ms)
        case "Timeout":
            let token = try word("a duration (Set Timeout 30s; 0 for none)")
            guard let ms = Duration.milliseconds(token.text), ms <= 86_400_000 else {
                throw error("bad duration '\(token.text)' (write 30s, 2m or 0 for no limit)", at: token)
            }
            setting = .timeout(milliseconds: ms)
        case "WaitPattern":
            let token = try next("a /regex/ (Set WaitPattern /Consent/)")
            guard token.kind == .regex else {
                throw error("Set WaitPattern takes a regular expression between slashes (Set WaitPattern /Consent/)", at: token)
            }
            do { _ = try ScreenRegex(token.text) } catch { throw self.error("bad regular expression /\(token.text)/: \(error)", at: token) }
            setting = .waitPattern(token.text)
        case "SnapshotStyle":
            setting = .snapshotStyle(try boolean("value"))
        case "Width", "Height":
            throw error("sizes are in cells here: Set \(name.text == "Width" ? "Columns" : "Rows") N", at: name)
        default:
            guard let option = SimulatorSettings.option(named: name.text) else {
                throw error(
                    "unknown setting '\(name.text)'" + Suggestion.didYouMean(name.text, among: ScriptVocabulary.settings, maxEdits: 4)
                        + " (settings: \(ScriptVocabulary.settings.joined(separator: ", ")))", at: name)
            }
            let token = option.quotable ? try wordOrString(option.expected) : try word(option.expected)
            var text = token.text
            for _ in 1..<max(1, option.words) { text += " " + (try word(option.expected)).text }
            switch option.readScript(text, ScriptPath.paths(inScript: file)) {
            case .success(let chosen): setting = .simulator(chosen)
            case .failure(let problem): throw error(problem.message, at: token)
            }
        }
        try end(after: "the value")
        return setting
    }
}
