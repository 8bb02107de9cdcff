import ConsentsimTestSupport
import Foundation
import Testing
@testable import consentsim

/// `--vendor-list FILE` is relative to the working directory, as command-line paths are; `record`
/// writes it relative to the script it writes, where `Set VendorList` reads it.
@Suite struct VendorListOptionTests {
    /// The two-vendor list (vendorListVersion 15).
    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Tests/Fixtures/tcf/gvl-v3-vendor-list-v15-2vendors.json").path

    /// A scratch directory holding a copy of the fixture as `gvl.json`.
    func scratchWithList() throws -> TempDirectory {
        let dir = try TempDirectory()
        try writeBytes(try readBytes(Self.fixture), to: dir.path + "/gvl.json")
        return dir
    }

    /// `absolute` written relative to this process's working directory (climbing to `/` first).
    func fromWorkingDirectory(_ absolute: String) -> String {
        let depth = FileManager.default.currentDirectoryPath.split(separator: "/").count
        return String(repeating: "../", count: depth) + absolute.dropFirst()
    }

    @Test func theOptionIsRelativeToTheWorkingDirectory() throws {
        let dir = try scratchWithList()
        defer { dir.remove() }
        let relative = fromWorkingDirectory(dir.path + "/gvl.json")
        let read = try RunRequest(vendorListPath: relative).settingsWithVendorList().vendorList
        #expect(read?.path == relative)
        #expect(read?.list.vendorListVersion == 15)
        // A bare name is looked for in the working directory only, and the error names it as given.
        let error = #expect(throws: CLIError.self) { try RunRequest(vendorListPath: "no-such-gvl.json").settingsWithVendorList() }
        #expect(error?.message == "no-such-gvl.json: no such file")
    }

    @Test(.tags(.spawnsProcess)) func recordWritesTheListRelativeToTheScript() throws {
        let dir = try scratchWithList()
        defer { dir.remove() }
        let script = dir.path + "/recorded/session.keys"
        let cwd = FileManager.default.currentDirectoryPath
        let header = try RecordHeader.lines(RunRequest(vendorListPath: fromWorkingDirectory(dir.path + "/gvl.json")), arguments: [],
                                            script: script, workingDirectory: cwd)
        #expect(header.contains("Set VendorList ../gvl.json"))
        // Played back from another directory, the recorded line finds the list the option named.
        try FileManager.default.createDirectory(atPath: dir.path + "/recorded", withIntermediateDirectories: true)
        let session = header + ["Set Order no-att", "Launch", "Select ump.consent", "Expect Key IABTCF_VendorConsents \"11\"", "Expect Ads none"]
        try session.joined(separator: "\n").write(toFile: script, atomically: true, encoding: .utf8)
        let played = try run("/bin/sh", ["-c", "cd / && exec \"$1\" play \"$2\"", "sh", consentsimBinary, script])
        #expect(played.status == 0, "\(played.stdout)\(played.stderr)")
    }
}
