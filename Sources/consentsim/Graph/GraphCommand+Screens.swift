import ArgumentParser
import Flow
import Forms
import UI

extension GraphCommand {
    /// `graph --screens`: the form's screen graph, found by pressing every button, link and key in
    /// the session `run` uses, drawn like the state machines.
    func runScreens() throws {
        let definition = try loadForm(named: form)
        let graph = StateGraph(name: definition.id, transitions: try ScreenGraph.transitions(for: definition))
        let source = "the screens of \(definition.id) (preview's steps, each element pressed)"
        switch format {
        case .dot: writeOutput(DotFormat.render(graph, source: source))
        case .mermaid: writeOutput(MermaidFormat.render(graph, source: source))
        }
    }
}
