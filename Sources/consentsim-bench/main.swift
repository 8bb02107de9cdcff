// consentsim-bench: release-mode benchmarks for the targets named in the issues.
// Run with `swift run -c release consentsim-bench [name-prefix ...]`.

let all: [Benchmark] = TCFBenchmarks.all + FlowBenches.all + UIBenches.all + SessionBenches.all + PreviewBenches.all
let filters = Array(CommandLine.arguments.dropFirst())
let selected = filters.isEmpty ? all : all.filter { b in filters.contains { b.name.hasPrefix($0) } }
if selected.isEmpty {
    print("no benchmark matches \(filters); known: \(all.map(\.name).joined(separator: ", "))")
}
#if DEBUG
print("warning: debug build; run with `swift run -c release consentsim-bench` for meaningful numbers")
#endif
for b in selected {
    do {
        print(try measure(b).line)
    } catch {
        print("\(b.name): failed: \(error)")
    }
}
