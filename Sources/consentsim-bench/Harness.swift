import ConsentsimTestSupport
import Foundation

// Hand-written rather than ordo-one/benchmark: its steady figure on a noisy machine is hardware
// instruction counts, which this VM lacks (`perf stat -e instructions`: not supported); callgrind
// gives them instead (the Performance article).

/// A named benchmark: `body` runs one operation and returns a value that keeps it from being optimised away.
struct Benchmark {
    /// Dotted name, e.g. `tc.decode`.
    var name: String
    /// What one operation is, for the report.
    var unit: String
    /// The target from the issue, in nanoseconds per operation, if there is one.
    var targetNanoseconds: Double?
    /// Runs once before timing (loading fixtures, warming caches).
    var setUp: () throws -> Void = {}
    /// One operation.
    var body: () throws -> Int
}

/// The timing of one benchmark: the median and spread over several timed batches.
struct BenchmarkResult {
    var name: String
    var unit: String
    var medianNanoseconds: Double
    var minNanoseconds: Double
    var maxNanoseconds: Double
    var operations: Int
    var targetNanoseconds: Double?

    /// `name  median (min..max) per unit  [target]`.
    var line: String {
        let verdict = targetNanoseconds.map { medianNanoseconds <= $0 ? "  (target \(format($0)): met)" : "  (target \(format($0)): MISSED)" } ?? ""
        return name.padding(toLength: 40, withPad: " ", startingAt: 0)
            + "\(format(medianNanoseconds)) per \(unit) (\(BenchmarkRate.text(nanosecondsPerOperation: medianNanoseconds, unit: unit)))  [min \(format(minNanoseconds)), max \(format(maxNanoseconds)), \(operations) ops]"
            + verdict
    }
}

/// A duration in the most readable unit.
func format(_ ns: Double) -> String {
    switch ns {
    case ..<1_000: return String(format1(ns)) + " ns"
    case ..<1_000_000: return format1(ns / 1_000) + " µs"
    case ..<1_000_000_000: return format1(ns / 1_000_000) + " ms"
    default: return format1(ns / 1_000_000_000) + " s"
    }
}

private func format1(_ v: Double) -> String {
    let scaled = (v * 100).rounded() / 100
    return String(scaled)
}

/// Runs a benchmark: calibrates a batch size of roughly `batchTarget`, then times `batches` batches.
func measure(_ b: Benchmark, batches: Int = 15, batchTarget: Duration = .milliseconds(20)) throws -> BenchmarkResult {
    try b.setUp()
    let clock = ContinuousClock()
    var sink = 0
    var perBatch = 1
    while true {
        let start = clock.now
        for _ in 0..<perBatch { sink &+= try b.body() }
        let elapsed = clock.now - start
        if elapsed >= batchTarget || perBatch >= 1 << 24 { break }
        perBatch *= 2
    }
    var samples: [Double] = []
    for _ in 0..<batches {
        let start = clock.now
        for _ in 0..<perBatch { sink &+= try b.body() }
        let elapsed = clock.now - start
        let ns = Double(elapsed.components.seconds) * 1e9 + Double(elapsed.components.attoseconds) / 1e9
        samples.append(ns / Double(perBatch))
    }
    samples.sort()
    if sink == 42 { print("", terminator: "") }
    return BenchmarkResult(
        name: b.name, unit: b.unit, medianNanoseconds: samples[samples.count / 2], minNanoseconds: samples[0],
        maxNanoseconds: samples[samples.count - 1], operations: perBatch * batches, targetNanoseconds: b.targetNanoseconds)
}

/// Runs `b` once untimed (set-up, lazy globals), then `iterations` times inside `profileLoop`.
func profile(_ b: Benchmark, iterations: Int) throws -> Int {
    try b.setUp()
    var sink = try b.body()
    sink &+= try profileLoop(b.body, iterations: iterations)
    return sink
}

/// The loop a profiler collects in (`--toggle-collect='*profileLoop*'`); never inlined so it keeps its symbol.
@inline(never)
func profileLoop(_ body: () throws -> Int, iterations: Int) rethrows -> Int {
    var sink = 0
    for _ in 0..<iterations { sink &+= try body() }
    return sink
}
