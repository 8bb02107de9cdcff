import Basics
import Flow
import Forms
import Screens
import Scripting
import Simulation
import TCF
import Testing

/// The language: every command parses to what it means.
@Suite struct ParserTests {
    func commands(_ text: String, files: [String: String] = [:]) throws -> [ScriptCommand] {
        var all = files
        all["s.keys"] = text
        return try memoryLoader(all).load(path: "s.keys").steps.map(\.command)
    }

    @Test func keysInVHSSpellingWithRepeatCounts() throws {
        let text = """
            Launch
            Enter
            Tab 2
            Shift+Tab
            Up
            Down 3
            Left
            Right
            Space
            Escape
            PageUp
            PageDown 2
            Home
            End
            Backspace
            Ctrl+C
            Down@100ms 4
            """
        #expect(
            try commands(text) == [
                .launch, .key(.enter, count: 1), .key(.tab, count: 2), .key(.backTab, count: 1), .key(.up, count: 1),
                .key(.down, count: 3), .key(.left, count: 1), .key(.right, count: 1), .key(.space, count: 1),
                .key(.escape, count: 1), .key(.pageUp, count: 1), .key(.pageDown, count: 2), .key(.home, count: 1),
                .key(.end, count: 1), .key(.backspace, count: 1), .key(.ctrl("c"), count: 1), .key(.down, count: 4),
            ])
    }

    @Test func typeSleepAndComments() throws {
        let text = """
            # a comment line
              # an indented one
            Launch   # trailing comment
            Type "hello \\"world\\" #1"
            Type `it's`
            Type 'say "hi"'
            Sleep 500ms
            Sleep 2s
            Sleep 0.5

            """
        #expect(
            try commands(text) == [
                .launch, .type("hello \"world\" #1"), .type("it's"), .type("say \"hi\""), .sleep(milliseconds: 500),
                .sleep(milliseconds: 2000), .sleep(milliseconds: 500),
            ])
    }

    @Test func simulatorSettings() throws {
        let text = """
            Set Columns 100
            Set Rows 30
            Set Form pac-npa-only
            Set Store memory
            Set Geography EEA
            Set Geography notEEA
            Set Geography regulatedUSState
            Set Geography other
            Set Region EEA
            Set ATT denied
            Set iOS 17.4
            Set Order att-first
            Set Order cmp-first
            Set Language ja
            Set UnderAge true
            Set Debug false
            Set RequiresAds true
            Set ATTDenial rejectAll
            Set Date 2026-02-28
            Set USMessage true
            Set PACServer offline
            Set PACOptions nonPersonalized,adFree
            Set PACOptions none
            Set PACPrivacyURL ""
            Set AppName "Word Garden"
            Set SnapshotStyle true
            """
        /// A `Set` of one simulator setting.
        func simulator(_ settings: SimulatorSettings) -> ScriptCommand { .set(.simulator(settings)) }
        #expect(
            try commands(text) == [
                .set(.columns(100)), .set(.rows(30)), .set(.form("pac-npa-only")), .set(.store(.memory)),
                simulator(.init(geography: .eea)), simulator(.init(geography: .notEEA)), simulator(.init(geography: .regulatedUSState)),
                simulator(.init(geography: .other)), simulator(.init(region: .eea)), simulator(.init(att: .deniedByGlobalToggle)),
                simulator(.init(iosVersion: IOSVersion(17, 4))), simulator(.init(order: .attFirst)), simulator(.init(order: .cmpFirst)),
                simulator(.init(language: "ja")), simulator(.init(underAge: true)), simulator(.init(debugDevice: false)),
                simulator(.init(requiresAds: true)), simulator(.init(attDenial: .rejectAll)),
                simulator(.init(date: CivilDate(year: 2026, month: 2, day: 28))), simulator(.init(usMessage: true)),
                simulator(.init(pacServer: .offline)),
                simulator(.init(pacOptions: PACFormOptions(personalized: false, nonPersonalized: true, adFree: true))),
                simulator(.init(pacOptions: PACFormOptions(personalized: false, nonPersonalized: false, adFree: false))),
                simulator(.init(pacPrivacyURL: "")), simulator(.init(appName: "Word Garden")), .set(.snapshotStyle(true)),
            ])
    }

    @Test func pathsAreRelativeToTheScript() throws {
        let script = try memoryLoader([
            "dir/s.keys":
                "Set Form ../forms/my.yaml\nSet Store state/app.plist\nSet Form ump-gdpr-default\nSet Form examples/pac-personalized-only\nSet Store /tmp/x.plist\nSource inc/_common.keys",
            "dir/inc/_common.keys": "Set Store here.plist",
        ]).load(path: "dir/s.keys")
        #expect(
            script.steps.map(\.command) == [
                .set(.form("forms/my.yaml")), .set(.store(.file("dir/state/app.plist"))), .set(.form("ump-gdpr-default")),
                .set(.form("examples/pac-personalized-only")),
                .set(.store(.file("/tmp/x.plist"))), .set(.store(.file("dir/inc/here.plist"))),
            ])
        #expect(
            script.steps.last?.location
                == ScriptLocation(
                    file: "dir/inc/_common.keys", line: 1, column: 1,
                    includedFrom: [ScriptLocation(file: "dir/s.keys", line: 6, column: 8)]))
    }

    @Test func appCommandsAndExpectations() throws {
        let text = """
            Launch
            Relaunch
            Advance 13 months
            Advance 1 day
            Select ump.manageOptions
            Focus purpose.3.consent
            Expect Screen "Manage options"
            Expect Screen /Consent|Do not consent/
            Wait /^Home/
            Expect NoScreen "Privacy settings"
            Expect Focus ump.consent
            Expect Focus none
            Expect View ump.firstLayer
            Expect Status ump obtained
            Expect Status ump.privacyOptions required
            Expect Status pac personalized
            Expect Status att denied
            Expect Key IABTCF_gdprApplies 1
            Expect Key IABTCF_PurposeConsents "1111111111"
            Expect Key some_flag true
            Expect Key ratio 1.5
            Expect Key IABTCF_PublisherRestrictions2 "_1"
            Expect NoKey IABTCF_TCString
            Expect Ads non-personalized
            Expect CanRequestAds false
            Snapshot first-layer
            Snapshot first-layer.ja --style
            Snapshot plain --no-style
            """
        #expect(
            try commands(text) == [
                .launch, .relaunch, .advance(.months(13)), .advance(.days(1)), .select("ump.manageOptions"), .focus("purpose.3.consent"),
                .expect(.screen(.text("Manage options"))), .expect(.screen(.regex("Consent|Do not consent"))),
                .wait(ScreenWait(scope: .line, pattern: .regex("^Home"))),
                .expect(.noScreen(.text("Privacy settings"))), .expect(.focus("ump.consent")), .expect(.focus(nil)),
                .expect(.view("ump.firstLayer")), .expect(.status(.ump, "obtained")), .expect(.status(.umpPrivacyOptions, "required")),
                .expect(.status(.pac, "personalized")), .expect(.status(.att, "denied")), .expect(.key("IABTCF_gdprApplies", .integer(1))),
                .expect(.key("IABTCF_PurposeConsents", .string("1111111111"))), .expect(.key("some_flag", .boolean(true))),
                .expect(.key("ratio", .real(1.5))), .expect(.key("IABTCF_PublisherRestrictions2", .string("_1"))),
                .expect(.noKey("IABTCF_TCString")), .expect(.ads(.nonPersonalized)), .expect(.canRequestAds(false)),
                .snapshot(name: "first-layer", style: nil), .snapshot(name: "first-layer.ja", style: true), .snapshot(name: "plain", style: false),
            ])
    }

    @Test func sourceIncludesInPlaceWithTheirOwnLocations() throws {
        let script = try memoryLoader([
            "a.keys": "Set Columns 90\nSource _setup.keys\nLaunch\nExpect View home",
            "_setup.keys": "# shared setup\nSet Geography EEA\nSet Language de",
        ]).load(path: "a.keys")
        #expect(
            script.steps.map(\.command) == [
                .set(.columns(90)), .set(.simulator(.init(geography: .eea))), .set(.simulator(.init(language: "de"))), .launch,
                .expect(.view("home")),
            ])
        #expect(script.steps.map(\.location.description) == ["a.keys:1:1", "_setup.keys:2:1", "_setup.keys:3:1", "a.keys:3:1", "a.keys:4:1"])
        #expect(script.steps[3].text == "Launch")
    }

    @Test func slashesOutsideScreenPatternsArePaths() throws {
        #expect(
            try commands("Set Form /abs/form.yaml\nSet Store 'with space/app.plist'") == [
                .set(.form("/abs/form.yaml")), .set(.store(.file("with space/app.plist"))),
            ])
    }

    @Test func quotingRoundTrips() throws {
        for text in ["plain", "with \"quotes\"", "back\\slash", "tab\there", "ユーザー"] {
            #expect(try commands("Launch\nType \(ScriptQuoting.quoted(text))") == [.launch, .type(text)])
        }
    }
}

/// `Press Back`: Android's back button, the key `b` of the simulator's keyboard.
@Suite struct PressBackTests {
    @Test func pressBackIsTheBackButtonsKey() throws {
        let steps = try memoryLoader(["s.keys": "Set Platform android\nLaunch\nPress Back\n"]).load(path: "s.keys").steps
        #expect(steps.last?.command == .key(.char("b"), count: 1))
        #expect(KeyBindings.binding(for: .char("b"), in: .screen(.umpManageOptions), holds: { _ in true })?.command == .systemBack)
        #expect(KeyBindings.binding(for: .char("b"), in: .screen(.umpManageOptions), holds: { $0 != .android }) == nil)
    }

    @Test func anotherButtonIsOneLine() {
        #expect(throws: (any Error).self) { try memoryLoader(["s.keys": "Launch\nPress Home\n"]).load(path: "s.keys") }
    }
}
