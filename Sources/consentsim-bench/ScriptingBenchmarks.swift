import ConsentsimTestSupport
import Foundation
import Scripting

/// Benchmarks of the scripting layer: a typical session played in-process; `consentsim test` over 1,000 scripts as
/// a whole process on 2 jobs; the same typical session typed into the real binary through tmux.
enum ScriptingBenches {
    /// Launch, 15 keys, 6 expectations and a snapshot on the default UMP form, written with keys only
    /// so tmux can type it too.
    static let typicalSession = """
        Set Order no-att
        Launch
        Expect View ump.firstLayer
        Expect Status ump required
        Tab
        Shift+Tab
        Down
        Up
        Tab 3
        Enter
        Expect View ump.manageOptions
        Down 3
        Space
        Down 2
        Space
        Tab
        Shift+Tab
        Snapshot manage
        Expect CanRequestAds false
        Escape
        Expect View ump.firstLayer
        Tab
        Enter
        Expect Status ump obtained
        """

    /// Loads the typical session and its snapshot (recorded on the first play).
    static func prepared() throws -> (Script, SnapshotSet) {
        let loader = ScriptLoader { _ in throw ScriptLoader.ReadError("no includes") }
        let script = try loader.load(text: typicalSession, path: "typical.keys")
        var host = EngineHost()
        let first = ScriptPlayer(snapshots: SnapshotSet(scriptPath: "typical.keys", mode: .update)).play(script, on: &host)
        guard first.passed else { throw BenchFailure(FailureReport.render(first)) }
        var snapshots = SnapshotSet(scriptPath: "typical.keys")
        for write in first.snapshotWrites { snapshots.stored[write.path] = write.content }
        return (script, snapshots)
    }

    static var all: [Benchmark] {
        nonisolated(unsafe) var fixture: (Script, SnapshotSet)?
        return [
            Benchmark(
                name: "scripting.session", unit: "session (launch, 15 keys, 6 expectations, 1 snapshot)",
                targetNanoseconds: 1_000_000, setUp: { fixture = try prepared() },
                body: {
                    var host = EngineHost()
                    let result = ScriptPlayer(snapshots: fixture!.1).play(fixture!.0, on: &host)
                    return result.passed ? result.checks : -1_000
                }),
            Benchmark(
                name: "scripting.parse", unit: "parse of the typical session",
                body: {
                    try ScriptLoader { _ in "" }.load(text: typicalSession, path: "typical.keys").steps.count
                }),
        ]
    }

    /// The whole-process measurements, each repeated a few times (median reported).
    static func wholeProcess(filters: [String]) -> [String] {
        let wanted = { (name: String) in filters.isEmpty || filters.contains { name.hasPrefix($0) } }
        var lines: [String] = []
        let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("consentsim").path
        if wanted("scripting.test1000") {
            lines.append(testThousand(binary: binary))
        }
        if wanted("scripting.tmux") {
            lines += tmuxRatio(binary: binary)
        }
        return lines
    }

    /// `consentsim test DIR --jobs 2` over 1,000+ copies of the shipped scripts, process start included.
    static func testThousand(binary: String) -> String {
        let name = "scripting.test1000".padding(toLength: 40, withPad: " ", startingAt: 0)
        do {
            let source = FileManager.default.currentDirectoryPath + "/scripts"
            let shipped = ScriptFiles.findScripts(under: [source]).scripts.count
            guard shipped > 0 else { return name + "skipped: run from the package root (no scripts/)" }
            let root = NSTemporaryDirectory() + "consentsim-bench-\(getpid())"
            defer { try? FileManager.default.removeItem(atPath: root) }
            var copies = 0
            while copies * shipped < 1000 {
                try FileManager.default.copyItem(atPath: source, toPath: root + "/copy-\(copies)")
                copies += 1
            }
            let count = ScriptFiles.findScripts(under: [root]).scripts.count
            var samples: [Double] = []
            var last = ""
            for _ in 0..<5 {
                let start = DispatchTime.now().uptimeNanoseconds
                let r = try ProcessSpawn.run(binary, ["test", root, "--jobs", "2"], environment: ["LANG=C.UTF-8"])
                samples.append(Double(DispatchTime.now().uptimeNanoseconds - start))
                last = r.output.split(separator: "\n").last.map(String.init) ?? r.errors
                if r.status != 0 { return name + "failed: \(last)" }
            }
            samples.sort()
            let median = samples[samples.count / 2]
            return name + "\(format(median)) wall for \(count) scripts, --jobs 2 (\(format(median / Double(count))) per script; "
                + "min \(format(samples[0])), max \(format(samples.last!)))  (target 3 s: \(median <= 3e9 ? "met" : "MISSED"))  [\(last)]"
        } catch {
            return name + "failed: \(error)"
        }
    }

    /// The typical session through tmux against the real binary, and its ratio to the in-process run.
    static func tmuxRatio(binary: String) -> [String] {
        let name = "scripting.tmux".padding(toLength: 40, withPad: " ", startingAt: 0)
        guard let tmux = ProcessSpawn.which("tmux") else { return [name + "skipped: tmux is not installed"] }
        do {
            let (script, snapshots) = try prepared()
            var screens: [(ScriptStep, HostScreen)] = []
            var host = EngineHost()
            _ = ScriptPlayer(snapshots: snapshots, observer: { screens.append(($0, $1)) }).play(script, on: &host)
            let plan = try TmuxPlan.make(script, screens: screens)
            let arguments = try RunArguments.make(plan.settings, store: "memory")
            var samples: [Double] = []
            for _ in 0..<5 {
                let outcome = try TmuxDriver(tmux: tmux).run(plan, program: binary, arguments: arguments)
                if let mismatch = outcome.mismatch { return [name + "failed: \(mismatch)"] }
                samples.append(Double(outcome.nanoseconds))
            }
            samples.sort()
            let tmuxMedian = samples[samples.count / 2]
            let inProcess = try measure(all[0]).medianNanoseconds
            return [
                name + "\(format(tmuxMedian)) per session through tmux (min \(format(samples[0])), max \(format(samples.last!)))",
                "scripting.tmux.ratio".padding(toLength: 40, withPad: " ", startingAt: 0)
                    + "\(Int((tmuxMedian / inProcess).rounded()))x the in-process session (\(format(inProcess)))  (expected: 100x or more)",
            ]
        } catch {
            return [name + "failed: \(error)"]
        }
    }
}

/// A benchmark fixture that did not play.
struct BenchFailure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
