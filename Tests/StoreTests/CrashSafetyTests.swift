import Basics
import ConsentsimTestSupport
import Foundation
import Testing

@testable import Store

/// SIGKILL a writer process hundreds of times at random points of its write; the store file must
/// always be exactly the previous or the next version.
@Suite(.tags(.spawnsProcess)) struct CrashSafetyTests {
    /// Two different domains of ~18 KB of XML each (the typical UMP + PAC domain is ~12 KB): long
    /// values rather than many keys, so the debug-built writer starts quickly.
    static func contents() -> (StoreDomain, StoreDomain) {
        var a = StoreBenchmarks.typicalDomain()
        var b = StoreDomain()
        for i in 0..<20 { a.set(String(repeating: "a", count: 300) + String(i), forKey: "filler\(i)") }
        for i in 0..<35 { b.set(.dictionary(["n": .integer(Int64(i)), "s": .string(String(repeating: "b", count: 450))]), forKey: "other\(i)") }
        b.set(0, forKey: "IABTCF_gdprApplies")
        return (a, b)
    }

    /// One lane: `kills` writer processes on its own store file, each killed at a random moment
    /// of an update (while it holds the store lock), of its write (shortly after its temporary file
    /// appears), or of its whole run.
    struct Lane {
        /// Kills that hit a writer holding the store lock, i.e. inside a read-modify-write.
        var killsInsideUpdate = 0
        /// Kills that left the temporary file behind, i.e. between creating it and the rename.
        var killsMidWrite = 0
        var sawA = 0
        var sawB = 0
        var problems: [String] = []
    }

    static func runLane(dir: String, kills: Int, seed: UInt64, fsync: Bool, a: [UInt8], b: [UInt8], files: (String, String)) -> Lane {
        var lane = Lane()
        var random = SplitMix64(seed: seed)
        let path = dir + "/store.plist"
        /// Whether a writer's temporary file exists now (its name is unpredictable: look for any).
        func tempExists() -> Bool { !OutputFile.leftoverTemporaryFiles(of: path).isEmpty }
        let lockFD = open(path + ".lock", O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        defer { close(lockFD) }
        /// Whether some process holds the store lock right now (probing takes it for an instant when free).
        func writerHoldsLock() -> Bool {
            if flock(lockFD, LOCK_EX | LOCK_NB) == 0 {
                flock(lockFD, LOCK_UN)
                return false
            }
            return true
        }
        func poll(until condition: () -> Bool, while process: Process) {
            var polls = 0
            while !condition() && process.isRunning && polls < 200_000 {
                usleep(10)
                polls += 1
            }
        }
        for i in 0..<kills {
            guard let current = try? readBytes(path) else {
                lane.problems.append("kill \(i): store file missing")
                return lane
            }
            // Start with the version that differs from what is on disk, so the first write is a real change.
            let order = current == a ? [files.1, files.0] : [files.0, files.1]
            for leftover in OutputFile.leftoverTemporaryFiles(of: path) { unlink(leftover) }
            let process = Process()
            process.executableURL = URL(fileURLWithPath: consentsimBinary)
            process.arguments = ["store", "rewrite-loop", order[0], order[1], "--store", path] + (fsync ? [] : ["--no-fsync"])
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            do { try process.run() } catch {
                lane.problems.append("kill \(i): cannot start the writer: \(error)")
                return lane
            }
            // Kill timing, in turn: anywhere in the update after the writer takes the lock (0-3 ms);
            // in the write, after the temp file appears (0-600 µs: the window is fsync-long with
            // fsync, tens of microseconds without); anywhere in start-up or the first writes (0-15 ms);
            // and right after a first complete write, so both versions are seen however slow the
            // machine is (the random delays alone depend on how fast the writer starts).
            switch i % 4 {
            case 0:
                poll(until: writerHoldsLock, while: process)
                usleep(UInt32.random(in: 0...3_000, using: &random))
            case 1:
                poll(until: tempExists, while: process)
                usleep(UInt32.random(in: 0...600, using: &random))
            case 2:
                usleep(UInt32.random(in: 0...15_000, using: &random))
            default:
                poll(until: { (try? readBytes(path)) != current }, while: process)
            }
            if writerHoldsLock() { lane.killsInsideUpdate += 1 }
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            if process.terminationReason != .uncaughtSignal {
                lane.problems.append("kill \(i): the writer exited by itself with status \(process.terminationStatus)")
            }
            if tempExists() { lane.killsMidWrite += 1 }
            switch try? readBytes(path) {
            case a?: lane.sawA += 1
            case b?: lane.sawB += 1
            case let other?: lane.problems.append("kill \(i): store is neither version (\(other.count) bytes)")
            case nil: lane.problems.append("kill \(i): store file missing")
            }
        }
        return lane
    }

    @Test func killedWritersNeverLeaveAPartialFile() throws {
        let tmp = try TempDirectory()
        defer { tmp.remove() }
        let (a, b) = Self.contents()
        let bytesA = Array(try PropertyListXML.encode(a).utf8)
        let bytesB = Array(try PropertyListXML.encode(b).utf8)
        #expect(bytesA.count > 15_000 && bytesB.count > 15_000)
        #expect(try PropertyListXML.decode(bytesA) == a)
        #expect(try PropertyListXML.decode(bytesB) == b)
        let files = (tmp.path + "/a.json", tmp.path + "/b.json")
        try writeBytes(Array(StoreJSON.encode(a).utf8), to: files.0)
        try writeBytes(Array(StoreJSON.encode(b).utf8), to: files.1)

        // Two lanes in parallel (one per core): one with fsync, one without; 150 kills each.
        let lanes = 2
        nonisolated(unsafe) var results = [Lane](repeating: Lane(), count: lanes)
        let resultsLock = NSLock()
        for lane in 0..<lanes {
            let dir = tmp.path + "/lane\(lane)"
            try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
            try PlistFileStore(path: dir + "/store.plist", durability: .none).replace(with: a)
        }
        DispatchQueue.concurrentPerform(iterations: lanes) { lane in
            let result = Self.runLane(
                dir: tmp.path + "/lane\(lane)", kills: 150, seed: 0x5EED + UInt64(lane), fsync: lane == 0,
                a: bytesA, b: bytesB, files: files)
            resultsLock.withLock { results[lane] = result }
        }

        // The test only means something if updates really were interrupted and writes really
        // completed (both versions seen). "Inside an update" is checked by probing the lock just
        // before the kill, which does not depend on how fast this file system's fsync is.
        let insideUpdate = results.map(\.killsInsideUpdate).reduce(0, +)
        #expect(insideUpdate >= 50, "only \(insideUpdate) of 300 kills hit a writer inside an update")
        for (i, lane) in results.enumerated() {
            #expect(lane.problems == [], "lane \(i)")
            #expect(lane.sawA + lane.sawB == 150, "lane \(i)")
            #expect(lane.sawA >= 10 && lane.sawB >= 10, "lane \(i): A \(lane.sawA), B \(lane.sawB)")
            // At most one temporary file, the last killed writer's: each write removes the ones before it.
            let leftovers = try listDirectory(tmp.path + "/lane\(i)").filter { !["store.plist", "store.plist.lock"].contains($0) }
            #expect(leftovers.count <= 1 && leftovers.allSatisfy { $0.hasPrefix(".store.plist.") && $0.hasSuffix(".tmp") }, "lane \(i): \(leftovers)")
            print(
                "crash lane \(i) (fsync: \(i == 0)): \(lane.killsInsideUpdate) kills inside an update, \(lane.killsMidWrite) between temp file and rename; A \(lane.sawA), B \(lane.sawB)"
            )
        }
    }
}

/// A writer whose parent is gone stops by itself, so a crashed or killed test run leaves no writer behind.
@Suite(.tags(.spawnsProcess)) struct OrphanedWriterTests {
    @Test func anOrphanedRewriteLoopStops() throws {
        let tmp = try TempDirectory()
        defer { tmp.remove() }
        let (a, b) = CrashSafetyTests.contents()
        try writeBytes(Array(StoreJSON.encode(a).utf8), to: tmp.path + "/a.json")
        try writeBytes(Array(StoreJSON.encode(b).utf8), to: tmp.path + "/b.json")
        // The shell starts the writer in the background, prints its pid, waits for its first write and
        // exits: the writer is orphaned in the middle of its loop. It first closes every descriptor it
        // inherited from this test process beyond 0-2 (Foundation's own, and other tests' pipes), so a
        // writer that never stops cannot keep a wait here or elsewhere from returning (bash, since dash
        // cannot name descriptors above 9).
        let shell = Process()
        shell.executableURL = URL(fileURLWithPath: "/bin/bash")
        shell.arguments = [
            "-c",
            """
            for fd in /proc/$$/fd/*; do n=${fd##*/}; [ "$n" -gt 2 ] && eval "exec $n>&-"; done 2>/dev/null
            "$0" store rewrite-loop "$1/a.json" "$1/b.json" --store "$1/s.plist" --no-fsync </dev/null >/dev/null 2>&1 &
            echo $!
            i=0; while [ ! -e "$1/s.plist" ] && [ $i -lt 3000 ]; do sleep 0.01; i=$((i+1)); done
            """,
            consentsimBinary, tmp.path,
        ]
        let output = Pipe()
        shell.standardOutput = output
        try shell.run()
        shell.waitUntilExit()
        let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let pid = try #require(Int32(printed.trimmingCharacters(in: .whitespacesAndNewlines)), "pid: \(printed)")
        /// Whether the writer still runs (a zombie nobody has reaped yet has stopped).
        func running() -> Bool {
            guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
                let close = stat.lastIndex(of: ")")
            else { return false }
            return !stat[close...].hasPrefix(") Z") && !stat[close...].hasPrefix(") X")
        }
        // Not a speed check: a bound so that a writer which never stops fails the test instead of hanging it.
        var polls = 0
        while running() && polls < 6_000 {
            usleep(10_000)
            polls += 1
        }
        let stillRunning = running()
        if stillRunning { kill(pid, SIGKILL) }
        #expect(!stillRunning, "the orphaned writer \(pid) kept running")
        #expect(FileManager.default.fileExists(atPath: tmp.path + "/s.plist"), "the writer was writing when it was orphaned")
    }
}

/// Several processes doing read-modify-write on one store at once lose no update.
@Suite(.tags(.spawnsProcess)) struct ProcessConcurrencyTests {
    @Test func concurrentIncrementsAndDistinctKeysAllSurvive() throws {
        let tmp = try TempDirectory()
        defer { tmp.remove() }
        let path = tmp.path + "/shared.plist"
        let processes = 4
        let rounds = 25
        var running: [Process] = []
        for i in 0..<(2 * processes) {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: consentsimBinary)
            // Half the processes bump one shared counter, half each own key: all at the same time.
            let key = i < processes ? "counter" : "worker\(i - processes)"
            process.arguments = ["store", "increment", key, "--times", String(rounds), "--store", path]
            process.standardOutput = FileHandle.nullDevice
            try process.run()
            running.append(process)
        }
        for process in running {
            process.waitUntilExit()
            #expect(process.terminationStatus == 0)
        }
        let domain = try PlistFileStore(path: path).load()
        #expect(domain["counter"] == .integer(Int64(processes * rounds)))
        for w in 0..<processes { #expect(domain["worker\(w)"] == .integer(Int64(rounds))) }
        #expect(domain.count == 1 + processes)
    }
}
