/// Renders a state graph as Graphviz dot.
package enum DotFormat {
    /// A `digraph` with one quoted node per state and one edge per state pair, its events on separate lines.
    package static func render(_ graph: StateGraph, source: String) -> String {
        var lines = [
            "// consentsim graph: \(graph.states.count) states, \(graph.transitions.count) transitions, generated from \(source)",
            "digraph \(quoted(graph.name)) {",
            "  rankdir=LR;",
            "  node [shape=box, style=rounded, fontname=\"Helvetica\"];",
            "  edge [fontname=\"Helvetica\", fontsize=10];",
        ]
        for state in graph.states {
            lines.append(
                state == graph.start ? "  \(quoted(state)) [shape=circle, style=filled, fillcolor=black, fontcolor=white];" : "  \(quoted(state));")
        }
        for edge in graph.edges {
            // Graphviz reads the two characters \n in a quoted label as a centred line break.
            let label = edge.events.map(escaped).joined(separator: "\\n")
            lines.append("  \(quoted(edge.from)) -> \(quoted(edge.to)) [label=\"\(label)\"];")
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    /// A dot ID as a double-quoted string (valid for any text).
    static func quoted(_ text: String) -> String { "\"\(escaped(text))\"" }

    /// Backslashes and quotes escaped; line breaks become spaces (an ID is one line).
    static func escaped(_ text: String) -> String {
        var out = ""
        for c in text {
            switch c {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            case "\n", "\r": out += " "
            default: out.append(c)
            }
        }
        return out
    }
}
