import Dispatch
import TCF

/// Decodes the embedded vendor list on a second thread while the main thread parses the command
/// line (issue 13): on `consentsim run` the two take about as long, so on two or more cores the list
/// is ready by the time the form asks for it. `VendorList.embedded` is a `static let`, initialised
/// once under the runtime's lock, so whichever thread comes first decodes it and the other waits.
enum VendorListPrefetch {
    /// Starts the decode when `arguments` (without the program name) will run the simulator:
    /// no arguments, `run …`, or options of the default `run` command (not help or version).
    static func startIfRunning(_ arguments: [String]) {
        if let first = arguments.first {
            guard first == "run" || (first.hasPrefix("-") && !["-h", "--help", "--version"].contains(first)) else { return }
        }
        DispatchQueue.global(qos: .userInitiated).async { _ = VendorList.embedded }
    }
}
