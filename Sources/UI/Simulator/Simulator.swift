import Flow
import Forms
import Store

/// The simulated app, assembled one way for every front end (`run`, `record`, `play`/`test`,
/// `preview`): a form, the configuration the form and the settings give it, and the UI session that
/// shows it; `driver(stores:trace:)` adds the device's stores and the trace, builds the flow runtime
/// and puts the session in front of it. A value: a cached simulator is copied for each session.
///
/// The vendor list a run uses is chosen here, once: the form's own, or the settings' (`Set
/// VendorList`, `--vendor-list`), which then replaces the form's for the screens (`form(_:under:)`)
/// as well as for the engine that writes the keys and the TC string.
package struct Simulator: Sendable {
    /// The form the app shows, with the run's vendor list.
    package var form: FormDefinition
    /// The engine's configuration (the form's, with the settings over it).
    package var configuration: AppConfiguration
    /// The UI session as a fresh launch has it.
    package var session: UISession

    /// The simulator for `form` with `settings` over what the form implies.
    package init(form: FormDefinition, settings: SimulatorSettings = SimulatorSettings(), glyphs: Glyphs = .unicode,
                inspectorVisible: Bool = false) {
        let form = Simulator.form(form, under: settings)
        self.form = form
        configuration = settings.apply(to: FormConfiguration.configuration(for: form))
        session = UISession(form: form, language: settings.language, glyphs: glyphs, inspectorVisible: inspectorVisible)
    }

    /// This simulator with `settings` over its configuration (the session keeps its language); a
    /// vendor list among them replaces the form's on the screens too.
    package func applying(_ settings: SimulatorSettings) -> Simulator {
        var copy = self
        if settings.vendorList != nil {
            copy.form = Simulator.form(form, under: settings)
            copy.session = session.reloading(form: copy.form)
        }
        copy.configuration = settings.apply(to: configuration)
        return copy
    }

    /// `form` as a run under `settings` shows it: with the settings' vendor list, if they choose one
    /// (also for a form `run --watch` reloads, so the screens keep showing the run's list).
    package static func form(_ form: FormDefinition, under settings: SimulatorSettings) -> FormDefinition {
        settings.vendorList.map(form.showing) ?? form
    }

    /// A driver on a new flow runtime over `stores` (the OS state restored from them), not launched yet.
    package func driver(stores: SimulatorStores = .memory(), trace: (any TraceSink)? = nil) throws -> SessionDriver {
        let runtime = try FlowRuntime(configuration: configuration, store: stores.device, systemStore: stores.system, trace: trace)
        return SessionDriver(session: session, runtime: runtime)
    }

    /// A driver as `driver(stores:trace:)` builds it, with the app launched.
    package func launch(stores: SimulatorStores = .memory(), trace: (any TraceSink)? = nil) throws -> SessionDriver {
        let driver = try driver(stores: stores, trace: trace)
        try driver.launch()
        return driver
    }
}

/// Where the simulated device keeps the app's `UserDefaults` domain and the OS's own state (the ATT
/// answer, the clock), which outlives the app's process as it does on a phone.
package struct SimulatorStores: Sendable {
    /// The app's domain.
    package var device: any DeviceStore
    /// The simulated OS's state.
    package var system: any DeviceStore

    /// Both stores, as given.
    package init(device: any DeviceStore, system: any DeviceStore) {
        self.device = device
        self.system = system
    }

    /// Both in memory, empty: a fresh install on a fresh device.
    package static func memory() -> SimulatorStores { SimulatorStores(device: MemoryStore(), system: MemoryStore()) }

    /// The app's domain as a property-list file at `path`, the OS's state beside it as
    /// `<path without .plist>.system.plist`, so a person and a script can share a device.
    package static func file(_ path: String, durability: PlistFileStore.Durability) -> SimulatorStores {
        let stem = path.hasSuffix(".plist") ? String(path.dropLast(".plist".count)) : path
        return SimulatorStores(device: PlistFileStore(path: path, durability: durability),
                               system: PlistFileStore(path: stem + ".system.plist", durability: durability))
    }
}
