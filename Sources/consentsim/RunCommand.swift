import ArgumentParser
import Forms
import Simulation

/// The default command: the interactive terminal UI on a form, with every run setting of the flow engine.
struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "run", abstract: abstract, discussion: discussion)

    /// The command's one line in the root's help.
    static let abstract = "Run the simulated app and its consent forms in the terminal (the default command)."

    /// What `run --help` says after the overview: the keys and the store.
    static var discussion: String {
        KeyBindings.helpText + "\n\n" + """
            The store is an XML property list; the simulated OS state (ATT answer, clock) is kept beside \
            it as <store>.system.plist. Writes are fsync'ed by default, so a session a person plays \
            survives a power cut; --no-fsync makes scripted runs faster. When a write fails during the \
            session, the app stops there (the not-running screen, the error over it) rather than go on \
            as if it had been saved, and the run exits with status 1.
            """
    }

    /// The whole line, read by `RunArguments` (ArgumentParser only routes `consentsim run` here; the
    /// start-up path does not reach it).
    @Argument(parsing: .captureForPassthrough, help: "The options (consentsim run --help lists them).")
    var arguments: [String] = []

    func run() throws {
        switch try RunArguments.parse(arguments) {
        case .run(let request): try request.run()
        case .help: print(RunArguments.helpText(width: RootHelp.screenWidth))
        }
    }
}
