import ConsentsimTestSupport
import Flow
import Foundation
import Store

/// Benchmarks of the flow engine and the store (the targets: reducer step < 1 µs,
/// launch-decide-store cycle against an in-memory store < 50 µs; the plist file is reported with and without fsync).
enum FlowBenches {
    static var all: [Benchmark] {
        let dir = NSTemporaryDirectory() + "consentsim-bench-\(getpid())"
        try? FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        let plainFile = PlistFileStore(path: dir + "/cycle-none.plist", durability: .none)
        let syncedFile = PlistFileStore(path: dir + "/cycle-fsync.plist", durability: .fsync)
        return [
            Benchmark(name: "flow.app-reducer-step", unit: "step", targetNanoseconds: 1_000) { FlowBenchmarks.reducerStep() },
            Benchmark(name: "pac.reducer-step", unit: "step", targetNanoseconds: 1_000) { PACBenchmarks.reducerStep() },
            Benchmark(name: "flow.cycle-memory-store", unit: "cycle", targetNanoseconds: 50_000) {
                FlowBenchmarks.launchDecideStoreCycle(store: MemoryStore())
            },
            Benchmark(name: "flow.cycle-pac-memory-store", unit: "cycle", targetNanoseconds: 50_000) {
                FlowBenchmarks.launchDecideStoreCyclePAC(store: MemoryStore())
            },
            Benchmark(name: "flow.cycle-plist-no-fsync", unit: "cycle") { FlowBenchmarks.launchDecideStoreCycle(store: plainFile) },
            Benchmark(name: "flow.cycle-plist-fsync", unit: "cycle") { FlowBenchmarks.launchDecideStoreCycle(store: syncedFile) },
            Benchmark(name: "store.write-typical-no-fsync", unit: "write") {
                try StoreBenchmarks.writeTypicalDomain(at: dir + "/typical-none.plist", durability: .none)
                return 1
            },
            Benchmark(name: "store.write-typical-fsync", unit: "write") {
                try StoreBenchmarks.writeTypicalDomain(at: dir + "/typical-fsync.plist", durability: .fsync)
                return 1
            },
        ]
    }
}
