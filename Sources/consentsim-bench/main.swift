// consentsim-bench: release-mode benchmarks for the targets named in the issues.
// Run with `swift run -c release consentsim-bench [name-prefix ...]`.
//
// `consentsim-bench --profile N name-prefix ...` skips the timing: it runs each selected benchmark
// once (warming lazy globals and caches), then N times inside `profileLoop`, for a profiler:
//   valgrind --tool=callgrind --toggle-collect='*profileLoop*' consentsim-bench --profile 100 flow.cycle-memory-store
// and divide the collected instructions by N. (Valgrind 3.19 cannot read Swift's DWARF 5: profile a
// copy made with `objcopy --strip-debug`; the symbols stay.)

import Foundation

// `consentsim-bench --write-fleet N [DISTINCT]` writes N generated device lines for `doctor --batch`
// over DISTINCT generated strings (default 1,000) and exits.
if (3...4).contains(CommandLine.arguments.count), CommandLine.arguments[1] == "--write-fleet", let n = Int(CommandLine.arguments[2]), n >= 0 {
    let distinct = CommandLine.arguments.count == 4 ? Int(CommandLine.arguments[3]) : 1_000
    guard let distinct, (1...10_000_000).contains(distinct) else {
        print("--write-fleet N [DISTINCT]: DISTINCT is a whole number from 1 to 10000000")
        exit(2)
    }
    FleetBenches.writeFleet(count: n, distinct: distinct)
    exit(0)
}

let all: [Benchmark] =
    StartupBenches.all + TCFBenchmarks.all + DoctorBenches.all + FleetBenches.all + FlowBenches.all + UIBenches.all + SessionBenches.all
    + PreviewBenches.all
    + ScriptingBenches.all
var arguments = Array(CommandLine.arguments.dropFirst())
var profileIterations: Int?
if arguments.count >= 2, arguments[0] == "--profile", let n = Int(arguments[1]), n > 0 {
    profileIterations = n
    arguments.removeFirst(2)
}
let filters = arguments
let selected = filters.isEmpty ? all : all.filter { b in filters.contains { b.name.hasPrefix($0) } }
let wholeProcessNames = ["scripting.test1000", "scripting.tmux"]
if selected.isEmpty && !filters.contains(where: { f in wholeProcessNames.contains { $0.hasPrefix(f) } }) {
    print("no benchmark matches \(filters); known: \(all.map(\.name).joined(separator: ", "))")
}
#if DEBUG
    print("warning: debug build; run with `swift run -c release consentsim-bench` for meaningful numbers")
#endif
for b in selected {
    do {
        if let n = profileIterations {
            print("\(b.name): \(n) profiled operations, checksum \(try profile(b, iterations: n))")
        } else {
            print(try measure(b).line)
        }
    } catch {
        print("\(b.name): failed: \(error)")
    }
}
// Whole-process runs (seconds each) are timed a few times each rather than in batches.
for line in ScriptingBenches.wholeProcess(filters: filters) { print(line) }
