import Flow
import Forms
import Screens
import Simulation
import Store
import TCF

/// The real engine behind the player: the `Simulator` that `consentsim run` assembles, without the
/// terminal. Keys and element commands go to the same `SimulatorRuntime` as in the terminal front
/// end, so a script sees what a person sees.
package struct EngineHost: ScriptHost {
    /// Where the flow trace goes (`--trace`); nil for none.
    package var trace: (any TraceSink)?
    /// Shared, thread-safe cache of loaded forms.
    package let forms: FormCache

    private var runtime: SimulatorRuntime?
    private var settings = SessionSettings()
    private var stores: SimulatorStores?
    private var quit = false
    private var cached: HostScreen? { didSet { cachedText = nil } }
    private var cachedText: String?

    /// A host that has not launched anything yet.
    package init(forms: FormCache = .shared, trace: (any TraceSink)? = nil) {
        self.forms = forms
        self.trace = trace
    }

    /// The runtime, for tests that compare with the terminal front end.
    package var simulatorRuntime: SimulatorRuntime? { runtime }

    /// Builds the store (memory, or a plist file with the OS state beside it, as `consentsim run` keeps it) and launches.
    package mutating func launch(_ settings: SessionSettings) throws(HostError) {
        self.settings = settings
        // As `consentsim run --store PATH` keeps them, so a script and a person can share a device.
        switch (settings.store, settings.storeAccess) {
        case (.file(let path), .copy): stores = try EngineHost.copy(of: path)
        case (.memory, _), (.file, .writeBack): stores = settings.store.stores(durability: .none)
        }
        try start()
    }

    /// The store files at `path` read into memory: the session's own device, which no other run sees
    /// and which leaves the files, their folder and their locks untouched (reading takes no lock).
    static func copy(of path: String) throws(HostError) -> SimulatorStores {
        let files = SimulatorStores.file(path, durability: .none)
        do {
            return SimulatorStores(device: MemoryStore(try files.device.load()), system: MemoryStore(try files.system.load()))
        } catch {
            throw .setup("cannot read the store: \(error)")
        }
    }

    /// Relaunches: the `.relaunch` event when nothing changed (as the home screen's `r`), else a new runtime on the same stores.
    package mutating func relaunch(_ settings: SessionSettings) throws(HostError) {
        let changed = EngineHost.appSettings(settings) != EngineHost.appSettings(self.settings)
        self.settings = settings
        cached = nil
        if let runtime, !quit, !changed {
            // The same process restarting, as the home screen's `r` does.
            _ = try engine { try runtime.send(.app(.relaunch)) }
            return
        }
        // A new process (after a quit) or a device whose settings changed: a fresh runtime on the
        // same store and the same simulated OS (clock, ATT answer).
        try start()
    }

    /// Assembles the simulator for the current settings on the session's stores, and launches.
    private mutating func start() throws(HostError) {
        let simulator = try forms.simulator(settings.form, language: settings.simulator.language).applying(settings.simulator)
        guard let stores else { throw .setup("no store") }
        let runtime: SimulatorRuntime
        do {
            runtime = try simulator.runtime(stores: stores, trace: trace)
            try runtime.send(.resize(Size(width: settings.columns, height: settings.rows)))
        } catch {
            throw .setup("cannot start the engine: \(error)")
        }
        self.runtime = runtime
        quit = false
        cached = nil
        try engine { try runtime.launch() }
    }

    /// Moves the simulated clock, as the home screen's `d`/`m`/`y` do.
    package mutating func advance(_ amount: ClockAdvance) throws(HostError) {
        let runtime = try running()
        let today = runtime.app.system.today
        let target =
            switch amount {
            case .days(let n): today.adding(days: n)
            case .months(let n): today.adding(months: n)
            }
        if let refusal = SimulatedClock.refusal(target) { throw .setup("Advance: \(refusal)") }
        cached = nil
        switch amount {
        case .days(let n): _ = try engine { try runtime.send(.app(.advanceClock(days: n))) }
        case .months(let n): _ = try engine { try runtime.send(.app(.advanceClockMonths(n))) }
        }
    }

    /// A switch in the iOS Settings app: sent to the app's OS state even after the app quit (Settings
    /// is another app), so the next start reads it.
    package mutating func changeTrackingSettings(_ change: TrackingSettingsChange) throws(HostError) {
        guard let runtime else { throw .setup("Settings changes the installed app's switches: Launch first") }
        cached = nil
        try engine { _ = try runtime.send(.app(.trackingSettings(change))) }
    }

    /// The next frame is drawn at the new size.
    package mutating func resize(columns: Int, rows: Int) throws(HostError) {
        settings.columns = columns
        settings.rows = rows
        _ = try? runtime?.send(.resize(Size(width: columns, height: rows)))
        cached = nil
    }

    /// The key through the UI session, exactly as the terminal front end passes it.
    package mutating func press(_ key: Key) throws(HostError) -> Bool {
        let runtime = try running()
        cached = nil
        let stillRunning = try engine { try runtime.handle(key) }
        if !stillRunning { quit = true }
        return stillRunning
    }

    /// Focuses the element with this id on the current view.
    package mutating func focus(_ id: String) throws(HostError) {
        let runtime = try running()
        cached = nil
        guard runtime.focus(ElementID(id)) else { throw noSuchElement(id) }
    }

    /// Focuses and activates the element with this id on the current view.
    package mutating func select(_ id: String) throws(HostError) {
        let runtime = try running()
        cached = nil
        guard try engine({ try runtime.select(ElementID(id)) }) else { throw noSuchElement(id) }
    }

    /// The frame at the session's size, drawn once per input.
    package mutating func screen() -> HostScreen {
        if let cached { return cached }
        let size = Size(width: settings.columns, height: settings.rows)
        guard let runtime, !quit else {
            return HostScreen(view: "notRunning", canvas: Canvas(size: size), focused: nil, elements: [])
        }
        let frame = runtime.frame(size: size)
        // VHS's Wait+Line reads the cursor's line; the app puts its cursor in the focused element, else the element's rows.
        let focusRows = frame.cursor.map { $0.y..<($0.y + 1) } ?? frame.focused.flatMap { frame.elements[$0] }.map { $0.y..<($0.y + $0.height) }
        let screen = HostScreen(
            view: runtime.viewID.rawValue, canvas: frame.canvas, focused: frame.focused?.rawValue,
            elements: frame.elements.keys.sorted().map(\.rawValue), focusRows: focusRows)
        cached = screen
        return screen
    }

    /// The text of the cached frame, made once per input.
    package mutating func screenText() -> String {
        if cached != nil, let cachedText { return cachedText }
        let text = screen().text
        cachedText = text
        return text
    }

    /// The view id, known without drawing.
    package mutating func view() -> String {
        guard let runtime, !quit else { return "notRunning" }
        return runtime.viewID.rawValue
    }

    /// The SDK statuses from the flow state; nil for an SDK the app does not link.
    package func status(_ subject: StatusSubject) -> String? {
        guard let app = runtime?.app else { return nil }
        switch subject {
        case .ump, .umpPrivacyOptions, .umpForm:
            guard app.configuration.sdk == .ump else { return nil }
            guard let ump = app.ump else { return "unknown" }
            switch subject {
            case .umpPrivacyOptions: return ump.privacyOptionsRequirementStatus.description
            case .umpForm: return ump.formStatus.description
            default: return ump.consentStatus.description
            }
        case .pac:
            guard app.configuration.sdk == .pac else { return nil }
            return (app.pac?.consentStatus ?? .unknown).description
        case .att:
            return app.system.att.status.description
        }
    }

    /// The app's domain as the runtime mirrors it.
    package var storedValues: StoreDomain { runtime?.app.device ?? StoreDomain() }

    /// The kind of the last ad request the app made; none when it made none.
    package var adVerdict: AdRequestKind { runtime?.app.adRequest?.eligibility.kind ?? .none }

    /// The last ad request's verdict with its reasons.
    package var adEligibility: AdEligibility? { runtime?.app.adRequest?.eligibility }

    /// `canRequestAds` from the flow state.
    package var canRequestAds: Bool { runtime?.app.canRequestAds ?? false }

    /// The app's own ad checks from the flow state.
    package var appChecks: AppChecks? { runtime?.app.appChecks }

    /// The Consent Mode signals inferred from what the app stores now.
    package var consentMode: ConsentMode? { runtime?.app.consentMode }

    /// The code of the last error UMP returned to the app this launch.
    package var lastUMPErrorCode: Int? { runtime?.app.lastUMPErrorCode }

    /// The app's console since its last launch.
    package var consoleLines: [String]? { runtime.map(\.console.lines) }

    // MARK: - Helpers

    private func running() throws(HostError) -> SimulatorRuntime {
        guard let runtime, !quit else { throw .notRunning }
        return runtime
    }

    /// The error for a missing element, listing the view's focusable elements (drawn again only here).
    private mutating func noSuchElement(_ id: String) -> HostError {
        let screen = screen()
        guard let runtime else { return .noSuchElement(id: id, view: screen.view, available: screen.elements) }
        let order = runtime.state.render(size: Size(width: settings.columns, height: settings.rows)).focusOrder
        return .noSuchElement(id: id, view: screen.view, available: order.map(\.rawValue))
    }

    /// Runs an engine call, reporting its errors as host errors.
    private func engine<T>(_ body: () throws -> T) throws(HostError) -> T {
        do {
            return try body()
        } catch {
            throw .engine("\(error)")
        }
    }

    /// The settings that shape the simulated device and app (not the terminal or the snapshots).
    static func appSettings(_ s: SessionSettings) -> SessionSettings {
        var copy = s
        copy.columns = 0
        copy.rows = 0
        copy.snapshotStyle = false
        return copy
    }
}
