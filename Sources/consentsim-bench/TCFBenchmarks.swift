import TCF

/// Benchmarks of the TCF engine (issue 2 targets: decode/encode < 5 µs, GVL load < 20 ms).
enum TCFBenchmarks {
    static var all: [Benchmark] { [] }
}
