import ArgumentParser
import Flow
import Simulation

/// The settings files the command line names (`--vendor-list`, `--certified-cmps` of `run`, `doctor`
/// and `rules`), read through the settings table's readers.
enum SettingFiles {
    /// `--certified-cmps FILE` through its reader; the error names the file and line:column or JSON path.
    @Sendable static func certifiedCMPs(_ path: String) throws -> CertifiedCMPListFile { try read(path, as: SimulatorSettings.certifiedCMPs) }

    /// `--vendor-list FILE` through the validating parser; the error names the file and line:column.
    @Sendable static func vendorList(_ path: String) throws -> VendorListFile { try read(path, as: SimulatorSettings.vendorList) }

    /// The file `path` read as `option` reads it in scripts, its error a usage error.
    private static func read<Value>(_ path: String, as option: SimulatorOption<Value>) throws -> Value {
        switch option.scriptValue(path) {
        case .success(let file): return file
        case .failure(let error): throw CLIError(error.message)
        }
    }
}

/// A simulator setting's value as another command's ArgumentParser option reads it (`graph` and
/// `preview` take `--platform`): through its entry in the settings table (command-line names,
/// ignoring case). A wrapper rather than a conformance of the value types, because several are TCF's
/// public types, whose `ExpressibleByArgument` witnesses would then have to be public here.
struct SettingArgument<Value: SimulatorOptionValue>: ExpressibleByArgument {
    /// The value read.
    let value: Value

    init?(argument: String) {
        guard let value = Value.option.flagValue(argument) else { return nil }
        self.value = value
    }

    /// The names the command line lists in help and errors.
    static var allValueStrings: [String] { Value.option.flagNames }
}

/// A value another command reads through its setting's table entry (`--platform android`).
protocol SimulatorOptionValue: Hashable, Sendable {
    /// The setting whose table names the values.
    static var option: SimulatorOption<Self> { get }
}

extension DevicePlatform: SimulatorOptionValue { static var option: SimulatorOption<Self> { SimulatorSettings.platform } }

extension SDKRelease: SimulatorOptionValue { static var option: SimulatorOption<Self> { SimulatorSettings.sdk } }

extension Option {
    /// The option of a simulator setting: its flag, help and value placeholder from the table.
    init<T: SimulatorOptionValue>(_ option: SimulatorOption<T>) where Value == SettingArgument<T>? {
        self.init(name: .customLong(option.flag ?? option.script), help: ArgumentHelp(option.help, valueName: option.valueName))
    }
}
