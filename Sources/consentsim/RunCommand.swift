import ArgumentParser
import Forms
import Simulation

/// The default command: the interactive terminal UI on a form, with every run setting of the flow engine.
struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Run the simulated app and its consent forms in the terminal (the default command).",
        discussion: KeyBindings.helpText + "\n\n" + """
            The store is an XML property list; the simulated OS state (ATT answer, clock) is kept beside \
            it as <store>.system.plist. Writes are fsync'ed by default, so a session a person plays \
            survives a power cut; --no-fsync makes scripted runs faster. When a write fails during the \
            session, the app stops there (the not-running screen, the error over it) rather than go on \
            as if it had been saved, and the run exits with status 1.
            """
    )

    @Option(name: .run(.form), help: ArgumentHelp("A shipped form name or a form file (.yaml).", valueName: "name|path"))
    var form: String = FormLibrary.defaultFormName

    @Option(
        name: .run(.store),
        help: ArgumentHelp(
            "The store file, or 'memory' (default: $XDG_DATA_HOME/consentsim/<form's bundle id>.plist).",
            valueName: "path|memory"))
    var store: String?

    @OptionGroup var simulatorFlags: SimulatorFlags

    @Option(name: .run(.device), help: DeviceHelp.text)
    var device: DeviceProfile = .terminal

    @Option(name: .run(.trace), help: ArgumentHelp("Write a JSON Lines trace of every event to this file.", valueName: "file"))
    var trace: String?

    @Flag(name: .run(.noColor), help: "No colours (NO_COLOR in the environment does the same).")
    var noColor = false

    @Flag(name: .run(.mouse), help: "Report mouse clicks (the terminal's own text selection then needs Shift).")
    var mouse = false

    @Flag(name: .run(.ascii), help: "Draw the chrome with ASCII only (for terminals that draw box characters wide).")
    var ascii = false

    @Flag(name: .run(.inspector), help: "Start with the store inspector shown.")
    var inspector = false

    @Flag(name: .run(.fsync), inversion: .prefixedNo, help: "fsync every store write (default on; --no-fsync for fast scripted runs).")
    var fsync = true

    @Flag(
        name: .run(.watch),
        help:
            "Reload the form file when it changes and redraw the screen in place; a broken version shows its error in a status line and the last good one stays."
    )
    var watch = false

    @Flag(name: .run(.exitAfterFirstFrame), help: .hidden)
    var exitAfterFirstFrame = false

    /// The options as plain values, which `run()` and `consentsim record` act on.
    var request: RunRequest {
        let chosen = simulatorFlags.chosen
        return RunRequest(
            form: form, store: store.map(StoreChoice.init(parsing:)), settings: chosen.settings, vendorListPath: chosen.vendorListPath,
            certifiedCMPsPath: simulatorFlags.certifiedCMPs, device: device,
            trace: trace, noColor: noColor, mouse: mouse, ascii: ascii, inspector: inspector, fsync: fsync, watch: watch,
            exitAfterFirstFrame: exitAfterFirstFrame)
    }

    func validate() throws { try request.validate() }

    func run() throws { try request.run() }
}
