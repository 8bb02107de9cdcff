import ConsentsimTestSupport
import Foundation
import Screens
import Testing

/// The ncurses front end of `consentsim run` end to end, in a real terminal (tmux): wide characters,
/// keys, mouse, resize, the too-small screen, colour and NO_COLOR, and terminal restoration after
/// q, Ctrl+C, SIGTERM, SIGHUP and a crash.
@Suite(.serialized, .tags(.tmux)) struct TerminalEndToEndTests {
    /// Rows of the box: every one is exactly `width` cells and ends in a border glyph.
    func expectBoxAligned(_ screen: String, width: Int, sourceLocation: SourceLocation = #_sourceLocation) {
        let lines = screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let box = lines.filter { $0.hasPrefix("┌") || $0.hasPrefix("│") || $0.hasPrefix("└") }
        #expect(box.count >= 10, "box rows: \(box.count)", sourceLocation: sourceLocation)
        for line in box {
            #expect(CellWidth.string(line) == width, "\(line)", sourceLocation: sourceLocation)
            #expect(["┐", "│", "┘"].contains(line.last.map(String.init) ?? ""), "\(line)", sourceLocation: sourceLocation)
        }
    }

    /// The screen after the program ended: its exit status and that the terminal is back to normal.
    func expectRestored(
        _ session: TmuxSession, status expected: (Int) -> Bool, timeout: Duration = .seconds(10),
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let screen = try session.waitFor("exit", timeout: timeout, sourceLocation: sourceLocation) { RunBinary.ttyModes(in: $0) != nil }
        let status = try #require(RunBinary.exitStatus(in: screen), sourceLocation: sourceLocation)
        #expect(expected(status), "exit status \(status)", sourceLocation: sourceLocation)
        #expect(try session.value("#{alternate_on}") == "0", "still on the alternate screen", sourceLocation: sourceLocation)
        #expect(RunBinary.ttyModes(in: screen) == ["icanon", "echo"], "terminal modes not restored", sourceLocation: sourceLocation)
        #expect(!screen.contains("Daily Puzzle"), "the app's screen is still showing", sourceLocation: sourceLocation)
    }

    /// A session running `consentsim run` on an in-memory store with `arguments`.
    func start(_ arguments: [String] = [], environment: [String: String] = [:], width: Int = 100, height: Int = 30) throws -> TmuxSession {
        try TmuxSession(
            width: width, height: height,
            command: RunBinary.command(
                ["--store", "memory", "--order", "no-att"] + arguments,
                environment: environment))
    }

    @Test func wideCharactersKeysAndMouse() throws {
        let session = try start(["--language", "ja", "--mouse"])
        var screen = try session.waitForFrame(containing: "Daily Puzzle は", "›ベンダー 902 社と広告パートナー 4 社を見る")
        #expect(try session.value("#{alternate_on}") == "1")
        expectBoxAligned(screen, width: 100)
        try session.send("Tab", "Tab", "Tab", "Enter")
        screen = try session.waitForFrame(containing: "データの管理")
        expectBoxAligned(screen, width: 100)
        try session.send("BTab")  // wraps to the last element
        try session.waitFor(text: "›[ 選択を確定 ]")
        try session.send("C-z")  // raw mode: no suspend; the app ignores the key and keeps running
        try session.send("Home")
        try session.waitFor(text: "›戻る")
        try session.send("Enter")
        screen = try session.waitForFrame(containing: "[ オプションを管理 ]")

        // A left-button press (X10 mouse report) on "Manage options" opens it again.
        let lines = screen.split(separator: "\n", omittingEmptySubsequences: false)
        let row = try #require(lines.firstIndex { $0.contains("[ オプションを管理 ]") })
        let prefix = try #require(lines[row].range(of: "[ オプションを管理 ]")).lowerBound
        let column = CellWidth.string(lines[row][..<prefix]) + 2
        try session.sendBytes([0x1B, 0x5B, 0x4D, 32 + 0, UInt8(33 + column), UInt8(33 + row)])  // press, button 1
        try session.sendBytes([0x1B, 0x5B, 0x4D, 32 + 3, UInt8(33 + column), UInt8(33 + row)])  // release
        try session.waitFor(text: "データの管理")

        try session.send("q")
        try expectRestored(session, status: { $0 == 0 })
    }

    @Test func resizeRedrawsAtOnceAndTooSmallScreen() throws {
        let session = try start()
        try session.waitFor(text: "Daily Puzzle asks for your consent")
        try session.resize(width: 60, height: 20)
        let narrow = try session.waitForFrame(containing: "┌─ 🧩 Daily Puzzle ───", width: 60)
        expectBoxAligned(narrow, width: 60)

        try session.resize(width: 30, height: 10)
        let small = try session.waitFor(all: "Terminal too small", "need at least 40x12, have", "30x10")
        #expect(!small.contains("Daily Puzzle"))
        try session.send("Tab", "Enter")  // ignored while too small: nothing may change unseen
        try session.resize(width: 35, height: 11)
        try session.waitFor(text: "35x11")
        try session.resize(width: 100, height: 30)
        // Focus stayed on the vendors link, where the first layer starts at every size; the
        // Tab and Enter sent while too small would have pressed "Consent".
        let back = try session.waitForFrame(containing: "Daily Puzzle asks for your consent", "›View our vendors")
        expectBoxAligned(back, width: 100)

        try session.resize(width: 40, height: 12)
        let minimum = try session.waitForFrame(containing: "[ Manage options ]", "[ Consent        ]", "[ Do not consent ]", width: 40)
        expectBoxAligned(minimum, width: 40)

        try session.resize(width: 30, height: 10)
        try session.waitFor(text: "Terminal too small")
        try session.send("q")  // q still quits from the too-small screen
        try expectRestored(session, status: { $0 == 0 })
    }

    /// Every frame leaves in one write: ncurses 6.4 flushed after each cursor move until the screen had
    /// been suspended once (NcursesBackend.init), ~80 writes for the first frame, each one a chance for
    /// the terminal to show it half drawn.
    @Test func framesLeaveInOneWrite() throws {
        let session = try start()
        try session.waitForFrame(containing: "Daily Puzzle asks")
        let pid = try #require(try session.childPID())
        // The kernel's count of write calls (proc(5), /proc/pid/io `syscw`): start-up sends the
        // alternate screen, keypad mode and cursor state in a few, then the frame.
        func writes() throws -> Int {
            let io = try String(contentsOfFile: "/proc/\(pid)/io", encoding: .utf8)
            let line = try #require(io.split(separator: "\n").first { $0.hasPrefix("syscw:") })
            return try #require(Int(line.dropFirst("syscw:".count).trimmingCharacters(in: .whitespaces)))
        }
        let afterFirstFrame = try writes()
        #expect(afterFirstFrame <= 12, "\(afterFirstFrame) writes up to the first frame")
        try session.send("Tab", "Tab", "Tab", "Enter")
        try session.waitForFrame(containing: "Manage your data")
        let afterSecondFrame = try writes()
        // Tab, Tab, Tab, Enter: four frames, each one write.
        #expect(afterSecondFrame - afterFirstFrame <= 4, "\(afterSecondFrame - afterFirstFrame) writes for four frames")
        try session.send("q")
    }

    @Test func noColorMeansNoColourSequences() throws {
        func colourParameters(_ styled: String) -> [Int] {
            // SGR parameters that select a colour (30-38, 40-48, 90-97, 100-107); 39/49 reset to default.
            var found: [Int] = []
            var rest = Substring(styled)
            while let start = rest.range(of: "\u{1B}[") {
                rest = rest[start.upperBound...]
                guard let end = rest.firstIndex(where: { !"0123456789;".contains($0) }) else { break }
                if rest[end] == "m" {
                    for parameter in rest[..<end].split(separator: ";").compactMap({ Int($0) })
                    where (30...38).contains(parameter) || (40...48).contains(parameter) || (90...97).contains(parameter)
                        || (100...107).contains(parameter)
                    {
                        found.append(parameter)
                    }
                }
                rest = rest[end...]
            }
            return found
        }

        let coloured = try start()
        try coloured.waitForFrame(containing: "Daily Puzzle asks")
        #expect(!colourParameters(try coloured.captureStyled()).isEmpty, "the colour check must see colour when it is on")

        for (environment, arguments) in [(["NO_COLOR": "1"], [String]()), ([:], ["--no-color"])] {
            let session = try start(arguments, environment: environment)
            try session.waitForFrame(containing: "Daily Puzzle asks")
            let styled = try session.captureStyled()
            #expect(colourParameters(styled).isEmpty, "\(environment) \(arguments)")
            #expect(styled.contains("\u{1B}[1m") || styled.contains(";1m"), "attributes stay without colour")
            // Focus is still visible: the marker and reverse video.
            #expect(styled.contains("›"))
            #expect(styled.contains("7m"))
        }
        // An empty NO_COLOR does not disable colour (no-color.org).
        let empty = try start(environment: ["NO_COLOR": ""])
        try empty.waitForFrame(containing: "Daily Puzzle asks")
        #expect(!colourParameters(try empty.captureStyled()).isEmpty)
    }

    @Test func ctrlCQuitsAndRestores() throws {
        let session = try start()
        try session.waitFor(text: "Daily Puzzle asks")
        try session.send("C-c")
        try expectRestored(session, status: { $0 == 130 })
    }

    @Test(arguments: [SIGTERM, SIGHUP])
    func terminationSignalsRestore(signal: Int32) throws {
        let session = try start()
        try session.waitFor(text: "Daily Puzzle asks")
        let pid = try #require(try session.childPID())
        #expect(kill(pid, signal) == 0)
        try expectRestored(session, status: { $0 == 128 + Int(signal) })
    }

    /// A fatal signal from outside: the terminal is restored at once and the process
    /// exits with 128 + the signal, without a backtrace or waiting for a key.
    @Test(arguments: [SIGABRT, SIGSEGV, SIGBUS])
    func fatalSignalsRestoreAndExit(signal: Int32) throws {
        let session = try start()
        try session.waitFor(text: "Daily Puzzle asks")
        let pid = try #require(try session.childPID())
        #expect(kill(pid, signal) == 0)
        try expectRestored(session, status: { $0 == 128 + Int(signal) })
        let screen = try session.capture()
        #expect(screen.contains("consentsim: stopped by a fatal signal; the terminal was restored"))
        #expect(!screen.contains("Backtrace"), "no backtrace spew")
    }

    @Test func crashRestoresTheTerminal() throws {
        // A real trap inside the process (a signal sent from outside would not re-fault after the
        // backtracer's handler returns). The backtracer would otherwise wait for a key before exiting.
        let session = try start(environment: ["CONSENTSIM_CRASH_ON_KEY": "1", "SWIFT_BACKTRACE": "interactive=no"])
        try session.waitFor(text: "Daily Puzzle asks")
        try session.waitForValue("#{alternate_on}", "1")
        try session.send("x")
        try expectRestored(session, status: { $0 != 0 }, timeout: .seconds(30))
    }

    @Test func aTerminfoEntryWithAnImplausibleColourCountStartsWithoutColour() throws {
        // colors#0x7fffffff: ncurses's start_color walked every colour and start-up never finished.
        let folder = try TempDirectory()
        defer { folder.remove() }
        let entry = "hugecolors|a terminfo entry with 2^31 colours,\n\tuse=xterm-256color, colors#0x7fffffff,\n"
        try writeBytes(Array(entry.utf8), to: folder.path + "/hugecolors.src")
        let tic = Process()
        tic.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        tic.arguments = ["tic", "-x", "-o", folder.path + "/terminfo", folder.path + "/hugecolors.src"]
        try tic.run()
        tic.waitUntilExit()
        try #require(tic.terminationStatus == 0, "tic could not compile the entry")
        let session = try start(environment: ["TERMINFO": folder.path + "/terminfo", "TERM": "hugecolors"])
        try session.waitFor(text: "Daily Puzzle asks")
        try session.send("q")
        try expectRestored(session, status: { $0 == 0 })
    }

    @Test func friendlyErrorsWhenTheTerminalCannotBeUsed() throws {
        let unknown = try start(environment: ["TERM": "no-such-terminal"])
        let screen = try unknown.waitFor(text: "EXITED:")
        #expect(screen.contains("unknown terminal type \"no-such-terminal\""))
        #expect(RunBinary.exitStatus(in: screen) == 1)

        // A terminal type that cannot move the cursor is refused, not drawn as garbage.
        let dumb = try start(environment: ["TERM": "dumb"])
        let dumbScreen = try dumb.waitFor(text: "EXITED:")
        #expect(dumbScreen.replacingOccurrences(of: "\n", with: "").contains("the terminal type \"dumb\" cannot move the cursor"))
        #expect(RunBinary.exitStatus(in: dumbScreen) == 1)

        let unset = try TmuxSession(width: 100, height: 30, command: RunBinary.command(["--store", "memory"], prefix: "env -u TERM"))
        let unsetScreen = try unset.waitFor(text: "EXITED:")
        #expect(unsetScreen.contains("TERM is not set"))
        #expect(RunBinary.exitStatus(in: unsetScreen) == 1)

        // Not a terminal at all: standard input from /dev/null; nothing is written to the store.
        let scratch = try ScratchDirectory()
        let result = try Spawn.run(RunBinary.path, ["run", "--store", scratch.file("s.plist")], environment: ProcessInfo.processInfo.environment)
        #expect(result.status == 1)
        #expect(result.errors.contains("must be a terminal"))
        #expect(!FileManager.default.fileExists(atPath: scratch.file("s.plist")))
    }
}
