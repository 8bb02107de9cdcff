import Basics
import Store
import TCF

/// What a running app writes: its `UserDefaults` domain, the simulated OS's state and the trace.
///
/// The only I/O of the engine, shared by the two runtimes that drive the app reducer: `FlowRuntime`
/// (the engine alone) and the simulator's runtime (the engine behind the screens). Each handled event
/// writes its store changes with one atomic `update` and one trace record `{"seq", "event",
/// "effects", "changes"}` (the state fields that changed, by dotted path).
package final class FlowIO {
    /// The app's `UserDefaults` domain.
    package let store: any DeviceStore
    /// Where the simulated OS keeps ATT and the clock between runtimes (nil: only in memory).
    package let systemStore: (any DeviceStore)?
    /// The trace, if any.
    package let trace: (any TraceSink)?
    /// Trace records written so far.
    package private(set) var sequence = 0

    /// Writes to these stores and this trace.
    package init(store: any DeviceStore, systemStore: (any DeviceStore)? = nil, trace: (any TraceSink)? = nil) {
        self.store = store
        self.systemStore = systemStore
        self.trace = trace
    }

    /// The state a device configured by `configuration` starts in, the OS state restored from the
    /// system store; the trace's first record (seq 0) says both.
    package func start(_ configuration: AppConfiguration) throws -> AppState {
        var state = AppState(configuration: configuration)
        if let systemStore { state.system.restore(from: try systemStore.load()) }
        if let trace {
            try trace.write(.object(["seq": .int(0), "configuration": configuration.json, "state": state.json]))
        }
        return state
    }

    /// A new app process on the same device: a fresh state with `configuration` (another debug
    /// geography, say), the OS state `system` had, restored from the system store.
    package func restart(_ configuration: AppConfiguration, system: SimulatedSystem) throws -> AppState {
        var fresh = AppState(configuration: configuration)
        fresh.system = system
        if let systemStore { fresh.system.restore(from: try systemStore.load()) }
        return fresh
    }

    /// What the store holds now.
    package func stored() throws -> StoreDomain { try store.load() }

    /// Writes what handling one event did to the device: each `persist` effect as one atomic update,
    /// and the OS state when it changed from `before` to `after`.
    package func persist(_ effects: [AppEffect], system before: SimulatedSystem, _ after: SimulatedSystem) throws {
        for case .persist(let writes) in effects {
            // Nothing here reads the diff, so the store need not compute it.
            try store.updateIgnoringDiff { writes.apply(to: &$0) }
        }
        if let systemStore, after != before { try systemStore.replace(with: after.domain) }
    }

    /// The trace record of one event that moved the app from `before` to `after` with `effects`.
    package func record(_ event: AppEvent, effects: [AppEffect], from before: AppState, to after: AppState) throws {
        guard let trace else { return }
        sequence += 1
        try trace.write(
            .object([
                "seq": .int(Int64(sequence)), "event": event.json, "effects": .array(effects.map(\.json)),
                "changes": .object(before.json.changes(to: after.json)),
            ]))
    }

    /// Hands buffered trace lines to the OS (the end of a `send`).
    package func flush() throws { try trace?.flush() }
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
        if let text = d.string(forKey: "clock.today"), let ds = ISO8601Timestamp.epochDeciseconds(from: text, syntax: .dateOrDateTime) {
            today = CivilDate(deciseconds: ds)
        }
        if d["att.status"] != nil, let status = ATTrackingStatus(rawValue: d.integer(forKey: "att.status")) { att.status = status }
        if d["att.promptedThisInstall"] != nil { att.promptedThisInstall = d.bool(forKey: "att.promptedThisInstall") }
        if d["att.allowAppsToRequestToTrack"] != nil { att.allowAppsToRequestToTrack = d.bool(forKey: "att.allowAppsToRequestToTrack") }
        if d["att.statusBehindGlobalSwitch"] != nil,
            let held = ATTrackingStatus(rawValue: d.integer(forKey: "att.statusBehindGlobalSwitch"))
        {
            att.statusBehindGlobalSwitch = held
        }
    }
}
