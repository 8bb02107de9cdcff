import ConsentsimTestSupport
import Foundation
import Scripting
import Testing

@testable import consentsim

/// Real VHS tapes: a tape that starts consentsim the VHS way (typed at the shell, then Enter)
/// launches it with those flags, read by `run`'s own parser; any other program gets one line;
/// `Wait` in VHS's forms; `Output x.txt` writes VHS's text golden file. The tapes under
/// Tests/Fixtures/vhs are written like VHS's examples (scripts/dev/vhs-examples.sh plays VHS's own).
@Suite struct VHSTapeTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/vhs").path

    /// A runner that reads a tape's command line as `consentsim play` does.
    static var runner: ScriptRunner<EngineHost> {
        var runner = ScriptRunner(mode: .compare) { EngineHost() }
        runner.launchArguments = RunCommand.scriptSettings
        return runner
    }

    /// Each fixture tape plays or is refused with one line; the counts are fixed.
    @Test func eachExampleTapePlaysOrGetsOneLine() throws {
        let tapes = try FileManager.default.contentsOfDirectory(atPath: Self.fixtures).filter { $0.hasSuffix(".tape") }.sorted()
        var outcomes: [String: String] = [:]
        for tape in tapes {
            let result = Self.runner.run(path: Self.fixtures + "/" + tape)
            let line = result.passed ? "played" : (result.failureLine ?? "")
            #expect(!line.isEmpty && !line.contains("\n"), "\(tape): \(line)")
            outcomes[tape] = line
        }
        #expect(outcomes["consent.tape"] == "played")
        #expect(outcomes["swift-run.tape"] == "played")
        #expect(outcomes["welcome.tape"]?.contains("this tape runs `echo` in a shell") == true)
        #expect(outcomes["menu.tape"]?.contains("this tape runs `gum` in a shell") == true)
        #expect(outcomes["preview.tape"]?.contains("`consentsim preview` starts no app") == true)
        #expect(outcomes["typed-only.tape"]?.contains("Enter never runs it") == true)
        #expect(outcomes["never-shows.tape"]?.contains("timed out after 3s waiting for the screen to show /Weekly digest/") == true)
        #expect(outcomes.values.filter { $0 == "played" }.count == 2 && outcomes.count == 7)
    }

    /// The flags typed at the shell are the session's settings, read by `run`'s parser.
    @Test func theTypedFlagsAreTheSessionsSettings() throws {
        let loader = memoryLoader([
            "eea.tape":
                "Type \"consentsim run --geography EEA --order no-att\"\nEnter\nExpect View ump.firstLayer\nExpect Key IABTCF_gdprApplies 1\n",
            "other.tape": "Type \"consentsim --geography other --order no-att\"\nEnter\nExpect View home\n",
            "bad.tape": "Hide\nType \"consentsim run --geography Mars\"\nEnter\n",
        ])
        var runner = Self.runner
        runner.loader = loader
        // EEA shows the message (nothing stored yet); outside the EEA the app goes straight home.
        #expect(runner.run(path: "eea.tape").failureLine == nil)
        #expect(runner.run(path: "other.tape").failureLine == nil)
        let bad = runner.run(path: "bad.tape").failureLine ?? ""
        #expect(bad.hasPrefix("bad.tape:2:1: consentsim run: '--geography' does not take 'Mars'"))
        // Without the command's parser, such a tape is refused with a reason, never typed into the app.
        var bare = runner
        bare.launchArguments = nil
        #expect(bare.run(path: "eea.tape").failureLine?.contains("only the consentsim command can read") == true)
    }

    @Test func shellWordsAndPrograms() {
        #expect(
            TapeShell.words(#"consentsim run --form "my form.yaml" --x='a b' c\ d"#) == [
                "consentsim", "run", "--form", "my form.yaml", "--x=a b", "c d",
            ])
        #expect(TapeShell.words("echo \"open") == nil)
        #expect(TapeShell.outcome(".build/release/consentsim --order no-att") == .launch(["--order", "no-att"]))
        #expect(TapeShell.outcome("FOO=1 consentsim run") == .launch([]))
        #expect(TapeShell.outcome("clear") == .nothing)
        #expect(TapeShell.outcome("swift run other") != .launch([]))
    }

    @Test func scrollAndBareWaitAreAcceptedWithANote() throws {
        let session = try TapeLoader.load(
            text: "Set Order no-att\nLaunch\nScrollUp 3\nScrollDown\nWait\nWait+Line\n", path: "s.tape", loader: memoryLoader([:]))
        #expect(session.note?.contains("ScrollUp/ScrollDown move a terminal's scrollback") == true)
        var host = EngineHost()
        #expect(ScriptPlayer(snapshots: SnapshotSet(scriptPath: "s.tape")).play(session.script, on: &host).passed)
    }

    /// `Output x.txt` writes VHS's golden file: every row trimmed, then 80 `─`, after each command shown.
    @Test(.tags(.spawnsProcess)) func outputTxtWritesVHSsGoldenFile() throws {
        let dir = try TempDirectory()
        defer { dir.remove() }
        let tape = try String(contentsOfFile: Self.fixtures + "/consent.tape", encoding: .utf8)
        try ScriptFilesForTests.write(tape, to: dir.path + "/consent.tape")
        let r = try run("/bin/sh", ["-c", "cd '\(dir.path)' && '\(consentsimBinary)' play consent.tape"])
        #expect(r.status == 0, "\(r.stdout)\(r.stderr)")
        let golden = try String(contentsOfFile: dir.path + "/consent.txt", encoding: .utf8)
        let frames = golden.components(separatedBy: String(repeating: "─", count: 80) + "\n")
        // Wait+Screen, Tab, Sleep, Enter, Wait@5s: five commands after Show (ScrollDown is ignored); the hidden launch writes none.
        #expect(frames.count == 6 && frames.last == "")
        #expect(frames.allSatisfy { $0.split(separator: "\n").allSatisfy { !$0.hasSuffix(" ") } })
        #expect(frames[0].contains("Manage options") && frames[4].contains("Personalized ad"))
        #expect(frames[0].split(separator: "\n", omittingEmptySubsequences: false).count == 25)
    }
}
