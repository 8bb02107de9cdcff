import Forms
import Scripting
import Simulation

/// The `consentsim run` options that set up the same session as a script's `Set` lines.
package enum RunArguments {
    /// A setting `consentsim run` has no option for.
    package struct Unsupported: Error, CustomStringConvertible {
        /// The setting's name.
        package var setting: String
        /// `consentsim run has no option for Set <setting>`.
        package var description: String { "consentsim run has no option for Set \(setting)" }
    }

    /// `run --store STORE --no-fsync` and the option of each chosen setting (from the settings' table).
    package static func make(_ settings: SessionSettings, store: String) throws(Unsupported) -> [String] {
        var args = ["run", "--store", store, "--no-fsync"]
        if let form = settings.form { args += ["--form", form] }
        for option in SimulatorSettings.options {
            guard let more = option.flagArguments(settings.simulator) else { throw Unsupported(setting: option.script) }
            args += more
        }
        return args
    }
}
