import Foundation
import Screens
import Scripting
import Store
import Testing

/// The headless player on a fake host: steps, expectations, failures and their reports.
@Suite struct PlayerTests {
    @Test func aPassingSession() throws {
        let (result, host) = try play(
            """
            Set Geography EEA
            Launch
            Expect View dialog
            Expect Focus dlg.accept
            Expect Status ump required
            Expect CanRequestAds false
            Expect Ads none
            Down 2
            Expect Focus dlg.toggle
            Space
            Expect Screen "[x] Personalised ads"
            Expect Screen /^\\[x\\]/
            Select dlg.accept
            Expect View home
            Expect NoScreen "Consent"
            Expect Status ump obtained
            Expect Key IABTCF_gdprApplies 1
            Expect Key IABTCF_PurposeConsents "1111111111"
            Expect NoKey IABTCF_TCString
            Expect Ads personalized
            Expect CanRequestAds true
            """)
        expectPassed(result)
        #expect(result.stepsRun == 21)
        #expect(result.checks == 16)
        var finalHost = host
        #expect(finalHost.screen().view == "home")
        #expect(result.finalStore?["IABTCF_gdprApplies"] == .integer(1))
        #expect(host.log == ["launch EEA", "Down", "Down", "Space"])
    }

    @Test func aTypeMismatchSaysBothTypes() throws {
        let (result, _) = try play("Launch\nSelect dlg.reject\nExpect Key IABTCF_gdprApplies 1\nExpect View home")
        let failure = try #require(result.failure)
        #expect(failure.expected == "the Number 1")
        #expect(failure.found == "the String \"1\"")
        #expect(failure.summary == "t.keys:3: Expect Key IABTCF_gdprApplies 1 — expected the Number 1, found the String \"1\"")
        #expect(result.stepsRun == 3, "the session stops at the failure")
        let report = FailureReport.render(result)
        #expect(
            report.hasPrefix(
                """
                t.keys:3:1: Expect Key IABTCF_gdprApplies 1
                  expected: the Number 1
                  found:    the String "1"
                  stored keys at the failure (2):
                    IABTCF_PurposeConsents = the String ""
                    IABTCF_gdprApplies = the String "1"
                  screen (view home, focus home.privacy, 80x24):
                    │Home — day 0
                    │typed:
                    │[ Privacy settings ]
                """))
        let (missing, _) = try play("Launch\nExpect Key IABTCF_gdprApplies \"1\"")
        #expect(
            missing.failure?.summary
                == "t.keys:2: Expect Key IABTCF_gdprApplies \"1\" — expected the String \"1\", found no value (the key is not set)")
        let (bool, _) = try play("Launch\nSelect dlg.accept\nExpect Key IABTCF_gdprApplies true")
        #expect(bool.failure?.found == "the Number 1")
        #expect(bool.failure?.expected == "the Boolean true")
    }

    @Test func eachExpectationReportsWhatItFound() throws {
        func failure(_ line: String) throws -> String? {
            try play("Launch\n" + line).result.failure.map { "expected \($0.expected), found \($0.found)" }
        }
        #expect(try failure("Expect View home") == "expected view home, found view dialog")
        #expect(try failure("Expect Focus dlg.reject") == "expected focus on dlg.reject, found focus on dlg.accept (view dialog)")
        #expect(try failure("Expect Screen \"Welcome\"") == "expected the screen to show \"Welcome\", found it does not (view dialog)")
        #expect(try failure("Expect Screen /^Consent$/") == "expected the screen to show /^Consent$/, found it does not (view dialog)")
        #expect(try failure("Expect NoScreen /Consent/") == "expected the screen not to show /Consent/, found it does (view dialog)")
        #expect(try failure("Expect Status ump obtained") == "expected ump status obtained, found ump status required")
        #expect(try failure("Expect Status pac personalized") == "expected pac status personalized, found the app does not link pac")
        #expect(try failure("Expect NoKey x") == nil)
        #expect(try failure("Expect Ads personalized") == "expected ads personalized, found ads none")
        #expect(try failure("Expect CanRequestAds true") == "expected canRequestAds true, found canRequestAds false")
        #expect(
            try failure("Select dlg.acept")
                == "expected element 'dlg.acept' on screen, found no element 'dlg.acept' on screen dialog; did you mean 'dlg.accept'? (elements: dlg.accept, dlg.reject, dlg.toggle)"
        )
        #expect(try failure("Focus nothing.here")?.hasPrefix("expected element 'nothing.here' on screen, found no element") == true)
    }

    @Test func setupErrorsFailTheLaunch() throws {
        let (result, _) = try play("Set Form nope\nLaunch\nExpect View dialog")
        #expect(result.failure?.summary == "t.keys:2: Launch — expected the app to start, found no form named 'nope'")
        #expect(result.failure?.screen == nil)
    }

    @Test func ctrlCQuitsAndRelaunchStartsAgainWithNewSettings() throws {
        let (result, host) = try play(
            """
            Set Geography EEA
            Launch
            Select dlg.accept
            Ctrl+C
            Expect View notRunning
            Expect Key IABTCF_gdprApplies 1
            Set Geography other
            Relaunch
            Expect View home
            """)
        expectPassed(result)
        #expect(host.log == ["launch EEA", "Ctrl+C", "launch other"])
        let (stopped, _) = try play("Launch\nCtrl+C\nEnter")
        #expect(stopped.failure?.found == "the app is not running (it quit); use Relaunch")
        let (repeated, after) = try play("Launch\nCtrl+C 3")
        expectPassed(repeated)
        #expect(after.log.filter { $0 == "Ctrl+C" }.count == 1, "keys after the quit are not sent")
    }

    @Test func typeSleepAdvanceAndResize() throws {
        let (result, host) = try play(
            """
            Launch
            Escape
            Type "a b"
            Escape
            Sleep 2s
            Advance 2 days
            Advance 1 month
            Set Columns 40
            Set Rows 10
            Expect Screen "Home — day 32"
            Expect Screen "typed: ab"
            Expect View home
            """)
        expectPassed(result)
        var finalHost = host
        #expect(finalHost.screen().canvas.size == Size(width: 40, height: 10))
        #expect(host.log == ["launch -", "Escape", "a", "Space", "b", "Escape"])
    }

    @Test func snapshotsCompareTextAndOptionallyStyle() throws {
        let script = "Launch\nSnapshot dialog\nSnapshot dialog-styled --style"
        var text = FakeHost()
        try text.launch(SessionSettings())
        let screen = text.screen()
        let stored = [
            "__snapshots__/t.keys/dialog.txt": screen.canvas.text(),
            "__snapshots__/t.keys/dialog-styled.txt": screen.canvas.text(),
            "__snapshots__/t.keys/dialog-styled.style.txt": screen.canvas.styledText(),
        ]
        #expect(screen.canvas.styledText().contains("{rev}[ Consent ]{/}"))
        #expect(try play(script, snapshots: stored).result.passed)

        var changed = stored
        changed["__snapshots__/t.keys/dialog.txt"] = screen.canvas.text().replacingFirst("Fake Demo", with: "Fake App")
        let failure = try #require(try play(script, snapshots: changed).result.failure)
        #expect(failure.expected == "the screen's text to match __snapshots__/t.keys/dialog.txt")
        #expect(
            failure.diff == """
                1 of 24 rows differ
                row 1:
                  - expected: |Fake App asks for your consent|
                  + actual:   |Fake Demo asks for your consent|
                                    ^^^^
                """)

        var restyled = stored
        restyled["__snapshots__/t.keys/dialog-styled.style.txt"] = screen.canvas.text()
        let styleFailure = try #require(try play(script, snapshots: restyled).result.failure)
        #expect(styleFailure.expected == "the screen's style layer to match __snapshots__/t.keys/dialog-styled.style.txt")
        #expect(styleFailure.diff?.contains("  + actual:   |{rev}[ Consent ]{/}|") == true)

        // A missing baseline is written from this screen, and the run fails (Playwright's behaviour).
        let missingRun = try play(script).result
        let missing = try #require(missingRun.failure)
        #expect(missing.found == "no such file, so this screen was written there as the baseline: review it, then run again")
        #expect(missingRun.snapshotWrites.map(\.path) == ["__snapshots__/t.keys/dialog.txt"])
    }

    @Test func updatingSnapshotsQueuesOnlyWhatChanged() throws {
        let script = "Set SnapshotStyle true\nLaunch\nSnapshot a\nSnapshot b --no-style\nEscape\nSnapshot c"
        let (first, _) = try play(script, name: "dir/u.keys", mode: .update)
        expectPassed(first)
        #expect(
            first.snapshotWrites.map(\.path) == [
                "dir/__snapshots__/u.keys/a.txt", "dir/__snapshots__/u.keys/a.style.txt", "dir/__snapshots__/u.keys/b.txt",
                "dir/__snapshots__/u.keys/c.txt", "dir/__snapshots__/u.keys/c.style.txt",
            ])
        var stored: [String: String] = [:]
        for write in first.snapshotWrites { stored[write.path] = write.content }
        #expect(try play(script, name: "dir/u.keys", snapshots: stored).result.passed)
        #expect(try play(script, name: "dir/u.keys", snapshots: stored, mode: .update).result.snapshotWrites.isEmpty)
        #expect(stored["dir/__snapshots__/u.keys/c.txt"]?.hasPrefix("Home — day 0\ntyped:\n[ Privacy settings ]\n\n") == true)
        #expect(stored["dir/__snapshots__/u.keys/c.txt"]?.contains(" \n") == false, "trailing spaces are trimmed")
    }

    @Test func sameScriptSameResult() throws {
        let script = "Launch\nDown\nSpace\nSelect dlg.accept\nSnapshot end"
        let a = try play(script, mode: .update).result
        let b = try play(script, mode: .update).result
        #expect(a.snapshotWrites == b.snapshotWrites)
        #expect(a.finalStore == b.finalStore)
    }
}

extension String {
    func replacingFirst(_ target: String, with replacement: String) -> String {
        guard let range = range(of: target) else { return self }
        return replacingCharacters(in: range, with: replacement)
    }
}

/// Paths into stored dictionaries and arrays.
@Suite struct StorePathTests {
    @Test func pathsReachInsideDictionariesAndArrays() {
        let domain = StoreDomain([
            "personalized_ad_status": .dictionary(["consent_state": "personalized", "pub_ids": .array(["pub-1", "pub-2"])]),
            "a/b": 1,
        ])
        #expect(StorePath.value("personalized_ad_status/consent_state", in: domain) == .string("personalized"))
        #expect(StorePath.value("personalized_ad_status/pub_ids/1", in: domain) == .string("pub-2"))
        #expect(StorePath.value("personalized_ad_status/pub_ids/2", in: domain) == nil)
        #expect(StorePath.value("personalized_ad_status/missing", in: domain) == nil)
        #expect(StorePath.value("a/b", in: domain) == .integer(1), "a key containing / is found whole")
        #expect(StorePath.value("personalized_ad_status", in: domain) != nil)
        let bits = StoreDomain(["IABTCF_VendorConsents": "0101", "n": 1])
        #expect(StorePath.value("IABTCF_VendorConsents[2]", in: bits) == .string("1"))
        #expect(StorePath.value("IABTCF_VendorConsents[3]", in: bits) == .string("0"))
        #expect(StorePath.value("IABTCF_VendorConsents[755]", in: bits) == .string("0"), "past the end reads 0")
        #expect(StorePath.value("IABTCF_PurposeConsents[1]", in: bits) == nil, "no key, no value")
        #expect(StorePath.value("n[1]", in: bits) == nil, "only strings have positions")
        #expect(StorePath.rootKey("IABTCF_VendorConsents[755]") == "IABTCF_VendorConsents")
        #expect(StorePath.rootKey("personalized_ad_status/pub_ids/0") == "personalized_ad_status")
    }
}
