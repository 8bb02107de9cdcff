import ArgumentParser
import Flow
import Forms
import Pictures
import Simulation

extension GraphCommand {
    /// `graph --screens`: the form's screen graph, found by pressing every button, link and key in
    /// the session `run` uses, drawn like the state machines, from a start node (the app before launch).
    func runScreens() throws {
        let definition = try loadForm(named: form)
        let platform = platform?.value ?? .ios
        let transitions: [Transition]
        do {
            transitions = try ScreenGraph.transitions(for: definition, platform: platform)
        } catch let refusal as SimulatorRefusal {
            throw CLIError("\(definition.id): \(refusal.description)")
        }
        let graph = StateGraph(name: definition.id, transitions: transitions, start: ScreenGraph.start)
        let source = "the screens of \(definition.id) on \(platform) (preview's steps, each element pressed)"
        switch format {
        case .dot: writeOutput(DotFormat.render(graph, source: source))
        case .mermaid: writeOutput(MermaidFormat.render(graph, source: source))
        }
    }
}
