import Flow

/// Benchmarks of the flow engine (issue 3 targets: reducer step < 1 µs, launch-decide-store cycle < 50 µs).
enum FlowBenches {
    static var all: [Benchmark] {
        [
            Benchmark(name: "pac.reducer-step", unit: "step", targetNanoseconds: 1_000) { PACBenchmarks.reducerStep() },
        ]
    }
}
