import Basics
import ConsentsimTestSupport
import Foundation
import Testing

@testable import Store

/// The store's writes go through the one output path: temporary files created exclusively under
/// unpredictable names, a lock that is waited for a bounded time, and no lock file beside a folder.
@Suite struct StoreWritePathTests {
    @Test func aLockHeldElsewhereIsWaitedForABoundedTimeAndItsHolderNamed() throws {
        let tmp = try TempDirectory()
        defer { tmp.remove() }
        let path = tmp.path + "/app.plist"
        let store = PlistFileStore(path: path, durability: .none, lockWait: 0.2)
        try store.replace(with: StoreDomain(["a": 1]))
        // Another open file description of the lock file: excluded like another process.
        let holder = open(store.lockPath, O_RDWR | O_CLOEXEC)
        #expect(flock(holder, LOCK_EX) == 0)
        let error = #expect(throws: StoreFileError.self) { try store.update { $0.set(2, forKey: "a") } }
        close(holder)
        guard case .locked(let lockedPath, let who, let seconds)? = error else {
            Issue.record("expected .locked, got \(String(describing: error))")
            return
        }
        #expect(lockedPath == path && seconds == 0.2)
        #expect(who?.hasPrefix("pid \(getpid()) (") == true, "\(String(describing: who))")
        #expect(error?.description.hasPrefix("\(path): the store is locked by pid \(getpid())") == true)
        #expect(error?.description.hasSuffix("and stayed locked for 0.2 s; nothing was written") == true)
        #expect(try store.load() == StoreDomain(["a": 1]))
        // Released, it writes at once.
        try store.update { $0.set(2, forKey: "a") }
        #expect(try store.load() == StoreDomain(["a": 2]))
    }

    @Test(arguments: ["/w/.", "/w/..", "/w/sub", "/"])
    func aFolderIsRefusedBeforeALockFileAppearsBesideIt(_ name: String) throws {
        let tmp = try TempDirectory()
        defer { tmp.remove() }
        try FileManager.default.createDirectory(atPath: tmp.path + "/w/sub", withIntermediateDirectories: true)
        let path = name == "/" ? "/" : tmp.path + name
        let before = try listDirectory(tmp.path)
        #expect(throws: StoreFileError.input(InputFileError(path: path, problem: .directory))) {
            try PlistFileStore(path: path, durability: .none).update { $0.set(1, forKey: "a") }
        }
        #expect(try listDirectory(tmp.path) == before)
        #expect(try listDirectory(tmp.path + "/w") == ["sub"])
        #expect(try listDirectory(tmp.path + "/w/sub") == [])
        #expect(!FileManager.default.fileExists(atPath: "/.lock"))
    }

    @Test func theTemporaryFilesOfKilledWritersGoAtTheNextWriteWithoutBeingFollowed() throws {
        let tmp = try TempDirectory()
        defer { tmp.remove() }
        let path = tmp.path + "/app.plist"
        let victim = tmp.path + "/victim"
        try writeBytes(Array("precious".utf8), to: victim)
        // What killed writers leave, and a link planted at such a name.
        try writeBytes(Array("half".utf8), to: tmp.path + "/.app.plist.0123456789abcdef.tmp")
        #expect(symlink(victim, tmp.path + "/.app.plist.fedcba9876543210.tmp") == 0)
        #expect(symlink(victim, path + ".tmp") == 0)
        try PlistFileStore(path: path, durability: .none).update { $0.set(1, forKey: "a") }
        #expect(try readBytes(victim) == Array("precious".utf8))
        #expect(try listDirectory(tmp.path) == ["app.plist", "app.plist.lock", "app.plist.tmp", "victim"])
        var info = stat()
        #expect(lstat(path + ".tmp", &info) == 0 && info.st_mode & S_IFMT == S_IFLNK, "a file not of our making stays")
    }

    @Test func aSymlinkedStoreIsStillWrittenThroughToItsTarget() throws {
        let tmp = try TempDirectory()
        defer { tmp.remove() }
        try FileManager.default.createDirectory(atPath: tmp.path + "/real", withIntermediateDirectories: true)
        let target = tmp.path + "/real/app.plist"
        try PlistFileStore(path: target, durability: .none).replace(with: StoreDomain(["a": 1]))
        #expect(chmod(target, 0o600) == 0)
        #expect(symlink("real/app.plist", tmp.path + "/link.plist") == 0)
        try PlistFileStore(path: tmp.path + "/link.plist", durability: .fsync).update { $0.set(2, forKey: "a") }
        var info = stat()
        #expect(lstat(tmp.path + "/link.plist", &info) == 0 && info.st_mode & S_IFMT == S_IFLNK, "the link stays a link")
        #expect(stat(target, &info) == 0 && info.st_mode & 0o777 == 0o600, "the target keeps its mode")
        #expect(try PlistFileStore(path: target).load() == StoreDomain(["a": 2]))
        #expect(try listDirectory(tmp.path + "/real") == ["app.plist", "app.plist.lock"])
    }
}

/// The store commands through the real binary.
@Suite struct StoreCommandWritePathTests {
    @Test(.tags(.spawnsProcess)) func readingAStoreThatDoesNotExistSaysSo() throws {
        let tmp = try TempDirectory()
        defer { tmp.remove() }
        let path = tmp.path + "/nothing.plist"
        for arguments in [["show"], ["export"], ["export", "--format", "plist"], ["get", "IABTCF_gdprApplies"]] {
            let r = try consentsim(["store"] + arguments + ["--store", path])
            #expect(r.status == 1, "\(arguments)")
            #expect(r.stdout.isEmpty, "\(arguments): \(r.stdout)")
            #expect(r.stderr == "consentsim: \(path): no such store (nothing was saved there yet: a run or `store set` creates it)\n", "\(arguments)")
        }
        #expect(try listDirectory(tmp.path) == [], "reading creates nothing")
        // An empty store that exists is listed as empty.
        #expect(try consentsim(["store", "reset", "--store", path]).status == 0)
        let empty = try consentsim(["store", "export", "--store", path])
        #expect(empty.status == 0 && empty.stdout == "{}\n")
    }

    @Test(.tags(.spawnsProcess)) func aStoreLockedByAnotherProcessFailsAfterTheWaitNamingIt() throws {
        let tmp = try TempDirectory()
        defer { tmp.remove() }
        let path = tmp.path + "/app.plist"
        let holder = open(path + ".lock", O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        defer { close(holder) }
        #expect(flock(holder, LOCK_EX) == 0)
        let r = try consentsim(["store", "set", "a", "1", "--type", "int", "--store", path, "--no-fsync"])
        #expect(r.status == 1)
        #expect(r.stderr.hasPrefix("consentsim: \(path): the store is locked by pid \(getpid()) ("), "\(r.stderr)")
        #expect(r.stderr.hasSuffix(" and stayed locked for 5 s; nothing was written\n"))
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    @Test(.tags(.spawnsProcess)) func aFolderGivenAsTheStoreLeavesNoLockFile() throws {
        let tmp = try TempDirectory()
        defer { tmp.remove() }
        try FileManager.default.createDirectory(atPath: tmp.path + "/d", withIntermediateDirectories: true)
        let r = try consentsim(["store", "set", "a", "1", "--type", "int", "--store", tmp.path + "/d"])
        #expect(r.status == 1)
        #expect(r.stderr == "consentsim: \(tmp.path)/d: is a directory, not a file\n")
        #expect(try listDirectory(tmp.path) == ["d"])
    }
}
