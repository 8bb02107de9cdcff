import Forms
import Simulation

/// A `Set` command: one setting of the terminal, the player, or (through `SimulatorSettings`'s table)
/// the simulated device and app.
package enum ScriptSetting: Hashable, Sendable {
    /// `Set Columns N`: terminal width in cells.
    case columns(Int)
    /// `Set Rows N`: terminal height in cells.
    case rows(Int)
    /// `Set Form <name|path>`: a shipped form by name, or a form file (relative to the script).
    case form(String)
    /// `Set Store memory|<path>`: where the app's `UserDefaults` domain lives.
    case store(StoreChoice)
    /// `Set StoreAccess copy|write-back`: whether a `Set Store` file is copied for the session or written back.
    case storeAccess(StoreAccess)
    /// `Set WaitTimeout 10s`: how long a `Wait` without its own `@T` may take (VHS's setting).
    case waitTimeout(milliseconds: Int)
    /// `Set Timeout 30s`: this script's session limit, in place of `--timeout` (0: none); Playwright's
    /// `test.setTimeout`.
    case timeout(milliseconds: Int)
    /// `Set WaitPattern /regex/`: what a `Wait` without a pattern waits for (VHS's setting).
    case waitPattern(String)
    /// `Set SnapshotStyle true|false`: whether `Snapshot` also stores the style layer by default.
    case snapshotStyle(Bool)
    /// `Set <option> <value>` for an option of `SimulatorSettings.options` (`Set Order att-first`):
    /// settings with only that option chosen.
    case simulator(SimulatorSettings)

    /// Whether the setting must come before the first `Launch` (it picks what the session is built on).
    package var onlyBeforeLaunch: Bool {
        switch self {
        case .form, .store, .storeAccess: true
        default: false
        }
    }
}

/// Whether a session works on a private copy of its `Set Store` file or on the file itself.
///
/// Fixtures are shared by many scripts and by parallel runs, so by default a session reads the file
/// once into memory and never writes, locks or creates anything beside it; a script that prepares a
/// device on purpose opts in to writing back. Named once here for scripts and the command line.
package enum StoreAccess: String, CaseIterable, Hashable, Sendable {
    /// The file is read at `Launch` into a store of the session's own (the default).
    case copy
    /// The session reads and writes the file itself, as `consentsim run --store` does.
    case writeBack = "write-back"

    /// The setting in scripts: `Set StoreAccess write-back`.
    package static let script = "StoreAccess"
    /// The option of `play` and `test`: `--store-access write-back`.
    package static let flag = "store-access"
    /// What the option does, for help.
    package static let help =
        "copy (default): each session works on its own copy of a Set Store file and never writes it; "
        + "write-back: sessions write the file itself"
    /// The values, as spelt.
    package static var names: String { allCases.map(\.rawValue).joined(separator: "|") }
}
