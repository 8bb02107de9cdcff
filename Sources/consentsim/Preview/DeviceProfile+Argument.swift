import ArgumentParser
import Simulation

/// `--device phone|tablet|terminal` (and real device names as aliases) for `run` and `preview`.
extension DeviceProfile: ExpressibleByArgument {
    package init?(argument: String) { self.init(named: argument) }

    package static var allValueStrings: [String] { allCases.map(\.rawValue) + aliases.keys.sorted() }
}

/// The help text of `--device`, the same for every command.
enum DeviceHelp {
    static let text = ArgumentHelp(
        "Lay the form out at a device's width, centred: phone (44 columns), tablet (80) or terminal (the window, up to 120).",
        valueName: "phone|tablet|terminal")
}
