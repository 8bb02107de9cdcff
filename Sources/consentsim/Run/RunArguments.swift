import Basics
import Forms
import Simulation

/// `consentsim run`'s own options; the simulator settings' are the entries of `SimulatorSettings.options`.
/// Each case is the one place its name, placeholder and help are written: `RunArguments` reads the
/// line and writes `run --help` from these and the settings table.
enum RunOption: String, CaseIterable {
    case form, store, device, trace
    case noColor = "no-color"
    case mouse, ascii, inspector, fsync, watch
    case reorderRTL = "reorder-rtl"
    case exitAfterFirstFrame = "exit-after-first-frame"

    /// The placeholder of the value; nil for a flag, which takes none.
    var valueName: String? {
        switch self {
        case .form: "name|path"
        case .store: "path|memory"
        case .device: DeviceHelp.valueName
        case .trace: "file"
        case .noColor, .mouse, .ascii, .inspector, .fsync, .watch, .reorderRTL, .exitAfterFirstFrame: nil
        }
    }

    /// One line of help; nil for an option help does not list.
    var help: String? {
        switch self {
        case .form: "A shipped form name or a form file (.yaml) (default: \(FormLibrary.defaultFormName))."
        case .store: "The store file, or 'memory' (default: $XDG_DATA_HOME/consentsim/<form's bundle id>.plist)."
        case .device: DeviceHelp.abstract
        case .trace: "Write a JSON Lines trace of every event to this file."
        case .noColor: "No colours (NO_COLOR in the environment does the same)."
        case .mouse: "Report mouse clicks (the terminal's own text selection then needs Shift)."
        case .ascii: "Draw the chrome with ASCII only (for terminals that draw box characters wide)."
        case .reorderRTL:
            "Send Arabic and Hebrew in display order, for terminals that do not reorder right-to-left text (xterm; Konsole, mlterm and macOS Terminal do)."
        case .inspector: "Start with the store inspector shown."
        case .fsync: "fsync every store write (default on; --no-fsync for fast scripted runs)."
        case .watch:
            "Reload the form file when it changes and redraw the screen in place; a broken version shows its error in a status line and the last good one stays."
        // The start-up benchmark's: the process ends once the first frame is on the terminal.
        case .exitAfterFirstFrame: nil
        }
    }

    /// Sets the option in `request`: `value` for an option with a value, `on` for a flag.
    func apply(_ value: String?, on: Bool, to request: inout RunRequest) throws(CLIError) {
        switch self {
        case .form: request.form = value ?? request.form
        case .store: request.store = value.map(StoreChoice.init(parsing:))
        case .device:
            guard let value, let device = DeviceProfile(named: value) else {
                throw RunArguments.usage(
                    "the value '\(value ?? "")' is not a device for '--device' (one of: \(DeviceProfile.allCases.map(\.rawValue).joined(separator: ", ")))"
                )
            }
            request.device = device
        case .trace: request.trace = value
        case .noColor: request.noColor = on
        case .mouse: request.mouse = on
        case .ascii: request.ascii = on
        case .inspector: request.inspector = on
        case .fsync: request.fsync = on
        case .watch: request.watch = on
        case .reorderRTL: request.reorderRTL = on
        case .exitAfterFirstFrame: request.exitAfterFirstFrame = on
        }
    }
}

/// The one reader of `consentsim [run] OPTIONS` (the start-up path, `consentsim record`'s run options
/// and `RunCommand` all call it), driven by `RunOption` and the settings table, so a setting added to
/// the table is a `run` flag with its help at once. Hand-written rather than ArgumentParser because
/// ArgumentParser's reflection over the command and its property wrappers' generic metadata cost more
/// time and memory than everything else up to the first frame.
enum RunArguments {
    /// What a `run` line asks for.
    enum Parsed: Equatable {
        /// Run with these options.
        case run(RunRequest)
        /// Print `run --help`.
        case help
    }

    /// The line read, or a usage error (exit status 2) naming the argument and what was expected.
    static func parse(_ arguments: [String]) throws(CLIError) -> Parsed {
        var remaining = arguments[...]
        if remaining.first == "run" { remaining = remaining.dropFirst() }
        if remaining.contains(where: { $0 == "--help" || $0 == "-h" }) { return .help }
        var request = RunRequest()
        var seen: Set<String> = []
        while let argument = remaining.popFirst() {
            guard argument.hasPrefix("--"), argument.count > 2 else {
                throw usage(argument.hasPrefix("-") ? "unknown option '\(argument)'" : "unexpected argument '\(argument)'")
            }
            var name = String(argument.dropFirst(2))
            var inlineValue: String?
            if let equals = name.firstIndex(of: "=") {
                inlineValue = String(name[name.index(after: equals)...])
                name = String(name[..<equals])
            }
            guard let (target, on) = option(named: name) else {
                throw usage("unknown option '--\(name)'" + Suggestion.didYouMean("--" + name, among: allNames, maxEdits: 3))
            }
            let label = "--" + target.name
            guard seen.insert(target.name).inserted else { throw usage("'\(label)' is given more than once") }
            guard target.takesValue else {
                if inlineValue != nil { throw usage("'--\(name)' takes no value") }
                try target.apply(nil, on, &request)
                continue
            }
            let value: String
            if let inlineValue {
                value = inlineValue
            } else if let next = remaining.first, !next.hasPrefix("-") {
                value = next
                remaining = remaining.dropFirst()
            } else {
                throw usage("'\(label)' needs a value (\(target.valueName))")
            }
            try target.apply(value, on, &request)
        }
        try request.validate()
        return .run(request)
    }

    /// The options of a `run` line that another command runs (`record`, a tape's launch line): a
    /// help request among them is a usage error there.
    static func request(_ arguments: [String]) throws(CLIError) -> RunRequest {
        switch try parse(arguments) {
        case .run(let request): return request
        case .help: throw usage("--help is not an option of the run it starts")
        }
    }

    /// `consentsim run --help` laid out `width` columns wide, as `RootHelp` lays out the root's.
    static func helpText(width: Int) -> String {
        func own(_ option: RunOption) -> (label: String, abstract: String)? {
            guard let help = option.help else { return nil }
            let name = "--" + option.rawValue
            let label = option == .fsync ? name + "/--no-" + option.rawValue : name + (option.valueName.map { " <\($0)>" } ?? "")
            return (label, help)
        }
        var options = [RunOption.form, .store].compactMap(own)
        options += SimulatorSettings.options.compactMap(\.helpEntry)
        options += RunOption.allCases.filter { $0 != .form && $0 != .store }.compactMap(own)
        options.append(("-h, --help", "Show help information."))
        let overview = RootHelp.wrap("OVERVIEW: " + RunCommand.abstract + "\n\n" + RunCommand.discussion, width: width, indent: 0)
        return overview + "\n\nUSAGE: consentsim run [<options>]\n\n" + RootHelp.section("OPTIONS", options, width: width)
    }

    /// A usage error: exit status 2, pointing at the help.
    static func usage(_ message: String) -> CLIError {
        CLIError(message + " (consentsim run --help lists the options)", exitCode: 2)
    }

    /// One option of the line, from either table.
    private struct Target {
        var name: String
        var takesValue: Bool
        var valueName: String
        var apply: (String?, Bool, inout RunRequest) throws(CLIError) -> Void
    }

    /// Every option name the line takes, for "did you mean".
    private static var allNames: [String] {
        RunOption.allCases.filter { $0.help != nil }.map { "--" + $0.rawValue }
            + SimulatorSettings.options.compactMap { $0.flag.map { "--" + $0 } }
    }

    /// The option `name` (without dashes) names, and whether it turns a flag on (`--fsync`) or off (`--no-fsync`).
    private static func option(named name: String) -> (Target, on: Bool)? {
        for option in RunOption.allCases {
            let on = name == option.rawValue
            guard on || (option == .fsync && name == "no-" + option.rawValue) else { continue }
            let target = Target(name: option.rawValue, takesValue: option.valueName != nil, valueName: option.valueName ?? "") {
                value, on, request throws(CLIError) in try option.apply(value, on: on, to: &request)
            }
            return (target, on)
        }
        for option in SimulatorSettings.options {
            guard let flag = option.flag else { continue }
            let on = name == flag
            guard on || (option.negatable && name == "no-" + flag) else { continue }
            let target = Target(name: flag, takesValue: !option.isBoolean, valueName: option.valueName) {
                value, on, request throws(CLIError) in try setting(option, value, on: on, in: &request)
            }
            return (target, on)
        }
        return nil
    }

    /// Sets a setting from the command line: a Boolean by its flag, a file path kept to read at launch
    /// (an unreadable file is bad input, exit 1), any other value through the table.
    private static func setting(_ option: AnySimulatorOption, _ value: String?, on: Bool, in request: inout RunRequest) throws(CLIError) {
        guard let value else {
            request.settings = option.flagSetting(on: on, in: request.settings) ?? request.settings
            return
        }
        if option.flag == SimulatorSettings.vendorList.flag {
            request.vendorListPath = value
        } else if option.flag == SimulatorSettings.certifiedCMPs.flag {
            request.certifiedCMPsPath = value
        } else if let next = option.flagSetting(value, in: request.settings) {
            request.settings = next
        } else if option.flagNames.isEmpty {
            let reason = option.readScript(value, .asWritten).failureMessage ?? "not \(option.expected)"
            throw usage("'--\(option.flag ?? "")': \(reason)")
        } else {
            throw usage(
                "'--\(option.flag ?? "")' does not take '\(value)'"
                    + Suggestion.didYouMean(value, among: option.flagNames, maxEdits: 4) + " (one of: \(option.flagNames.joined(separator: ", ")))")
        }
    }
}

extension AnySimulatorOption {
    /// The option's line in `run --help`: its flag and placeholder, its help, values and default; nil
    /// when only scripts can set it.
    var helpEntry: (label: String, abstract: String)? {
        guard let flag else { return nil }
        let label = isBoolean ? (negatable ? "--\(flag)/--no-\(flag)" : "--\(flag)") : "--\(flag) <\(valueName)>"
        var notes: [String] = []
        if !isBoolean && !flagNames.isEmpty { notes.append("one of: " + flagNames.joined(separator: ", ")) }
        if isBoolean && defaultIsValue {
            notes.append("default: " + (flagDefault == "true" ? "on" : "off"))
        } else {
            notes.append("default: " + flagDefault)
        }
        return (label, help + " (" + notes.joined(separator: "; ") + ")")
    }
}

extension Result where Failure == SettingValueError {
    /// The error's message; nil on success.
    fileprivate var failureMessage: String? {
        if case .failure(let error) = self { return error.message }
        return nil
    }
}
