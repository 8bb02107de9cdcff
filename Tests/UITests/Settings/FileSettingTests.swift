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

    /// `option` reads `good` (a file of `files`, or an absolute path) keeping its path, and gives
    /// each bad file `load`'s own error.
    func check<List: Equatable>(
        _ option: SimulatorOption<SettingFile<List>>, expected: String, good: String, files: [String: String] = [:],
        load: (String) throws -> List
    ) throws {
        guard case .text(let text) = option.values else {
            Issue.record("\(option.script) is not free text")
            return
        }
        #expect(text.expected == expected && text.quotable && text.isFilePath && text.words == 1)
        try withFiles(files.merging(Self.badFiles.compactMapValues { $0 }) { $1 }) { directory in
            let good = good.hasPrefix("/") ? good : directory.appendingPathComponent(good).path
            guard case .success(let file) = text.read(good) else {
                Issue.record("\(good) did not read")
                return
            }
            let list = try load(good)
            #expect(file.path == good && file.list == list && text.write(file) == good)
            for name in Self.badFiles.keys.sorted() {
                let path = directory.appendingPathComponent(name).path
                do {
                    _ = try load(path)
                    Issue.record("\(name) loaded")
                } catch {
                    #expect(text.read(path) == .failure(SettingValueError(String(describing: error))), "\(name)")
                }
            }
        }
    }

    @Test func theVendorListKeepsItsPathAndNamesTheLoadersError() throws {
        try check(
            SimulatorSettings.vendorList, expected: "the path of a vendor-list.json",
            good: Self.fixtures.appendingPathComponent("tcf/gvl-v3-vendor-list-v15-2vendors.json").path,
            load: { try VendorList.load(contentsOfFile: $0) })
    }

    @Test func theCertifiedCMPListKeepsItsPathAndNamesTheLoadersError() throws {
        try check(
            SimulatorSettings.certifiedCMPs, expected: "the path of a certified-CMP list (JSON)", good: "good.json",
            files: ["good.json": #"{"cmps": {"300": {"name": "A"}, "7": {}}}"#], load: { try CertifiedCMPList.load(contentsOfFile: $0) })
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
