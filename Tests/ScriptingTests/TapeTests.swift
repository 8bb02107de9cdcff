import ConsentsimTestSupport
import Foundation
import Screens
import Scripting
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// VHS tapes: the commands a tape uses are accepted, the simulator's own work as in
/// `.keys`, problems come in line order, and recordings are paced like VHS with one frame per
/// visible change, as an asciicast and as an animated SVG.
@Suite struct TapeTests {
    static let tape = """
        Output demo.gif
        Require consentsim
        Set Shell "bash"
        Set FontSize 22
        Set FontFamily "JetBrains Mono"
        Set Width 1200
        Set Theme {"name": "Dracula", "background": "#282a36"}
        Set TypingSpeed 100ms
        Env LANG "en_US.UTF-8"
        Set Columns 40
        Set Rows 6
        Launch
        Hide
        Down@10ms 2
        Show
        Copy "ab"
        Paste
        Insert
        Sleep 1s
        Screenshot shot.png
        Type@20ms "xy"
        Expect View dialog
        Select dlg.accept
        """

    func loaded(_ text: String, name: String = "t.tape") throws -> LoadedSession {
        try TapeLoader.load(text: text, path: name, loader: memoryLoader([:]))
    }

    @Test func aTapeLoadsWithItsDirectivesAndOneNote() throws {
        let session = try loaded(Self.tape)
        #expect(session.directives.map(\.directive) == [.output("demo.gif"), .typingSpeed(milliseconds: 100), .hide, .show, .screenshot("shot.png")])
        #expect(session.directives.map(\.location.line) == [1, 8, 13, 15, 20])
        // Require and Env do something now (a missing program stops the tape; Env reaches the typed command line).
        #expect(session.ignored == ["Set Shell", "Set FontSize", "Set FontFamily", "Set Width", "Set Theme", "Insert"])
        let note = try #require(session.note)
        #expect(note.hasPrefix("note: t.tape: Set Shell, Set FontSize, Set FontFamily, Set Width, Set Theme, Insert accepted and ignored"))
        #expect(note.contains("Output demo.gif: no video encoder here, so written as demo.cast and demo.svg"))
        // The simulator's commands are the keystroke language's; Paste types what Copy took.
        let commands = session.script.steps.map(\.command)
        #expect(commands.contains(.type("ab")))
        #expect(commands.contains(.key(.down, count: 2)))
        #expect(commands.contains(.select("dlg.accept")))
        // The same lines in a .keys file are errors that say where they belong.
        do {
            _ = try loaded("Output demo.gif\nSet FontSize 3\nLaunch\nExpect View dialog", name: "t.keys")
            Issue.record("a .keys file took tape commands")
        } catch {
            #expect(
                ((error as? ScriptLoadError)?.diagnostics ?? []).map(\.description) == [
                    "t.keys:1:1: Output is a VHS tape command: use it in a .tape file (consentsim manual, \"VHS tapes\")",
                    "t.keys:2:1: Set FontSize is a VHS tape command: use it in a .tape file (consentsim manual, \"VHS tapes\")",
                ])
        }
        // A .keys file may set the typing speed of its recordings.
        #expect(try loaded("Set TypingSpeed 20ms\nLaunch", name: "t.keys").directives.map(\.directive) == [.typingSpeed(milliseconds: 20)])
    }

    @Test func windowsLineEndsAndAByteOrderMarkAreNotCommands() throws {
        let session = try loaded("\u{FEFF}Output a.gif\r\nSet FontSize 20\r\nLaunch\r\nHide\r\nExpect View dialog\r\n")
        #expect(session.directives.map(\.directive) == [.output("a.gif"), .hide])
        #expect(session.ignored == ["Set FontSize"])
    }

    @Test func problemsComeInLineOrder() {
        // Parse errors (lines 1-4 and 10), tape errors (6, 9) and validation errors (5, 7, 8: keys
        // before Launch) come from three passes; they are reported by line.
        let text = "Entr\nOutput\nSet Colums 3\nExpct View home\nEnter\nScreenshot x.jpg\nTab\nDown\nOutput x.avi\nLanch\nLaunch"
        let found: [ScriptDiagnostic]
        do {
            _ = try loaded(text)
            found = []
        } catch {
            found = (error as? ScriptLoadError)?.diagnostics ?? []
        }
        let lines = found.map(\.location.line)
        #expect(lines == lines.sorted(), "\(lines)")
        #expect(Set(lines).isSuperset(of: [1, 2, 3, 4, 6, 9, 10]), "\(lines)")
        #expect(found.contains { $0.message.contains("Output writes .gif, .mp4 or .webm") })
        #expect(found.contains { $0.message.contains("Screenshot writes .png or .svg") })
    }

    func record(_ text: String) throws -> RecordedSession {
        let session = try loaded(text)
        let recording = try RecordedSession.record(session.script, directives: session.directives, title: "t.tape")
        expectPassed(recording.result)
        return recording
    }

    @Test func recordingsArePacedLikeVHSAndHonourHideAndShow() throws {
        let recording = try record(Self.tape)
        // Launch at 0, held ten typing-speed steps (TypingSpeed 100ms); hidden: the Downs add neither
        // frames nor time; Show brings the moved focus up at 1000; Paste types "ab" (+100 each, the
        // dialog shows no text, so no frame); Sleep 1s; Type@20ms "xy" (+20 each); Select moves focus
        // at 2240 (+100) and presses at 2340, held 1000.
        let frames = recording.collected.frames
        #expect(frames.map(\.milliseconds) == [0, 1000, 2240, 2340])
        #expect(recording.collected.milliseconds == 3340)
        #expect(recording.collected.screenshots.map(\.path) == ["shot.png"])
        #expect(recording.collected.screenshots.first?.canvas == frames[1].canvas, "the screen at the Screenshot line")
        for (a, b) in zip(frames, frames.dropFirst()) { #expect(a.canvas != b.canvas, "one frame per visible change") }
    }

    @Test func theAnimatedSVGParsesAndHasOneFramePerVisibleChange() throws {
        let recording = try record(Self.tape)
        let svg = recording.svg
        let document = try XMLDocument(xmlString: svg)
        let root = try #require(document.rootElement())
        #expect(root.name == "svg")
        let frames = try document.nodes(forXPath: "//*[local-name()='svg'][@class='frame']")
        #expect(frames.count == recording.collected.frames.count)
        let xs = try document.nodes(forXPath: "//*[local-name()='svg'][@class='frame']/@x").compactMap(\.stringValue)
        #expect(xs == ["0", "384", "768", "1152"], "frames side by side on the strip (40 cells of 9.6 px)")
        #expect(svg.contains("@keyframes play"))
        #expect(
            svg.contains(
                "  0% { transform: translateX(0px) }\n  23.0415% { transform: translateX(-384px) }\n"
                    + "  51.6129% { transform: translateX(-768px) }\n  53.9171% { transform: translateX(-1152px) }\n  100% { transform: translateX(-1152px) }\n"
            ))
        #expect(svg.contains(".film { animation: play 4.34s steps(1, end) infinite }"), "the length plus a one-second hold")
        #expect(!svg.contains("<script"))
    }

    @Test(.tags(.spawnsProcess, .chromium)) func playWritesWhatTheTapeAsksFor() throws {
        let dir = try TempDirectory()
        defer { dir.remove() }
        let tape = """
            Output out/demo.webm
            Set FontSize 30
            Set Theme "Dracula"
            Set Order no-att
            Launch
            Screenshot out/first.svg
            Tab
            Enter
            Screenshot out/home.png
            Expect View home
            Expect Key IABTCF_gdprApplies 1
            Expect Ads personalized
            """
        try ScriptFilesForTests.write(tape, to: dir.path + "/t.tape")
        let r = try run("/bin/sh", ["-c", "cd '\(dir.path)' && '\(consentsimBinary)' play t.tape"])
        #expect(r.status == 0, "\(r.stdout)\(r.stderr)")
        #expect(r.stdout == "ok   t.tape (7 steps, 3 checks)\n")
        let notes = r.stderr.split(separator: "\n").filter { $0.hasPrefix("note:") }
        #expect(notes.count == 1, "one note: \(r.stderr)")
        #expect(notes.first?.contains("Set FontSize, Set Theme accepted and ignored") == true)
        #expect(notes.first?.contains("Output out/demo.webm: no video encoder here, so written as out/demo.cast and out/demo.svg") == true)
        let files = try listDirectory(dir.path + "/out")
        #expect(files.contains("demo.cast") && files.contains("demo.svg") && files.contains("first.svg"))
        let first = try String(contentsOfFile: dir.path + "/out/first.svg", encoding: .utf8)
        #expect(first.contains("Daily Puzzle") && first.hasPrefix("<svg"))
        if ProcessSpawnForTests.hasPNGConverter {
            #expect(files.contains("home.png"), "\(files) \(r.stderr)")
            #expect(try readBytes(dir.path + "/out/home.png").prefix(4) == [0x89, 0x50, 0x4E, 0x47])
        } else {
            #expect(files.contains("home.svg"))
            #expect(r.stderr.contains("Screenshot out/home.png: no SVG-to-PNG converter"))
        }
        let cast = try String(contentsOfFile: dir.path + "/out/demo.cast", encoding: .utf8).split(separator: "\n")
        #expect(cast.count == 1 + 3 + 1, "header, three frames (launch, Tab, Enter), the closing hold")
    }

    @Test(.tags(.spawnsProcess)) func testRunsTheShippedTapeAsAScriptAndWritesNothing() throws {
        let dir = try TempDirectory()
        defer { dir.remove() }
        let tapes = ShippedScriptsTests.scriptsDirectory + "/tapes"
        let list = try consentsim(["test", tapes, "--list"])
        #expect(list.stdout == "\(tapes)/accept-all.tape — accept all, written as a VHS tape\n1 script\n")
        let r = try run("/bin/sh", ["-c", "cd '\(dir.path)' && '\(consentsimBinary)' test '\(tapes)'"])
        #expect(r.status == 0, "\(r.stdout)\(r.stderr)")
        #expect(r.stdout.hasSuffix("\n1 passed, 0 failed\n"))
        #expect(try listDirectory(dir.path).isEmpty, "test checks a tape; Output and Screenshot are play's")
    }

    @Test(.tags(.spawnsProcess)) func aShippedScriptRecordsAFramePerVisibleChangeWithRealPacing() throws {
        let dir = try TempDirectory()
        defer { dir.remove() }
        let script = ShippedScriptsTests.scriptsDirectory + "/keys/manage-options.keys"
        let cast = dir.path + "/m.cast", svg = dir.path + "/m.svg"
        let r = try consentsim(["play", script, "--cast", cast, "--svg-animation", svg])
        #expect(r.status == 0, "\(r.stdout)\(r.stderr)")
        let events = try String(contentsOfFile: cast, encoding: .utf8).split(separator: "\n").dropFirst()
        // Tab 3, Enter, Down 2, Space, Down 2, Space, Down, Space, End, Enter: each press moves focus or
        // flips a switch, so each is a frame (the launch's too): 16 frames, 50 ms apart.
        #expect(events.count >= 16, "\(events.count) frames")
        let document = try XMLDocument(xmlString: try String(contentsOfFile: svg, encoding: .utf8))
        #expect(
            try document.nodes(forXPath: "//*[local-name()='svg'][@class='frame']").count == events.count
                - (events.last?.hasSuffix("\"o\", \"\"]") == true ? 1 : 0))
    }
}

/// Whether this machine can turn SVG into PNG (headless Chromium), as `Screenshot x.png` needs.
enum ProcessSpawnForTests {
    static let hasPNGConverter = ChromiumSupport.executable != nil
}
