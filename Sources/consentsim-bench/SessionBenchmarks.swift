import Flow
import Forms
import UI

/// Benchmarks of the interactive session (the targets: handle a key and repaint < 1 ms at 120x40
/// with the 692-vendor list). Start-up to first frame and peak memory need the real process:
/// `scripts/dev/bench-startup.sh`.
enum SessionBenches {
    static let size = Size(width: 120, height: 40)

    /// A driver on the default form with no ATT step, launched, on an in-memory store.
    static func driver(inspector: Bool = false) -> SessionDriver {
        let simulator = Simulator(form: FormLibrary.defaultForm, settings: SimulatorSettings(order: .noATT), inspectorVisible: inspector)
        // Force-try is safe: an in-memory store cannot fail and the shipped form is valid (tests load it).
        let driver = try! simulator.launch()
        _ = driver.frame(size: size)
        return driver
    }

    /// A driver showing the vendor list.
    static func onVendorList() -> SessionDriver {
        let d = driver()
        try! d.activate("ump.manageOptions")
        try! d.activate("ump.vendorPreferences")
        _ = d.frame(size: size)
        return d
    }

    /// A cheap value depending on the frame, so the work cannot be optimised away.
    static func checksum(_ frame: Frame) -> Int { frame.elements.count &+ (frame.cursor?.x ?? 0) &+ frame.size.width }

    static var all: [Benchmark] {
        nonisolated(unsafe) var list = onVendorList()
        nonisolated(unsafe) var listWithInspector = onVendorList()
        nonisolated(unsafe) var paging = onVendorList()
        var benches: [Benchmark] = [
            Benchmark(name: "session.key-and-repaint-vendors-120x40", unit: "key", targetNanoseconds: 1_000_000,
                      setUp: { list = onVendorList() }) {
                try list.handle(.down)
                return checksum(list.frame(size: size))
            },
            Benchmark(name: "session.key-and-repaint-inspector-120x40", unit: "key", targetNanoseconds: 1_000_000,
                      setUp: {
                          listWithInspector = onVendorList()
                          try listWithInspector.handle(.char("i"))
                      }) {
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
            Benchmark(name: "session.launch-and-first-frame", unit: "start") {
                // The in-process part of start-up (form and vendor list already loaded): runtime, launch, layout.
                checksum(driver().frame(size: size))
            },
        ]
        let screens: [(String, (SessionDriver) throws -> Void)] = [
            ("first-layer", { _ in }),
            ("manage-options", { try $0.activate("ump.manageOptions") }),
            ("vendor-list", { try $0.activate("ump.manageOptions"); try $0.activate("ump.vendorPreferences") }),
            ("vendor-detail", {
                try $0.activate("ump.manageOptions")
                try $0.activate("ump.vendorPreferences")
                try $0.activate("vendor.755")
            }),
            ("home", { try $0.activate("ump.consent") }),
        ]
        for (name, go) in screens {
            nonisolated(unsafe) let d = driver()
            benches.append(Benchmark(name: "session.render-\(name)-120x40", unit: "frame", setUp: { try go(d) }) {
                checksum(d.frame(size: size))
            })
        }
        return benches
    }
}
