// consentsim-bench: release-mode benchmarks for the targets named in the issues.
// Run with `swift run -c release consentsim-bench [name-prefix ...]`.

let all: [Benchmark] = TCFBenchmarks.all + FlowBenches.all + UIBenches.all + SessionBenches.all + ScriptingBenches.all
let filters = Array(CommandLine.arguments.dropFirst())
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
        print(try measure(b).line)
    } catch {
        print("\(b.name): failed: \(error)")
    }
}
// Whole-process runs (seconds each) are timed a few times each rather than in batches.
for line in ScriptingBenches.wholeProcess(filters: filters) { print(line) }
