import ConsentsimTestSupport
import Foundation
import Scripting
import Store
import Testing

/// The same session headless and typed into the real `consentsim run` through tmux ends with the same
/// screen and the same store; every intermediate screen is compared too (the driver waits for it).
@Suite(.serialized, .tags(.tmux)) struct TmuxEquivalenceTests {
    static let keysDirectory = ShippedScriptsTests.scriptsDirectory + "/keys"

    static var keyScripts: [String] { ScriptFiles.findScripts(under: [keysDirectory]).scripts }

    @Test(arguments: [
        "accept-all", "manage-options", "vendor-search", "privacy-settings", "att-cmp-first", "dismiss-japanese",
        "pac-non-personalized",
    ])
    func headlessAndTmuxAgree(_ name: String) throws {
        let tmux = try #require(ProcessSpawn.which("tmux"), "tmux is required (apt-get install tmux)")
        let dir = try TempDirectory()
        defer { dir.remove() }
        let headlessStore = dir.path + "/headless.plist", terminalStore = dir.path + "/terminal.plist"
        var script = try ScriptFiles.loader.load(path: Self.keysDirectory + "/\(name).keys")
        let storeStep = ScriptStep(
            command: .set(.store(.file(headlessStore))), location: ScriptLocation(file: "test", line: 0, column: 1),
            text: "Set Store \(headlessStore)")
        script.steps.insert(storeStep, at: 0)
        // The headless store is compared with the terminal's afterwards, so this session writes it.
        script.steps.insert(
            ScriptStep(command: .set(.storeAccess(.writeBack)), location: storeStep.location, text: "Set StoreAccess write-back"), at: 0)

        var screens: [(ScriptStep, HostScreen)] = []
        var host = EngineHost()
        let snapshots = SnapshotSet(scriptPath: script.path, stored: [:], mode: .update)
        let headless = ScriptPlayer(snapshots: snapshots, observer: { screens.append(($0, $1)) }).play(script, on: &host)
        expectPassed(headless)
        let plan = try TmuxPlan.make(script, screens: screens)
        let arguments = try RunArguments.make(plan.settings, store: terminalStore)
        let outcome = try TmuxDriver(tmux: tmux).run(plan, program: consentsimBinary, arguments: arguments)

        if let mismatch = outcome.mismatch { Issue.record("the terminal differs from the headless run at \(mismatch)") }
        #expect(outcome.finalScreen == TmuxPlan.normalized(host.screen().text))
        let stored = try PlistFileStore(path: terminalStore).load()
        #expect(!stored.isEmpty)
        #expect(stored == (try PlistFileStore(path: headlessStore).load()), "the stores differ")
        #expect(stored == headless.finalStore)
    }

    @Test func everyKeysScriptIsCovered() {
        #expect(
            Self.keyScripts.map { ScriptPath.stem(of: $0) }.sorted()
                == ["accept-all", "att-cmp-first", "dismiss-japanese", "manage-options", "pac-non-personalized", "privacy-settings", "vendor-search"])
    }
}

/// `consentsim record` in a real terminal: the written script reads as a test and replays.
@Suite(.serialized, .tags(.tmux)) struct RecordCommandTests {
    @Test func recordingWritesAReplayableScript() throws {
        let tmux = try #require(ProcessSpawn.which("tmux"), "tmux is required (apt-get install tmux)")
        let dir = try TempDirectory()
        defer { dir.remove() }
        let file = dir.path + "/recorded.keys"
        let driver = TmuxDriver(tmux: tmux)
        // 30 rows: at 24 the limited verdict's reasons, lift and Consent Mode scroll the date off home.
        try driver.launch(program: consentsimBinary, arguments: ["record", file, "--order", "no-att", "--language", "de"], columns: 80, rows: 30)
        func waitFor(_ text: String) throws {
            let screen = try driver.wait(until: { $0.contains(text) })
            try #require(screen.contains(text), "waiting for \(text) in:\n\(screen)")
        }
        try waitFor("Einwilligung")
        for key in ["Tab", "Tab", "Tab"] { try driver.send(.key(key)) }
        try driver.send(.key("Enter"))  // Manage options
        try waitFor("Zurück")
        for key in ["Down", "Down", "Space", "End", "Enter"] { try driver.send(.key(key)) }  // purpose 1, Confirm choices
        try waitFor("(launch 1)")
        try driver.send(.text("d"))  // +1 day on the home screen
        try waitFor("2026-01-16")
        try driver.send(.text("q"))
        try waitFor("CONSENTSIM-EXITED:0")
        driver.stop()

        let text = try String(contentsOfFile: file, encoding: .utf8)
        #expect(
            text.contains(
                """
                Set Order no-att
                Set Language de
                Set Columns 80
                Set Rows 30
                Launch
                Expect View ump.firstLayer
                Select ump.manageOptions
                Expect View ump.manageOptions
                Select purpose.1.consent
                Select ump.confirmChoices
                Expect View home
                Advance 1 day
                """), "\(text)")
        #expect(text.contains("Expect Status ump obtained\n"))
        #expect(text.contains("Expect Key IABTCF_PurposeConsents \"10000000000\"\n"))  // UMP pads to 11 purposes
        #expect(text.contains("Expect AppCheck canShowAds "), "the app's own checks close the recording")
        #expect(text.contains("Expect AppCheck canShowPersonalizedAds false\n"), "purposes 3 and 4 were not consented")
        #expect(text.contains("Expect Ads limited\n"))
        let replay = try consentsim(["play", file])
        #expect(replay.status == 0, "\(replay.stdout)")
    }
}
