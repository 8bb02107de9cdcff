import ConsentsimTestSupport
import Forms
import Foundation
import Scripting
import Testing

/// The fuzz loop of `consentsim-fuzz`, a few hundred fixed-seed cases in every `swift test`: mutated
/// scripts and forms load or fail with escaped, bounded diagnostics, and never crash.
@Suite struct FuzzLoopTests {
    static let root: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url.path
    }()

    static func seeds(_ paths: [String]) -> [[UInt8]] {
        paths.compactMap { try? readBytes(root + "/" + $0) }
    }

    static func expectSafe(_ text: String, _ what: String) {
        for line in text.split(separator: "\n") {
            #expect(line.count <= 2_000, "\(what): a line of \(line.count) characters")
            #expect(!line.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }, "\(what): \(line.prefix(200))")
        }
    }

    @Test(arguments: [UInt64(11), 12])
    func mutatedScriptsGiveSafeDiagnostics(seed: UInt64) {
        var mutator = Mutator(seeds: Self.seeds(["scripts/keys/vendor-search.keys", "scripts/README.md"]), seed: seed)
        let loader = ScriptLoader(readFile: { path in
            // Includes resolve to a small script, or to a copy of the includer (cycles).
            if path.hasSuffix("_a.keys") { return "Launch\nSource _a.keys\n" }
            throw ScriptLoader.ReadError("no such file")
        })
        for index in 0..<300 {
            let text = String(decoding: mutator.next(), as: UTF8.self)
            do { _ = try loader.load(text: text, path: "fuzz.keys") } catch { Self.expectSafe(error.description, "script case \(index)") }
        }
    }

    @Test(arguments: [UInt64(21)])
    func mutatedFormsGiveSafeErrors(seed: UInt64) {
        var mutator = Mutator(seeds: Self.seeds(["forms/ump-gdpr-two-button.yaml", "forms/pac-all-options.yaml", "forms/att-explainer.yaml"]), seed: seed)
        mutator.maximumSize = 16_384
        for index in 0..<150 {
            let text = String(decoding: mutator.next(), as: UTF8.self)
            do { _ = try FormLoader.load(yaml: text, fileName: "fuzz.yaml") } catch { Self.expectSafe(error.description, "form case \(index)") }
        }
    }
}
