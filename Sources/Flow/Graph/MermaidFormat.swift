/// Renders a state graph as a Mermaid `stateDiagram-v2`.
package enum MermaidFormat {
    /// States get short ids (`s0`, `s1`, … in sorted order) with their names as descriptions, since
    /// Mermaid ids cannot hold `/` or parentheses; each edge lists its events separated by commas.
    package static func render(_ graph: StateGraph, source: String) -> String {
        var ids: [String: String] = [:]
        for (index, state) in graph.states.enumerated() { ids[state] = "s\(index)" }
        var lines = [
            "%% consentsim graph \(graph.name): \(graph.states.count) states, \(graph.transitions.count) transitions, generated from \(source)",
            "stateDiagram-v2",
        ]
        // The start state is Mermaid's own start mark, `[*]`.
        if let start = graph.start { ids[start] = "[*]" }
        for state in graph.states where state != graph.start { lines.append("    state \"\(escaped(state))\" as \(ids[state]!)") }
        for edge in graph.edges {
            lines.append("    \(ids[edge.from]!) --> \(ids[edge.to]!) : \(edge.events.map(escaped).joined(separator: ", "))")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Characters that end or break a Mermaid statement, written as its `#code;` entities.
    static func escaped(_ text: String) -> String {
        var out = ""
        for c in text {
            switch c {
            case "#": out += "#35;"
            case ";": out += "#59;"
            case ":": out += "#58;"
            case "\"": out += "#quot;"
            case ",": out += "#44;"
            case "<": out += "#lt;"
            case ">": out += "#gt;"
            case "\n", "\r": out += " "
            default: out.append(c)
            }
        }
        return out
    }
}
