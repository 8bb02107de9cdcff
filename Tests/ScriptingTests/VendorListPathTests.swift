import ConsentsimTestSupport
import Forms
import Foundation
import Screens
import Scripting
import Simulation
import Testing

/// `Set VendorList <path>` is relative to the script that contains it, as `Set Form`, `Set Store` and
/// `Source` are, whatever the working directory; absolute paths stay as they are.
@Suite struct VendorListPathTests {
    /// The two-vendor list the fidelity script uses (vendorListVersion 15, no vendor 755).
    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Tests/Fixtures/tcf/gvl-v3-vendor-list-v15-2vendors.json").path

    /// A session that passes only on the two-vendor list: the embedded one writes hundreds of vendor bits.
    static func session(listedAs path: String) -> String {
        """
        Set VendorList \(path)
        Set Order no-att
        Launch
        Select ump.consent
        Expect View home
        Expect Key IABTCF_VendorConsents "11"
        Expect Ads none
        """
    }

    /// A scratch directory with the fixture copied to `list` (relative) and `files` written.
    func scratch(list: String, files: [String: String]) throws -> TempDirectory {
        let dir = try TempDirectory()
        try FileManager.default.createDirectory(
            atPath: (dir.path + "/" + list as NSString).deletingLastPathComponent,
            withIntermediateDirectories: true)
        try writeBytes(try readBytes(Self.fixture), to: dir.path + "/" + list)
        for (name, text) in files { try ScriptFilesForTests.write(text, to: dir.path + "/" + name) }
        return dir
    }

    /// The vendor-list file the loaded script at `path` chose.
    func chosenList(_ path: String) throws -> VendorListFile? {
        try ScriptFiles.loader.load(path: path).steps.compactMap { step -> VendorListFile? in
            if case .set(.simulator(let settings)) = step.command { return settings.vendorList }
            return nil
        }.first
    }

    @Test(.tags(.spawnsProcess)) func aListBesideTheScriptIsFoundFromAnotherWorkingDirectory() throws {
        let dir = try scratch(list: "gvl.json", files: ["s.keys": Self.session(listedAs: "gvl.json")])
        defer { dir.remove() }
        #expect(FileManager.default.currentDirectoryPath != dir.path)
        #expect(try chosenList(dir.path + "/s.keys")?.path == dir.path + "/gvl.json")
        let result = ScriptRunner(mode: .compare) { EngineHost() }.run(path: dir.path + "/s.keys")
        expectPassed(result)

        // The binary, started in yet another directory, as a tester runs `consentsim play` elsewhere.
        let elsewhere = try TempDirectory()
        defer { elsewhere.remove() }
        let played = try run("/bin/sh", ["-c", "cd \"$1\" && exec \"$2\" play \"$3\"", "sh", elsewhere.path, consentsimBinary, dir.path + "/s.keys"])
        #expect(played.status == 0, "\(played.stdout)\(played.stderr)")
        #expect(played.stdout.hasPrefix("ok   \(dir.path)/s.keys"))
    }

    @Test func aSourcedScriptResolvesAgainstItsOwnDirectory() throws {
        // The list is only beside the included file: resolving against the top script would miss it.
        let dir = try scratch(
            list: "sub/gvl.json",
            files: [
                "s.keys": "Source sub/_list.keys\n" + Self.session(listedAs: "gvl.json").split(separator: "\n").dropFirst().joined(separator: "\n"),
                "sub/_list.keys": "Set VendorList gvl.json",
            ])
        defer { dir.remove() }
        #expect(try chosenList(dir.path + "/s.keys")?.path == dir.path + "/sub/gvl.json")
        expectPassed(ScriptRunner(mode: .compare) { EngineHost() }.run(path: dir.path + "/s.keys"))
    }

    @Test func anAbsolutePathStaysAsItIs() throws {
        let dir = try scratch(list: "unused.json", files: ["s.keys": Self.session(listedAs: "\"\(Self.fixture)\"")])
        defer { dir.remove() }
        #expect(try chosenList(dir.path + "/s.keys")?.path == Self.fixture)
        expectPassed(ScriptRunner(mode: .compare) { EngineHost() }.run(path: dir.path + "/s.keys"))
    }

    @Test(.tags(.spawnsProcess)) func aMissingListNamesTheScriptLineAndTheResolvedPath() throws {
        let dir = try scratch(list: "gvl.json", files: ["s.keys": "Set Order no-att\n  Set VendorList nope/gvl.json\nLaunch"])
        defer { dir.remove() }
        var diagnostics: [ScriptDiagnostic] = []
        do { _ = try ScriptFiles.loader.load(path: dir.path + "/s.keys") } catch { diagnostics = error.diagnostics }
        #expect(diagnostics.map(\.description) == ["\(dir.path)/s.keys:2:18: \(dir.path)/nope/gvl.json: no such file"])

        let played = try consentsim(["play", dir.path + "/s.keys"])
        #expect(played.status == 1)
        #expect(played.stdout.split(separator: "\n").contains { $0 == "\(dir.path)/s.keys:2:18: \(dir.path)/nope/gvl.json: no such file" })
    }

    @Test func theResolvedPathIsEscapedInTheMessage() throws {
        let dir = try TempDirectory()
        defer { dir.remove() }
        // A directory name with an escape sequence: the message must not carry it to the terminal raw.
        let script = dir.path + "/x\u{1B}[31m/s.keys"
        try ScriptFilesForTests.write("Set VendorList gvl.json\nLaunch", to: script)
        var diagnostics: [ScriptDiagnostic] = []
        do { _ = try ScriptFiles.loader.load(path: script) } catch { diagnostics = error.diagnostics }
        #expect(diagnostics.count == 1)
        let line = diagnostics.first?.description ?? ""
        #expect(line.hasSuffix("/gvl.json: no such file") && line.contains(":1:16: "))
        #expect(!line.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F }, "\(line)")
    }

    @Test func rebasedPathsResolveBackToTheSameFile() {
        #expect(ScriptPath.rebased("lists/gvl.json", from: "/w", toScript: "rec.keys") == "lists/gvl.json")
        #expect(ScriptPath.rebased("lists/gvl.json", from: "/w", toScript: "out/rec.keys") == "../lists/gvl.json")
        #expect(ScriptPath.rebased("gvl.json", from: "/w/a", toScript: "../b/c/rec.keys") == "../../a/gvl.json")
        #expect(ScriptPath.rebased("gvl.json", from: "/w", toScript: "/elsewhere/rec.keys") == "../w/gvl.json")
        #expect(ScriptPath.rebased("/abs/gvl.json", from: "/w", toScript: "out/rec.keys") == "/abs/gvl.json")
        for (path, script) in [("lists/gvl.json", "out/deep/rec.keys"), ("./x/../gvl.json", "../up/rec.keys"), ("g.json", "/r/rec.keys")] {
            let written = ScriptPath.rebased(path, from: "/w/cwd", toScript: script)
            let scriptFromRoot = ScriptPath.joined("/w/cwd", script)
            #expect(ScriptPath.paths(inScript: scriptFromRoot).resolve(written) == ScriptPath.joined("/w/cwd", path), "\(path) for \(script)")
        }
    }
}
