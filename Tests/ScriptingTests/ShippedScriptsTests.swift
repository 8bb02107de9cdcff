import Foundation
import Scripting
import Testing

/// Every shipped script passes against the real engine, in-process (CI also runs `consentsim test
/// scripts/`), and each one asserts stored keys and the ad verdict, not only the screen.
@Suite struct ShippedScriptsTests {
    /// `scripts/` in the package (found from this file's location, whatever the working directory).
    static let scriptsDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("scripts").path

    @Test func everyShippedScriptPasses() throws {
        let found = ScriptFiles.findScripts(under: [Self.scriptsDirectory])
        #expect(found.scripts.count >= 30)
        let results = ScriptRunner(mode: .compare) { EngineHost() }.runAll(found.scripts, jobs: ProcessorCount.online)
        for result in results { expectPassed(result) }
    }

    @Test func everyShippedScriptAssertsKeysAndAds() throws {
        for path in ScriptFiles.findScripts(under: [Self.scriptsDirectory]).scripts {
            let script = try ScriptFiles.loader.load(path: path)
            let expectations = script.steps.compactMap { step -> ScriptExpectation? in
                if case .expect(let e) = step.command { return e }
                return nil
            }
            let keys = expectations.contains { expectation in
                switch expectation {
                case .key, .noKey, .keyMatches, .keyExists: true
                default: false
                }
            }
            let ads = expectations.contains { if case .ads = $0 { true } else { false } }
            #expect(keys && ads, "\(path) must assert stored keys and the ad verdict")
        }
    }
}
