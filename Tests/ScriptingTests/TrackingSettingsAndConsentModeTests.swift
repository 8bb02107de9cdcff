import Flow
import Scripting
import TCF
import Testing

/// `Settings …` (iOS's tracking switches) and `Expect ConsentMode …` in the script language, and both
/// played on the real engine.
@Suite struct TrackingSettingsAndConsentModeTests {
    func commands(_ text: String) throws -> [ScriptCommand] {
        try memoryLoader(["s.keys": text]).load(path: "s.keys").steps.map(\.command)
    }

    func only(_ text: String) -> String? {
        let all = diagnostics(text)
        #expect(all.count == 1, "\(all)")
        return all.first?.description
    }

    @Test func settingsAndConsentModeParse() throws {
        #expect(
            try commands(
                """
                Launch
                Settings Tracking off
                Settings Tracking on
                Settings AllowAppsToRequestToTrack off
                Settings AllowAppsToRequestToTrack off continue
                Settings AllowAppsToRequestToTrack on
                Expect ConsentMode ad_personalization denied
                Expect ConsentMode analytics_storage unset
                Expect Ads technical
                """) == [
                    .launch, .settings(.appTracking(allowed: false)), .settings(.appTracking(allowed: true)),
                    .settings(.allowAppsToRequest(on: false, keepAllowed: false)), .settings(.allowAppsToRequest(on: false, keepAllowed: true)),
                    .settings(.allowAppsToRequest(on: true, keepAllowed: false)),
                    .expect(.consentMode(.adPersonalization, .denied)), .expect(.consentMode(.analyticsStorage, .notSet)),
                    .expect(.ads(.technical)),
                ])
    }

    @Test func badSettingsAndConsentModeLinesSayWhatIsExpected() {
        #expect(
            only("Launch\nSettings Trackin off")
                == "bad.keys:2:10: unknown Settings switch 'Trackin'; did you mean 'Tracking'? (one of: Tracking, AllowAppsToRequestToTrack)")
        #expect(only("Launch\nSettings Tracking maybe") == "bad.keys:2:19: unknown switch position 'maybe' (one of: on, off)")
        #expect(only("Launch\nSettings Tracking off continue") == "bad.keys:2:23: unexpected 'continue' after the switch position")
        #expect(only("Launch\nSettings AllowAppsToRequestToTrack on stop") == "bad.keys:2:39: unexpected 'stop' after the switch position")
        #expect(
            only("Launch\nExpect ConsentMode ad_storag granted")?.hasPrefix(
                "bad.keys:2:20: unknown Consent Mode signal 'ad_storag'; did you mean 'ad_storage'?") == true)
        #expect(only("Launch\nExpect ConsentMode ad_storage yes")?.hasPrefix("bad.keys:2:31: unknown Consent Mode value 'yes'") == true)
    }

    @Test func settingsBeforeLaunchFailAtTheStep() throws {
        let script = try memoryLoader(["s.keys": "Settings Tracking off\nLaunch"]).load(path: "s.keys")
        var host = EngineHost()
        let result = ScriptPlayer(snapshots: SnapshotSet(scriptPath: "s.keys")).play(script, on: &host)
        #expect(result.failure?.found == "Settings changes the installed app's switches: Launch first")
    }
}
