/// The command lines common enough in scripts and CI to skip ArgumentParser, whose reflection over
/// every command's properties and protocol-conformance lookups would be most of their run time.
///
/// Every `run` line is read here by `RunArguments`, the one reader of its options (help and errors
/// included); otherwise only exact, unambiguous shapes are recognised, and anything else goes through
/// `Consentsim.parseAsRoot()`, with the same output either way (tests compare both paths).
enum QuickCommand {
    /// `consentsim --help` / `-h`: the root help, as ArgumentParser prints it for a help request.
    case rootHelp
    /// `consentsim tc decode STRING`: the table for a TC string.
    case decode(String)
    /// `consentsim [run] OPTIONS`, `consentsim help run` (`RunArguments`).
    case run(RunArguments.Parsed)
    /// `consentsim play FILE...` without options.
    case play(PlayRequest)

    /// The quick command `arguments` (without the program name) spell, if any; a `run` line with a
    /// usage error throws it.
    init?(_ arguments: [String]) throws(CLIError) {
        if Self.isRun(arguments) {
            self = .run(try RunArguments.parse(arguments))
            return
        }
        if arguments == ["help", "run"] {
            self = .run(.help)
            return
        }
        switch arguments.count {
        case 1 where arguments[0] == "--help" || arguments[0] == "-h":
            self = .rootHelp
        case 3 where arguments[0] == "tc" && arguments[1] == "decode":
            // A value ArgumentParser could read as an option, a help request or nothing takes the full path.
            let value = arguments[2]
            guard !value.isEmpty, !value.hasPrefix("-"), value != "help" else { return nil }
            self = .decode(value)
        case 2... where arguments[0] == "play":
            // Only plain paths: an option, a help request or `--` is ArgumentParser's to read.
            let files = Array(arguments.dropFirst())
            guard files.allSatisfy({ !$0.isEmpty && !$0.hasPrefix("-") && $0 != "help" }) else { return nil }
            let play = PlayRequest(files: files)
            guard (try? play.validate()) != nil else { return nil }
            self = .play(play)
        default:
            return nil
        }
    }

    /// Whether `arguments` are a line of `run`, the default command: nothing, `run …`, or options
    /// other than the root's own (`--help`, `--version`, ArgumentParser's completion and dump options).
    static func isRun(_ arguments: [String]) -> Bool {
        guard let first = arguments.first else { return true }
        if first == "run" { return true }
        let rootOptions = ["-h", "--help", "--version", "--generate-completion-script", "--experimental-dump-help"]
        return first.hasPrefix("-") && first != "-" && first != "--" && !rootOptions.contains { first == $0 || first.hasPrefix($0 + "=") }
    }

    /// Runs the command; errors are those the full command throws.
    func run() throws {
        switch self {
        case .rootHelp: print(RootHelp.text() ?? Consentsim.helpMessage())
        case .decode(let tcString): try TCDecodeCommand.decode(tcString, json: false)
        case .run(.run(let request)): try request.run()
        case .run(.help): print(RunArguments.helpText(width: RootHelp.screenWidth))
        case .play(let request): try request.run()
        }
    }
}
