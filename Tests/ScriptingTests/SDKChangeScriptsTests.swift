import Flow
import Foundation
import Scripting
import Simulation
import Testing

/// Every row of the SDK change table (`consentsim sdk --versions`) has a shipped script in
/// `scripts/sdk/` that names the row's id and plays a release without the change and one with it, so
/// a new row without such a script fails here.
@Suite struct SDKChangeScriptsTests {
    /// The `Set SDK` releases of each `scripts/sdk/` script, with the script's text.
    static func sdkScripts() throws -> [(path: String, text: String, releases: [SDKRelease])] {
        let folder = ShippedScriptsTests.scriptsDirectory + "/sdk"
        return try ScriptFiles.findScripts(under: [folder]).scripts.map { path in
            let script = try ScriptFiles.loader.load(path: path)
            let releases = script.steps.compactMap { step -> SDKRelease? in
                if case .set(.simulator(let settings)) = step.command { return settings.sdk }
                return nil
            }
            return (path, try String(contentsOfFile: path, encoding: .utf8), releases)
        }
    }

    /// Whether `releases` include one without `change` and one with it.
    static func shows(_ change: SDKChangeID, _ releases: [SDKRelease]) -> Bool {
        let has = releases.map { SDKChanges.has(change, $0) }
        return has.contains(false) && has.contains(true)
    }

    @Test func everyChangeHasAScriptWithItsOldAndItsNewRelease() throws {
        let scripts = try Self.sdkScripts()
        for change in SDKChanges.table {
            let naming = scripts.filter { $0.text.contains(change.id.rawValue) }
            #expect(!naming.isEmpty, "no script in scripts/sdk/ names \(change.id)")
            #expect(naming.contains { Self.shows(change.id, $0.releases) }, "no script naming \(change.id) plays a release before it and one from it")
        }
    }

    /// A script that plays one side of a change, or releases of an SDK the change does not concern, does not count.
    @Test func oneSideOfAChangeDoesNotShowIt() throws {
        let old = try SDKRelease.read("ump-ios 3.0.0").get(), new = try SDKRelease.read("ump-ios 3.1.0").get()
        #expect(Self.shows(.consentSyncID, [old, new]))
        #expect(!Self.shows(.consentSyncID, [new]) && !Self.shows(.consentSyncID, [old, old]))
        #expect(!Self.shows(.swiftAPINames, [try SDKRelease.read("ump-android 2.2.0").get(), try SDKRelease.read("ump-android 4.0.0").get()]))
    }
}
