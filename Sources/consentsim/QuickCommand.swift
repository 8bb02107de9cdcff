/// The command lines common enough in scripts and CI to skip ArgumentParser, whose reflection over
/// every command's properties and protocol-conformance lookups would be most of their run time.
///
/// Only exact, unambiguous shapes are recognised; anything else goes through `Consentsim.parseAsRoot()`.
/// The output is the same either way (tests compare both paths).
enum QuickCommand {
    /// `consentsim --help` / `-h`: the root help, as ArgumentParser prints it for a help request.
    case rootHelp
    /// `consentsim tc decode STRING`: the table for a TC string.
    case decode(String)
    /// `consentsim [run] OPTIONS` with a plain line of options (`RunCommand.fastParse`).
    case run(RunRequest)
    /// `consentsim play FILE...` without options.
    case play(PlayRequest)

    /// The quick command `arguments` (without the program name) spell, if any.
    init?(_ arguments: [String]) {
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
            guard let run = RunCommand.fastParse(arguments) else { return nil }
            self = .run(run)
        }
    }

    /// Runs the command; errors are those the full command throws.
    func run() throws {
        switch self {
        case .rootHelp: print(RootHelp.text() ?? Consentsim.helpMessage())
        case .decode(let tcString): try TCDecodeCommand.decode(tcString, json: false)
        case .run(let command): try command.run()
        case .play(let request): try request.run()
        }
    }
}
