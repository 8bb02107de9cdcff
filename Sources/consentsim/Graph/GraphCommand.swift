import ArgumentParser
import Basics
import Flow
import Forms
import Simulation

extension StateMachine: ExpressibleByArgument {}

/// The output formats of `consentsim graph`.
enum GraphOutputFormat: String, ExpressibleByArgument, CaseIterable {
    /// Graphviz dot (`consentsim graph | dot -Tsvg > app.svg`).
    case dot
    /// A Mermaid `stateDiagram-v2` (Markdown previews render it).
    case mermaid
}

/// `consentsim graph`: a state machine drawn from its reducer's own transition table.
struct GraphCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "graph",
        abstract: "Print a state machine as a Graphviz dot or Mermaid diagram.",
        discussion: """
            The diagram is generated from the transition table built by running the reducer itself, so \
            it never drifts from the code. States are nodes; each edge lists the events that take it.
            """)

    @Option(help: "The state machine: ump, pac, att or app (default: app).")
    var machine: StateMachine?

    /// The old name of `--machine`, still read (the manual's examples used it): elsewhere `--sdk` names
    /// an SDK release (`ump-ios 2.6.0`), which would not change this diagram.
    @Option(
        name: .customLong("sdk"),
        help: ArgumentHelp("The old name of --machine, still read; elsewhere --sdk names an SDK release.", valueName: "machine"))
    var oldMachineName: String?

    func validate() throws {
        guard let oldMachineName else { return }
        guard StateMachine(rawValue: oldMachineName) != nil else {
            throw ValidationError(
                "graph draws a state machine: write --machine ump|pac|att|app (--sdk is its old name; an SDK release such as '\(MessageText.line(oldMachineName, limit: 40))' does not change the diagram)"
            )
        }
        if machine != nil { throw ValidationError("--sdk is the old name of --machine: give only --machine") }
    }

    /// The machine to draw: `--machine`, else the old `--sdk` spelling, else the app.
    var chosenMachine: StateMachine { machine ?? oldMachineName.flatMap(StateMachine.init(rawValue:)) ?? .app }

    @Option(help: "Output format: dot or mermaid.")
    var format: GraphOutputFormat = .dot

    @Flag(help: "Draw a form's screens instead (for designers): views as nodes, buttons, links and keys as edges.")
    var screens = false

    @Option(help: ArgumentHelp("With --screens: a shipped form name or a form file (.yaml).", valueName: "name|path"))
    var form: String = FormLibrary.defaultFormName

    /// With `--screens`: the platform the app runs on (the settings table's `--platform`).
    @Option(SimulatorSettings.platform) var platform: SettingArgument<DevicePlatform>?

    func run() throws {
        if screens {
            try runScreens()
            return
        }
        if machine == nil, oldMachineName != nil {
            printError("consentsim: graph --sdk is now --machine (--sdk names an SDK release in run, play and doctor)")
        }
        let machine = chosenMachine
        let graph = StateGraph(name: machine.rawValue, transitions: machine.transitions)
        switch format {
        case .dot: writeOutput(DotFormat.render(graph, source: machine.tableName))
        case .mermaid: writeOutput(MermaidFormat.render(graph, source: machine.tableName))
        }
    }
}
