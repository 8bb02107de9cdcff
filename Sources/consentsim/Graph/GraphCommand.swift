import ArgumentParser
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

    @Option(help: "The state machine: ump, pac, att or app.")
    var sdk: StateMachine = .app

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
        let table = sdk.transitions
        let graph = StateGraph(name: sdk.rawValue, transitions: table)
        switch format {
        case .dot: writeOutput(DotFormat.render(graph, source: sdk.tableName))
        case .mermaid: writeOutput(MermaidFormat.render(graph, source: sdk.tableName))
        }
    }
}
