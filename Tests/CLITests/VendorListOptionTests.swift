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

    /// Every purpose and vendor 755 consented on vendor list 17 (policy 4), last updated 2025-06-03.
    static let v17String = "CQSbk4AQSbk4AEsACAENAREgAP_gAAAAAAYgF5wAQF5gXnABAXmAAAAA.IF5wAQF5gAAA"

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

    /// A list whose ids a TC string cannot carry is refused where it is read, with the file, the
    /// JSON path and why: by `run --vendor-list`, by a script's `Set VendorList` and by
    /// `doctor --vendor-list` alike. (It used to load, and then every consent silently failed to
    /// encode: the store stayed unchanged and the exit status was 0.)
    @Test(.tags(.spawnsProcess)) func aListATCStringCannotCarryIsRefusedWhereItIsRead() throws {
        let list = Repo.root + "/Tests/Fixtures/tcf/gvl-purpose-25.json"
        let reason =
            #"$.purposes["25"].id: 25 is out of range 1...24: a TC string carries purposes 1...24 (PurposesConsent and PurposesLITransparency have 24 bits)"#
        let run = try consentsim(["run", "--store", "memory", "--vendor-list", list])
        #expect(run.status == 1)
        #expect(run.stderr == "consentsim: \(list): \(reason)\n")

        let dir = try TempDirectory()
        defer { dir.remove() }
        try "Set VendorList \(list)\nLaunch\nSelect ump.consent\n".write(toFile: dir.path + "/s.keys", atomically: true, encoding: .utf8)
        let played = try consentsim(["play", dir.path + "/s.keys"])
        #expect(played.status == 1)
        #expect(played.stdout.contains("\(dir.path)/s.keys:1:16: \(list): \(reason)"), "\(played.stdout)")

        let doctor = try consentsim(["doctor", "--vendor-list", list], stdin: "IABTCF_gdprApplies=1\n")
        #expect(doctor.status == 1)
        #expect(doctor.stderr == "consentsim: \(list): \(reason)\n")
    }

    /// `doctor` compares a string's vendor list version with the list the app uses: the embedded one,
    /// or the one `--vendor-list` names.
    @Test(.tags(.spawnsProcess)) func doctorChecksTheStringAgainstTheListInUse() throws {
        let keys = "IABTCF_gdprApplies=1\nIABTCF_TCString=" + Self.v17String + "\n"
        let embedded = try consentsim(["doctor", "--today", "2025-06-10", "--format", "json"], stdin: keys)
        #expect(embedded.status == 0, "\(embedded.stderr)")
        #expect(embedded.stdout.contains("built from vendor list version 17, older than version 106"), "\(embedded.stdout)")
        let v17 = try consentsim(
            [
                "doctor", "--today", "2025-06-10", "--format", "json",
                "--vendor-list", Repo.root + "/Tests/Fixtures/tcf/gvl-v3-vendor-list-v17.json",
            ], stdin: keys)
        #expect(v17.status == 0, "\(v17.stderr)")
        #expect(!v17.stdout.contains("older than version"), "\(v17.stdout)")
    }

    @Test(.tags(.spawnsProcess)) func recordWritesTheListRelativeToTheScript() throws {
        let dir = try scratchWithList()
        defer { dir.remove() }
        let script = dir.path + "/recorded/session.keys"
        let cwd = FileManager.default.currentDirectoryPath
        let header = try RecordHeader.lines(
            RunRequest(vendorListPath: fromWorkingDirectory(dir.path + "/gvl.json")), arguments: [],
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
