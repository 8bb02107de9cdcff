import Basics
import Store
import TCF

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

/// The only part of Flow that does I/O: it owns the device store, the simulated OS's store and the
/// trace, runs the app reducer, applies its effects and feeds follow-up events back until quiet.
///
/// Each handled event writes its store changes with one atomic `update` and one trace record
/// `{"seq", "event", "effects", "changes"}` (the state fields that changed, by dotted path).
/// The clock is simulated (`AppState.system.today`), never the wall clock, so runs are reproducible.
package final class FlowRuntime {
    /// The current state.
    package private(set) var state: AppState
    /// The app's `UserDefaults` domain.
    package let store: any DeviceStore
    /// Where the simulated OS keeps ATT and the clock between runtimes (nil: only in memory).
    package let systemStore: (any DeviceStore)?
    /// The trace, if any.
    package let trace: (any TraceSink)?
    /// Records written so far.
    package private(set) var sequence = 0
    /// How many events one `send` may handle before it gives up.
    package var maxEventsPerSend = 10_000

    /// A runtime for a device configured by `configuration`; restores the OS state from `systemStore`.
    package init(configuration: AppConfiguration, store: any DeviceStore, systemStore: (any DeviceStore)? = nil,
                trace: (any TraceSink)? = nil) throws {
        state = AppState(configuration: configuration)
        self.store = store
        self.systemStore = systemStore
        self.trace = trace
        if let systemStore { state.system.restore(from: try systemStore.load()) }
        if let trace {
            try trace.write(.object(["seq": .int(0), "configuration": configuration.json, "state": state.json]))
        }
    }

    /// Launches the app with what the store holds.
    @discardableResult
    package func launch() throws -> [AppEffect] { try send(.launch(stored: try store.load())) }

    /// Starts a new app process on the same device: a fresh state with `configuration` (another debug
    /// geography, say), the OS state restored from `systemStore`, then a launch with what the store holds.
    @discardableResult
    package func relaunch(with configuration: AppConfiguration) throws -> [AppEffect] {
        var fresh = AppState(configuration: configuration)
        fresh.system = state.system
        if let systemStore { fresh.system.restore(from: try systemStore.load()) }
        state = fresh
        return try launch()
    }

    /// Handles `event` and every follow-up it causes; returns all their effects in order.
    @discardableResult
    package func send(_ event: AppEvent) throws -> [AppEffect] {
        var all: [AppEffect] = []
        try AppReducer.drain(event, limit: maxEventsPerSend, stored: { try store.load() }) { next in
            let before = trace == nil ? nil : state.json
            let system = state.system
            let effects = AppReducer.reduce(&state, next)
            for case .persist(let writes) in effects {
                // Nothing here reads the diff, so the store need not compute it.
                try store.updateIgnoringDiff { writes.apply(to: &$0) }
            }
            if let systemStore, state.system != system { try systemStore.replace(with: state.system.domain) }
            if let trace, let before {
                sequence += 1
                try trace.write(.object([
                    "seq": .int(Int64(sequence)), "event": next.json, "effects": .array(effects.map(\.json)),
                    "changes": .object(before.changes(to: state.json)),
                ]))
            }
            all += effects
            return effects
        }
        try trace?.flush()
        return all
    }
}

extension SimulatedSystem {
    /// The OS state as a domain (`clock.today`, `att.status`, `att.promptedThisInstall`, the Settings switches).
    package var domain: StoreDomain {
        var d = StoreDomain()
        d.set(today.description, forKey: "clock.today")
        d.set(att.status.rawValue, forKey: "att.status")
        d.set(att.promptedThisInstall, forKey: "att.promptedThisInstall")
        d.set(att.allowAppsToRequestToTrack, forKey: "att.allowAppsToRequestToTrack")
        d.set(att.statusBehindGlobalSwitch.rawValue, forKey: "att.statusBehindGlobalSwitch")
        return d
    }

    /// Takes the clock, the ATT answer and the Settings switches from a stored domain (other settings
    /// come from the configuration).
    package mutating func restore(from d: StoreDomain) {
        if let text = d.string(forKey: "clock.today"), let ds = ISO8601Timestamp.epochDeciseconds(from: text, syntax: .dateOrDateTime) { today = CivilDate(deciseconds: ds) }
        if d["att.status"] != nil, let status = ATTrackingStatus(rawValue: d.integer(forKey: "att.status")) { att.status = status }
        if d["att.promptedThisInstall"] != nil { att.promptedThisInstall = d.bool(forKey: "att.promptedThisInstall") }
        if d["att.allowAppsToRequestToTrack"] != nil { att.allowAppsToRequestToTrack = d.bool(forKey: "att.allowAppsToRequestToTrack") }
        if d["att.statusBehindGlobalSwitch"] != nil,
           let held = ATTrackingStatus(rawValue: d.integer(forKey: "att.statusBehindGlobalSwitch")) { att.statusBehindGlobalSwitch = held }
    }
}
