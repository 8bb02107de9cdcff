import Basics
import ConsentsimTestSupport
import Foundation
import Testing

/// Children start with none of this process's descriptors but their own standard ones.
@Suite(.tags(.spawnsProcess)) struct SpawnActionsTests {
    @Test func aSpawnedChildDoesNotInheritAFileThisProcessHasOpenForWriting() throws {
        let scratch = try TempDirectory()
        defer { scratch.remove() }
        // Opened without O_CLOEXEC, as Foundation's copyItem and many libraries open files.
        let fd = open(scratch.path + "/being-written", O_WRONLY | O_CREAT, 0o644)
        try #require(fd > 2)
        defer { close(fd) }
        let result = try run("/bin/sh", ["-c", "if [ -e /proc/self/fd/\(fd) ]; then echo open; else echo closed; fi"])
        #expect(result.stdout == "closed\n")
    }
}
