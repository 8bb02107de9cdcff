import Screens
import Scripting
import Store
import TCF
import Testing

@testable import consentsim

/// Recording: what a person does in the UI becomes a readable script that replays the same session.
@Suite struct RecorderTests {
    /// Drives the fake host like the terminal UI would, feeding the recorder.
    func record(_ keys: [Key]) throws -> (script: String, host: FakeHost) {
        var host = FakeHost()
        try host.launch(SessionSettings())
        func point() -> ScriptRecorder.Point {
            let s = host.screen()
            return ScriptRecorder.Point(view: s.view, focused: s.focused)
        }
        var recorder = ScriptRecorder(header: ["# recorded", "Set Geography EEA"], start: point())
        for key in keys {
            let before = point()
            _ = try host.press(key)
            recorder.keyPressed(key, before: before, after: point())
        }
        let final = ScriptRecorder.Final(
            view: host.screen().view, statuses: [(.ump, host.status(.ump)!)], ads: host.adVerdict, canRequestAds: host.canRequestAds,
            appChecks: nil, store: host.storedValues)
        return (recorder.finish(focusNow: host.screen().focused, final: final), host)
    }

    @Test func elementIdsInsteadOfArrowsAndAViewCheckAtEachScreenChange() throws {
        let (script, _) = try record([.down, .down, .space, .tab, .backTab, .enter, .char("h"), .char("i"), .pageDown, .pageDown, .tab, .escape])
        #expect(
            script == """
                # recorded
                Set Geography EEA
                Launch
                Expect View dialog
                Select dlg.toggle
                Select dlg.accept
                Expect View home
                Type "hi"
                PageDown 2
                Escape

                # The state the session ended in.
                Expect Status ump obtained
                Expect CanRequestAds true
                Expect Ads personalized
                Expect Key IABTCF_gdprApplies 1
                Expect Key IABTCF_PurposeConsents "1111111111"
                Expect NoKey IABTCF_TCString

                """)
    }

    @Test func focusMovesWithoutActivationBecomeFocus() throws {
        let (script, _) = try record([.down, .down, .escape])
        #expect(script.contains("Expect View dialog\nFocus dlg.toggle\nEscape\nExpect View home\n"))
        let (unmoved, _) = try record([.tab, .tab, .tab, .escape])
        #expect(unmoved.contains("Expect View dialog\nEscape\n"), "a full circle is no focus change")
    }

    @Test func aRecordedScriptReplaysToTheSameState() throws {
        // Enter on the toggle flips it; Tab then Enter on the home screen reopens the dialog.
        let keys: [Key] = [.down, .down, .space, .up, .up, .enter, .tab, .enter, .down, .enter]
        var (script, recorded) = try record(keys)
        var (result, replayed) = try play(script, name: "rec.keys")
        expectPassed(result, script)
        #expect(replayed.storedValues == recorded.storedValues)
        #expect(replayed.screen() == recorded.screen())
    }
}

/// Resizes and front-end commands in a recording.
@Suite struct RecorderCommandTests {
    @Test func resizesAndCommandsAreWrittenAsCommands() {
        var recorder = ScriptRecorder(header: [], start: .init(view: "home", focused: "home.privacySettings"))
        recorder.keyPressed(
            .pageDown, before: .init(view: "home", focused: "home.privacySettings"), after: .init(view: "home", focused: "home.privacySettings"))
        recorder.resized(columns: 100, rows: 30)
        recorder.command("Relaunch", before: .init(view: "home", focused: nil), after: .init(view: "ump.firstLayer", focused: "ump.consent"))
        recorder.command("Advance 1 day", before: .init(view: "ump.firstLayer", focused: nil), after: .init(view: "ump.firstLayer", focused: nil))
        let script = recorder.finish(
            focusNow: "ump.consent",
            final: .init(view: "ump.firstLayer", statuses: [], ads: .none, canRequestAds: false, appChecks: nil, store: StoreDomain()))
        #expect(
            script.hasPrefix(
                """
                Launch
                Expect View home
                PageDown
                Set Columns 100
                Set Rows 30
                Relaunch
                Expect View ump.firstLayer
                Advance 1 day

                # The state the session ended in.
                Expect CanRequestAds false
                Expect Ads none
                Expect NoKey IABTCF_TCString

                """))
    }

    @Test func theAppsOwnChecksCloseARecordingOfAUMPApp() throws {
        // Every purpose but 4 consented, vendor 755 consented: canShowAds() holds, canShowPersonalizedAds() does not.
        var vendors = String(repeating: "0", count: 755)
        vendors.removeLast()
        vendors += "1"
        let checks = AppChecks.evaluate(
            keys: ["IABTCF_PurposeConsents": .string("1110111111"), "IABTCF_VendorConsents": .string(vendors)],
            consentNotRequired: false, att: nil)
        #expect(checks.canShowAds.value && !checks.canShowPersonalizedAds.value)
        var recorder = ScriptRecorder(header: [], start: .init(view: "home", focused: nil))
        let script = recorder.finish(
            focusNow: nil,
            final: .init(
                view: "home", statuses: [(.ump, "obtained")], ads: .nonPersonalized, canRequestAds: true, appChecks: checks,
                store: StoreDomain()))
        #expect(
            script.contains(
                """
                Expect Ads non-personalized
                Expect AppCheck canShowAds true
                Expect AppCheck canShowPersonalizedAds false

                """))
        #expect(diagnostics(script, name: "rec.keys").isEmpty, "the script language reads back what the recorder writes")
    }
}

/// `record` keeps the person's pauses (capped) and names the keys that decided the ad verdict;
/// Android's back button is written as the device button it is.
@Suite struct RecorderPausesAndKeysTests {
    static let home = ScriptRecorder.Point(view: "home", focused: "home.privacySettings")

    @Test func pausesBecomeCappedSleepsAfterTheKeysBeforeThem() {
        var recorder = ScriptRecorder(header: [], start: Self.home)
        recorder.keyPressed(.char("x"), as: .key, before: Self.home, after: Self.home)
        recorder.paused(milliseconds: 120)
        recorder.keyPressed(.char("x"), as: .key, before: Self.home, after: Self.home)
        recorder.paused(milliseconds: 60_000)
        recorder.keyPressed(.pageDown, as: .key, before: Self.home, after: Self.home)
        let store = StoreDomain()
        let text = recorder.finish(
            focusNow: "home.privacySettings",
            final: .init(view: "home", statuses: [], ads: .none, canRequestAds: false, appChecks: nil, store: store))
        #expect(text.hasPrefix("Launch\nExpect View home\nType \"xx\"\nSleep 2000ms\nPageDown\n"))
    }

    @Test func theClosingChecksNameGooglesVendorBits() {
        var store = StoreDomain()
        store.set(String(repeating: "0", count: 754) + "1", forKey: "IABTCF_VendorConsents")
        store.set(String(repeating: "0", count: 755), forKey: "IABTCF_VendorLegitimateInterests")
        var recorder = ScriptRecorder(header: [], start: Self.home)
        let text = recorder.finish(
            focusNow: nil, final: .init(view: "home", statuses: [], ads: .none, canRequestAds: false, appChecks: nil, store: store))
        #expect(text.contains("Expect Key IABTCF_VendorConsents[755] \"1\"\nExpect Key IABTCF_VendorLegitimateInterests[755] \"0\"\n"))
    }

    @Test func androidsBackKeyIsPressBack() {
        #expect(RecordHeader.command(for: .systemBack) == "Press Back")
    }
}
