import ArgumentParser
import Forms
import Simulation

/// The long names of `consentsim run`'s own options; the simulator settings' names are in
/// `SimulatorSettings.options`. `RunCommand` declares its options with these and `RunCommand.fastParse`
/// reads them, so each name is written once.
enum RunOptionName: String, CaseIterable {
    case form, store, device, trace
    case noColor = "no-color"
    case mouse, ascii, inspector, fsync, watch
    case exitAfterFirstFrame = "exit-after-first-frame"
}

extension NameSpecification {
    /// The long name of an option of `consentsim run`.
    static func run(_ name: RunOptionName) -> NameSpecification { .customLong(name.rawValue) }
}

extension RunCommand {
    /// `consentsim [run] OPTIONS` read without ArgumentParser, when the line is plain: every argument a
    /// known long option (`--name value`, `--name=value` or a flag), none twice, every value valid and
    /// `validate()` content. ArgumentParser's reflection over this command, `SimulatorFlags` and every
    /// subcommand would cost more than everything else up to the first frame.
    ///
    /// The result is a plain `RunRequest`: creating `RunCommand`'s property wrappers would cost most of
    /// what skipping the parser saves (their generic metadata and conformance lookups).
    ///
    /// Anything else returns nil and ArgumentParser parses the line, so help, every error message and
    /// every exit status stay its own. Values are read by the same functions ArgumentParser calls (the
    /// settings table's `flagValue`, `DeviceProfile(argument:)`); tests compare the two paths over the table.
    static func fastParse(_ arguments: [String]) -> RunRequest? {
        var remaining = arguments[...]
        if remaining.first == "run" { remaining = remaining.dropFirst() }
        var request = RunRequest()
        var seen: Set<String> = []
        while let argument = remaining.popFirst() {
            guard argument.hasPrefix("--"), argument.count > 2 else { return nil }
            var name = String(argument.dropFirst(2))
            var inlineValue: String?
            if let equals = name.firstIndex(of: "=") {
                inlineValue = String(name[name.index(after: equals)...])
                name = String(name[..<equals])
            }
            /// The option's value: after `=` or the next argument (one that does not look like an option).
            func value() -> String? {
                if let inlineValue { return inlineValue.isEmpty ? nil : inlineValue }
                guard let next = remaining.first, !next.isEmpty, !next.hasPrefix("-") else { return nil }
                remaining = remaining.dropFirst()
                return next
            }
            /// A flag takes no value.
            var isBareFlag: Bool { inlineValue == nil }
            if let option = RunOptionName(rawValue: name) {
                guard seen.insert(option.rawValue).inserted else { return nil }
                switch option {
                case .form: guard let form = value() else { return nil }; request.form = form
                case .store: guard let store = value() else { return nil }; request.store = StoreChoice(parsing: store)
                case .device: guard let text = value(), let device = DeviceProfile(argument: text) else { return nil }; request.device = device
                case .trace: guard let trace = value() else { return nil }; request.trace = trace
                case .noColor: guard isBareFlag else { return nil }; request.noColor = true
                case .mouse: guard isBareFlag else { return nil }; request.mouse = true
                case .ascii: guard isBareFlag else { return nil }; request.ascii = true
                case .inspector: guard isBareFlag else { return nil }; request.inspector = true
                case .fsync: guard isBareFlag else { return nil }; request.fsync = true
                case .watch: guard isBareFlag else { return nil }; request.watch = true
                case .exitAfterFirstFrame: guard isBareFlag else { return nil }; request.exitAfterFirstFrame = true
                }
                continue
            }
            if name == "no-" + RunOptionName.fsync.rawValue {
                guard isBareFlag, seen.insert(RunOptionName.fsync.rawValue).inserted else { return nil }
                request.fsync = false
                continue
            }
            guard let (option, on) = Self.simulatorOption(named: name), seen.insert(option.script).inserted else { return nil }
            if option.isBoolean {
                guard isBareFlag, let next = option.flagSetting(on: on, in: request.settings) else { return nil }
                request.settings = next
            } else if option.flag == SimulatorSettings.vendorList.flag {
                // Kept as a path: the file is read at launch, as an input error (exit 1).
                guard let path = value() else { return nil }
                request.vendorListPath = path
            } else if option.flag == SimulatorSettings.certifiedCMPs.flag {
                guard let path = value() else { return nil }
                request.certifiedCMPsPath = path
            } else {
                guard let text = value(), let next = option.flagSetting(text, in: request.settings) else { return nil }
                request.settings = next
            }
        }
        do { try request.validate() } catch { return nil }
        return request
    }

    /// The table's option whose command-line name is `name`, and whether it turns a Boolean on
    /// (`--debug-device`) or off (`--no-debug-device`).
    private static func simulatorOption(named name: String) -> (AnySimulatorOption, on: Bool)? {
        for option in SimulatorSettings.options {
            guard let flag = option.flag else { continue }
            if name == flag { return (option, true) }
            if option.negatable && name == "no-" + flag { return (option, false) }
        }
        return nil
    }
}
