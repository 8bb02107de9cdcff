import ConsentsimTestSupport
import Foundation
import Scripting
import Testing

@testable import consentsim

/// Tapes as VHS reads them (parser/parser.go and lexer/lexer.go in github.com/charmbracelet/vhs,
/// commit 6f0c046e): commands one after another whatever the line breaks, every key form, strings
/// without escapes, Source of tapes, Env on the typed command line, Require, frame folders, and the
/// example tapes that start one program played with consentsim as that program.
@Suite struct VHSGrammarTests {
    static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/vhs/examples").path

    /// A runner that reads a tape's command line as `consentsim play` does, over `files` when given.
    static func runner(_ files: [String: String]? = nil, findsProgram: (@Sendable (String) -> Bool)? = nil) -> ScriptRunner<EngineHost> {
        var runner = ScriptRunner(mode: .compare) { EngineHost() }
        runner.launchArguments = RunCommand.scriptSettings
        if let files { runner.loader = memoryLoader(files) }
        if let findsProgram { runner.loader.findsProgram = findsProgram }
        return runner
    }

    func commands(_ text: String, name: String = "s.tape") throws -> [ScriptCommand] {
        try TapeLoader.load(text: text, path: name, loader: memoryLoader([:])).script.steps.map(\.command)
    }

    @Test func severalCommandsOnOneLine() throws {
        #expect(
            try commands("Launch\nType \"x\" Enter\nSleep .3 Tab Sleep .3\nType \"a\" \"b\" Down@100ms 2 Expect View home")
                == [
                    .launch, .type("x"), .key(.enter, count: 1), .sleep(milliseconds: 300), .key(.tab, count: 1),
                    .sleep(milliseconds: 300), .type("a b"), .key(.down, count: 2), .expect(.view("home")),
                ])
        // The same grammar in a keystroke script; a word that starts no command is still refused.
        let keys = try memoryLoader(["s.keys": "Launch Enter Tab 2\n"]).load(path: "s.keys").steps.map(\.command)
        #expect(keys == [.launch, .key(.enter, count: 1), .key(.tab, count: 2)])
        #expect(throws: ScriptLoadError.self) { try commands("Launch\nType \"x\" Banana\n") }
    }

    @Test func everyKeyFormVHSDocuments() throws {
        #expect(
            try commands("Launch\nAlt+. 2\nAlt+Enter\nShift+a\nShift+Tab\nShift+Enter\nCtrl+Alt+x\nCtrl+Shift+p\nCtrl+Space\nCtrl+Left\nTab@.5s 2")
                == [
                    .launch, .key(.escape, count: 1), .key(.char("."), count: 1), .key(.escape, count: 1), .key(.char("."), count: 1),
                    .key(.escape, count: 1), .key(.enter, count: 1), .key(.char("A"), count: 1), .key(.backTab, count: 1),
                    .key(.enter, count: 1), .key(.escape, count: 1), .key(.ctrl("x"), count: 1), .key(.ctrl("p"), count: 1),
                    .key(.ctrl("@"), count: 1), .key(.left, count: 1), .key(.tab, count: 2),
                ])
        for bad in ["Alt+Shift+x", "Shift+Ctrl+x", "Alt+Banana", "Ctrl+Alt"] {
            #expect(throws: ScriptLoadError.self, "\(bad)") { try commands("Launch\n\(bad)\n") }
        }
    }

    /// VHS's lexer reads a string to its closing quote with no escapes, and a quote may follow a word.
    @Test func tapeStringsAreVHSStrings() throws {
        #expect(try commands("Launch\nType \"a \\\" Enter\nType@.2'[ x ]'\n") == [.launch, .type("a \\"), .key(.enter, count: 1), .type("[ x ]")])
        // Paste types the clipboard with a quote it does not hold.
        #expect(try commands("Launch\nCopy 'say \"hi\"'\nPaste\n") == [.launch, .type("say \"hi\"")])
    }

    @Test func enterOnAnEmptyPromptAndKeysAtTheShell() throws {
        let runner = Self.runner([
            "empty.tape": "Enter\nCtrl+L\nType \"consentsim run --geography other --order no-att\" Enter\nExpect View home\n",
            "shell.tape": "Sleep 1\nAlt+.\nSleep 1\n",
        ])
        #expect(runner.run(path: "empty.tape").failureLine == nil)
        #expect(
            runner.run(path: "shell.tape").failureLine?.hasPrefix(
                "shell.tape:2:1: Alt+. is pressed at a shell prompt and this tape never starts the app") == true)
    }

    /// `Env` sets a variable the command line typed at the shell reads.
    @Test func envIsAppliedToTheTypedCommand() throws {
        let runner = Self.runner([
            "eea.tape": "Env GEOGRAPHY \"EEA\"\nType \"consentsim run --geography ${GEOGRAPHY} --order no-att\" Enter\nExpect View ump.firstLayer\n",
            "unset.tape": "Type \"consentsim run --geography $GEOGRAPHY --order no-att\" Enter\nExpect View ump.firstLayer\n",
        ])
        #expect(runner.run(path: "eea.tape").failureLine == nil)
        #expect(runner.run(path: "unset.tape").failureLine?.contains("'--geography' does not take '$GEOGRAPHY'") == true)
    }

    /// VHS stops before recording when a program a tape requires is missing.
    @Test func requireIsEnforced() throws {
        let files = ["t.tape": "Require consentsim\nRequire gum\nType \"consentsim --geography other --order no-att\" Enter\nExpect View home\n"]
        let missing = Self.runner(files, findsProgram: { $0 == "consentsim" }).run(path: "t.tape")
        #expect(missing.failureLine == "t.tape:2:1: Require gum: no program 'gum' on PATH, so the tape stops here as VHS would")
        #expect(Self.runner(files, findsProgram: { _ in true }).run(path: "t.tape").failureLine == nil)
        #expect(ProgramSearch.isOnPath("sh") && ProgramSearch.isOnPath("consentsim") && !ProgramSearch.isOnPath("no-such-program-here"))
    }

    /// `Source` takes tapes too; a tape sourced once the app runs types into the app.
    @Test func sourceOfTapes() throws {
        let runner = Self.runner([
            "top.tape": "Type \"consentsim run --geography EEA --order no-att\" Enter\nSource keys.tape\nExpect Focus ump.doNotConsent\n",
            "keys.tape": "Output other.gif\nDown Tab\n",
            "setup.tape": "Hide\nType \"consentsim run --geography other --order no-att\"\nEnter\nShow\n",
            "uses-setup.tape": "Source setup.tape\nExpect View home\n",
        ])
        #expect(runner.run(path: "top.tape").failureLine == nil)
        #expect(runner.run(path: "uses-setup.tape").failureLine == nil)
    }

    @Test func outputOfAFrameFolder() throws {
        #expect(TapeOutput.files(for: "frames/") == [.frames("frames/")])
        #expect(TapeOutput.files(for: "frames") == nil)
        let session = try TapeLoader.load(text: "Output frames/\nLaunch\n", path: "t.tape", loader: memoryLoader([:]))
        #expect(session.directives.map(\.directive) == [.output("frames/")])
    }

    /// Every fixture mirrors one of VHS's example tapes that starts a single program, with that
    /// program swapped for consentsim: each plays.
    @Test func theExampleTapesThatStartOneProgramPlay() throws {
        let tapes = try FileManager.default.contentsOfDirectory(atPath: Self.examples).filter { $0.hasSuffix(".tape") && !$0.hasPrefix("_") }.sorted()
        #expect(tapes.count == 11)
        for tape in tapes {
            let result = Self.runner().run(path: Self.examples + "/" + tape)
            #expect(result.failureLine == nil, "\(tape): \(result.failureLine ?? "")")
        }
    }

    /// `Output frames/` writes one picture per frame into the folder.
    @Test(.tags(.spawnsProcess)) func playWritesAFrameFolder() throws {
        let dir = try TempDirectory()
        defer { dir.remove() }
        try ScriptFilesForTests.write("Output frames/\nType \"consentsim --order no-att\" Enter\nDown\nUp\n", to: dir.path + "/f.tape")
        let r = try run("/bin/sh", ["-c", "cd '\(dir.path)' && PATH=/nonexistent '\(consentsimBinary)' play f.tape"])
        #expect(r.status == 0, "\(r.stdout)\(r.stderr)")
        let frames = try FileManager.default.contentsOfDirectory(atPath: dir.path + "/frames").sorted()
        #expect(frames.count >= 2 && frames.first == "frame-00001.svg", "\(frames)")
    }
}
