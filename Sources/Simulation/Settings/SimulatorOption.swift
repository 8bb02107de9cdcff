import Flow
import Forms

/// One named value of a setting: how scripts spell it and how the command line does.
package struct SettingValueName<Value: Sendable>: Sendable {
    /// The value.
    package var value: Value
    /// The spelling scripts use, matched exactly (`rejectAll`).
    package var script: String
    /// The spelling the command line uses (`reject-all`), matched ignoring case like `flagAliases`.
    package var flag: String
    /// Other spellings the command line takes (`not-determined`).
    package var flagAliases: [String]
    /// Former names that scripts and the command line still read, so old scripts keep working; help
    /// and recordings never write them (`seed`, now `appChecks`).
    package var oldNames: [String]

    /// A name; the command line spells it as scripts do unless `flag` says otherwise.
    package init(_ value: Value, script: String, flag: String? = nil, flagAliases: [String] = [], oldNames: [String] = []) {
        self.value = value
        self.script = script
        self.flag = flag ?? script
        self.flagAliases = flagAliases
        self.oldNames = oldNames
    }
}

// The value types are Hashable, but the table's generic types do not require it: a type-level
// requirement makes the runtime look up the conformance of every value type when the table is first
// built, a scan of every conformance in the binary each, a large share of `consentsim run`'s start.
// Only the functions that compare values ask for it.
extension SettingValueName: Equatable where Value: Equatable {}
extension SettingValueName: Hashable where Value: Hashable {}

/// Why a text is not a value of a setting, as one line for a script diagnostic or a usage error.
package struct SettingValueError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The line (`bad iOS version 'x' (write 17.4 or 14)`).
    package var message: String

    /// An error with this message.
    package init(_ message: String) { self.message = message }

    /// The message.
    package var description: String { message }
}

/// A setting whose values are free text rather than names (a version, a date, a URL).
package struct SettingText<Value: Sendable>: Sendable {
    /// What a value looks like, for "expected …" messages (`an iOS version (17.4)`).
    package var expected: String
    /// Whether scripts may quote the value (names with spaces, the empty string).
    package var quotable: Bool
    /// Whether the text is a file path, which `SettingPaths` resolves before `read` sees it.
    package var isFilePath: Bool
    /// How many words a script's `Set` line gives the value (`Set SDK ump-ios 2.6.0`: 2).
    package var words: Int
    /// The value the text stands for, or why it stands for none.
    package var read: @Sendable (String) -> Result<Value, SettingValueError>
    /// The text `read` takes back to the value.
    package var write: @Sendable (Value) -> String

    /// A free-text format.
    package init(
        expected: String, quotable: Bool = false, isFilePath: Bool = false, words: Int = 1,
        read: @escaping @Sendable (String) -> Result<Value, SettingValueError>, write: @escaping @Sendable (Value) -> String
    ) {
        self.expected = expected
        self.quotable = quotable
        self.isFilePath = isFilePath
        self.words = words
        self.read = read
        self.write = write
    }
}

/// What a relative file path in a setting's value is relative to: the working directory on the
/// command line (`--vendor-list`), the script that contains the line in scripts (`Set VendorList`,
/// as `Set Form`, `Set Store` and `Source`). Absolute paths stay as they are either way.
package struct SettingPaths: Sendable {
    /// The path a written path stands for.
    package var resolve: @Sendable (String) -> String

    /// Paths resolved by `resolve`.
    package init(resolve: @escaping @Sendable (String) -> String) { self.resolve = resolve }

    /// Paths as written, so relative to the working directory (the command line's).
    package static let asWritten = SettingPaths { $0 }
}

/// How a setting's values are written.
package enum SettingValues<Value: Sendable>: Sendable {
    /// One of a list of named values, in the order help lists them.
    case names([SettingValueName<Value>])
    /// Free text.
    case text(SettingText<Value>)
}

/// Where a setting's chosen value is kept in `SimulatorSettings`. Closures, not a key path: the
/// runtime instantiates each key path literal from its pattern when the options table is first
/// built, a cost every run or script that sets an option would pay for all 21 options.
package struct SettingField<Value: Sendable>: Sendable {
    /// The chosen value; nil when none was chosen.
    package let get: @Sendable (SimulatorSettings) -> Value?
    /// Chooses a value.
    package let set: @Sendable (inout SimulatorSettings, Value) -> Void

    /// A field through its getter and setter.
    package init(get: @escaping @Sendable (SimulatorSettings) -> Value?, set: @escaping @Sendable (inout SimulatorSettings, Value) -> Void) {
        self.get = get
        self.set = set
    }
}

/// One setting of the simulated device or app, named once for both vocabularies: `Set <script> <value>`
/// in scripts and `--<flag> <value>` on the command line, with its help, its value names and what it
/// changes in `AppConfiguration`. The table of them is `SimulatorSettings.options`.
package struct SimulatorOption<Value: Sendable>: Sendable {
    /// The name after `Set` (`Order`).
    package let script: String
    /// The long command-line option without dashes (`order`); nil when only scripts can set it.
    package let flag: String?
    /// Whether the command line also takes `--no-<flag>` (a Boolean that can be turned off as well as on).
    package let negatable: Bool
    /// The placeholder of the value in the command line's help (`order` in `--order <order>`).
    package let valueName: String
    /// What a value is called in script diagnostics (`unknown order 'x'`).
    package let noun: String
    /// One line of help (no value list: the names are appended where they are shown).
    package let help: String
    /// The values and how they are spelled.
    package let values: SettingValues<Value>
    /// Where the chosen value is kept.
    package let field: SettingField<Value>
    /// What the chosen value changes in the app's configuration.
    package let configure: @Sendable (inout AppConfiguration, Value) -> Void

    /// An option; see the properties.
    package init(
        script: String, flag: String? = nil, negatable: Bool = false, valueName: String, noun: String? = nil, help: String,
        values: SettingValues<Value>, field: SettingField<Value>,
        configure: @escaping @Sendable (inout AppConfiguration, Value) -> Void
    ) {
        self.script = script
        self.flag = flag
        self.negatable = negatable
        self.valueName = valueName
        self.noun = noun ?? valueName
        self.help = help
        self.values = values
        self.field = field
        self.configure = configure
    }

    // MARK: Scripts

    /// The value names scripts use (empty for free text).
    package var scriptNames: [String] {
        switch values {
        case .names(let names): names.map(\.script)
        case .text: []
        }
    }

    /// What a script must write after `Set <script>`, for "expected …" messages.
    package var expected: String {
        switch values {
        case .names(let names): "\(noun) (\(names.map(\.script).joined(separator: "|")))"
        case .text(let text): text.expected
        }
    }

    /// The value a script's text names, spelled exactly; otherwise why not, with the closest name. A
    /// file path is read where `paths` puts it (the empty text stays empty: it names no file anywhere).
    package func scriptValue(_ text: String, paths: SettingPaths = .asWritten) -> Result<Value, SettingValueError> {
        switch values {
        case .names(let names):
            if let match = names.first(where: { $0.script == text || $0.oldNames.contains(text) }) { return .success(match.value) }
            let spellings = names.map(\.script)
            return .failure(
                SettingValueError(
                    "unknown \(noun) '\(text)'" + Suggestion.didYouMean(text, among: spellings, maxEdits: 4)
                        + " (one of: \(spellings.joined(separator: ", ")))"))
        case .text(let format):
            return format.read(format.isFilePath && !text.isEmpty ? paths.resolve(text) : text)
        }
    }

    /// The value as a script writes it (quoted when it must be).
    package func scriptText(_ value: Value) -> String where Value: Equatable {
        switch values {
        case .names(let names):
            return names.first { $0.value == value }?.script ?? "\(value)"
        case .text(let format):
            let text = format.write(value)
            let plain = !text.isEmpty && !text.contains(where: { $0 == " " || $0 == "\"" || $0 == "#" })
            return !format.quotable || plain ? text : "\"" + text + "\""
        }
    }

    // MARK: Command line

    /// The value names the command line lists (empty for free text).
    package var flagNames: [String] {
        switch values {
        case .names(let names): names.map(\.flag)
        case .text: []
        }
    }

    /// The value a command-line argument names, ignoring case; nil when it names none.
    package func flagValue(_ argument: String) -> Value? {
        switch values {
        case .names(let names):
            let lowered = argument.lowercased()
            return names.first { ([$0.flag] + $0.flagAliases + $0.oldNames).contains { $0.lowercased() == lowered } }?.value
        case .text(let format):
            if case .success(let value) = format.read(argument) { return value }
            if case .success(let value) = format.read(argument.lowercased()) { return value }
            return nil
        }
    }

    /// The value as the command line writes it.
    package func flagText(_ value: Value) -> String where Value: Equatable {
        switch values {
        case .names(let names): names.first { $0.value == value }?.flag ?? "\(value)"
        case .text(let format): format.write(value)
        }
    }
}

/// A `SimulatorOption` without its value type, for the code that goes through all of them.
package struct AnySimulatorOption: Sendable {
    /// The name after `Set`.
    package let script: String
    /// The long command-line option, if any.
    package let flag: String?
    /// What a script must write after `Set <script>`.
    package let expected: String
    /// Whether scripts may quote the value.
    package let quotable: Bool
    /// How many words a script's `Set` line gives the value.
    package let words: Int
    /// A settings value with only this option set to what `text` names (a file path resolved by the
    /// `SettingPaths`), or why `text` names nothing.
    package let readScript: @Sendable (String, SettingPaths) -> Result<SimulatorSettings, SettingValueError>
    /// `Set <script> <value>` for the value `settings` chose; nil when it chose none.
    package let scriptLine: @Sendable (SimulatorSettings) -> String?
    /// The command-line arguments for the value `settings` chose (empty when it chose none); nil when
    /// the command line cannot say it.
    package let flagArguments: @Sendable (SimulatorSettings) -> [String]?
    /// Every spelling of a value the command line takes, aliases included (empty for free text).
    package let flagSpellings: [String]
    /// Whether the command line writes the option alone (`--under-age`), not followed by a value.
    package let isBoolean: Bool
    /// Whether the command line also takes `--no-<flag>`.
    package let negatable: Bool
    /// Sets the option's field of the settings to what a command-line argument names (ignoring case,
    /// as ArgumentParser reads it through `SimulatorOptionValue`); false when it names no value.
    let readFlag: @Sendable (inout SimulatorSettings, String) -> Bool
    /// Copies the value `source` chose, if any, into `target`.
    let merge: @Sendable (inout SimulatorSettings, SimulatorSettings) -> Void
    /// Applies the value `settings` chose, if any, to a configuration.
    let configure: @Sendable (inout AppConfiguration, SimulatorSettings) -> Void

    /// The option, with its value type erased.
    package init<Value: Equatable>(_ option: SimulatorOption<Value>) {
        script = option.script
        flag = option.flag
        expected = option.expected
        if case .text(let format) = option.values { (quotable, words) = (format.quotable, format.words) } else { (quotable, words) = (false, 1) }
        if case .names(let names) = option.values {
            flagSpellings = names.flatMap { [$0.flag] + $0.flagAliases + $0.oldNames }
        } else {
            flagSpellings = []
        }
        isBoolean = Value.self == Bool.self
        negatable = option.negatable
        let field = option.field
        readFlag = { settings, argument in
            guard let value = option.flagValue(argument) else { return false }
            field.set(&settings, value)
            return true
        }
        readScript = { text, paths in
            option.scriptValue(text, paths: paths).map { value in
                var settings = SimulatorSettings()
                field.set(&settings, value)
                return settings
            }
        }
        scriptLine = { settings in field.get(settings).map { "Set \(option.script) \(option.scriptText($0))" } }
        flagArguments = { settings in
            guard let value = field.get(settings) else { return [] }
            guard let flag = option.flag else { return nil }
            guard let on = value as? Bool else { return ["--" + flag, option.flagText(value)] }
            if on { return ["--" + flag] }
            return option.negatable ? ["--no-" + flag] : []
        }
        merge = { target, source in
            if let value = field.get(source) { field.set(&target, value) }
        }
        configure = { configuration, settings in
            if let value = field.get(settings) { option.configure(&configuration, value) }
        }
    }

    /// What the command line's `--<flag> <argument>` sets: `settings` with this option's field set, or
    /// nil when `argument` names no value (a free-text option reads it: `--vendor-list` loads the file).
    package func flagSetting(_ argument: String, in settings: SimulatorSettings) -> SimulatorSettings? {
        var result = settings
        return readFlag(&result, argument) ? result : nil
    }

    /// What the command line's `--<flag>` (`on`) or `--no-<flag>` sets on a Boolean option: `settings`
    /// with its field set to `on`.
    package func flagSetting(on: Bool, in settings: SimulatorSettings) -> SimulatorSettings? {
        guard isBoolean else { return nil }
        return flagSetting(on ? "true" : "false", in: settings)
    }
}
