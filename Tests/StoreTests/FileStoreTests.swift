import ConsentsimTestSupport
import Foundation
import Testing

@testable import Store

@Suite struct FileStoreTests {
    @Test func missingFileIsAnEmptyDomainAndLoadCreatesNothing() throws {
        let tmp = try TempDirectory()
        defer { tmp.remove() }
        let dir = tmp.path
        let store = PlistFileStore(path: dir + "/sub/dir/app.plist")
        #expect(try store.load() == StoreDomain())
        #expect(try listDirectory(dir) == [])
    }

    @Test func updateCreatesDirectoriesAndWritesThePlist() throws {
        let tmp = try TempDirectory()
        defer { tmp.remove() }
        let dir = tmp.path
        let path = dir + "/a/b/app.plist"
        let store = PlistFileStore(path: path, durability: .none)
        let diff = try store.update { $0.set(1, forKey: "IABTCF_gdprApplies") }
        #expect(diff == StoreDiff(added: ["IABTCF_gdprApplies"]))
        #expect(try PropertyListXML.decode(readBytes(path)) == StoreDomain(["IABTCF_gdprApplies": 1]))
        #expect(try listDirectory(dir + "/a/b") == ["app.plist", "app.plist.lock"])
        #expect(try store.load()["IABTCF_gdprApplies"] == 1)
    }

    @Test func updateReportsTheDiffAndSkipsUnchangedWrites() throws {
        let tmp = try TempDirectory()
        defer { tmp.remove() }
        let dir = tmp.path
        let path = dir + "/app.plist"
        let store = PlistFileStore(path: path)
        try store.replace(with: StoreDomain(["a": 1, "b": 2]))
        // A hand-edited but equivalent file must stay as it is when nothing changes.
        let handEdited = "<plist><dict><key>a</key><integer>1</integer><key>b</key><integer>2</integer></dict></plist>"
        try writeBytes(Array(handEdited.utf8), to: path)
        #expect(try store.update { $0.set(1, forKey: "a") }.isEmpty)
        #expect(try readBytes(path) == Array(handEdited.utf8))
        let diff = try store.update { d in
            d.set(3, forKey: "a")
            d.removeObject(forKey: "b")
            d.set("x", forKey: "c")
        }
        #expect(diff == StoreDiff(added: ["c"], changed: ["a"], removed: ["b"]))
    }

    @Test func throwingBodyWritesNothing() throws {
        struct Stop: Error {}
        let tmp = try TempDirectory()
        defer { tmp.remove() }
        let dir = tmp.path
        let store = PlistFileStore(path: dir + "/app.plist")
        try store.replace(with: StoreDomain(["a": 1]))
        #expect(throws: Stop.self) {
            try store.update { d in
                d.set(2, forKey: "a"); throw Stop()
            }
        }
        #expect(try store.load() == StoreDomain(["a": 1]))
    }

    @Test func unencodableValueLeavesTheFileAlone() throws {
        let tmp = try TempDirectory()
        defer { tmp.remove() }
        let dir = tmp.path
        let path = dir + "/app.plist"
        let store = PlistFileStore(path: path)
        try store.replace(with: StoreDomain(["a": 1]))
        let before = try readBytes(path)
        #expect(
            throws: StoreFileError.unencodable(
                path: path, PlistEncodingError(keyPath: "bad", message: "string contains U+0002, which XML 1.0 cannot represent"))
        ) {
            try store.update { $0.set("\u{2}", forKey: "bad") }
        }
        #expect(try readBytes(path) == before)
        #expect(try listDirectory(dir) == ["app.plist", "app.plist.lock"], "no temporary file left")
    }

    @Test func corruptFileIsReportedKeptAndMovedAsideOnlyByReset() throws {
        let tmp = try TempDirectory()
        defer { tmp.remove() }
        let dir = tmp.path
        let path = dir + "/app.plist"
        let corrupt = Array("<plist>\n<dict>\n\t<key>a</key>\n\t<integer>x</integer>\n</dict>\n</plist>\n".utf8)
        try writeBytes(corrupt, to: path)
        let store = PlistFileStore(path: path)

        let expected = StoreFileError.unreadable(path: path, PlistReadError(message: "invalid <integer> \"x\"", line: 4, column: 2))
        #expect(throws: expected) { try store.load() }
        #expect(expected.description == "\(path):4:2: invalid <integer> \"x\"")
        #expect(throws: expected) { try store.update { $0.set(1, forKey: "a") } }
        #expect(try readBytes(path) == corrupt)
        #expect(try listDirectory(dir) == ["app.plist", "app.plist.lock"])

        let result = try store.reset()
        let aside = try #require(result.corruptFileMovedTo)
        #expect(aside.hasPrefix(path + ".corrupt-"))
        #expect(try readBytes(aside) == corrupt)
        #expect(try store.load() == StoreDomain())
        #expect(result.diff.isEmpty)

        // A second corrupt file in the same second gets its own aside name.
        try writeBytes(Array("bplist00".utf8), to: path)
        let second = try store.replace(with: StoreDomain(["k": "v"]))
        let secondAside = try #require(second.corruptFileMovedTo)
        #expect(secondAside != aside)
        #expect(try readBytes(secondAside) == Array("bplist00".utf8))
        #expect(try readBytes(aside) == corrupt)
        #expect(second.diff == StoreDiff(added: ["k"]))
    }

    @Test func threadsWithSeparateInstancesLoseNoUpdate() throws {
        let tmp = try TempDirectory()
        defer { tmp.remove() }
        let dir = tmp.path
        let path = dir + "/app.plist"
        let threads = 4
        let rounds = 25
        nonisolated(unsafe) var failures: [String] = []
        let failuresLock = NSLock()
        DispatchQueue.concurrentPerform(iterations: threads) { t in
            // One instance per thread: each opens its own lock-file descriptor, as a process would.
            let store = PlistFileStore(path: path, durability: .none)
            for r in 0..<rounds {
                do {
                    try store.update { d in
                        d.set(d.integer(forKey: "counter") + 1, forKey: "counter")
                        d.set(r, forKey: "thread\(t)-key\(r)")
                    }
                } catch {
                    failuresLock.withLock { failures.append("\(error)") }
                }
            }
        }
        #expect(failures == [])
        let domain = try PlistFileStore(path: path).load()
        #expect(domain["counter"] == .integer(Int64(threads * rounds)))
        #expect(domain.count == 1 + threads * rounds)
    }

    @Test func memoryStoreBehavesLikeAStore() throws {
        let store = MemoryStore(StoreDomain(["a": 1]))
        #expect(try store.update { $0.set(2, forKey: "a") } == StoreDiff(changed: ["a"]))
        #expect(store.replace(with: StoreDomain(["b": 1])) == StoreWriteResult(diff: StoreDiff(added: ["b"], removed: ["a"])))
        DispatchQueue.concurrentPerform(iterations: 4) { _ in
            for _ in 0..<50 { _ = try? store.update { $0.set($0.integer(forKey: "n") + 1, forKey: "n") } }
        }
        #expect(store.load()["n"] == 200)
        #expect(store.reset().diff.removed == ["b", "n"])
        #expect(store.load().isEmpty)
    }

    @Test func benchmarkEntryPointsWriteAndLoadTheTypicalDomain() throws {
        let tmp = try TempDirectory()
        defer { tmp.remove() }
        let dir = tmp.path
        let path = dir + "/bench.plist"
        try StoreBenchmarks.writeTypicalDomain(at: path, durability: .none)
        let loaded = try StoreBenchmarks.loadDomain(at: path)
        #expect(loaded == StoreBenchmarks.typicalDomain())
        #expect(loaded.keys.filter { $0.hasPrefix("IABTCF_") }.count >= 25)
        #expect(loaded.dictionary(forKey: "personalized_ad_status")?["consent_state"] == "personalized")
    }
}
