import Basics
import Foundation
import Simulation
import TCF
import Testing

/// The two settings whose value is a file (`VendorList`, `CertifiedCMPs`): read through the loader,
/// keeping the path, and a loader's error as the setting's message, word for word.
@Suite struct FileSettingTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    /// A scratch directory with `files`, removed after `body`.
    func withFiles<T>(_ files: [String: String], _ body: (URL) throws -> T) throws -> T {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("file-setting-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        for (name, text) in files { try text.write(to: directory.appendingPathComponent(name), atomically: true, encoding: .utf8) }
        return try body(directory)
    }

    static let badFiles = [
        "missing.json": nil, "empty.json": "", "syntax.json": "{\"vendors\": [1,\n  ]", "shape.json": "[1, 2]",
        "text.json": "not json \u{1B}[2J", "deep.json": String(repeating: "[", count: 5_000),
    ]

    @Test func theVendorListKeepsItsPathAndNamesTheLoadersError() throws {
        guard case .text(let text) = SimulatorSettings.vendorList.values else {
            Issue.record("VendorList is not free text")
            return
        }
        #expect(text.expected == "the path of a vendor-list.json" && text.quotable && text.isFilePath && text.words == 1)
        let good = Self.fixtures.appendingPathComponent("tcf/gvl-v3-vendor-list-v15-2vendors.json").path
        guard case .success(let file) = text.read(good) else {
            Issue.record("the fixture did not read")
            return
        }
        let list = try VendorList.load(contentsOfFile: good)
        #expect(file.path == good && file.list == list && text.write(file) == good)
        try withFiles(Self.badFiles.compactMapValues { $0 }) { directory in
            for name in Self.badFiles.keys.sorted() {
                let path = directory.appendingPathComponent(name).path
                do {
                    _ = try VendorList.load(contentsOfFile: path)
                    Issue.record("\(name) loaded")
                } catch {
                    #expect(text.read(path) == .failure(SettingValueError(String(describing: error))), "\(name)")
                }
            }
        }
    }

    @Test func theCertifiedCMPListKeepsItsPathAndNamesTheLoadersError() throws {
        guard case .text(let text) = SimulatorSettings.certifiedCMPs.values else {
            Issue.record("CertifiedCMPs is not free text")
            return
        }
        #expect(text.expected == "the path of a certified-CMP list (JSON)" && text.quotable && text.isFilePath && text.words == 1)
        try withFiles(["good.json": #"{"cmps": {"300": {"name": "A"}, "7": {}}}"#]) { directory in
            let good = directory.appendingPathComponent("good.json").path
            guard case .success(let file) = text.read(good) else {
                Issue.record("the list did not read")
                return
            }
            let list = try CertifiedCMPList.load(contentsOfFile: good)
            #expect(file.path == good && file.list == list && text.write(file) == good)
        }
        try withFiles(Self.badFiles.compactMapValues { $0 }) { directory in
            for name in Self.badFiles.keys.sorted() {
                let path = directory.appendingPathComponent(name).path
                do {
                    _ = try CertifiedCMPList.load(contentsOfFile: path)
                    Issue.record("\(name) loaded")
                } catch {
                    #expect(text.read(path) == .failure(SettingValueError(String(describing: error))), "\(name)")
                }
            }
        }
    }

    /// What the messages say, so that a change of wording in the shared helper shows.
    @Test func aMissingFileIsNamedInTheMessageOfEither() {
        let path = "/nonexistent/list.json"
        for result in [
            SimulatorSettings.vendorList.scriptValue(path).map(\.path), SimulatorSettings.certifiedCMPs.scriptValue(path).map(\.path),
        ] {
            guard case .failure(let error) = result else {
                Issue.record("a missing file read")
                continue
            }
            #expect(error.message.hasPrefix(path) && !error.message.contains("\n"), "\(error.message)")
        }
    }
}
