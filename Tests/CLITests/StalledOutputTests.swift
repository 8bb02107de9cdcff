import ConsentsimTestSupport
import Foundation
import Testing

/// An output whose reader stops taking anything never keeps the process alive past `--timeout`:
/// the trace went through stdio's buffer, which `exit` flushes, so the run reported the session's
/// timeout and then waited for ever on the FIFO.
@Suite(.tags(.spawnsProcess)) struct StalledOutputTests {
    @Test func aTraceFIFOWhoseReaderStopsReadingEndsByTheTimeout() throws {
        let dir = try TempDirectory()
        // Each relaunch is several trace records: megabytes, far more than a pipe holds.
        try ("Launch\n" + String(repeating: "Relaunch\n", count: 2_000)).write(toFile: dir.path + "/long.keys", atomically: true, encoding: .utf8)
        let fifo = dir.path + "/trace.fifo"
        #expect(mkfifo(fifo, 0o600) == 0)
        // A reader that opened the FIFO and never reads from it.
        let reader = open(fifo, O_RDONLY | O_NONBLOCK)
        #expect(reader >= 0)
        defer { close(reader) }
        let result = try consentsim(["play", "--trace", fifo, "--timeout", "1", dir.path + "/long.keys"])
        #expect(result.status == 1, "the session fails: \(result)")
        #expect(result.stdout.hasPrefix("FAIL"), "and says so: \(result)")
    }
}
