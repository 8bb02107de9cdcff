import ArgumentParser
import Flow
import Scripting
import Simulation

/// `consentsim play FILE...`: plays keystroke scripts and VHS tapes headless and reports each
/// session; records it as an asciicast or an animated SVG when asked (or when a tape says `Output`).
struct PlayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "play",
        abstract: "Play keystroke scripts (*.keys) and VHS tapes (*.tape) headless; a failed expectation stops its session and shows the screen.",
        discussion: """
            Exit status 0 only if every session passed. `consentsim manual` prints the language. A tape's \
            Output and Screenshot write files (a .gif/.mp4/.webm becomes a .cast and an animated .svg).

            --sdk is the release every session starts with; a script's own Set SDK line overrides it (as \
            Set Timeout overrides --timeout), and a Set line asking for what the run's release lacks is \
            refused at its line, with the release that added it.
            """
    )

    @Argument(help: "The scripts or tapes to play.")
    var files: [String]

    @Option(name: .customLong("cast"), help: ArgumentHelp("Write the session as an asciinema v2 recording (one script only).", valueName: "file"))
    var castPath: String?

    @Option(name: .customLong("svg-animation"), help: ArgumentHelp("Write the session as an animated SVG (one script only).", valueName: "file"))
    var svgAnimationPath: String?

    @Option(name: .customLong("trace"), help: ArgumentHelp("Write the flow trace as JSON Lines (one script only).", valueName: "file"))
    var tracePath: String?

    @Flag(name: .customLong("update-snapshots"), help: "Rewrite text snapshots that differ or are missing.")
    var updateSnapshots = false

    @Option(help: ArgumentHelp("Fail a session that runs longer than this (0: no limit).", valueName: "seconds"))
    var timeout: Double = SessionLimits.defaultTimeout

    @Option(name: .customLong(StoreAccess.flag), help: ArgumentHelp(StoreAccess.help, valueName: StoreAccess.names))
    var storeAccess: StoreAccess = .copy

    @Option(SimulatorSettings.sdk) var sdk: SettingArgument<SDKRelease>?

    /// The options as plain values, which `run()` acts on (and `QuickCommand` builds without parsing).
    var request: PlayRequest {
        PlayRequest(
            files: files, castPath: castPath, svgAnimationPath: svgAnimationPath, tracePath: tracePath,
            updateSnapshots: updateSnapshots, timeout: timeout, storeAccess: storeAccess, sdk: sdk?.value)
    }

    func validate() throws { try request.validate() }

    func run() throws { try request.run() }
}
