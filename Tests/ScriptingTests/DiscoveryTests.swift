import ConsentsimTestSupport
import Scripting
import Testing

/// Finding scripts on disk and writing snapshots atomically.
@Suite struct DiscoveryTests {
    @Test func findsKeysFilesRecursivelySkippingIncludesAndSnapshots() throws {
        let dir = try TempDirectory()
        defer { dir.remove() }
        for file in [
            "b.keys", "a.keys", "_common.keys", "notes.txt", "ump/x.keys", "ump/__snapshots__/x.keys/first.txt", ".hidden/h.keys",
            "pac/deep/y.keys",
        ] {
            try ScriptFiles.write("Launch\n", to: dir.path + "/" + file)
        }
        let found = ScriptFiles.findScripts(under: [dir.path, dir.path + "/_common.keys", dir.path + "/missing"])
        #expect(found.scripts == ["_common.keys", "a.keys", "b.keys", "pac/deep/y.keys", "ump/x.keys"].map { dir.path + "/" + $0 })
        #expect(found.missing == [dir.path + "/missing"])
        #expect(try listDirectory(dir.path + "/ump/__snapshots__/x.keys") == ["first.txt"], "no temporary files left behind")
        #expect(try ScriptFiles.read(dir.path + "/a.keys") == "Launch\n")
        #expect(throws: ScriptLoader.ReadError.self) { try ScriptFiles.read(dir.path + "/none.keys") }
    }
}
