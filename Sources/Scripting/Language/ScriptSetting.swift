import Forms
import UI

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
    /// `Set SnapshotStyle true|false`: whether `Snapshot` also stores the style layer by default.
    case snapshotStyle(Bool)
    /// `Set <option> <value>` for an option of `SimulatorSettings.options` (`Set Order att-first`):
    /// settings with only that option chosen.
    case simulator(SimulatorSettings)

    /// Whether the setting must come before the first `Launch` (it picks what the session is built on).
    package var onlyBeforeLaunch: Bool {
        switch self {
        case .form, .store: true
        default: false
        }
    }
}
