/// A state machine as a diagram: its states, and one edge per pair of states labelled with every event
/// that leads from the first to the second.
///
/// Built only from a transition table, so a diagram cannot drift from the reducer it was explored from.
package struct StateGraph: Hashable, Sendable {
    /// An arrow between two states with the events that take it, in table order.
    package struct Edge: Hashable, Sendable {
        /// The state before.
        package var from: String
        /// The state after (equal to `from` for events that leave the state unchanged).
        package var to: String
        /// The events, de-duplicated, in the table's (sorted) order.
        package var events: [String]
    }

    /// The diagram's name (`ump`).
    package var name: String
    /// Every state that appears in the table, sorted.
    package var states: [String]
    /// The edges, sorted by `from` then `to`.
    package var edges: [Edge]
    /// The state a run starts from, drawn as a start mark (a screen graph's app before launch); nil
    /// for the reducers' tables, which have no single start.
    package var start: String?

    /// The graph of `transitions`, starting at `start` if given.
    package init(name: String, transitions: [Transition], start: String? = nil) {
        self.name = name
        self.start = start
        var states = Set<String>()
        var events: [Pair: [String]] = [:]
        for t in transitions.sorted() {
            states.insert(t.from)
            states.insert(t.to)
            let pair = Pair(from: t.from, to: t.to)
            if events[pair, default: []].contains(t.event) { continue }
            events[pair, default: []].append(t.event)
        }
        self.states = states.sorted()
        edges = events.keys.sorted().map { Edge(from: $0.from, to: $0.to, events: events[$0]!) }
    }

    /// The table the graph shows, back as transitions (sorted): what tests compare with the reducer's.
    package var transitions: [Transition] {
        edges.flatMap { edge in edge.events.map { Transition(from: edge.from, event: $0, to: edge.to) } }.sorted()
    }

    private struct Pair: Hashable, Comparable {
        var from: String
        var to: String
        static func < (a: Pair, b: Pair) -> Bool { (a.from, a.to) < (b.from, b.to) }
    }
}
