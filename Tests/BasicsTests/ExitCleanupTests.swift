import ConsentsimTestSupport
import Foundation
import Testing

@testable import Basics

/// The owner of scratch folders and child processes: what it removes and what it kills. (Signals
/// and `exit` are covered through the real binary, in `LeftoverTests`.)
@Suite struct ExitCleanupTests {
    @Test func aScratchFolderGoesWithEverythingInItButNothingALinkPointsTo() throws {
        let outside = try TempDirectory()
        try "keep".write(toFile: outside.path + "/kept.txt", atomically: true, encoding: .utf8)
        let folder = try ExitCleanup.makeScratchFolder(prefix: "consentsim-test")
        #expect(folder.hasPrefix(ExitCleanup.temporaryFolder()))
        try FileManager.default.createDirectory(atPath: folder + "/profile/Default/Cache", withIntermediateDirectories: true)
        try "x".write(toFile: folder + "/profile/Default/Cache/data", atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: folder + "/profile/SingletonLock", withDestinationPath: outside.path)
        try FileManager.default.createSymbolicLink(atPath: folder + "/outside", withDestinationPath: outside.path + "/kept.txt")
        try ExitCleanup.writeScratchFile("<svg/>", to: folder + "/picture-1.svg")
        #expect(throws: ExitCleanup.Failure.self, "never replaces a file") { try ExitCleanup.writeScratchFile("x", to: folder + "/picture-1.svg") }
        ExitCleanup.removeScratchFolder(folder)
        #expect(!FileManager.default.fileExists(atPath: folder))
        #expect(try String(contentsOfFile: outside.path + "/kept.txt", encoding: .utf8) == "keep")
        #expect(throws: ExitCleanup.Failure.self, "a folder that is gone is not made again") {
            try ExitCleanup.writeScratchFile("<svg/>", to: folder + "/picture-2.svg")
        }
        #expect(!FileManager.default.fileExists(atPath: folder))
    }

    @Test(.tags(.spawnsProcess)) func aChildThatDoesNotExitIsKilledWithItsGroupAfterTheGrace() throws {
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))
        posix_spawnattr_setpgroup(&attributes, 0)
        // A leader that ignores the polite signals and a helper in its group that outlives it.
        let arguments = ["/bin/sh", "-c", "trap '' INT TERM HUP; sleep 600 & exec sleep 601"]
        let argv = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        let pid = try #require(
            ExitCleanup.adopting {
                var pid: pid_t = 0
                return posix_spawn(&pid, "/bin/sh", nil, &attributes, argv, environ) == 0 ? pid : nil
            })
        ExitCleanup.stop(pid, grace: .milliseconds(50))
        #expect(kill(pid, 0) != 0 && errno == ESRCH, "the leader is gone and reaped")
        #expect(Self.liveMembers(ofGroup: pid) == [], "so is every process of its group")
    }

    /// The processes of group `group` that are running (a killed one may wait a moment as a zombie
    /// for init to reap it), from /proc/<pid>/stat: `pid (name) state ppid pgrp …`.
    static func liveMembers(ofGroup group: pid_t) -> [String] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.filter { entry in
            guard entry.allSatisfy(\.isNumber), let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8),
                let close = stat.lastIndex(of: ")")
            else { return false }
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            return fields.count > 3 && fields[3] == "\(group)" && fields[0] != "Z"
        }
    }
}
