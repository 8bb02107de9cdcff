import Forms
import Simulation

/// Everything the `Set` commands so far have chosen: the player's own settings (terminal size, form,
/// store, snapshot style) and the simulator's, whose unset fields leave the engine's defaults.
package struct SessionSettings: Hashable, Sendable {
    /// Terminal width in cells.
    package var columns = 80
    /// Terminal height in cells.
    package var rows = 24
    /// The form (a shipped name or a path); nil is the embedded default form.
    package var form: String?
    /// Where the app's `UserDefaults` domain lives.
    package var store: StoreChoice = .memory
    /// Whether a file store is copied for the session (the default) or written back.
    package var storeAccess: StoreAccess = .copy
    /// Whether snapshots store the style layer by default.
    package var snapshotStyle = false
    /// The limit of a `Wait` without `@T`: VHS's default, 15 s (`defaultWaitTimeout` in charmbracelet/vhs vhs.go).
    package var waitTimeoutMilliseconds = 15_000
    /// What a `Wait` without a pattern waits for; nil passes at once (VHS's default, the shell prompt
    /// `/>$/` of `defaultWaitPattern` in vhs.go, has no meaning in a full-screen app).
    package var waitPattern: String?
    /// The simulated device and app.
    package var simulator = SimulatorSettings()

    /// The defaults: 80 x 24, in-memory store, the engine's defaults for everything else.
    package init() {}

    /// Applies one `Set` command.
    package mutating func apply(_ setting: ScriptSetting) {
        switch setting {
        case .columns(let count): columns = count
        case .rows(let count): rows = count
        case .form(let name): form = name
        case .store(let choice): store = choice
        case .storeAccess(let access): storeAccess = access
        case .snapshotStyle(let on): snapshotStyle = on
        case .waitTimeout(let milliseconds): waitTimeoutMilliseconds = milliseconds
        case .waitPattern(let source): waitPattern = source
        case .timeout: break  // the runner's: it sets the session's time limit before the session starts
        case .simulator(let chosen): simulator.merge(chosen)
        }
    }
}
