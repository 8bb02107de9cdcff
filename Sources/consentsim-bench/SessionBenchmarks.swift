import Flow
import Forms
import Screens
import Simulation

/// Benchmarks of the interactive session (the targets: handle a key and repaint < 1 ms at 120x40
/// with the 692-vendor list). Start-up to first frame and peak memory need the real process:
/// `scripts/dev/bench-startup.sh`.
enum SessionBenches {
    static let size = Size(width: 120, height: 40)

    /// The simulator on the default form with no ATT step, launched, on an in-memory store.
    static func driver(inspector: Bool = false) -> SimulatorRuntime {
        let simulator = Simulator(form: FormLibrary.defaultForm, settings: SimulatorSettings(order: .noATT), inspectorVisible: inspector)
        // Force-try is safe: an in-memory store cannot fail and the shipped form is valid (tests load it).
        let runtime = try! simulator.start()
        _ = runtime.frame(size: size)
        return runtime
    }

    /// The simulator showing the vendor list.
    static func onVendorList() -> SimulatorRuntime {
        let d = driver()
        try! d.select("ump.manageOptions")
        try! d.select("ump.vendorPreferences")
        _ = d.frame(size: size)
        return d
    }

    /// A cheap value depending on the frame, so the work cannot be optimised away.
    static func checksum(_ frame: Frame) -> Int { frame.elements.count &+ (frame.cursor?.x ?? 0) &+ frame.size.width }

    static var all: [Benchmark] {
        nonisolated(unsafe) var list = onVendorList()
        nonisolated(unsafe) var listWithInspector = onVendorList()
        nonisolated(unsafe) var paging = onVendorList()
        nonisolated(unsafe) var cycling = driver()
        var benches: [Benchmark] = [
            Benchmark(
                name: "session.key-and-repaint-vendors-120x40", unit: "key", targetNanoseconds: 1_000_000,
                setUp: { list = onVendorList() }
            ) {
                try list.handle(.down)
                return checksum(list.frame(size: size))
            },
            Benchmark(
                name: "session.key-and-repaint-inspector-120x40", unit: "key", targetNanoseconds: 1_000_000,
                setUp: {
                    listWithInspector = onVendorList()
                    try listWithInspector.handle(.char("i"))
                }
            ) {
                try listWithInspector.handle(.down)
                return checksum(listWithInspector.frame(size: size))
            },
            Benchmark(name: "session.scroll-full-vendor-list-120x40", unit: "list", setUp: { paging = onVendorList() }) {
                // PgDn from the top to the end of the list, a frame after each key, as the terminal does.
                try paging.handle(.home)
                var sum = checksum(paging.frame(size: size))
                var pages = 0
                while pages < 1_000 {
                    try paging.handle(.pageDown)
                    let frame = paging.frame(size: size)
                    sum &+= checksum(frame)
                    pages += 1
                    if (frame.scrolls[UMPVendorListView.scrollID]?.linesBelow ?? 0) == 0 { break }
                }
                return sum &+ pages
            },
            Benchmark(name: "session.consent-cycle-10k-keys", unit: "10,000 keys", setUp: { cycling = driver() }) {
                // Headless, as the script player presses keys: Tab to "Consent" on the first layer,
                // Enter, then UMP's reset() and a relaunch bring the form back; no frame in between.
                var home = 0
                for _ in 0..<2_500 {
                    try cycling.handle(.tab)
                    try cycling.handle(.enter)
                    if cycling.viewID == .home { home += 1 }
                    try cycling.handle(.char("u"))
                    try cycling.handle(.char("r"))
                }
                return home
            },
            Benchmark(name: "session.launch-and-first-frame", unit: "start") {
                // The in-process part of start-up (form and vendor list already loaded): runtime, launch, layout.
                checksum(driver().frame(size: size))
            },
        ]
        let screens: [(String, (SimulatorRuntime) throws -> Void)] = [
            ("first-layer", { _ in }),
            ("manage-options", { try $0.select("ump.manageOptions") }),
            (
                "vendor-list",
                {
                    try $0.select("ump.manageOptions"); try $0.select("ump.vendorPreferences")
                }
            ),
            (
                "vendor-detail",
                {
                    try $0.select("ump.manageOptions")
                    try $0.select("ump.vendorPreferences")
                    try $0.select("vendor.755")
                }
            ),
            ("home", { try $0.select("ump.consent") }),
        ]
        for (name, go) in screens {
            nonisolated(unsafe) let d = driver()
            benches.append(
                Benchmark(name: "session.render-\(name)-120x40", unit: "frame", setUp: { try go(d) }) {
                    checksum(d.frame(size: size))
                })
        }
        return benches
    }
}
