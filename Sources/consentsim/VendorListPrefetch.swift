#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TCF

/// Decodes the embedded vendor list on a second thread while the main thread parses the command
/// line (issue 13): on `consentsim run` the two take about as long, so on two or more cores the list
/// is ready by the time the form asks for it. `VendorList.embedded` is a `static let`, initialised
/// once under the runtime's lock, so whichever thread comes first decodes it and the other waits.
/// A bare POSIX thread: Dispatch's global queue started a worker and a manager thread for it.
enum VendorListPrefetch {
    /// Starts the decode when `arguments` (without the program name) will run the simulator:
    /// no arguments, `run …`, or options of the default `run` command (not help or version).
    static func startIfRunning(_ arguments: [String]) {
        if let first = arguments.first {
            guard first == "run" || (first.hasPrefix("-") && !["-h", "--help", "--version"].contains(first)) else { return }
        }
        // Without a thread the main thread decodes the list itself when it first needs it.
        #if canImport(Glibc)
        var thread = pthread_t()
        if pthread_create(&thread, nil, decodeVendorList, nil) == 0 { pthread_detach(thread) }
        #elseif canImport(Darwin)
        var thread: pthread_t?
        if pthread_create(&thread, nil, decodeVendorList, nil) == 0, let thread { pthread_detach(thread) }
        #endif
    }
}

/// The prefetch thread's body (a plain function: it is passed to C as a function pointer).
private func decodeVendorList(_: UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? {
    _ = VendorList.embedded
    return nil
}
