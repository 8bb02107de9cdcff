import Basics
import ConsentsimTestSupport
import Foundation
import Testing

/// Hostile numbers through the commands: recordings bounded and streamed, dates told their range,
/// and the fuzzer's own usage.
@Suite struct HostileNumbersCLITests {
    /// The fuzzer built beside `consentsim`.
    static let fuzzer = (consentsimBinary as NSString).deletingLastPathComponent + "/consentsim-fuzz"

    @Test(.tags(.spawnsProcess)) func theFuzzerPrintsItsUsage() throws {
        let r = try run(Self.fuzzer, ["--help"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.hasPrefix("usage: consentsim-fuzz"))
        #expect(r.stdout.contains("--repo DIR") && r.stdout.contains("junit-merge") && r.stdout.contains("html-merge"))
    }

    @Test(.tags(.spawnsProcess)) func theFuzzerOutsideTheCheckoutSaysItFoundNoSeeds() throws {
        let dir = try TempDirectory()
        defer { dir.remove() }
        let r = try run(Self.fuzzer, ["--repo", dir.path, "--cases", "10"])
        #expect(r.status == 2)
        #expect(r.stderr.contains("no seed files found under \(dir.path)") && r.stderr.contains("--repo DIR"), "\(r.stderr)")
        #expect(!r.stdout.contains("0 problems"))
    }

    @Test(.tags(.spawnsProcess)) func repeatsAreRecordedAsTheyComeWithinAMemoryCap() throws {
        let dir = try TempDirectory()
        defer { dir.remove() }
        // Two thousand lines of Tab 10000 once expanded to twenty million steps (8 GB) before the session started.
        try "Set Order no-att\nLaunch\n".appending(String(repeating: "Tab 10000\n", count: 2_000)).write(
            toFile: dir.path + "/long.keys", atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(atPath: dir.path + "/out", withIntermediateDirectories: true)
        let r = try run(
            "/bin/sh",
            [
                "-c", "ulimit -v 2000000; exec \"$0\" \"$@\"", consentsimBinary, "play", "--timeout", "2", dir.path + "/long.keys", "--cast",
                dir.path + "/out/r.cast",
            ])
        #expect(r.status == 1, "\(r.stdout)\(r.stderr)")
        #expect(r.stdout.contains("timed out after 2 s"), "\(r.stdout)")
        #expect(try listDirectory(dir.path + "/out").isEmpty, "no recording and no temporary file")
    }

    @Test(.tags(.spawnsProcess)) func aTapePacedPastADayIsRefusedAndLeavesNothing() throws {
        let dir = try TempDirectory()
        defer { dir.remove() }
        let tape =
            "Output out/r.cast\nOutput out/r.svg\nSet TypingSpeed 86399999m\nType \"consentsim run\"\nEnter\n"
            + String(repeating: "Sleep 86399999m\n", count: 39)
        try tape.write(toFile: dir.path + "/t.tape", atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(atPath: dir.path + "/out", withIntermediateDirectories: true)
        let r = try run("/bin/sh", ["-c", "cd \"$0\" && exec \"$1\" play t.tape", dir.path, consentsimBinary])
        #expect(r.status == 1, "\(r.stdout)\(r.stderr)")
        #expect(r.stdout.contains("duration 86399999m is out of range (0...86400000 ms)"), "\(r.stdout)")
        #expect(try listDirectory(dir.path + "/out").isEmpty)
    }

    @Test(.tags(.spawnsProcess)) func datesBefore1970AreToldTheRange() throws {
        let rules = try consentsim(["rules", "--at", "1969-12-31"])
        #expect(rules.status == 2)
        #expect(rules.stderr.contains("--at: date 1969-12-31 is out of range (1970-01-01 to 9999-12-31)"), "\(rules.stderr)")
        let doctor = try consentsim(["doctor", "--today", "1960-01-01", "-"], stdin: "{}")
        #expect(doctor.status == 2)
        #expect(doctor.stderr.contains("--today: date 1960-01-01 is out of range (1970-01-01 to 9999-12-31)"), "\(doctor.stderr)")
    }
}
