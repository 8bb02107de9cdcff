import TCF

/// Benchmarks of the TCF engine (issue 2 targets: decode and encode < 5 µs, GVL load < 20 ms).
enum TCFBenchmarks {
    static var all: [Benchmark] {
        [
            Benchmark(name: "gvl.load-692-vendors", unit: "load", targetNanoseconds: 20_000_000) {
                try VendorList.benchmarkLoadEmbedded()
            },
        ]
    }
}
