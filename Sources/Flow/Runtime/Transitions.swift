/// One edge of a state machine graph: in phase `from`, event `event` leads to phase `to`.
package struct Transition: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The phase before.
    package var from: String
    /// The event's case name.
    package var event: String
    /// The phase after.
    package var to: String

    /// An edge.
    package init(from: String, event: String, to: String) {
        self.from = from
        self.event = event
        self.to = to
    }

    /// `from --event--> to`.
    package var description: String { "\(from) --\(event)--> \(to)" }

    /// Ordered by `from`, `event`, `to`.
    package static func < (a: Transition, b: Transition) -> Bool {
        (a.from, a.event, a.to) < (b.from, b.event, b.to)
    }
}

/// Builds transition tables by running a reducer itself over a finite alphabet of events, so the
/// printed graphs can never drift from the code: every edge is one the reducer actually took.
///
/// Exploration is breadth-first over concrete states. Follow-up events (network answers, form loads,
/// deferred completions) are delivered before any user event, as the runtime does; user events are
/// tried only once the machine is quiet. `maxStates` bounds the search (counters such as the launch
/// count make some state spaces infinite).
package enum TransitionExplorer {
    struct Node<State: Hashable, Event: Hashable>: Hashable {
        var state: State
        var pending: [Event]
    }

    /// The sorted, de-duplicated edges reachable from `initial` within `maxStates` states.
    package static func explore<State: Hashable, Event: Hashable>(
        initial: [(State, [Event])], alphabet: [Event], maxStates: Int,
        step: (inout State, Event) -> [Event], phase: (State) -> String, name: (Event) -> String
    ) -> [Transition] {
        var seen = Set<Node<State, Event>>()
        var queue: [Node<State, Event>] = []
        for (s, pending) in initial {
            let n = Node(state: s, pending: pending)
            if seen.insert(n).inserted { queue.append(n) }
        }
        var edges = Set<Transition>()
        var head = 0
        while head < queue.count {
            let node = queue[head]
            head += 1
            let events = node.pending.isEmpty ? alphabet : [node.pending[0]]
            for event in events {
                var s = node.state
                let before = phase(s)
                let more = step(&s, event)
                edges.insert(Transition(from: before, event: name(event), to: phase(s)))
                let next = Node(state: s, pending: Array(node.pending.dropFirst()) + more)
                if seen.count < maxStates, seen.insert(next).inserted { queue.append(next) }
            }
        }
        return edges.sorted()
    }
}
