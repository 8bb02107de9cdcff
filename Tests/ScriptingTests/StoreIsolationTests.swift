import ConsentsimTestSupport
import Foundation
import Scripting
import Store
import Testing

/// `Set Store <path>` gives every session its own copy of the fixture: the file is read, never
/// written, and nothing appears beside it, so scripts sharing a fixture (in parallel too) cannot
/// interfere; `Set StoreAccess write-back` is the opt-in for a script that prepares a device.
@Suite struct StoreIsolationTests {
    /// Consents on a fresh device and keeps the result in `fixture.plist` (the opt-in).
    static let prepare = "Set StoreAccess write-back\nSet Store fixture.plist\nSet Order no-att\nLaunch\nSelect ump.consent\nExpect View home\n"
    /// Starts from the fixture's consent and wipes it (UMP reset), which a shared store would pass on to the next run.
    static let useAndReset = """
        Set Store ../fixture.plist
        Set Order no-att
        Launch
        Expect View home
        Expect Key IABTCF_gdprApplies 1
        Select home.umpReset
        Expect Key IABTCF_gdprApplies absent

        """

    func runner() -> ScriptRunner<EngineHost> { ScriptRunner(mode: .compare) { EngineHost() } }

    /// A folder holding a consented fixture, made by a write-back run.
    func preparedFolder() throws -> TempDirectory {
        let dir = try TempDirectory()
        try ScriptFilesForTests.write(Self.prepare, to: dir.path + "/prepare.keys")
        let result = runner().run(path: dir.path + "/prepare.keys")
        expectPassed(result)
        try FileManager.default.removeItem(atPath: dir.path + "/prepare.keys")
        return dir
    }

    @Test func writeBackIsTheOptIn() throws {
        let dir = try preparedFolder()
        defer { dir.remove() }
        let stored = try PlistFileStore(path: dir.path + "/fixture.plist").load()
        #expect(stored["IABTCF_gdprApplies"] == .integer(1), "the write-back run stored its consent in the fixture")
    }

    @Test func aRunReadsTheFixtureAndLeavesItsBytesAndFolderAsTheyWere() throws {
        let dir = try preparedFolder()
        defer { dir.remove() }
        let fixture = dir.path + "/fixture.plist"
        try ScriptFilesForTests.write(Self.useAndReset, to: dir.path + "/s/use.keys")
        let bytes = try readBytes(fixture)
        let listing = try listDirectory(dir.path).sorted()
        for _ in 0..<2 {
            // The second run starts from the fixture again, not from the first run's reset.
            expectPassed(runner().run(path: dir.path + "/s/use.keys"))
        }
        #expect(try readBytes(fixture) == bytes, "the fixture's bytes changed")
        #expect(try listDirectory(dir.path).sorted() == listing, "files appeared beside the fixture")
    }

    @Test func aHundredParallelRunsOverOneFixtureAllPass() throws {
        let dir = try preparedFolder()
        defer { dir.remove() }
        let fixture = dir.path + "/fixture.plist"
        let bytes = try readBytes(fixture)
        let paths = (0..<100).map { dir.path + "/s/use\($0).keys" }
        for path in paths { try ScriptFilesForTests.write(Self.useAndReset, to: path) }
        let results = runner().runAll(paths, jobs: 4)
        for result in results { expectPassed(result) }
        #expect(TestSummary(results: results).closingLine == "100 passed, 0 failed")
        #expect(try readBytes(fixture) == bytes)
    }

    @Test func theRunnersSettingWritesBackForEveryScript() throws {
        let dir = try preparedFolder()
        defer { dir.remove() }
        let fixture = dir.path + "/fixture.plist"
        try ScriptFilesForTests.write(Self.useAndReset, to: dir.path + "/s/use.keys")
        var writing = runner()
        writing.settings.storeAccess = .writeBack
        expectPassed(writing.run(path: dir.path + "/s/use.keys"))
        #expect(try PlistFileStore(path: fixture).load()["IABTCF_gdprApplies"] == nil, "--store-access write-back kept the reset")
        #expect(
            writing.run(path: dir.path + "/s/use.keys").failure?.line == "Expect View home",
            "the next write-back run starts from the reset device, which asks for consent again")
    }

    @Test func storeAccessParsesOnlyItsNamesAndOnlyBeforeLaunch() {
        #expect(diagnostics("Set StoreAccess share\nLaunch").first?.message == "expected copy|write-back, found 'share'")
        #expect(diagnostics("Launch\nSet StoreAccess write-back").first?.message.hasPrefix("Set StoreAccess must come before Launch") == true)
    }
}
