import Store

/// Why the runtime stopped.
package enum FlowRuntimeError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Follow-up events kept coming: a reducer bug, reported instead of spinning forever.
    case notQuiescent(afterSteps: Int)

    /// A one-line explanation.
    package var description: String {
        switch self {
        case .notQuiescent(let n): "the flow did not settle after \(n) events"
        }
    }
}

/// The engine alone: the app reducer over a device (`FlowIO`), each event's follow-ups fed back until
/// quiet through the one drain loop (`EventDrain`). The simulator's runtime drives the same reducer
/// behind the screens through the same loop and the same I/O; this one serves the engine's own tests
/// and benchmarks.
///
/// The clock is simulated (`AppState.system.today`), never the wall clock, so runs are reproducible.
package final class FlowRuntime {
    /// The current state.
    package private(set) var state: AppState
    /// The device: stores and trace.
    package let io: FlowIO
    /// How many events one `send` may handle before it gives up.
    package var maxEventsPerSend = 10_000

    /// A runtime for a device configured by `configuration`; restores the OS state from `systemStore`.
    package init(
        configuration: AppConfiguration, store: any DeviceStore, systemStore: (any DeviceStore)? = nil,
        trace: (any TraceSink)? = nil
    ) throws {
        io = FlowIO(store: store, systemStore: systemStore, trace: trace)
        state = try io.start(configuration)
    }

    /// The app's `UserDefaults` domain.
    package var store: any DeviceStore { io.store }
    /// Trace records written so far.
    package var sequence: Int { io.sequence }

    /// Launches the app with what the store holds.
    @discardableResult
    package func launch() throws -> [AppEffect] { try send(.launch(stored: try io.stored())) }

    /// Starts a new app process on the same device: a fresh state with `configuration` (another debug
    /// geography, say), the OS state restored from the system store, then a launch with what the store holds.
    @discardableResult
    package func relaunch(with configuration: AppConfiguration) throws -> [AppEffect] {
        state = try io.restart(configuration, system: state.system)
        return try launch()
    }

    /// Handles `event` and every follow-up it causes; returns all their effects in order.
    @discardableResult
    package func send(_ event: AppEvent) throws -> [AppEffect] {
        var all: [AppEffect] = []
        try EventDrain.run(event, limit: maxEventsPerSend) { next in
            let before = state
            let effects = AppReducer.reduce(&state, next)
            try io.persist(effects, system: before.system, state.system)
            try io.record(next, effects: effects, from: before, to: state)
            all += effects
            return try effects.compactMap { try $0.nextEvent(stored: { try io.stored() }) }
        }
        try io.flush()
        return all
    }
}
