import Flow
import Scripting
import Testing

/// `Set SDK`: read as two words, written back by recordings, and a setting the release does not have
/// refused with the release that added it, in either order, at file:line:column.
@Suite struct SDKVersionScriptTests {
    @Test func aSettingTheReleaseLacksIsRefusedWithTheReleaseThatAddedIt() {
        let message = "needs UMP for iOS 2.7.0 or later (released 2024-10-30); the app links 2.6.0"
        #expect(
            diagnostics("Set SDK ump-ios 2.6.0\nSet Geography regulatedUSState\nLaunch").map(\.description)
                == ["bad.keys:2:1: the debug geography regulatedUSState " + message])
        // The other order: the SDK line is the one refused.
        #expect(
            diagnostics("Set Geography other\n  Set SDK ump-ios 2.6.0\nLaunch").map(\.description)
                == ["bad.keys:2:3: the debug geography other " + message])
        #expect(
            diagnostics("Set SDK ump-android 3.2.0\nSet ConsentSyncID abc-1\nLaunch").map(\.description)
                == ["bad.keys:2:1: a consent sync id needs UMP for Android 4.0.0 or later (released 2025-10-31); the app links 3.2.0"])
        #expect(diagnostics("Set SDK ump-ios 2.7.0\nSet Geography regulatedUSState\nSet ConsentSyncID x\nLaunch").count == 1)
        #expect(diagnostics("Set SDK ump-ios 3.1.0\nSet Geography regulatedUSState\nSet ConsentSyncID x\nLaunch").isEmpty)
        // Without Set SDK the latest release applies, which has everything.
        #expect(diagnostics("Set Geography regulatedUSState\nSet ConsentSyncID x\nLaunch").isEmpty)
    }

    /// A release of the other platform's library than the platform chosen is refused at its line; a
    /// `Set Platform` after a release switches the app to the other library, whose release is checked.
    @Test func theReleaseInForceFollowsSetPlatform() {
        #expect(
            diagnostics("Set Platform android\n Set SDK ump-ios 2.4.0\nLaunch").map(\.description) == [
                "bad.keys:2:2: ump-ios 2.4.0 is a release of UMP for iOS, but the app runs on android: choose a release of ump-android (latest 4.0.0) or the platform ios"
            ])
        #expect(diagnostics("Set Platform android\nSet SDK pac-ios 1.0.5\nLaunch").first?.description.contains("pac-android (latest 1.0.8)") == true)
        // The switch: UMP for Android's latest has the US-state geography that iOS 2.4.0 lacks.
        #expect(diagnostics("Set SDK ump-ios 2.4.0\nSet Platform android\nSet Geography regulatedUSState\nLaunch").isEmpty)
        #expect(diagnostics("Set SDK ump-ios 2.4.0\nSet Geography regulatedUSState\nLaunch").count == 1)
        // A release chosen for the new platform is the one in force, and refused what it lacks.
        #expect(
            diagnostics("Set SDK ump-ios 2.4.0\nSet Platform android\nSet SDK ump-android 3.0.0\nSet Geography regulatedUSState\nLaunch").map(
                \.description) == [
                    "bad.keys:4:1: the debug geography regulatedUSState needs UMP for Android 3.1.0 or later (released 2024-10-30); the app links 3.0.0"
                ])
        // Back to iOS: the iOS release chosen before applies again.
        #expect(diagnostics("Set SDK ump-ios 2.4.0\nSet Platform android\nSet Platform ios\nSet Geography other\nLaunch").count == 1)
    }

    @Test func badReleasesNameTheLineAndColumn() {
        #expect(
            diagnostics("Set SDK ump-ios\nLaunch").first.map {
                $0.description.hasPrefix("bad.keys:1:") && $0.description.contains("an SDK and a version (ump-ios 2.6.0)")
            } == true)
        #expect(
            diagnostics("Set SDK ump-ios 9.9.9\nLaunch").first?.description.hasPrefix("bad.keys:1:9: UMP for iOS has no release '9.9.9'") == true)
        #expect(diagnostics("Set Announced maybe\nLaunch").first?.description.hasPrefix("bad.keys:1:15: unknown value 'maybe'") == true)
    }

    /// The diagnostics of `text` played under a run whose settings choose `sdk` (`play --sdk`).
    static func underRun(_ text: String, sdk: String) throws -> [String] {
        var runner = ScriptRunner(
            mode: .compare, loader: memoryLoader(["run.keys": text]), readSnapshot: { _ in nil }, writeSnapshot: { _, _ in },
            makeHost: { FakeHost() })
        runner.settings.simulator.sdk = try SDKRelease.read(sdk).get()
        do {
            _ = try runner.session(path: "run.keys")
            return []
        } catch {
            return error.diagnostics.map(\.description)
        }
    }

    /// `play --sdk` is the release every session starts with; a script's own `Set SDK` overrides it, as
    /// `Set Timeout` overrides `--timeout`. Until that line, a setting the run's release lacks is refused
    /// at its line, with the release that added it.
    @Test func theRunsReleaseIsCheckedAgainstTheScriptsSettings() throws {
        #expect(
            try Self.underRun("Set Geography regulatedUSState\nLaunch", sdk: "ump-ios 2.6.0") == [
                "run.keys:1:1: the debug geography regulatedUSState needs UMP for iOS 2.7.0 or later (released 2024-10-30); the app links 2.6.0 (chosen by --sdk; a Set SDK line in the script chooses another)"
            ])
        #expect(
            try Self.underRun("Set Order no-att\n Set ConsentSyncID abc\nLaunch", sdk: "ump-android 3.2.0").first?.hasPrefix(
                "run.keys:2:2: a consent sync id needs UMP for Android 4.0.0 or later (released 2025-10-31); the app links 3.2.0") == true)
        // A setting asked for only after the first launch is refused when the app relaunches with it.
        #expect(try Self.underRun("Launch\nSet Geography other\nRelaunch", sdk: "ump-ios 2.6.0").count == 1)
        // The script's own release wins, in either order of its lines before Launch.
        #expect(try Self.underRun("Set SDK ump-ios 2.7.0\nSet Geography regulatedUSState\nLaunch", sdk: "ump-ios 2.6.0").isEmpty)
        #expect(try Self.underRun("Set Geography regulatedUSState\nSet SDK ump-ios 2.7.0\nLaunch", sdk: "ump-ios 2.6.0").isEmpty)
        // A release that has the setting, or a script that asks for nothing it lacks, plays.
        #expect(try Self.underRun("Set Geography regulatedUSState\nLaunch", sdk: "ump-ios 2.7.0").isEmpty)
        #expect(try Self.underRun("Set Geography EEA\nLaunch", sdk: "ump-ios 1.0.0").isEmpty)
        // A script that switches platforms links the other library: its latest, or the run's release when that is of it.
        #expect(try Self.underRun("Set Platform android\nSet Geography regulatedUSState\nLaunch", sdk: "ump-ios 2.4.0").isEmpty)
        #expect(try Self.underRun("Set Platform android\nSet Geography regulatedUSState\nLaunch", sdk: "ump-android 3.0.0").count == 1)
        #expect(try Self.underRun("Set Platform ios\nSet Geography regulatedUSState\nLaunch", sdk: "ump-android 3.0.0").isEmpty)
    }

    @Test func logExpectationsParseAndNameTheirPattern() {
        #expect(diagnostics("Launch\nExpect Log \"ConsentInformation.shared\"\nExpect NoLog /^UMP/\nExpect Ads none").isEmpty)
        #expect(diagnostics("Launch\nExpect Log").first?.description.hasPrefix("bad.keys:2:") == true)
        #expect(diagnostics("Launch\nExpect Lgo \"x\"").first?.description.contains("did you mean 'Log'") == true)
    }
}
