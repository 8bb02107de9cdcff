import Flow
import Forms
import Screens
import Store

/// A run of the simulated app, assembled one way for every front end (`run`, `record`, `play`/`test`,
/// `preview`, `run --watch`, `graph --screens`): a form, the settings over what the form implies, and
/// how it is shown; `start` puts it on a device's stores with a trace and launches it.
///
/// A value: a cached simulator is copied for each run (the form's UMP model is built once).
///
/// The vendor list a run uses is chosen here, once: the form's own, or the settings' (`Set
/// VendorList`, `--vendor-list`), which then replaces the form's for the screens (`form(_:under:)`)
/// as well as for the engine that writes the keys and the TC string.
package struct Simulator: Sendable {
    /// The simulator's state before launch: the app configured, nothing on screen yet.
    package var state: SimulatorState

    /// The simulator for `form` with `settings` over what the form implies, drawn with `glyphs` on
    /// `device`, the inspector shown or not.
    ///
    /// `umpModel`: the model of `form.ump`, for a caller that starts many simulators of one form
    /// (preview starts one per screen): its rows, and the line counts they keep, are then made once
    /// (a form with 65,000 Google ATPs took over a minute to preview). Ignored when `settings` choose
    /// a vendor list, which changes the model.
    package init(
        form: FormDefinition, settings: SimulatorSettings = SimulatorSettings(), glyphs: Glyphs = .unicode,
        inspectorVisible: Bool = false, device: DeviceProfile = .terminal, umpModel: UMPFormModel? = nil
    ) {
        let form = Simulator.form(form, under: settings)
        let configuration = settings.apply(to: FormConfiguration.configuration(for: form))
        state = SimulatorState(
            form: form, configuration: configuration, language: settings.language, glyphs: glyphs,
            inspectorVisible: inspectorVisible, umpModel: settings.vendorList == nil ? umpModel : nil
        ).onDevice(device)
    }

    /// The form the app shows, with the run's vendor list.
    package var form: FormDefinition { state.form }

    /// The app's configuration (the form's, with the settings over it).
    package var configuration: AppConfiguration {
        get { state.app.configuration }
        set { state.app = AppState(configuration: newValue) }
    }

    /// This simulator with `settings` over its configuration (the screen keeps its language); a
    /// vendor list among them replaces the form's on the screens too.
    package func applying(_ settings: SimulatorSettings) -> Simulator {
        var copy = self
        if settings.vendorList != nil {
            copy.state = state.reloading(form: Simulator.form(form, under: settings))
        }
        copy.configuration = settings.apply(to: configuration)
        return copy
    }

    /// `form` as a run under `settings` shows it: with the settings' vendor list, if they choose one
    /// (also for a form `run --watch` reloads, so the screens keep showing the run's list).
    package static func form(_ form: FormDefinition, under settings: SimulatorSettings) -> FormDefinition {
        settings.vendorList.map { form.showing($0.list, readFrom: $0.path) } ?? form
    }

    /// The runtime on `stores` (the OS state restored from them) writing `trace`, not launched yet.
    package func runtime(stores: SimulatorStores = .memory(), trace: (any TraceSink)? = nil) throws -> SimulatorRuntime {
        try SimulatorRuntime(state: state, stores: stores, trace: trace)
    }

    /// The runtime as `runtime(stores:trace:)` builds it, with the app launched.
    package func start(stores: SimulatorStores = .memory(), trace: (any TraceSink)? = nil) throws -> SimulatorRuntime {
        let runtime = try runtime(stores: stores, trace: trace)
        try runtime.launch()
        return runtime
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
        return SimulatorStores(
            device: PlistFileStore(path: path, durability: durability),
            system: PlistFileStore(path: stem + ".system.plist", durability: durability))
    }
}
